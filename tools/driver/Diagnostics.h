// One-line messages of the drivers ("acorncc: warning: ..."), named after the program invoked.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

namespace acorn {

/// The name messages start with (acorncc or acorn++), set once from argv[0].
void setToolName(llvm::StringRef Name);
void driverWarning(const llvm::Twine &Message);
void driverError(const llvm::Twine &Message);

/// "ignoring NVHPC option '-Mvect'" (Compiler: NVHPC or GCC), with an optional reason.
void ignoredOption(llvm::StringRef Compiler, llvm::StringRef Flag, llvm::StringRef Why = "");
/// "ignoring NVHPC suboption 'managed' in '-gpu=cc90,managed'", with an optional reason.
void ignoredSuboption(llvm::StringRef Sub, llvm::StringRef Flag, llvm::StringRef Why = "");

} // namespace acorn
