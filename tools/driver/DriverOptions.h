// The command line of acorncc / acorn++: cc-compatible flags plus the OpenACC ones.
#pragma once

#include <string>
#include <vector>

namespace acorn {

enum class Language { C, CXX };

struct InputFile {
  std::string Path;
  bool IsSource = false; ///< C or C++ source (else: object, archive, library: passed to the linker)
  Language Lang = Language::C;
};

struct DriverOptions {
  bool CompileOnly = false;    ///< -c
  bool PreprocessOnly = false; ///< -E
  bool AssemblyOnly = false;   ///< -S
  bool PrintLowered = false;   ///< --print-lowered
  bool Verbose = false;        ///< -v: print the commands run
  bool Remarks = false;        ///< -Minfo=accel, -Rpass=acc
  bool OpenACC = true;         ///< -fno-openacc / -noacc turn directives off
  bool GPU = true;             ///< GPU code in the binary (-acc=multicore / -acc=host drop it)
  bool HostOnly = false;       ///< -acc=host: compute regions default to the host target
  bool SharedRuntime = false;  ///< --acorn-shared: link libacorn.so and libcudart.so
  bool KeepTemps = false;      ///< --acorn-keep: keep lowered files
  bool Version = false;        ///< --version
  std::string Output;          ///< -o
  std::vector<std::string> GpuArchs; ///< sm_90 by default
  std::vector<InputFile> Inputs;
  std::vector<std::string> PreprocessorArgs; ///< -I -D -U -include -isystem -iquote
  std::vector<std::string> LanguageArgs;     ///< -std=
  std::vector<std::string> CodegenArgs;      ///< -O -g -f* -W* -m* -pthread
  std::vector<std::string> DependencyArgs;   ///< -MD -MMD -MF -MT -MQ -MP
  std::vector<std::string> LinkArgs;         ///< -l -L -Wl, -shared -static -rdynamic
  std::string ExplicitLanguage;              ///< -x
};

/// Parses argv; returns false after printing an error.
bool parseDriverOptions(const std::vector<std::string> &Args, bool CxxDriver, DriverOptions &Out);

} // namespace acorn
