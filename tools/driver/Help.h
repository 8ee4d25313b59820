// The text of acorncc --help / acorn++ --help.
#pragma once

#include "llvm/ADT/StringRef.h"

namespace acorn {

void printHelp(llvm::StringRef ToolName);

} // namespace acorn
