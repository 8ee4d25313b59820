// Compiling one input: the clang arguments for Acorn's frontend and for the compiles of the lowered
// code (C++ as one CUDA unit, C as a host unit and a kernel unit joined into one object), files
// without directives compiled as clang would, -fsyntax-only checks and assembly.
#include "Diagnostics.h"
#include "Driver.h"
#include "ToolchainConfig.h"

#include "frontend/OuterMacros.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace acorn {

// What GCC 12 and NVHPC accept in C with a warning, Clang 22 makes errors; Acorn warns like them.
static const std::vector<std::string> &cWarningsNotErrors() {
  static const std::vector<std::string> Flags = {
      "-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int", "-Wno-error=int-conversion",
      "-Wno-error=incompatible-pointer-types", "-Wno-error=incompatible-function-pointer-types",
      "-Wno-error=return-mismatch", "-Wno-error=return-type"};
  return Flags;
}

// Clang 22's loop vectorizer makes invalid IR of a loop holding a float min/max reduction by
// fminf/fmaxf and a double one by fmin/fmax (one `fcmp uno` of a float and a double vector in its
// NaN check of minnum/maxnum reductions), and instruction selection then segfaults, at -O2 and
// -O3, plain host code as much as Acorn's kernels; no narrower switch avoids it (-fno-builtin-fminf
// misses C++'s std::fmin, and none of the vectorizer's -mllvm options reaches that check). So a file
// whose text calls the fmin/fmax family is compiled without the loop vectorizer, given before the
// user's flags so an explicit -fvectorize wins (docs/architecture.md, Clang 22 workarounds); other
// files keep it. Decided once per input (a C file has two compiles).
static const std::vector<std::string> &clangBugWorkarounds(const InputFile &In) {
  static const std::vector<std::string> None, Flags = {"-fno-vectorize"};
  static llvm::StringMap<bool> NamesMinMax;
  if (In.Path == "-")
    return Flags;
  auto [It, New] = NamesMinMax.try_emplace(In.Path, true);
  if (New)
    if (llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Text = llvm::MemoryBuffer::getFile(In.Path)) {
      llvm::StringRef Source = (*Text)->getBuffer();
      It->second = Source.contains("fmin") || Source.contains("fmax");
    }
  return It->second ? Flags : None;
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
  // A preprocessed file (.i, .ii) is read as source again (directives and all, as gcc does); the
  // preprocessing it had is not repeated, its line markers are not an extension to warn about.
  if (!In.Preprocessed)
    for (const std::string &A : Opts.PreprocessorArgs)
      Args.push_back(A);
  for (const std::string &A : Opts.LanguageArgs)
    Args.push_back(A);
  for (const std::string &A : Opts.CodegenArgs)
    if (llvm::StringRef(A).starts_with("-W") || A == "-w" || llvm::StringRef(A).starts_with("-f"))
      Args.push_back(A);
  if (In.Preprocessed)
    Args.push_back("-Wno-gnu-line-marker");
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
  // Acorn's warnings on that text (group -Wopenacc; Clang's are off) obey the user's -Werror and -w.
  for (const std::string &A : Opts.CodegenArgs)
    if (llvm::StringRef(A).starts_with("-f") || A == "-w" || A == "-Werror" || A == "-Wno-error" ||
        A == "-Wno-openacc" || A == "-Wno-error=openacc")
      Args.push_back(A);
  return Args;
}

