// acorncc / acorn++: compile OpenACC C and C++ like cc and c++.
//
// Each source is parsed and lowered in-process (compiler/Translate), then the lowered code is
// compiled by clang: C++ as one CUDA translation unit, C as a C host unit plus a CUDA kernel unit
// joined into one object. Linking adds libacorn, the CUDA runtime and the OpenMP runtime.
#include "Diagnostics.h"
#include "Driver.h"
#include "Help.h"
#include "LinkErrors.h"
#include "ToolchainConfig.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"

using namespace acorn;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

/// Where Acorn's own headers and libraries are: next to the driver, like an installed toolchain.
static Layout findLayout(const char *Argv0) {
  std::string Exe = fs::getMainExecutable(Argv0, reinterpret_cast<void *>(&findLayout));
  llvm::SmallString<256> Prefix(path::parent_path(path::parent_path(Exe)));
  Layout L;
  L.Include = (Prefix + "/include").str();
  L.Lib = (Prefix + "/lib").str();
  return L;
}

namespace acorn {

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
  In.Path = tempFile("stdin", In.Lang == Language::C ? (In.Preprocessed ? "i" : "c") : (In.Preprocessed ? "ii" : "cpp"));
  llvm::raw_fd_ostream Out(In.Path, EC);
  if (!Text || EC) {
    driverError("cannot read the source from standard input");
    return false;
  }
  Out << (*Text)->getBuffer();
  // As in GCC, `#include "x.h"` in the source read from standard input is looked for in the current
  // directory (the temporary file's own directory is elsewhere).
  llvm::SmallString<256> Here;
  if (!fs::current_path(Here))
    Opts.PreprocessorArgs.insert(Opts.PreprocessorArgs.begin(), {"-iquote", Here.str().str()});
  return true;
}

// Acorn and the tools it runs (clang, the CUDA compile, the linker) write their temporary files in
// $TMPDIR; one that is not a writable directory would fail in one of them as "IO failure on output
// stream" or the like, naming no cause.
bool Driver::checkTemporaryDirectory() {
  std::optional<std::string> Dir = llvm::sys::Process::GetEnv("TMPDIR");
  if (!Dir || Dir->empty())
    return true;
  if (!fs::is_directory(*Dir)) {
    driverError("TMPDIR is '" + *Dir + "', which is not a directory: set TMPDIR to an existing directory for the "
                "temporary files, or unset it");
    return false;
  }
  if (fs::access(*Dir, fs::AccessMode::Write)) {
    driverError("TMPDIR is '" + *Dir + "', a directory that cannot be written: set TMPDIR to a writable "
                "directory for the temporary files, or unset it");
    return false;
  }
  return true;
}

std::string Driver::tempFile(llvm::StringRef Stem, llvm::StringRef Ext) {
  llvm::SmallString<256> Path;
  fs::createTemporaryFile(Stem, Ext, Path);
  Temps.push_back(Path.str().str());
  return Temps.back();
}

// Names that end up inside objects (a C file's lowered units: the symbol table's FILE entries) are
// the same in every build, so objects are reproducible: one private directory per run holds them.
std::string Driver::stableTempFile(llvm::StringRef Name) {
  if (StableTempDir.empty()) {
    llvm::SmallString<256> Dir;
    if (fs::createUniqueDirectory("acorn", Dir))
      return tempFile(path::stem(Name), path::extension(Name).drop_front());
    StableTempDir = Dir.str().str();
  }
  llvm::SmallString<256> Path(StableTempDir);
  path::append(Path, Name);
  if (llvm::is_contained(Temps, Path.str().str())) // a second input of the same name
    return tempFile(path::stem(Name), path::extension(Name).drop_front());
  Temps.push_back(Path.str().str());
  return Temps.back();
}

// One program, one OpenACC runtime (one present table, one set of queues and ICVs): a shared
// library links libacorn.so, and so does a program that links such a library (named as a file, or
// -lNAME found in a -L directory or LIBRARY_PATH); --acorn-shared asks for it. Other programs carry
// the static runtime (-static always), which they export for the libraries they dlopen.
bool Driver::sharedRuntime(const std::vector<std::string> &Objects) const {
  if (llvm::is_contained(Opts.LinkArgs, "-shared"))
    return true;
  if (Opts.SharedRuntime)
    return true;
  if (llvm::is_contained(Opts.LinkArgs, "-static"))
    return false;
  LinkedInputs Inputs{Objects, Opts.LinkArgs, Opts.GpuArchs};
  if (std::optional<std::string> Path = llvm::sys::Process::GetEnv("LIBRARY_PATH")) {
    llvm::SmallVector<llvm::StringRef, 4> Dirs;
    llvm::StringRef(*Path).split(Dirs, ':', -1, false);
    for (llvm::StringRef Dir : Dirs)
      Inputs.LinkArgs.push_back(("-L" + Dir).str());
  }
  return llvm::any_of(sharedLibraries(Inputs), [](const std::string &Library) {
    return needsAcornSharedRuntime(Library);
  });
}

