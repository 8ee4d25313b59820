// acorncc / acorn++: compile OpenACC C and C++ like cc and c++.
//
// Each source is parsed and lowered in-process (compiler/Translate), then the lowered code is
// compiled by clang: C++ as one CUDA translation unit, C as a C host unit plus a CUDA kernel unit
// joined into one object. Linking adds libacorn, the CUDA runtime and the OpenMP runtime.
#include "Diagnostics.h"
#include "DriverOptions.h"
#include "Help.h"
#include "LinkErrors.h"
#include "ToolchainConfig.h"
#include "frontend/Translate.h"

#include "llvm/ADT/StringExtras.h"
#include <map>
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace acorn;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

/// Where Acorn's own headers and libraries are: next to the driver, like an installed toolchain.
struct Layout {
  std::string Include, Lib;
};

Layout findLayout(const char *Argv0) {
  std::string Exe = fs::getMainExecutable(Argv0, reinterpret_cast<void *>(&findLayout));
  llvm::SmallString<256> Prefix(path::parent_path(path::parent_path(Exe)));
  Layout L;
  L.Include = (Prefix + "/include").str();
  L.Lib = (Prefix + "/lib").str();
  return L;
}

class Driver {
public:
  Driver(DriverOptions Opts, Layout L, std::string ToolName)
      : Opts(std::move(Opts)), L(std::move(L)), ToolName(std::move(ToolName)) {}
  int run();

private:
  bool compile(const InputFile &In, const std::string &Object);
  bool compileLowered(const InputFile &In, const LoweredUnit &Unit, const std::string &Object);
  bool link(const std::vector<std::string> &Objects);
  bool exec(const std::vector<std::string> &Args, bool Echo = true, const std::string &ErrorsTo = "");
  void printVersion();
  std::vector<std::string> dependencyArgs(const InputFile &In) const;
  std::string tempFile(llvm::StringRef Stem, llvm::StringRef Ext);
  bool readStandardInput(InputFile &In);
  std::vector<std::string> frontendArgs(const InputFile &In) const;
  std::vector<std::string> preprocessedArgs() const;
  std::vector<std::string> clangCompile(Language Lang, bool Cuda) const;

  DriverOptions Opts;
  Layout L;
  std::string ToolName;
  std::vector<std::string> Temps;
};

// ErrorsTo: a file that receives the program's standard error instead of ours.
bool Driver::exec(const std::vector<std::string> &Args, bool Echo, const std::string &ErrorsTo) {
  if (Opts.Verbose && Echo) {
    for (const std::string &A : Args)
      llvm::errs() << A << ' ';
    llvm::errs() << '\n';
  }
  std::vector<llvm::StringRef> Refs(Args.begin(), Args.end());
  std::string Error;
  std::optional<llvm::StringRef> Redirects[] = {std::nullopt, std::nullopt, llvm::StringRef(ErrorsTo)};
  llvm::errs().flush();
  int RC = llvm::sys::ExecuteAndWait(Args[0], Refs, std::nullopt,
                                     ErrorsTo.empty() ? llvm::ArrayRef<std::optional<llvm::StringRef>>()
                                                      : llvm::ArrayRef<std::optional<llvm::StringRef>>(Redirects),
                                     0, 0, &Error);
  if (RC < 0)
    driverError("could not run " + Args[0] + ": " + Error);
  return RC == 0;
}

// The source on standard input, saved in a temporary file that In then names (`-` was "stdin").
bool Driver::readStandardInput(InputFile &In) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Text = llvm::MemoryBuffer::getSTDIN();
  std::error_code EC;
  In.Path = tempFile("stdin", In.Lang == Language::C ? "c" : "cpp");
  llvm::raw_fd_ostream Out(In.Path, EC);
  if (!Text || EC) {
    driverError("cannot read the source from standard input");
    return false;
  }
  Out << (*Text)->getBuffer();
  return true;
}

std::string Driver::tempFile(llvm::StringRef Stem, llvm::StringRef Ext) {
  llvm::SmallString<256> Path;
  fs::createTemporaryFile(Stem, Ext, Path);
  Temps.push_back(Path.str().str());
  return Temps.back();
}

static bool hasStd(const std::vector<std::string> &Args) {
  return llvm::any_of(Args, [](const std::string &A) { return llvm::StringRef(A).starts_with("-std="); });
}