// The clang command compiling for the host (and, for CUDA, the GPU) with the user's flags.
// Preprocessed: the source is a .i or .ii file, which the user's -I, -D and -include do not apply to.
std::vector<std::string> Driver::clangCompile(const InputFile &In, Language Lang, bool Cuda, bool Preprocessed) const {
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
  if (!Preprocessed)
    Args.insert(Args.end(), Opts.PreprocessorArgs.begin(), Opts.PreprocessorArgs.end());
  const std::vector<std::string> &Workarounds = clangBugWorkarounds(In);
  Args.insert(Args.end(), Workarounds.begin(), Workarounds.end());
  for (const std::string &A : Opts.CodegenArgs) {
    if (Lang == Language::CXX && isCOnlyFlag(A))
      continue;
    if (Cuda && isHostOnlyFlag(A))
      Args.push_back("-Xarch_host");
    Args.push_back(A);
  }
  if (Cuda)
    Args.insert(Args.end(), Opts.DeviceArgs.begin(), Opts.DeviceArgs.end());
  if (Preprocessed)
    Args.push_back("-Wno-gnu-line-marker");
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

// The lowered code needs C++17 (generic lambdas with init-captures): the user's standard is the
// last -std, as for Clang and GCC; an older one is raised to C++17, GNU dialects staying GNU.
static std::string cxxStandard(const std::vector<std::string> &LanguageArgs) {
  llvm::StringRef Last;
  for (const std::string &A : LanguageArgs)
    if (llvm::StringRef(A).starts_with("-std="))
      Last = A;
  if (Last.contains("++2") || Last.contains("++17") || Last.contains("++1z"))
    return Last.str();
  return Last.contains("gnu++") ? "-std=gnu++17" : "-std=c++17";
}

// The translation reported Clang's warnings on the source as written, with the user's -W flags:
// the compiles after it would repeat them, and warn about the lowered code (generated names that
// shadow, variables the region's copies leave unused), which is not the user's.
static const char *const WarningsReported = "-w";

// The user's preprocessor flags for a C file's device unit, which is made of preprocessed text
// but includes the toolchain's headers the file includes (and Acorn's): the include directories,
// and the macros of reserved names (-D_GNU_SOURCE, -D_FILE_OFFSET_BITS=64) that select what those
// headers declare. The program's own macros (-DN=1000, -include cfg.h) are expanded in the text
// already and must not reach the headers' names.
static std::vector<std::string> deviceUnitPreprocessorArgs(const std::vector<std::string> &Args) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    bool Paired = (A == "-I" || A == "-D" || A == "-U" || A == "-include" || A == "-isystem" || A == "-iquote" ||
                   A == "-idirafter") &&
                  I + 1 < Args.size();
    llvm::StringRef Value = Paired ? llvm::StringRef(Args[I + 1]) : A.drop_front(2);
    bool Keep = A.starts_with("-D") || A.starts_with("-U") ? isReservedName(Value) : !A.starts_with("-include");
    if (Keep) {
      Out.push_back(A.str());
      if (Paired)
        Out.push_back(Args[I + 1]);
    }
    I += Paired;
  }
  return Out;
}

// The GPU compile of a file that includes no CUDA header sees none of the toolkit's names (a
// program's own float3 or max): Acorn's prelude in place of Clang's CUDA wrapper.
static const std::vector<std::string> CudaPrelude = {"-nocudainc", "-include", "acorn/cuda_prelude.h", "-idirafter",
                                                     ACORN_CUDA_ROOT "/include"};

