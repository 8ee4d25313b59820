// The cc-compatible part of the command line, and the loop that hands each argument to the OpenACC
// (AccOptions.cpp) and NVHPC (NvhpcOptions.cpp) families first.
#include "Diagnostics.h"
#include "DriverOptions.h"

#include "clang/Options/Options.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Option/ArgList.h"

using llvm::StringRef;

namespace acorn {

// GCC-only -f/-m flags (-fipa-pta, -fno-guess-branch-probability, ...) make clang fail; makefiles
// written for GCC pass them, so those clang does not know but GCC does are dropped with a warning.
// A flag neither knows is an error, as both give it (CMake's check_c_compiler_flag relies on it).
static bool clangKnows(const std::string &Flag) {
  const char *Argv[] = {Flag.c_str()};
  unsigned MissingIndex = 0, MissingCount = 0;
  llvm::opt::InputArgList List = clang::getDriverOptTable().ParseArgs(
      Argv, MissingIndex, MissingCount, llvm::opt::Visibility(clang::options::ClangOption));
  return MissingCount == 0 && llvm::all_of(List, [](const llvm::opt::Arg *Arg) {
           const llvm::opt::Option &O = Arg->getOption();
           return O.getKind() != llvm::opt::Option::UnknownClass && !O.hasFlag(clang::options::Unsupported);
         });
}

bool isHostOnlyFlag(StringRef Flag) {
  return Flag.starts_with("-fcf-protection") || Flag.starts_with("-mfunction-return=") ||
         Flag.starts_with("-fzero-call-used-regs=") || Flag == "-fopenmp-simd";
}

bool isCOnlyFlag(StringRef Flag) { return Flag == "-fgnu89-inline" || Flag == "-fno-gnu89-inline"; }

static Parsed parseCommonOption(const std::vector<std::string> &Args, size_t &I, bool CxxDriver,
                                DriverOptions &Out) {
  StringRef A = Args[I];
  // A flag with its value in the next argument (-o FILE, -I DIR, ...).
  auto Value = [&](std::string &Into) {
    if (I + 1 >= Args.size()) {
      driverError("argument to '" + A + "' is missing");
      return Parsed::Error;
    }
    Into = Args[++I];
    return Parsed::Yes;
  };
  auto Pair = [&](std::vector<std::string> &Into) {
    std::string V;
    if (Value(V) == Parsed::Error)
      return Parsed::Error;
    Into.insert(Into.end(), {A.str(), V});
    return Parsed::Yes;
  };
  if (A == "-c") {
    Out.CompileOnly = true;
  } else if (A == "-E") {
    Out.PreprocessOnly = true;
  } else if (A == "-S") {
    Out.AssemblyOnly = true;
  } else if (A == "-fsyntax-only") {
    Out.SyntaxOnly = true;
  } else if (A == "-o") {
    return Value(Out.Output);
  } else if (A.starts_with("-o")) {
    Out.Output = A.substr(2).str();
  } else if (A == "-v") {
    Out.Verbose = true;
  } else if (A == "--version") {
    Out.Version = true;
  } else if (A == "--help" || A == "-help") {
    Out.Help = true;
  } else if (A == "-dumpversion" || A == "-dumpfullversion" || A == "-dumpmachine" || A.starts_with("-print-")) {
    Out.Query = A.str(); // asked of clang, like configure scripts do of cc
  } else if (A == "--print-lowered") {
    Out.PrintLowered = true;
  } else if (A == "--acorn-shared") {
    Out.SharedRuntime = true;
  } else if (A == "--acorn-keep" || A == "-save-temps" || A.starts_with("-save-temps=")) {
    Out.KeepTemps = true;
  } else if (A == "-I" || A == "-D" || A == "-U" || A == "-include" || A == "-isystem" || A == "-iquote" ||
             A == "-idirafter") {
    return Pair(Out.PreprocessorArgs);
  } else if (A.starts_with("-I") || A.starts_with("-D") || A.starts_with("-U") || A.starts_with("-isystem") ||
             A.starts_with("-iquote") || A.starts_with("-idirafter")) {
    Out.PreprocessorArgs.push_back(A.str());
  } else if (A.starts_with("-std=") || A == "-ansi") {
    Out.LanguageArgs.push_back(A.str());
  } else if (A.starts_with("-Wp,")) {
    // GCC's preprocessor options, as automake's depcomp and kernel-style builds write them
    // (-Wp,-MD,t.d: there -MD and -MMD take the dependency file): read as the options themselves.
    llvm::SmallVector<StringRef, 4> Parts;
    A.drop_front(4).split(Parts, ',');
    std::vector<std::string> Inner;
    for (size_t K = 0; K < Parts.size(); ++K) {
      Inner.push_back(Parts[K].str());
      if ((Parts[K] == "-MD" || Parts[K] == "-MMD") && K + 1 < Parts.size())
        Inner.insert(Inner.end(), {"-MF", Parts[++K].str()});
    }
    for (size_t K = 0; K < Inner.size(); ++K) {
      size_t At = K;
      Parsed P = parseCommonOption(Inner, K, CxxDriver, Out);
      if (P == Parsed::Error)
        return P;
      if (P == Parsed::No) // (handed to Clang as written)
        Out.CodegenArgs.push_back("-Wp," + Inner[At]);
    }
  } else if (A == "-MF" || A == "-MT" || A == "-MQ") {
    return Pair(Out.DependencyArgs);
  } else if (A == "-MD" || A == "-MMD" || A == "-MP" || A == "-MG") {
    Out.DependencyArgs.push_back(A.str());
  } else if (A == "-M" || A == "-MM") {
    Out.DependencyArgs.push_back(A.str()); // like GCC, -M and -MM only preprocess
    Out.PreprocessOnly = true;
  } else if (A.starts_with("-x")) {
    if (A == "-x" && Value(Out.ExplicitLanguage) == Parsed::Error)
      return Parsed::Error;
    if (A != "-x")
      Out.ExplicitLanguage = A.drop_front(2).str();
    if (!checkExplicitLanguage(Out.ExplicitLanguage))
      return Parsed::Error;
    if (Out.ExplicitLanguage == "none") // back to choosing by extension
      Out.ExplicitLanguage.clear();
  } else if (A == "-L" || A == "-l" || A == "-Xlinker" || A == "-z") {
    return Pair(Out.LinkArgs);
  } else if (A.starts_with("-l") || A.starts_with("-L") || A.starts_with("-Wl,") || A == "-shared" ||
             A.starts_with("-static") || A == "-rdynamic" || A == "-pie" || A == "-no-pie" || A == "-s" ||
             A == "-nostdlib" || A == "-nostartfiles" || A == "-nodefaultlibs" || A.starts_with("-fuse-ld=")) {
    Out.LinkArgs.push_back(A.str());
  } else if (A.starts_with("-flto") || A == "-ffat-lto-objects") {
    // Lowered C objects are joined with ld -r, which cannot take LTO bitcode.
    driverWarning("ignoring '" + A + "' (Acorn does not build LTO objects)");
  } else if (A == "-fno-lto") {
    ;
  } else if (A.starts_with("-f") || A.starts_with("-m") || A.starts_with("-g")) {
    if (clangKnows(A.str()))
      Out.CodegenArgs.push_back(A.str());
    else if (A.starts_with("-g") || gccKnows(A))
      driverWarning("ignoring '" + A + "' (not a Clang option)");
    else
      return Parsed::No; // known to neither: an unknown argument, as gcc and clang have it
  } else if (A.starts_with("-O") || A.starts_with("-W") || A == "-pthread" || A == "-w" ||
             A.starts_with("-pedantic") || A.starts_with("--target=") || A == "-pipe" || A == "-pg" ||
             A == "--coverage") {
    Out.CodegenArgs.push_back(A.str());
  } else if (A == "-dM" || A == "-dD" || A == "-dI" || A == "-dN" || A == "-P" || A == "-C" || A == "-CC") {
    Out.PreprocessorOutputArgs.push_back(A.str()); // what -E prints (configure and Meson checks)
  } else if (A.starts_with("-") && A != "-") { // "-": standard input, with -x and -E
    return Parsed::No;
  } else {
    InputFile In;
    In.Path = A.str();
    if (!classifyInput(In, Out.ExplicitLanguage, CxxDriver))
      return Parsed::Error;
    Out.Inputs.push_back(In);
  }
  return Parsed::Yes;
}

bool parseDriverOptions(const std::vector<std::string> &Args, bool CxxDriver, DriverOptions &Out) {
  for (size_t I = 0; I < Args.size(); ++I) {
    Parsed R = parseAccOption(Args, I, Out);
    if (R == Parsed::No)
      R = parseNvhpcOption(Args, I, CxxDriver, Out);
    if (R == Parsed::No)
      R = parseCommonOption(Args, I, CxxDriver, Out);
    if (R == Parsed::Error)
      return false;
    if (R == Parsed::No)
      Out.Unknown.push_back(Args[I]);
  }
  // NVHPC's -noswitcherror turns unknown options into warnings, wherever it appears.
  for (const std::string &A : Out.Unknown) {
    if (!Out.NoSwitchError) {
      driverError("unknown argument: '" + A + "' (see --help)");
      return false;
    }
    driverWarning("ignoring unknown option '" + A + "' (-noswitcherror)");
  }
  finishAccTargets(Out);
  return true;
}

} // namespace acorn
