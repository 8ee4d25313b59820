// NVHPC (nvc, nvc++, pgcc) flags found in users' makefiles, other than the OpenACC/GPU ones
// (AccOptions.cpp). Each maps to a clang flag, is already Acorn's behaviour, or is ignored with a
// one-line warning: a makefile written for NVHPC builds, it never fails on a flag.
#include "Diagnostics.h"
#include "DriverOptions.h"
#include "ToolchainConfig.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"

using llvm::StringRef;

namespace acorn {

namespace {
using Flags = llvm::SmallVector<const char *, 2>;
}

// -M<lowercase>...: NVHPC's optimisation and language switches (GCC's -M flags are uppercase).
static void applyM(StringRef A, DriverOptions &Out) {
  StringRef Name = A.split('=').first;
  Flags Mapped = llvm::StringSwitch<Flags>(Name)
                     .Case("-Mlarge_arrays", {"-mcmodel=medium"}) // static objects over 2 GB
                     .Case("-Munroll", {"-funroll-loops"})
                     .Case("-Mnounroll", {"-fno-unroll-loops"})
                     .Case("-Mfma", {"-ffp-contract=fast"})
                     .Case("-Mnofma", {"-ffp-contract=off"})
                     .Case("-Mnovect", {"-fno-vectorize", "-fno-slp-vectorize"})
                     .Case("-Mframe", {"-fno-omit-frame-pointer"})
                     .Case("-Mnoframe", {"-fomit-frame-pointer"})
                     .Default({});
  if (!Mapped.empty()) {
    Out.CodegenArgs.insert(Out.CodegenArgs.end(), Mapped.begin(), Mapped.end());
    return;
  }
  // Already what clang does: C is always preprocessed, 64-bit indexing, precise floating point.
  if (Name == "-Mpreprocess" || Name == "-Mnolarge_arrays" || Name == "-Mnofprelaxed" || Name == "-Mnoconcur" ||
      Name == "-Mnoipa")
    return;
  if (Name == "-Mcuda")
    ignoredOption("NVHPC", A, "Acorn compiles OpenACC, not CUDA sources");
  else
    ignoredOption("NVHPC", A);
}

// -Kieee, -KPIC, -Ktrap=...
static void applyK(StringRef A, DriverOptions &Out) {
  if (A == "-Kieee")
    Out.CodegenArgs.push_back("-fno-fast-math");
  else if (A == "-KPIC" || A == "-Kpic")
    Out.CodegenArgs.push_back("-fPIC");
  else
    ignoredOption("NVHPC", A);
}

// -mp[=multicore|gpu|...]: OpenMP, which Acorn compiles for the host with clang's -fopenmp.
static void applyMp(StringRef A, DriverOptions &Out) {
  Out.CodegenArgs.push_back("-fopenmp");
  if (!A.starts_with("-mp="))
    return;
  llvm::SmallVector<StringRef, 2> Parts;
  A.drop_front(4).split(Parts, ',');
  for (StringRef P : Parts)
    if (P != "multicore")
      ignoredSuboption(P, A, P == "gpu" ? "OpenMP runs on the host" : "");
}

// -tp=<cpu>: the host processor to compile for.
static void applyTp(StringRef A, DriverOptions &Out) {
  StringRef Cpu = A.drop_front(4);
  const char *March = llvm::StringSwitch<const char *>(Cpu)
                          .Case("native", "-march=native")
                          .Case("host", "-march=native")
                          .Case("haswell", "-march=haswell")
                          .Case("skylake", "-march=skylake-avx512")
                          .Case("zen", "-march=znver1")
                          .Case("zen2", "-march=znver2")
                          .Case("zen3", "-march=znver3")
                          .Case("zen4", "-march=znver4")
                          .Case("px", "")
                          .Default(nullptr);
  if (!March)
    ignoredOption("NVHPC", A);
  else if (*March)
    Out.CodegenArgs.push_back(March);
}

// -cudalib=cublas,cufft,...: the CUDA math libraries of the toolkit Acorn was built with.
static void applyCudalib(StringRef A, DriverOptions &Out) {
  if (!ACORN_HAVE_CUDA || !A.starts_with("-cudalib=")) {
    ignoredOption("NVHPC", A, ACORN_HAVE_CUDA ? "" : "Acorn was built without CUDA");
    return;
  }
  llvm::SmallVector<StringRef, 4> Parts;
  A.drop_front(9).split(Parts, ',');
  bool Any = false;
  for (StringRef P : Parts) {
    static const StringRef Toolkit[] = {"cublas", "cufft", "cufftw", "curand", "cusolver", "cusparse"};
    if (llvm::is_contained(Toolkit, P)) {
      Out.LinkArgs.push_back(("-l" + P).str());
      Any = true;
    } else {
      ignoredSuboption(P, A, "not part of the CUDA toolkit");
    }
  }
  if (Any)
    Out.LinkArgs.push_back("-L" ACORN_CUDA_ROOT "/lib64");
}

Parsed parseNvhpcOption(const std::vector<std::string> &Args, size_t &I, bool CxxDriver, DriverOptions &Out) {
  StringRef A = Args[I];
  if (A == "-fast" || A == "-fastsse") {
    Out.CodegenArgs.push_back("-O3");
  } else if (A.size() > 2 && A.starts_with("-M") && A[2] >= 'a' && A[2] <= 'z') {
    applyM(A, Out);
  } else if (A.starts_with("-K") && A.size() > 2) {
    applyK(A, Out);
  } else if (A == "-mp" || A.starts_with("-mp=")) {
    applyMp(A, Out);
  } else if (A == "-nomp") { // no OpenMP: undoes an -mp or -fopenmp before it
    llvm::erase_if(Out.CodegenArgs, [](const std::string &F) { return F == "-fopenmp" || StringRef(F).starts_with("-fopenmp="); });
  } else if (A.starts_with("-tp=")) {
    applyTp(A, Out);
  } else if (A == "-cudalib" || A.starts_with("-cudalib=")) {
    applyCudalib(A, Out);
  } else if (A == "-c89" || A == "-c90" || A == "-c99" || A == "-c11" || A == "-c17" || A == "-c18") {
    if (CxxDriver)
      ignoredOption("NVHPC", A, "a C standard, the sources are C++");
    else
      Out.LanguageArgs.push_back(A == "-c90" ? "-std=c89" : A == "-c18" ? "-std=c17" : ("-std=" + A.drop_front(1)).str());
  } else if ((A.starts_with("--c++") && A.size() == 7) || (A.starts_with("-c++") && A.size() == 6)) {
    // nvc++ --c++17, and its single-dash spelling -c++17
    Out.LanguageArgs.push_back(("-std=c++" + A.take_back(2)).str());
  } else if (A == "-noswitcherror") {
    Out.NoSwitchError = true;
  } else if (A == "-V") {
    Out.Version = true;
  } else if (A == "-gopt") {
    Out.CodegenArgs.push_back("-g");
  } else if (A == "-silent") {
    Out.CodegenArgs.push_back("-w");
  } else if (A == "-static-nvidia") {
    ; // libacorn and the CUDA runtime are linked statically already
  } else if (A == "-cuda" || A.starts_with("-stdpar") || A == "-acclibs" || A == "-traceback" ||
             (A.starts_with("-V") && A.size() > 2 && A[2] >= '0' && A[2] <= '9')) {
    ignoredOption("NVHPC", A);
  } else if (A.starts_with("--diag_") || A == "--display_error_number" || A == "--no_display_error_number") {
    // EDG diagnostic controls: --diag_suppress=177 or --diag_suppress 177.
    std::string Flag = A.str();
    if (A.starts_with("--diag_") && !A.contains('=') && I + 1 < Args.size())
      Flag += " " + Args[++I];
    ignoredOption("NVHPC", Flag);
  } else {
    return Parsed::No;
  }
  return Parsed::Yes;
}

} // namespace acorn