bool Driver::compileLowered(const InputFile &In, const LoweredUnit &Unit, const std::string &Object) {
  std::string Dir = path::parent_path(In.Path).str();
  if (Dir.empty())
    Dir = ".";
  std::string Stem = path::stem(In.Path).str();
  bool Cuda = Opts.GPU && ACORN_HAVE_CUDA && !Unit.ApiCallsOnly;
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
  llvm::SmallString<256> Source(In.Path);
  fs::make_absolute(Source);
  path::remove_dots(Source, true);
  // The GPU compile names the unit's internal kernels after a hash of the unit; Clang's own hash
  // takes the temporary files' names, so each build of one file would give another object.
  std::string UnitId = "-cuid=" + llvm::utohexstr(llvm::xxh3_64bits(Source.str().str() + Unit.Host + Unit.Kernels));
  if (In.Lang == Language::CXX) {
    // The lowered file and headers stand in for the originals at their own paths (a VFS overlay),
    // so every #include resolves as it does for the source.
    std::map<std::string, std::string> Replaced = Unit.Headers;
    std::map<std::string, std::string> Overlay;
    Replaced[Source.str().str()] = Unit.Host;
    // The paths of one file (a directory reached through a link) read one copy: #pragma once
    // sees one file, as in the source.
    std::map<std::string, std::string> CopyOfFile;
    for (const auto &[Original, Text] : Replaced) {
      llvm::SmallString<256> Real;
      if (fs::real_path(Original, Real))
        Real = Original;
      std::string &Temp = CopyOfFile[Real.str().str()];
      if (Temp.empty()) {
        Temp = tempFile(path::stem(Original).str() + ".acorn", path::extension(Original).drop_front());
        if (!Write(Temp, Text))
          return false;
      }
      Overlay[Original] = Temp;
    }
    std::string OverlayFile = tempFile(Stem + ".acorn-overlay", "yaml");
    if (!Write(OverlayFile, overlayYaml(Overlay)))
      return false;
    std::vector<std::string> Args = clangCompile(In, Language::CXX, Cuda, In.Preprocessed);
    Args.push_back(WarningsReported);
    // (Before the program's -include files, as Clang's wrapper would be.)
    if (Cuda && !Unit.IncludesCudaHeaders)
      Args.insert(Args.begin() + 1, CudaPrelude.begin(), CudaPrelude.end());
    for (const std::string &Macro : Unit.StdHeaderMacros)
      Args.insert(Args.begin() + 1, "-D" + Macro);
    // Acorn's headers read before the file (the prelude's C headers: -Dindex=1 and <strings.h>)
    // read with the program's macros of plain names set aside, as the lowered file reads its own.
    for (size_t I = 0; I + 1 < Args.size() && !Unit.OuterMacros.empty(); ++I)
      if (Args[I] == "-include" && llvm::StringRef(Args[I + 1]).starts_with("acorn/")) {
        std::string Wrapper = tempFile(path::stem(Args[I + 1]).str() + ".acorn-aside", "h");
        if (!Write(Wrapper, includeSettingAside(Unit.OuterMacros, "\"" + Args[I + 1] + "\"")))
          return false;
        Args[I + 1] = Wrapper;
      }
    if (Unit.ApiCallsOnly)
      Args.insert(Args.end(), Opts.LanguageArgs.begin(), Opts.LanguageArgs.end());
    else
      Args.push_back(cxxStandard(Opts.LanguageArgs));
    if (Cuda)
      Args.push_back(UnitId);
    Args.insert(Args.end(), {"-ivfsoverlay", OverlayFile, "-c", Source.str().str(), "-o", Object});
    return exec(Args);
  }
  // C: the host unit as C, the kernel unit as CUDA or C++, joined into one relocatable object.
  std::string HostSrc = stableTempFile(Stem + ".c");
  std::string KernelSrc = stableTempFile(Stem + ".acorn-kernels.cpp");
  std::string HostObj = tempFile(Stem + ".acorn", "o");
  std::string KernelObj = tempFile(Stem + ".acorn-kernels", "o");
  Write(HostSrc, Unit.Host);
  // The host unit is the preprocessed file: the user's -D/-I are already applied.
  std::vector<std::string> Host = {ACORN_CLANG_PATH, "-x", "c", WarningsReported, "-I" + L.Include};
  Host.insert(Host.end(), cWarningsNotErrors().begin(), cWarningsNotErrors().end());
  const std::vector<std::string> &Workarounds = clangBugWorkarounds(In);
  Host.insert(Host.end(), Workarounds.begin(), Workarounds.end());
  for (const std::string &A : Opts.CodegenArgs)
    if (!llvm::StringRef(A).starts_with("-W"))
      Host.push_back(A);
  for (const std::string &A : Opts.LanguageArgs)
    Host.push_back(A);
  // -g: the debug information names the user's file as its compile unit, not the lowered copy, and
  // the lowered copies' directory (a new one each build) as the source's.
  std::vector<std::string> DebugFileNames = {"-Xclang", "-main-file-name", "-Xclang", Source.str().str(),
                                             "-fdebug-prefix-map=" + path::parent_path(HostSrc).str() + "=" +
                                                 path::parent_path(Source).str()};
  Host.insert(Host.end(), DebugFileNames.begin(), DebugFileNames.end());
  Host.insert(Host.end(), {"-c", HostSrc, "-o", HostObj});
  // (An empty kernel unit still sets the program's target: clangCompile.)
  Write(KernelSrc, Unit.Kernels);
  std::vector<std::string> Kernels = clangCompile(In, Language::CXX, Cuda, /*Preprocessed=*/true);
  std::vector<std::string> Headers = deviceUnitPreprocessorArgs(Opts.PreprocessorArgs);
  Kernels.insert(Kernels.end(), Headers.begin(), Headers.end());
  if (Cuda && !Unit.IncludesCudaHeaders)
    Kernels.insert(Kernels.end(), CudaPrelude.begin(), CudaPrelude.end());
  for (const std::string &Macro : Unit.StdHeaderMacros)
    Kernels.push_back("-D" + Macro);
  Kernels.insert(Kernels.end(), DebugFileNames.begin(), DebugFileNames.end());
  if (Cuda)
    Kernels.push_back(UnitId);
  Kernels.insert(Kernels.end(), {"-std=c++17", "-Wno-everything", "-c", KernelSrc, "-o", KernelObj});
  if (!exec(Host) || !exec(Kernels))
    return false;
  return exec({ACORN_CLANG_PATH, "-r", "-nostdlib", HostObj, KernelObj, "-o", Object});
}

