// The device link's undefined references, said in the user's terms: nvlink names the symbol a
// file's device code needs (a routine's device version, a declared global's device copy) but not
// why no object defines it.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace acorn {

/// One message per symbol of the link output's "Undefined reference to '<symbol>'" lines that
/// is a user's function or a declared global's device copy (others are left to the linker's
/// own message).
std::vector<std::string> explainUndefinedDeviceSymbols(llvm::StringRef LinkOutput);

/// The object files among Objects that Acorn compiled without GPU code (-acc=multicore or
/// -acc=host), whose routines and declared globals a GPU program's device code cannot reach.
std::vector<std::string> objectsWithoutGpuCode(const std::vector<std::string> &Objects);

} // namespace acorn
