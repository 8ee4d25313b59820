// The command line of acorncc / acorn++: cc-compatible flags plus the OpenACC ones, and the NVHPC and
// GCC spellings found in users' makefiles.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace acorn {

enum class Language { C, CXX };

/// What the driver does with an input (Inputs.cpp decides, from -x or the file's extension).
enum class InputKind {
  Source,      ///< C or C++ (.c, .cpp, ...; .i, .ii when Preprocessed): compiled by Acorn
  Assembly,    ///< .s, -x assembler: assembled by clang as it is
  AssemblyCpp, ///< .S, .sx, -x assembler-with-cpp: preprocessed and assembled by clang
  Linker,      ///< object, archive, shared library, linker script: passed to the linker
};

struct InputFile {
  std::string Path;
  InputKind Kind = InputKind::Linker;
  Language Lang = Language::C;
  bool Preprocessed = false; ///< .i, .ii, -x cpp-output, -x c++-cpp-output
  bool isSource() const { return Kind == InputKind::Source; }
  bool isAssembly() const { return Kind == InputKind::Assembly || Kind == InputKind::AssemblyCpp; }
};

struct DriverOptions {
  bool CompileOnly = false;    ///< -c
  bool PreprocessOnly = false; ///< -E (and -M, -MM, which imply it as in GCC)
  bool AssemblyOnly = false;   ///< -S
  bool SyntaxOnly = false;     ///< -fsyntax-only: check the sources, write nothing
  bool PrintLowered = false;   ///< --print-lowered
  bool Verbose = false;        ///< -v: print the commands run
  bool Remarks = false;        ///< -Minfo=accel, -Rpass=acc
  bool OpenACC = true;         ///< -fno-openacc / -noacc turn directives off
  bool GPU = true;             ///< GPU code in the binary (-acc=multicore / -acc=host drop it)
  bool HostOnly = false;       ///< -acc=host: compute regions default to the host target
  bool SharedRuntime = false;  ///< --acorn-shared: link libacorn.so and libcudart.so (-shared does too)
  bool KeepTemps = false;      ///< --acorn-keep: keep lowered files
  bool Version = false;        ///< --version, -V
  bool Help = false;           ///< --help, -help
  bool NoSwitchError = false;  ///< -noswitcherror: unknown options are warnings (NVHPC)
  std::string Query;           ///< -dumpversion, -print-*: answered by clang
  std::string Output;          ///< -o
  std::vector<std::string> GpuArchs; ///< sm_90 by default
  std::vector<InputFile> Inputs;
  std::vector<std::string> PreprocessorArgs; ///< -I -D -U -include -isystem -iquote
  std::vector<std::string> LanguageArgs;     ///< -std=
  std::vector<std::string> CodegenArgs;      ///< -O -g -f* -W* -m* -pthread
  std::vector<std::string> DeviceArgs;       ///< GPU-only flags (-gpu=fastmath, maxregcount:N, ...)
  std::vector<std::string> DependencyArgs;   ///< -MD -MMD -MF -MT -MQ -MP -MG -M -MM
  std::vector<std::string> PreprocessorOutputArgs; ///< -dM -dD -dI -dN -P -C -CC: for -E
  std::vector<std::string> LinkArgs;         ///< -l -L -Wl, -shared -static -rdynamic
  std::string ExplicitLanguage;              ///< -x
  std::vector<std::string> Unknown;          ///< options nobody claimed: errors unless -noswitcherror

  // -acc=, -ta=: the targets named so far; finishAccTargets turns them into GPU / HostOnly.
  bool AccGpu = false, AccMulticore = false, AccHost = false;
};

/// Parses argv; returns false after printing an error.
bool parseDriverOptions(const std::vector<std::string> &Args, bool CxxDriver, DriverOptions &Out);

/// The outcome of a family of options looking at Args[I] (and maybe consuming the next arguments).
enum class Parsed { No, Yes, Error };

/// OpenACC and GPU flags: -fopenacc, -acc[=...], -gpu=..., -ta=..., --offload-arch=, -Minfo (AccOptions.cpp).
Parsed parseAccOption(const std::vector<std::string> &Args, size_t &I, DriverOptions &Out);
void finishAccTargets(DriverOptions &Out);

/// The other NVHPC flags: -fast, -M*, -K*, -mp, -tp=, -c99, -cudalib=, ... (NvhpcOptions.cpp).
Parsed parseNvhpcOption(const std::vector<std::string> &Args, size_t &I, bool CxxDriver, DriverOptions &Out);

/// Sets In's kind and language from -x (Explicit, when not empty) or from its extension; false after
/// an error naming the file (a CUDA or Fortran source, a header, a file of unknown type).
bool classifyInput(InputFile &In, llvm::StringRef Explicit, bool CxxDriver);
/// -x NAME: false after an error when Acorn does not know the language.
bool checkExplicitLanguage(llvm::StringRef Name);

/// Flags clang rejects when compiling for the GPU; CUDA compiles pass them with -Xarch_host.
bool isHostOnlyFlag(llvm::StringRef Flag);
/// Flags that exist only for C; the C++ kernel unit of a C file is compiled without them.
bool isCOnlyFlag(llvm::StringRef Flag);

/// Whether GCC (12, x86-64) knows the -f or -m option Flag (GccOptionNames.cpp, generated).
bool gccKnows(llvm::StringRef Flag);

} // namespace acorn