// Whether the linker finds libomp.a, which -static needs (the multicore runtime is OpenMP's): in a
// -L directory, LIBRARY_PATH, LLVM's lib directory or the system's.
bool Driver::staticOpenMPFound() const {
  std::vector<std::string> Dirs = {ACORN_LLVM_LIBDIR};
  for (size_t I = 0; I < Opts.LinkArgs.size(); ++I) {
    llvm::StringRef A = Opts.LinkArgs[I];
    if (A == "-L" && I + 1 < Opts.LinkArgs.size())
      Dirs.push_back(Opts.LinkArgs[++I]);
    else if (A.starts_with("-L"))
      Dirs.push_back(A.drop_front(2).str());
  }
  if (std::optional<std::string> Path = llvm::sys::Process::GetEnv("LIBRARY_PATH")) {
    llvm::SmallVector<llvm::StringRef, 4> Parts;
    llvm::StringRef(*Path).split(Parts, ':', -1, false);
    for (llvm::StringRef Dir : Parts)
      Dirs.push_back(Dir.str());
  }
  for (const char *Dir : {"/usr/local/lib", "/usr/lib/x86_64-linux-gnu", "/usr/lib", "/lib/x86_64-linux-gnu"})
    Dirs.push_back(Dir);
  return llvm::any_of(Dirs, [](const std::string &Dir) { return llvm::sys::fs::exists(Dir + "/libomp.a"); });
}

