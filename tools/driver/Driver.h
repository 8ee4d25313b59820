// The driver of acorncc / acorn++: one command line, its inputs compiled (Compile.cpp), assembled
// or handed to the linker, and the program linked (Driver.cpp).
#pragma once

#include "DriverOptions.h"
#include "frontend/Translate.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace acorn {

/// Where Acorn's own headers and libraries are: next to the driver, like an installed toolchain.
struct Layout {
  std::string Include, Lib;
};

class Driver {
public:
  Driver(DriverOptions Opts, Layout L, std::string ToolName)
      : Opts(std::move(Opts)), L(std::move(L)), ToolName(std::move(ToolName)) {}
  int run();

private:
  bool compile(const InputFile &In, const std::string &Object);
  bool check(const InputFile &In);
  bool preprocess(const InputFile &In);
  bool assemble(const InputFile &In, const std::string &Output);
  TranslateRequest translateRequest(const InputFile &In) const;
  bool compileLowered(const InputFile &In, const LoweredUnit &Unit, const std::string &Object);
  bool link(const std::vector<std::string> &Objects);
  bool sharedRuntime(const std::vector<std::string> &Objects) const;
  bool staticOpenMPFound() const;
  bool exec(const std::vector<std::string> &Args, bool Echo = true, const std::string &ErrorsTo = "");
  void printVersion();
  std::vector<std::string> dependencyArgs(const InputFile &In) const;
  std::string tempFile(llvm::StringRef Stem, llvm::StringRef Ext);
  std::string stableTempFile(llvm::StringRef Name);
  bool checkTemporaryDirectory();
  bool readStandardInput(InputFile &In);
  std::vector<std::string> frontendArgs(const InputFile &In) const;
  std::vector<std::string> preprocessedArgs() const;
  std::vector<std::string> clangCompile(const InputFile &In, Language Lang, bool Cuda, bool Preprocessed = false) const;
  int finish(bool OK);

  DriverOptions Opts;
  Layout L;
  std::string ToolName;
  std::vector<std::string> Temps;
  std::string StableTempDir; ///< stableTempFile's directory, made on first use
};

} // namespace acorn