TranslateRequest Driver::translateRequest(const InputFile &In) const {
  TranslateRequest Request;
  Request.Source = In.Path;
  Request.IsC = In.Lang == Language::C;
  Request.Preprocessed = In.Preprocessed;
  Request.ClangArgs = frontendArgs(In);
  Request.PreprocessedArgs = preprocessedArgs();
  // The user's -isystem directories hold the user's code; these two hold the toolchain's.
  Request.ToolchainIncludes.push_back(L.Include);
  if (ACORN_HAVE_CUDA) {
    Request.ToolchainIncludes.push_back(ACORN_CUDA_ROOT "/include");
    Request.CudaInclude = ACORN_CUDA_ROOT "/include";
  }
  Request.Options.Remarks = Opts.Remarks;
  Request.Options.Gpu = Opts.GPU && ACORN_HAVE_CUDA;
  return Request;
}

// A C++ file preprocessed without line markers (-E -P) that has OpenACC directives: Acorn reads a
// preprocessed file's toolchain headers again as #includes (PreprocessedInput.h), found by its line
// markers; without them libstdc++'s text reads as the file's own, and the lowered code, which reads
// some of those headers again, would meet redefinitions of libstdc++'s names. Said plainly instead.
static bool markerlessPreprocessedCxx(const InputFile &In) {
  if (!In.Preprocessed || In.Lang != Language::CXX || In.Path == "-")
    return false;
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Text = llvm::MemoryBuffer::getFile(In.Path);
  if (!Text)
    return false; // (Clang reports it)
  bool Directives = false;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  (*Text)->getBuffer().split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    llvm::StringRef T = Line.ltrim();
    if (!T.consume_front("#")) {
      Directives |= T.contains("_Pragma") && T.contains("acc");
      continue;
    }
    T = T.ltrim();
    if (T.starts_with("line") || (!T.empty() && llvm::isDigit(T.front())))
      return false; // a line marker: the headers can be told from the file
    if (T.consume_front("pragma") && T.ltrim().starts_with("acc"))
      Directives = true;
  }
  return Directives;
}

static bool checkPreprocessedCxx(const InputFile &In) {
  if (!markerlessPreprocessedCxx(In))
    return true;
  driverError("'" + In.Path + "' is preprocessed C++ without line markers (-E -P), which Acorn cannot "
              "compile with its OpenACC directives: the C++ library's text cannot be told from the file's "
              "own; preprocess it with -E without -P (line markers), or compile the source");
  return false;
}

// -fsyntax-only: Clang's and Acorn's diagnostics of the source (directives included), no output.
bool Driver::check(const InputFile &In) {
  if (!Opts.OpenACC) {
    std::vector<std::string> Args = clangCompile(In, In.Lang, false, In.Preprocessed);
    Args.insert(Args.end(), Opts.LanguageArgs.begin(), Opts.LanguageArgs.end());
    Args.insert(Args.end(), {"-fsyntax-only", In.Path});
    return exec(Args);
  }
  LoweredUnit Unit;
  return checkPreprocessedCxx(In) && translate(translateRequest(In), Unit);
}