// What GCC 12 and NVHPC accept in C with a warning, Clang 22 makes errors; Acorn warns like them.
static const std::vector<std::string> &cWarningsNotErrors() {
  static const std::vector<std::string> Flags = {
      "-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int", "-Wno-error=int-conversion",
      "-Wno-error=incompatible-pointer-types", "-Wno-error=incompatible-function-pointer-types",
      "-Wno-error=return-mismatch", "-Wno-error=return-type"};
  return Flags;
}

// -MD/-MMD name the .d file and its target after -o, as clang does; the translator never sees -o,
// and objects are compiled to temporary files, so both names are given explicitly.
std::vector<std::string> Driver::dependencyArgs(const InputFile &In) const {
  std::vector<std::string> Args = Opts.DependencyArgs;
  auto Has = [&](llvm::StringRef Flag) { return llvm::is_contained(Args, Flag); };
  if (!Has("-MD") && !Has("-MMD"))
    return Args;
  std::string Target = Opts.Output.empty() ? (path::stem(In.Path) + ".o").str() : Opts.Output;
  if (!Has("-MF")) {
    llvm::SmallString<256> DepFile(Opts.Output.empty() ? path::stem(In.Path) : llvm::StringRef(Opts.Output));
    path::replace_extension(DepFile, "d");
    Args.insert(Args.end(), {"-MF", DepFile.str().str()});
  }
  if (!Has("-MT") && !Has("-MQ"))
    Args.insert(Args.end(), {"-MQ", Target});
  return Args;
}

std::vector<std::string> Driver::frontendArgs(const InputFile &In) const {
  // Clang 22 says a cache directive naming the loop variable (`cache(b[i-1:3])`, as 2.10 shows it)
  // "has no effect"; NVHPC and GCC accept it without a word. It says a variable-length array in
  // private or firstprivate is initialised "after decay to pointer": Acorn copies all of it. It calls
  // `pcopy`, `present_or_copyin`, ... deprecated: 3.3 keeps them as other names (2.7.4-2.7.7), and
  // legacy codes write them on every directive.
  std::vector<std::string> Args = {"-x", In.Lang == Language::C ? "c" : "c++",
                                   "-resource-dir", ACORN_CLANG_RESOURCE_DIR, "-fopenacc",
                                   "-U_OPENACC", "-D_OPENACC=202211", "-Wno-openacc-cache-var-inside-loop",
                                   "-Wno-openacc-var-non-const-array", "-Wno-openacc-deprecated-clause-alias"};
  if (In.Lang == Language::C)
    Args.insert(Args.end(), cWarningsNotErrors().begin(), cWarningsNotErrors().end());
  for (const std::string &A : Opts.PreprocessorArgs)
    Args.push_back(A);
  for (const std::string &A : Opts.LanguageArgs)
    Args.push_back(A);
  for (const std::string &A : Opts.CodegenArgs)
    if (llvm::StringRef(A).starts_with("-W") || A == "-w" || llvm::StringRef(A).starts_with("-f"))
      Args.push_back(A);
  for (const std::string &A : dependencyArgs(In))
    Args.push_back(A);
  // openacc.h is a system header: its routines are the runtime's, not the user's.
  Args.insert(Args.end(), {"-isystem", L.Include});
  return Args;
}

// C: parsing the preprocessed text again needs no include paths, macros or dependency output.
std::vector<std::string> Driver::preprocessedArgs() const {
  std::vector<std::string> Args = {"-x", "cpp-output", "-resource-dir", ACORN_CLANG_RESOURCE_DIR, "-fopenacc",
                                   "-Wno-everything"};
  Args.insert(Args.end(), cWarningsNotErrors().begin(), cWarningsNotErrors().end());
  for (const std::string &A : Opts.LanguageArgs)
    Args.push_back(A);
  for (const std::string &A : Opts.CodegenArgs)
    if (llvm::StringRef(A).starts_with("-f"))
      Args.push_back(A);
  return Args;
}

