#include "DriverOptions.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

using llvm::StringRef;

namespace acorn {

static bool isSourceExtension(StringRef Ext, Language &Lang) {
  if (Ext == ".c") {
    Lang = Language::C;
    return true;
  }
  if (Ext == ".cpp" || Ext == ".cc" || Ext == ".cxx" || Ext == ".C" || Ext == ".c++" || Ext == ".cp") {
    Lang = Language::CXX;
    return true;
  }
  return false;
}

static bool parseAccTargets(StringRef Value, DriverOptions &Out) {
  // -acc=gpu,multicore,host: GPU code is compiled when gpu is listed or no target is; a binary
  // without GPU code defaults to multicore, or to host with -acc=host alone.
  bool WantsGpu = false, WantsMulticore = false, WantsHost = false;
  llvm::SmallVector<StringRef, 4> Parts;
  Value.split(Parts, ',');
  for (StringRef P : Parts) {
    if (P == "gpu")
      WantsGpu = true;
    else if (P == "multicore")
      WantsMulticore = true;
    else if (P == "host")
      WantsHost = true;
    else {
      llvm::errs() << "acorncc: error: unknown -acc target '" << P << "' (expected gpu, multicore or host)\n";
      return false;
    }
  }
  Out.GPU = WantsGpu || (!WantsMulticore && !WantsHost);
  Out.HostOnly = WantsHost && !WantsGpu && !WantsMulticore;
  return true;
}

static bool parseGpuFlag(StringRef Value, DriverOptions &Out) {
  llvm::SmallVector<StringRef, 4> Parts;
  Value.split(Parts, ',');
  for (StringRef P : Parts) {
    if (P.consume_front("cc") && !P.empty() && llvm::all_of(P, [](char C) { return C >= '0' && C <= '9'; })) {
      Out.GpuArchs.push_back("sm_" + P.str());
      continue;
    }
    llvm::errs() << "acorncc: error: unsupported -gpu option '" << P << "' (expected ccNN, e.g. cc90)\n";
    return false;
  }
  return true;
}

bool parseDriverOptions(const std::vector<std::string> &Args, bool CxxDriver, DriverOptions &Out) {
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef A = Args[I];
    auto Next = [&](std::vector<std::string> &Into) -> bool {
      if (I + 1 >= Args.size()) {
        llvm::errs() << "acorncc: error: argument to '" << A << "' is missing\n";
        return false;
      }
      Into.push_back(A.str());
      Into.push_back(Args[++I]);
      return true;
    };
    if (A == "-c") {
      Out.CompileOnly = true;
    } else if (A == "-E") {
      Out.PreprocessOnly = true;
    } else if (A == "-S") {
      Out.AssemblyOnly = true;
    } else if (A == "-o") {
      if (I + 1 >= Args.size()) {
        llvm::errs() << "acorncc: error: argument to '-o' is missing\n";
        return false;
      }
      Out.Output = Args[++I];
    } else if (A.starts_with("-o") && A.size() > 2) {
      Out.Output = A.substr(2).str();
    } else if (A == "-v") {
      Out.Verbose = true;
    } else if (A == "--version") {
      Out.Version = true;
    } else if (A == "--print-lowered") {
      Out.PrintLowered = true;
    } else if (A == "--acorn-shared") {
      Out.SharedRuntime = true;
    } else if (A == "--acorn-keep") {
      Out.KeepTemps = true;
    } else if (A == "-fopenacc" || A == "-acc") {
      Out.OpenACC = true;
    } else if (A == "-fno-openacc" || A == "-noacc") {
      Out.OpenACC = false;
    } else if (A.starts_with("-acc=")) {
      if (!parseAccTargets(A.substr(5), Out))
        return false;
    } else if (A.starts_with("-gpu=")) {
      if (!parseGpuFlag(A.substr(5), Out))
        return false;
    } else if (A.starts_with("--offload-arch=") || A.starts_with("--cuda-gpu-arch=")) {
      Out.GpuArchs.push_back(A.split('=').second.str());
    } else if (A.starts_with("-Minfo") || A == "-Rpass=acc" || A == "-fopt-info-optimized-omp") {
      Out.Remarks = true;
    } else if (A == "-I" || A == "-D" || A == "-U" || A == "-include" || A == "-isystem" || A == "-iquote" ||
               A == "-idirafter") {
      if (!Next(Out.PreprocessorArgs))
        return false;
    } else if (A.starts_with("-I") || A.starts_with("-D") || A.starts_with("-U") || A.starts_with("-isystem") ||
               A.starts_with("-iquote")) {
      Out.PreprocessorArgs.push_back(A.str());
    } else if (A.starts_with("-std=") || A == "-ansi") {
      Out.LanguageArgs.push_back(A.str());
    } else if (A == "-MF" || A == "-MT" || A == "-MQ") {
      if (!Next(Out.DependencyArgs))
        return false;
    } else if (A == "-MD" || A == "-MMD" || A == "-MP" || A == "-M" || A == "-MM") {
      Out.DependencyArgs.push_back(A.str());
    } else if (A == "-x") {
      if (I + 1 >= Args.size()) {
        llvm::errs() << "acorncc: error: argument to '-x' is missing\n";
        return false;
      }
      Out.ExplicitLanguage = Args[++I];
    } else if (A == "-L" || A == "-l" || A == "-Xlinker") {
      if (!Next(Out.LinkArgs))
        return false;
    } else if (A.starts_with("-l") || A.starts_with("-L") || A.starts_with("-Wl,") || A == "-shared" ||
               A == "-static" || A == "-rdynamic" || A == "-pie" || A == "-no-pie" || A.starts_with("-fuse-ld=")) {
      Out.LinkArgs.push_back(A.str());
    } else if (A.starts_with("-O") || A == "-g" || A.starts_with("-g") || A.starts_with("-f") || A.starts_with("-W") ||
               A.starts_with("-m") || A == "-pthread" || A == "-w" || A == "-pedantic" || A.starts_with("-pedantic") ||
               A.starts_with("--target=") || A == "-fPIC" || A == "-pipe") {
      Out.CodegenArgs.push_back(A.str());
    } else if (A.starts_with("-")) {
      llvm::errs() << "acorncc: error: unsupported option '" << A << "'\n";
      return false;
    } else {
      InputFile F;
      F.Path = A.str();
      StringRef Ext = A.contains('.') ? A.substr(A.rfind('.')) : StringRef();
      Language Lang = Language::C;
      if (!Out.ExplicitLanguage.empty()) {
        F.IsSource = Out.ExplicitLanguage == "c" || Out.ExplicitLanguage == "c++";
        Lang = Out.ExplicitLanguage == "c" ? Language::C : Language::CXX;
      } else {
        F.IsSource = isSourceExtension(Ext, Lang);
      }
      // Like c++, acorn++ compiles .c files as C++.
      F.Lang = (CxxDriver && Out.ExplicitLanguage.empty()) ? Language::CXX : Lang;
      Out.Inputs.push_back(F);
    }
  }
  if (Out.GpuArchs.empty())
    Out.GpuArchs.push_back("sm_90");
  return true;
}

} // namespace acorn