// -E: with OpenACC, the text Acorn preprocesses (the macros of acc directives expanded, as GCC
// prints them; also without line markers, -P, or with comments, -C, -CC); clang's own -E for what
// only clang prints (-dM, -dD, dependencies, -M), for standard input, for preprocessed input and
// without OpenACC.
bool Driver::preprocess(const InputFile &In) {
  auto AcornPrints = [](llvm::StringRef A) { return A == "-P" || A == "-C" || A == "-CC"; };
  if (Opts.OpenACC && Opts.DependencyArgs.empty() && llvm::all_of(Opts.PreprocessorOutputArgs, AcornPrints) &&
      !In.Preprocessed && In.Path != "-") {
    TranslateRequest Request = translateRequest(In);
    for (const std::string &A : Opts.PreprocessorOutputArgs)
      Request.ClangArgs.insert(Request.ClangArgs.end(), {"-Xclang", A});
    std::string Text;
    if (!acorn::preprocess(Request, Text))
      return false;
    if (Opts.Output.empty() || Opts.Output == "-") {
      llvm::outs() << Text;
      return true;
    }
    std::error_code EC;
    llvm::raw_fd_ostream OS(Opts.Output, EC, llvm::sys::fs::OF_Text);
    if (EC) {
      driverError("cannot write '" + Opts.Output + "': " + EC.message());
      return false;
    }
    OS << Text;
    return true;
  }
  std::vector<std::string> Args = clangCompile(In, In.Lang, false, In.Preprocessed);
  Args.insert(Args.end(), Opts.LanguageArgs.begin(), Opts.LanguageArgs.end());
  Args.insert(Args.end(), Opts.DependencyArgs.begin(), Opts.DependencyArgs.end());
  Args.insert(Args.end(), Opts.PreprocessorOutputArgs.begin(), Opts.PreprocessorOutputArgs.end());
  Args.insert(Args.end(), {"-E", In.Path});
  if (!Opts.Output.empty())
    Args.insert(Args.end(), {"-o", Opts.Output});
  return exec(Args);
}

// Assembly (.s) is clang's to assemble, as it is; .S is preprocessed first (the user's -I and -D).
// Output: the object, or with -E the preprocessed text (empty: standard output).
bool Driver::assemble(const InputFile &In, const std::string &Output) {
  bool Cpp = In.Kind == InputKind::AssemblyCpp;
  std::vector<std::string> Args = {ACORN_CLANG_PATH, "-x", Cpp ? "assembler-with-cpp" : "assembler",
                                   "-Qunused-arguments"};
  if (Cpp) {
    if (Opts.OpenACC)
      Args.push_back("-D_OPENACC=202211");
    Args.insert(Args.end(), Opts.PreprocessorArgs.begin(), Opts.PreprocessorArgs.end());
    std::vector<std::string> Deps = Opts.PreprocessOnly ? Opts.DependencyArgs : dependencyArgs(In);
    Args.insert(Args.end(), Deps.begin(), Deps.end());
  }
  Args.insert(Args.end(), Opts.CodegenArgs.begin(), Opts.CodegenArgs.end());
  Args.insert(Args.end(), {Opts.PreprocessOnly ? "-E" : "-c", In.Path});
  if (!Output.empty())
    Args.insert(Args.end(), {"-o", Output});
  return exec(Args);
}

bool Driver::compile(const InputFile &In, const std::string &Object) {
  if (Opts.OpenACC && !checkPreprocessedCxx(In))
    return false;
  if (!Opts.OpenACC) {
    std::vector<std::string> Args = clangCompile(In, In.Lang, false, In.Preprocessed);
    for (const std::string &A : Opts.LanguageArgs)
      Args.push_back(A);
    std::vector<std::string> Deps = dependencyArgs(In);
    Args.insert(Args.end(), Deps.begin(), Deps.end());
    Args.insert(Args.end(), {Opts.AssemblyOnly ? "-S" : "-c", In.Path, "-o", Object});
    return exec(Args);
  }
  LoweredUnit Unit;
  if (!translate(translateRequest(In), Unit))
    return false;
  if (Opts.PrintLowered) {
    llvm::outs() << (Unit.HasDirectives || Unit.ApiCallsOnly ? Unit.Host : "/* no OpenACC directives */\n");
    if (!Unit.Kernels.empty())
      llvm::outs() << "\n/* ---- kernel unit ---- */\n" << Unit.Kernels;
    return true;
  }
  if (Unit.HasDirectives || (Unit.ApiCallsOnly && !Opts.AssemblyOnly))
    return compileLowered(In, Unit, Object);
  // No directives: compiled as clang would, with _OPENACC defined and openacc.h available.
  std::vector<std::string> Args = clangCompile(In, In.Lang, false, In.Preprocessed);
  Args.push_back(WarningsReported);
  for (const std::string &A : Opts.LanguageArgs)
    Args.push_back(A);
  Args.insert(Args.end(), {Opts.AssemblyOnly ? "-S" : "-c", In.Path, "-o", Object});
  return exec(Args);
}

} // namespace acorn