bool Driver::link(const std::vector<std::string> &Objects) {
  if (llvm::is_contained(Opts.LinkArgs, "-static") && !staticOpenMPFound()) {
    driverError("-static needs a static OpenMP runtime (libomp.a), which the multicore target and Acorn's runtime "
                "use, and none is in the -L directories, LIBRARY_PATH, " ACORN_LLVM_LIBDIR " or the system's: link "
                "without -static (the program carries Acorn's runtime statically already; -static-libgcc and "
                "-static-libstdc++ link those libraries statically), or give the directory of a libomp.a with -L");
    return false;
  }
  std::vector<std::string> Args = {ACORN_CLANGXX_PATH};
  Args.insert(Args.end(), Objects.begin(), Objects.end());
  for (const std::string &A : Opts.CodegenArgs)
    if (llvm::StringRef(A).starts_with("-f") || A == "-pthread" || llvm::StringRef(A).starts_with("-m") ||
        A == "-pg" || A == "--coverage")
      Args.push_back(A);
  Args.insert(Args.end(), Opts.LinkArgs.begin(), Opts.LinkArgs.end());
  if (sharedRuntime(Objects)) {
    // libacorn.so where it lies (the build tree's or the installed lib directory), found there at
    // run time too: a library built with it, loaded by a program Acorn did not build, finds it.
    Args.insert(Args.end(), {L.Lib + "/libacorn.so", "-Wl,-rpath," + L.Lib});
    if (ACORN_HAVE_CUDA)
      Args.insert(Args.end(), {"-L" ACORN_CUDA_ROOT "/lib64", "-lcudart", "-Wl,-rpath," ACORN_CUDA_ROOT "/lib64"});
  } else {
    // A program with the static runtime carries it whole and exports it: a shared library built by
    // Acorn that it loads with dlopen (which needs libacorn.so) binds to the program's runtime, one
    // present table and one device state, for every entry point libacorn.so has (acc_is_present
    // too, which the program itself may not call). (Whole: some 40 KB more than the parts used.)
    Args.insert(Args.end(), {"-Wl,--whole-archive", L.Lib + "/libacorn.a", "-Wl,--no-whole-archive"});
    for (const char *Symbols : {"acorn_*", "acc_*", "_ZN5acorn*", "_ZNK5acorn*", "_ZTVN5acorn*", "_ZTIN5acorn*",
                                "_ZTSN5acorn*", "_ZZN5acorn*", "_ZGVZN5acorn*"})
      Args.push_back(std::string("-Wl,--export-dynamic-symbol=") + Symbols);
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
    // The file of a program built from one source, where a region's line and column are.
    std::string Source = Opts.Inputs.size() == 1 && Opts.Inputs[0].isSource() ? Opts.Inputs[0].Path : "";
    std::vector<std::string> StackWarnings;
    llvm::errs() << translateStackSizeWarnings((*Text)->getBuffer(), Source, StackWarnings);
    for (const std::string &Warning : StackWarnings)
      driverWarning(Warning);
    if (!OK) {
      // An object built without GPU code is the likelier cause: said first.
      std::vector<std::string> Messages =
          explainUndefinedDeviceSymbols((*Text)->getBuffer(), {Objects, Opts.LinkArgs, Opts.GpuArchs});
      if (!Messages.empty())
        for (const std::string &Object : objectsWithoutGpuCode(Objects))
          driverError("'" + Object + "' was compiled without GPU code (-acc=multicore or -acc=host), so the "
                      "routines and declared globals it defines have no device versions: compile it with "
                      "-acc=gpu like the program's other files");
      for (const std::string &Message : Messages)
        driverError(Message);
      for (const std::string &Message : explainMultipleDeviceDefinitions((*Text)->getBuffer()))
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

int Driver::finish(bool OK) {
  if (Opts.KeepTemps) {
    for (const std::string &T : Temps)
      llvm::errs() << ToolName << ": kept " << T << '\n';
    return OK ? 0 : 1;
  }
  for (const std::string &T : Temps)
    fs::remove(T);
  if (!StableTempDir.empty())
    fs::remove(StableTempDir);
  return OK ? 0 : 1;
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
  // What is compiled or assembled (the rest is the linker's).
  std::vector<const InputFile *> Sources;
  for (const InputFile &In : Opts.Inputs)
    if (In.Kind != InputKind::Linker)
      Sources.push_back(&In);
  if (Opts.Inputs.empty()) {
    driverError("no input files");
    return 1;
  }
  if (Opts.PreprocessOnly) {
    bool OK = true;
    for (const InputFile *In : Sources) {
      if (In->Kind == InputKind::Assembly) // nothing to preprocess
        continue;
      if (In->Kind == InputKind::AssemblyCpp) {
        OK &= assemble(*In, Opts.Output);
        continue;
      }
      OK &= preprocess(*In);
    }
    return OK ? 0 : 1;
  }
  if (!checkTemporaryDirectory()) // (-E writes none)
    return 1;
  // The sources (from standard input too) are checked; nothing is written or linked.
  if (Opts.SyntaxOnly) {
    bool OK = true;
    for (const InputFile *In : Sources) {
      InputFile Read = *In;
      if (In->isSource())
        OK &= (In->Path != "-" || readStandardInput(Read)) && check(Read);
    }
    return finish(OK);
  }
  if ((Opts.CompileOnly || Opts.AssemblyOnly) && !Opts.Output.empty() && Sources.size() > 1) {
    driverError("cannot specify -o when generating multiple output files");
    return 1;
  }
  std::vector<std::string> Objects;
  bool OK = true;
  for (const InputFile &In : Opts.Inputs) {
    if (In.Kind == InputKind::Linker) {
      Objects.push_back(In.Path);
      continue;
    }
    if (Opts.AssemblyOnly && In.isAssembly()) {
      driverWarning("'" + In.Path + "': assembly input unused with -S");
      continue;
    }
    std::string Object;
    // -o -: standard output, as with clang (the lowered code's compiles and the joining of a C
    // file's two objects write files).
    bool ToStandardOutput = (Opts.CompileOnly || Opts.AssemblyOnly) && Opts.Output == "-";
    if ((Opts.CompileOnly || Opts.AssemblyOnly) && !ToStandardOutput)
      Object = Opts.Output.empty() ? (path::stem(In.Path) + (Opts.AssemblyOnly ? ".s" : ".o")).str() : Opts.Output;
    else
      Object = tempFile(path::stem(In.Path), Opts.AssemblyOnly ? "s" : "o");
    if (In.isAssembly()) {
      OK &= assemble(In, Object);
    } else if (In.Path == "-") { // standard input: Clang reads the source from a file of its own
      InputFile Read = In;
      OK &= readStandardInput(Read) && compile(Read, Object);
    } else {
      OK &= compile(In, Object);
    }
    if (OK && ToStandardOutput) {
      auto Written = llvm::MemoryBuffer::getFile(Object, /*IsText=*/false, /*RequiresNullTerminator=*/false);
      if (Written) {
        llvm::outs() << (*Written)->getBuffer();
        llvm::outs().flush();
      } else {
        driverError("cannot read '" + Object + "': " + Written.getError().message());
        OK = false;
      }
    }
    Objects.push_back(Object);
  }
  if (OK && !Opts.CompileOnly && !Opts.AssemblyOnly && !Opts.PrintLowered)
    OK = link(Objects);
  return finish(OK);
}

} // namespace acorn

int main(int argc, const char **argv) {
  llvm::InitLLVM X(argc, argv);
  std::string Name = path::filename(argv[0]).str();
  bool Cxx = llvm::StringRef(Name).contains("++");
  setToolName(Name);
  // Response files first, as clang does: @FILE holds arguments (CMake and Ninja write long
  // command lines into one), GNU-quoted, and may name other @FILEs. One that cannot be read stays
  // as it is, an input the linker reports missing.
  llvm::SmallVector<const char *, 64> Expanded(argv + 1, argv + argc);
  llvm::BumpPtrAllocator Allocator;
  llvm::StringSaver Saver(Allocator);
  if (!llvm::cl::ExpandResponseFiles(Saver, llvm::cl::TokenizeGNUCommandLine, Expanded)) {
    driverError("cannot expand the response files of the command line");
    return 1;
  }
  std::vector<std::string> Args(Expanded.begin(), Expanded.end());
  DriverOptions Opts;
  if (!parseDriverOptions(Args, Cxx, Opts))
    return 1;
  Driver D(std::move(Opts), findLayout(argv[0]), Name);
  return D.run();
}