// The clang command compiling for the host (and, for CUDA, the GPU) with the user's flags.
std::vector<std::string> Driver::clangCompile(Language Lang, bool Cuda) const {
  std::vector<std::string> Args = {ACORN_CLANG_PATH};
  if (Cuda) {
    Args.insert(Args.end(), {"-x", "cuda", "--cuda-path=" ACORN_CUDA_ROOT, "-Wno-unknown-cuda-version",
                             "-Wno-unknown-pragmas", "-Wno-unused-command-line-argument"});
    for (const std::string &Arch : Opts.GpuArchs)
      Args.push_back("--cuda-gpu-arch=" + Arch);
    Args.insert(Args.end(), {"-fgpu-rdc", "--offload-new-driver"});
    // Kernels run up to 1024 threads a block (__launch_bounds__), so 64 registers a thread; device
    // functions get the same budget, else one from another file that needs more cannot be linked
    // into them. -gpu=maxregcount:N sets another.
    bool UserBudget = llvm::any_of(Opts.DeviceArgs, [](const std::string &A) {
      return llvm::StringRef(A).starts_with("--maxrregcount=");
    });
    if (!UserBudget)
      Args.insert(Args.end(), {"-Xcuda-ptxas", "--maxrregcount=64"});
    // sqrtf correctly rounded on the GPU, as nvcc and NVHPC compile it (Clang's default is the
    // approximate instruction).
    Args.insert(Args.end(), {"-mllvm", "-nvvm-reflect-add=__CUDA_PREC_SQRT=1"});
  } else {
    Args.insert(Args.end(), {"-x", Lang == Language::C ? "c" : "c++", "-Wno-unknown-pragmas"});
    if (Lang == Language::C)
      Args.insert(Args.end(), cWarningsNotErrors().begin(), cWarningsNotErrors().end());
  }
  // -noacc: the program is compiled as if for a compiler without OpenACC (#ifdef _OPENACC).
  if (Opts.OpenACC)
    Args.push_back("-D_OPENACC=202211");
  if (!Opts.GPU || !ACORN_HAVE_CUDA)
    Args.insert(Args.end(), {Opts.HostOnly ? "-DACORN_PROGRAM_TARGET=ACORN_TARGET_HOST"
                                           : "-DACORN_PROGRAM_TARGET=ACORN_TARGET_MULTICORE",
                             "-include", "acorn/program_target.h"});
  for (const std::string &A : Opts.PreprocessorArgs)
    Args.push_back(A);
  for (const std::string &A : Opts.CodegenArgs) {
    if (Lang == Language::CXX && isCOnlyFlag(A))
      continue;
    if (Cuda && isHostOnlyFlag(A))
      Args.push_back("-Xarch_host");
    Args.push_back(A);
  }
  if (Cuda)
    Args.insert(Args.end(), Opts.DeviceArgs.begin(), Opts.DeviceArgs.end());
  // Acorn's headers are system headers: their warnings are not the user's (-Wall -Werror builds).
  Args.insert(Args.end(), {"-isystem", L.Include});
  return Args;
}

// A clang VFS overlay: each original path is read from its replacement.
static std::string overlayYaml(const std::map<std::string, std::string> &Replacements) {
  auto Quote = [](llvm::StringRef S) {
    std::string Out = "\"";
    for (char C : S)
      Out += (C == '"' || C == '\\') ? std::string("\\") + C : std::string(1, C);
    return Out + "\"";
  };
  std::map<std::string, std::vector<std::pair<std::string, std::string>>> ByDirectory;
  for (const auto &[Original, Replacement] : Replacements)
    ByDirectory[path::parent_path(Original).str()].push_back({path::filename(Original).str(), Replacement});
  std::string Y = "{ 'version': 0, 'case-sensitive': 'true', 'roots': [\n";
  for (const auto &[Dir, Files] : ByDirectory) {
    Y += "  { 'type': 'directory', 'name': " + Quote(Dir) + ", 'contents': [\n";
    for (const auto &[Name, Replacement] : Files)
      Y += "    { 'type': 'file', 'name': " + Quote(Name) + ", 'external-contents': " + Quote(Replacement) + " },\n";
    Y += "  ] },\n";
  }
  return Y + "] }\n";
}

// The lowered code needs C++17 (generic lambdas with init-captures); a user's older standard is
// raised, a newer one kept.
static std::string cxxStandard(const std::vector<std::string> &LanguageArgs) {
  for (const std::string &A : LanguageArgs) {
    llvm::StringRef S(A);
    if (S.contains("++2") || S.contains("++17") || S.contains("++1z"))
      return A;
  }
  return "-std=c++17";
}

