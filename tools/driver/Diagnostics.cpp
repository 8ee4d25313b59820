#include "Diagnostics.h"

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace acorn {

static std::string &toolName() {
  static std::string Name = "acorncc";
  return Name;
}

void setToolName(llvm::StringRef Name) { toolName() = Name.str(); }

void driverWarning(const llvm::Twine &Message) {
  llvm::errs() << toolName() << ": warning: " << Message << '\n';
}

void driverError(const llvm::Twine &Message) { llvm::errs() << toolName() << ": error: " << Message << '\n'; }

static std::string reason(llvm::StringRef Why) { return Why.empty() ? "" : " (" + Why.str() + ")"; }

void ignoredOption(llvm::StringRef Compiler, llvm::StringRef Flag, llvm::StringRef Why) {
  driverWarning("ignoring " + Compiler + " option '" + Flag + "'" + reason(Why));
}

void ignoredSuboption(llvm::StringRef Sub, llvm::StringRef Flag, llvm::StringRef Why) {
  driverWarning("ignoring NVHPC suboption '" + Sub + "' in '" + Flag + "'" + reason(Why));
}

} // namespace acorn
