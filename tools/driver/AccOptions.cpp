// OpenACC and GPU flags in their GCC/Clang and NVHPC spellings: -fopenacc, -acc[=...], -gpu=...,
// -ta=..., --offload-arch=, -Minfo[=...], GCC's -foffload= and -fopenacc-dim=.
//
// NVHPC suboptions Acorn implements are mapped; valid NVHPC suboptions it does not implement are
// ignored with a warning; values NVHPC itself would reject are errors.
#include "Diagnostics.h"
#include "DriverOptions.h"
#include "ToolchainConfig.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"

using llvm::StringRef;

namespace acorn {

static bool isDigits(StringRef S) {
  return !S.empty() && llvm::all_of(S, [](char C) { return C >= '0' && C <= '9'; });
}

// -acc=: targets, plus switches about NVHPC's own behaviour.
static bool applyAccSuboption(StringRef Sub, StringRef Flag, DriverOptions &Out) {
  if (Sub == "gpu")
    Out.AccGpu = true;
  else if (Sub == "multicore")
    Out.AccMulticore = true;
  else if (Sub == "host")
    Out.AccHost = true;
  // Already what Acorn does: auto loops run sequentially, routines are not all compiled for the
  // device, compute regions without async block.
  else if (Sub == "noautopar" || Sub == "noroutineseq" || Sub == "wait")
    ;
  else if (Sub == "autopar" || Sub == "routineseq" || Sub == "legacy" || Sub == "strict" || Sub == "verystrict" ||
           Sub == "sync" || Sub == "nowait")
    ignoredSuboption(Sub, Flag);
  else {
    driverError("unknown -acc suboption '" + Sub +
                "' (expected gpu, multicore, host, [no]autopar, [no]routineseq, legacy, strict, verystrict, sync, "
                "[no]wait)");
    return false;
  }
  return true;
}

// ccNN, ccNNa, ccNNf: one GPU architecture. 0: not such a suboption; 1: taken; -1: an error,
// reported (an architecture the CUDA toolkit cannot generate code for).
static int parseComputeCapability(StringRef Sub, DriverOptions &Out) {
  if (!Sub.consume_front("cc"))
    return 0;
  StringRef Suffix = (Sub.ends_with("a") || Sub.ends_with("f")) ? Sub.take_back(1) : StringRef();
  StringRef Number = Sub.drop_back(Suffix.size());
  if (!isDigits(Number))
    return 0;
  unsigned Arch = 0;
  if (!Number.getAsInteger(10, Arch) && Arch < ACORN_CUDA_MIN_ARCH) {
    driverError("-gpu=cc" + Sub + ": the CUDA " + ACORN_CUDA_VERSION +
                " toolkit Acorn uses cannot generate code for compute capability " + Number.drop_back(1) + "." +
                Number.take_back(1) + "; the oldest it supports is " + std::to_string(ACORN_CUDA_MIN_ARCH / 10) +
                "." + std::to_string(ACORN_CUDA_MIN_ARCH % 10));
    return -1;
  }
  Out.GpuArchs.push_back(("sm_" + Number + Suffix).str());
  return 1;
}

// -gpu= (and the GPU part of -ta=tesla:...).
static bool applyGpuSuboption(StringRef Sub, StringRef Flag, DriverOptions &Out) {
  if (int Taken = parseComputeCapability(Sub, Out))
    return Taken > 0;
  if (Sub == "ccall" || Sub == "ccall-major" || Sub == "ccnative") {
    ignoredSuboption(Sub, Flag, "GPU code is for sm_90 or the -gpu=ccNN given");
    return true;
  }
  if (Sub.starts_with("cuda") && !Sub.drop_front(4).empty() && isDigits(Sub.drop_front(4).split('.').first)) {
    ignoredSuboption(Sub, Flag, "Acorn uses the CUDA toolkit it was built with");
    return true;
  }
  StringRef Value;
  if (Sub.starts_with("maxregcount:")) {
    Value = Sub.drop_front(12);
    if (!isDigits(Value)) {
      driverError("invalid value in '-gpu=" + Sub + "' (expected maxregcount:N)");
      return false;
    }
    Out.DeviceArgs.insert(Out.DeviceArgs.end(), {"-Xcuda-ptxas", ("--maxrregcount=" + Value).str()});
    return true;
  }
  // Suboptions with a clang equivalent for the device side.
  llvm::SmallVector<std::string, 2> Mapped = llvm::StringSwitch<llvm::SmallVector<std::string, 2>>(Sub)
                                                 .Case("fastmath", {"-fgpu-approx-transcendentals"})
                                                 .Case("flushz", {"-fgpu-flush-denormals-to-zero"})
                                                 .Case("noflushz", {"-fno-gpu-flush-denormals-to-zero"})
                                                 .Case("fma", {"-Xarch_device", "-ffp-contract=fast"})
                                                 .Case("nofma", {"-Xarch_device", "-ffp-contract=off"})
                                                 .Case("ptxinfo", {"-Xcuda-ptxas", "-v"})
                                                 .Default({});
  if (!Mapped.empty()) {
    Out.DeviceArgs.insert(Out.DeviceArgs.end(), Mapped.begin(), Mapped.end());
    return true;
  }
  // Acorn's behaviour already: separate device memory, whole-unit device code, no device debug info.
  if (Sub == "nomanaged" || Sub == "nounified" || Sub == "mem:separate" || Sub == "nordc" || Sub == "nodebug" ||
      Sub == "nolineinfo")
    return true;
  // NVHPC 24's unified:nomanagedalloc and managed:intercept are spellings of the same memory modes.
  if (Sub == "managed" || Sub == "unified" || Sub == "pinned" || Sub.starts_with("mem:") ||
      Sub.starts_with("managed:") || Sub.starts_with("unified:")) {
    ignoredSuboption(Sub, Flag, "Acorn keeps separate device memory");
    return true;
  }
  static const char *const Known[] = {
      "rdc",     "deepcopy", "lineinfo", "debug",   "safecache", "nostacklimit", "unroll", "nounroll",
      "zeroinit", "autocompare", "redundant", "keep", "keepbin",   "keepgpu",      "keepptx", "beta",
      "interceptdeallocations", "nointerceptdeallocations", "implicitsections", "noimplicitsections"};
  static const char *const KnownPrefixes[] = {"loadcache:", "stacklimit:", "tripcount:"};
  if (llvm::is_contained(Known, Sub) || llvm::any_of(KnownPrefixes, [&](const char *P) { return Sub.starts_with(P); })) {
    ignoredSuboption(Sub, Flag);
    return true;
  }
  driverError("unknown -gpu suboption '" + Sub + "' (expected ccNN such as cc90, or an NVHPC -gpu suboption)");
  return false;
}

// -ta=tesla[:sub,...][,multicore|host]: the pre-2020 spelling. A comma starts a new target when it
// names one, else it continues the suboptions of the target before it.
static bool applyTargetAccelerator(StringRef Value, StringRef Flag, DriverOptions &Out) {
  llvm::SmallVector<StringRef, 4> Parts;
  Value.split(Parts, ',');
  bool InGpu = false;
  for (StringRef P : Parts) {
    auto [Name, Sub] = P.split(':');
    if (Name == "tesla" || Name == "nvidia") {
      Out.AccGpu = InGpu = true;
      if (!Sub.empty() && !applyGpuSuboption(Sub, Flag, Out))
        return false;
    } else if ((Name == "multicore" || Name == "host") && Sub.empty()) {
      (Name == "host" ? Out.AccHost : Out.AccMulticore) = true;
      InGpu = false;
    } else if (InGpu) {
      if (!applyGpuSuboption(P, Flag, Out))
        return false;
    } else {
      driverError("unknown -ta target '" + P + "' (expected tesla[:suboptions], multicore or host)");
      return false;
    }
  }
  return true;
}

// -Minfo[=accel,inline,...]: Acorn's remarks are the accel ones.
static void applyMinfo(StringRef Flag, DriverOptions &Out) {
  StringRef List = Flag.drop_front(6);
  if (List.empty()) { // -Minfo alone means every category
    Out.Remarks = true;
    return;
  }
  llvm::SmallVector<StringRef, 4> Parts;
  List.drop_front(1).split(Parts, ',');
  std::string Ignored;
  unsigned Count = 0;
  for (StringRef P : Parts) {
    if (P == "accel" || P == "all")
      Out.Remarks = true;
    else
      Ignored += (Count++ ? "," : "") + P.str();
  }
  if (Count)
    driverWarning("ignoring -Minfo " + llvm::Twine(Count > 1 ? "categories" : "category") + " '" + Ignored +
                  "' in '" + Flag + "' (Acorn reports accel)");
}

template <typename Fn> static bool forEachSuboption(StringRef Flag, StringRef List, Fn Apply) {
  llvm::SmallVector<StringRef, 4> Parts;
  List.split(Parts, ',');
  return llvm::all_of(Parts, [&](StringRef P) { return Apply(P, Flag); });
}

Parsed parseAccOption(const std::vector<std::string> &Args, size_t &I, DriverOptions &Out) {
  StringRef A = Args[I];
  auto Result = [](bool OK) { return OK ? Parsed::Yes : Parsed::Error; };
  if (A == "-fopenacc" || A == "-acc") {
    Out.OpenACC = true;
  } else if (A == "-fno-openacc" || A == "-noacc") {
    Out.OpenACC = false;
  } else if (A.starts_with("-acc=")) {
    Out.OpenACC = true;
    return Result(forEachSuboption(A, A.drop_front(5),
                                   [&](StringRef S, StringRef F) { return applyAccSuboption(S, F, Out); }));
  } else if (A.starts_with("-gpu=")) {
    return Result(forEachSuboption(A, A.drop_front(5),
                                   [&](StringRef S, StringRef F) { return applyGpuSuboption(S, F, Out); }));
  } else if (A.starts_with("-ta=")) {
    Out.OpenACC = true;
    return Result(applyTargetAccelerator(A.drop_front(4), A, Out));
  } else if (A.starts_with("--offload-arch=") || A.starts_with("--cuda-gpu-arch=")) {
    Out.GpuArchs.push_back(A.split('=').second.str());
  } else if (A == "-Minfo" || A.starts_with("-Minfo=")) {
    applyMinfo(A, Out);
  } else if (A == "-Rpass=acc" || A == "-fopt-info-optimized-omp" || A == "-fopt-info-omp") {
    Out.Remarks = true;
  } else if (A.starts_with("-foffload") || A.starts_with("-fopenacc-dim=") || A.starts_with("-fopenacc-kernels=") ||
             A.starts_with("-fopt-info")) {
    // GCC's offloading controls: Acorn picks GPU code and launch sizes itself.
    ignoredOption("GCC", A);
  } else {
    return Parsed::No;
  }
  return Parsed::Yes;
}

void finishAccTargets(DriverOptions &Out) {
  // GPU code is compiled when gpu is named or no target is; a binary without GPU code defaults to
  // multicore, or to host when host alone is named.
  Out.GPU = Out.AccGpu || (!Out.AccMulticore && !Out.AccHost);
  Out.HostOnly = Out.AccHost && !Out.AccGpu && !Out.AccMulticore;
  if (Out.GpuArchs.empty())
    Out.GpuArchs.push_back("sm_90");
  // -gpu=cc80 -ta=tesla:cc80 names sm_80 twice; clang takes each architecture once.
  std::vector<std::string> Unique;
  for (const std::string &Arch : Out.GpuArchs)
    if (!llvm::is_contained(Unique, Arch))
      Unique.push_back(Arch);
  Out.GpuArchs = std::move(Unique);
}

} // namespace acorn