bool Driver::compileLowered(const InputFile &In, const LoweredUnit &Unit, const std::string &Object) {
  std::string Dir = path::parent_path(In.Path).str();
  if (Dir.empty())
    Dir = ".";
  std::string Stem = path::stem(In.Path).str();
  bool Cuda = Opts.GPU && ACORN_HAVE_CUDA;
  if (Opts.AssemblyOnly) {
    driverError("-S is not supported for files with OpenACC directives (" + In.Path +
                "); use -c, or --print-lowered to see the lowered code");
    return false;
  }
  auto Write = [&](const std::string &File, const std::string &Text) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(File, EC);
    OS << Text;
    return !EC;
  };
  if (In.Lang == Language::CXX) {
    // The lowered file and headers stand in for the originals at their own paths (a VFS overlay),
    // so every #include resolves as it does for the source.
    std::map<std::string, std::string> Replaced = Unit.Headers;
    llvm::SmallString<256> Source(In.Path);
    fs::make_absolute(Source);
    path::remove_dots(Source, true);
    std::map<std::string, std::string> Overlay;
    Replaced[Source.str().str()] = Unit.Host;
    for (const auto &[Original, Text] : Replaced) {
      std::string Temp = tempFile(path::stem(Original).str() + ".acorn", path::extension(Original).drop_front());
      if (!Write(Temp, Text))
        return false;
      Overlay[Original] = Temp;
    }
    std::string OverlayFile = tempFile(Stem + ".acorn-overlay", "yaml");
    if (!Write(OverlayFile, overlayYaml(Overlay)))
      return false;
    std::vector<std::string> Args = clangCompile(Language::CXX, Cuda);
    Args.push_back(cxxStandard(Opts.LanguageArgs));
    Args.insert(Args.end(), {"-ivfsoverlay", OverlayFile, "-c", Source.str().str(), "-o", Object});
    return exec(Args);
  }
  // C: the host unit as C, the kernel unit as CUDA or C++, joined into one relocatable object.
  std::string HostSrc = tempFile(Stem + ".acorn", "c");
  std::string KernelSrc = tempFile(Stem + ".acorn-kernels", "cpp");
  std::string HostObj = tempFile(Stem + ".acorn", "o");
  std::string KernelObj = tempFile(Stem + ".acorn-kernels", "o");
  Write(HostSrc, Unit.Host);
  Write(KernelSrc, Unit.Kernels);
  // The host unit is the preprocessed file: the user's -D/-I are already applied, and Clang
  // reported its warnings when it checked the file as written.
  std::vector<std::string> Host = {ACORN_CLANG_PATH, "-x", "c", "-w", "-I" + L.Include};
  Host.insert(Host.end(), cWarningsNotErrors().begin(), cWarningsNotErrors().end());
  for (const std::string &A : Opts.CodegenArgs)
    if (!llvm::StringRef(A).starts_with("-W"))
      Host.push_back(A);
  for (const std::string &A : Opts.LanguageArgs)
    Host.push_back(A);
  Host.insert(Host.end(), {"-c", HostSrc, "-o", HostObj});
  std::vector<std::string> Kernels = clangCompile(Language::CXX, Cuda);
  Kernels.insert(Kernels.end(), {"-std=c++17", "-Wno-everything", "-c", KernelSrc, "-o", KernelObj});
  if (!exec(Host) || !exec(Kernels))
    return false;
  return exec({ACORN_CLANG_PATH, "-r", "-nostdlib", HostObj, KernelObj, "-o", Object});
}

bool Driver::compile(const InputFile &In, const std::string &Object) {
  if (!Opts.OpenACC) {
    std::vector<std::string> Args = clangCompile(In.Lang, false);
    for (const std::string &A : Opts.LanguageArgs)
      Args.push_back(A);
    std::vector<std::string> Deps = dependencyArgs(In);
    Args.insert(Args.end(), Deps.begin(), Deps.end());
    Args.insert(Args.end(), {Opts.AssemblyOnly ? "-S" : "-c", In.Path, "-o", Object});
    return exec(Args);
  }
  TranslateRequest Request;
  Request.Source = In.Path;
  Request.IsC = In.Lang == Language::C;
  Request.ClangArgs = frontendArgs(In);
  Request.PreprocessedArgs = preprocessedArgs();
  // The user's -isystem directories hold the user's code; these two hold the toolchain's.
  Request.ToolchainIncludes.push_back(L.Include);
  if (ACORN_HAVE_CUDA)
    Request.ToolchainIncludes.push_back(ACORN_CUDA_ROOT "/include");
  Request.Options.Remarks = Opts.Remarks;
  Request.Options.Gpu = Opts.GPU && ACORN_HAVE_CUDA;
  LoweredUnit Unit;
  if (!translate(Request, Unit))
    return false;
  if (Opts.PrintLowered) {
    llvm::outs() << (Unit.HasDirectives ? Unit.Host : "/* no OpenACC directives */\n");
    if (!Unit.Kernels.empty())
      llvm::outs() << "\n/* ---- kernel unit ---- */\n" << Unit.Kernels;
    return true;
  }
  if (Unit.HasDirectives)
    return compileLowered(In, Unit, Object);
  // No directives: compiled as clang would, with _OPENACC defined and openacc.h available.
  std::vector<std::string> Args = clangCompile(In.Lang, false);
  for (const std::string &A : Opts.LanguageArgs)
    Args.push_back(A);
  Args.insert(Args.end(), {Opts.AssemblyOnly ? "-S" : "-c", In.Path, "-o", Object});
  return exec(Args);
}

bool Driver::link(const std::vector<std::string> &Objects) {
  std::vector<std::string> Args = {ACORN_CLANGXX_PATH};
  Args.insert(Args.end(), Objects.begin(), Objects.end());
  for (const std::string &A : Opts.CodegenArgs)
    if (llvm::StringRef(A).starts_with("-f") || A == "-pthread" || llvm::StringRef(A).starts_with("-m") ||
        A == "-pg" || A == "--coverage")
      Args.push_back(A);
  Args.insert(Args.end(), Opts.LinkArgs.begin(), Opts.LinkArgs.end());
  if (Opts.SharedRuntime) {
    Args.insert(Args.end(), {"-L" + L.Lib, "-lacorn", "-Wl,-rpath," + L.Lib});
    if (ACORN_HAVE_CUDA)
      Args.insert(Args.end(), {"-L" ACORN_CUDA_ROOT "/lib64", "-lcudart"});
  } else {
    Args.push_back(L.Lib + "/libacorn.a");
    // A shared library built by Acorn carries a copy of the runtime too (and of the CUDA runtime, with
    // which its kernels register): loaded with dlopen, or linked, it binds to the program's copies
    // (one present table, one device state, its kernels known to the runtime that launches them)
    // when the program exports them.
    if (!llvm::is_contained(Opts.LinkArgs, "-shared")) {
      for (const char *Symbols : {"acorn_*", "_ZN5acorn*", "_ZNK5acorn*"})
        Args.push_back(std::string("-Wl,--export-dynamic-symbol=") + Symbols);
      if (ACORN_HAVE_CUDA)
        for (const char *Symbols : {"cuda*", "__cuda*"})
          Args.push_back(std::string("-Wl,--export-dynamic-symbol=") + Symbols);
    }
    if (ACORN_HAVE_CUDA)
      Args.insert(Args.end(), {"-L" ACORN_CUDA_ROOT "/lib64", "-lcudart_static", "-ldl", "-lrt"});
  }
  // Device code is relocatable (a routine may be defined in another file): the link step links
  // it, through clang-linker-wrapper, and registers it with the CUDA runtime.
  if (ACORN_HAVE_CUDA)
    Args.insert(Args.end(), {"-fgpu-rdc", "--offload-new-driver", "--cuda-path=" ACORN_CUDA_ROOT});
  Args.insert(Args.end(), {"-fopenmp=libomp", "-L" ACORN_LLVM_LIBDIR, "-Wl,-rpath," ACORN_LLVM_LIBDIR, "-lpthread",
                           "-lm", "-o", Opts.Output.empty() ? "a.out" : Opts.Output});
  // The linker's messages pass through; a device symbol no object defines is then explained.
  std::string Errors = tempFile("link-errors", "txt");
  bool OK = exec(Args, true, Errors);
  if (llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Text = llvm::MemoryBuffer::getFile(Errors)) {
    llvm::errs() << (*Text)->getBuffer();
    if (!OK) {
      // An object built without GPU code is the likelier cause: said first.
      std::vector<std::string> Messages = explainUndefinedDeviceSymbols((*Text)->getBuffer());
      if (!Messages.empty())
        for (const std::string &Object : objectsWithoutGpuCode(Objects))
          driverError("'" + Object + "' was compiled without GPU code (-acc=multicore or -acc=host), so the "
                      "routines and declared globals it defines have no device versions: compile it with "
                      "-acc=gpu like the program's other files");
      for (const std::string &Message : Messages)
        driverError(Message);
    }
  }
  return OK;
}

// Acorn first, then the clang it drives (whose output follows ours: flush before it runs).
void Driver::printVersion() {
  llvm::outs() << "Acorn OpenACC compiler " ACORN_VERSION " (OpenACC 3.3, _OPENACC=202211)\n";
  if (ACORN_HAVE_CUDA)
    llvm::outs() << "GPU code: CUDA toolkit at " ACORN_CUDA_ROOT ", " << Opts.GpuArchs.front() << " by default\n";
  else
    llvm::outs() << "GPU code: none (Acorn was built without CUDA; multicore and host targets)\n";
  llvm::outs() << "Clang: " ACORN_CLANG_PATH "\n";
  llvm::outs().flush();
  exec({ACORN_CLANG_PATH, "--version"}, /*Echo=*/false);
}

int Driver::run() {
  if (Opts.Help) {
    printHelp(ToolName);
    return 0;
  }
  if (Opts.Version || (Opts.Verbose && Opts.Inputs.empty() && Opts.Query.empty())) {
    printVersion();
    return 0;
  }
  if (!Opts.Query.empty())
    return exec({ACORN_CLANG_PATH, Opts.Query}) ? 0 : 1;
  std::vector<const InputFile *> Sources;
  for (const InputFile &In : Opts.Inputs)
    if (In.IsSource)
      Sources.push_back(&In);
  if (Opts.Inputs.empty()) {
    driverError("no input files");
    return 1;
  }
  if (Opts.PreprocessOnly) {
    bool OK = true;
    for (const InputFile *In : Sources) {
      std::vector<std::string> Args = clangCompile(In->Lang, false);
      Args.insert(Args.end(), Opts.LanguageArgs.begin(), Opts.LanguageArgs.end());
      Args.insert(Args.end(), Opts.DependencyArgs.begin(), Opts.DependencyArgs.end());
      Args.insert(Args.end(), Opts.PreprocessorOutputArgs.begin(), Opts.PreprocessorOutputArgs.end());
      Args.insert(Args.end(), {"-E", In->Path});
      if (!Opts.Output.empty())
        Args.insert(Args.end(), {"-o", Opts.Output});
      OK &= exec(Args);
    }
    return OK ? 0 : 1;
  }
  if ((Opts.CompileOnly || Opts.AssemblyOnly) && !Opts.Output.empty() && Sources.size() > 1) {
    driverError("cannot specify -o when generating multiple output files");
    return 1;
  }
  std::vector<std::string> Objects;
  bool OK = true;
  for (const InputFile &In : Opts.Inputs) {
    if (!In.IsSource) {
      Objects.push_back(In.Path);
      continue;
    }
    std::string Object;
    if (Opts.CompileOnly || Opts.AssemblyOnly)
      Object = Opts.Output.empty() ? (path::stem(In.Path) + (Opts.AssemblyOnly ? ".s" : ".o")).str() : Opts.Output;
    else
      Object = tempFile(path::stem(In.Path), "o");
    if (In.Path == "-") { // standard input: Clang reads the source from a file of its own
      InputFile Read = In;
      OK &= readStandardInput(Read) && compile(Read, Object);
      Objects.push_back(Object);
      continue;
    }
    OK &= compile(In, Object);
    Objects.push_back(Object);
  }
  if (OK && !Opts.CompileOnly && !Opts.AssemblyOnly && !Opts.PrintLowered)
    OK = link(Objects);
  if (!Opts.KeepTemps)
    for (const std::string &T : Temps)
      fs::remove(T);
  else
    for (const std::string &T : Temps)
      llvm::errs() << ToolName << ": kept " << T << '\n';
  return OK ? 0 : 1;
}

} // namespace

int main(int argc, const char **argv) {
  llvm::InitLLVM X(argc, argv);
  std::string Name = path::filename(argv[0]).str();
  bool Cxx = llvm::StringRef(Name).contains("++");
  setToolName(Name);
  std::vector<std::string> Args(argv + 1, argv + argc);
  DriverOptions Opts;
  if (!parseDriverOptions(Args, Cxx, Opts))
    return 1;
  Driver D(std::move(Opts), findLayout(argv[0]), Name);
  return D.run();
}
