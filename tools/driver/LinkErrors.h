// The device link's undefined references, said in the user's terms: nvlink names the symbol a
// file's device code needs (a routine's device version, a declared global's device copy) but not
// why no object defines it.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace acorn {

/// What was linked, to tell why a device function is missing.
struct LinkedInputs {
  std::vector<std::string> Files;    ///< objects, archives and shared libraries on the link line
  std::vector<std::string> LinkArgs; ///< -l, -L, -static, ...: shared libraries named by -l
  std::vector<std::string> GpuArchs; ///< the architectures the program is linked for (sm_90, ...)
};

/// The shared libraries of the link: those named as files, and -lNAME found as libNAME.so in a -L
/// directory (none under -static; the system's directories hold no user's device code, nor a
/// library built by Acorn).
std::vector<std::string> sharedLibraries(const LinkedInputs &Inputs);

/// Whether the shared library at Path was linked with libacorn.so (needs it: DT_NEEDED).
bool needsAcornSharedRuntime(llvm::StringRef Path);

/// One message per symbol of the link output's "Undefined reference to '<symbol>'" lines that
/// is a user's function or a declared global's device copy (others are left to the linker's
/// own message). A function's message names the cause when the inputs show it: a shared library
/// defines it (device code is not linked across shared libraries), or the object that defines it
/// has GPU code for other architectures only, or has no routine directive for it; else it lists
/// the possible causes.
std::vector<std::string> explainUndefinedDeviceSymbols(llvm::StringRef LinkOutput, const LinkedInputs &Inputs);

/// One message per declared global's device copy in the link output's "Multiple definition of"
/// lines: the global is defined in several files.
std::vector<std::string> explainMultipleDeviceDefinitions(llvm::StringRef LinkOutput);

/// The link output without nvlink's warnings that an entry function's stack size "cannot be
/// statically determined" (a compute region calling a recursive function, or one through a
/// pointer), which name Acorn's kernels; Warnings gets one in the user's terms per region (at
/// Source:line:column when Source, the program's one source file, is given).
std::string translateStackSizeWarnings(llvm::StringRef LinkOutput, llvm::StringRef Source,
                                       std::vector<std::string> &Warnings);

/// The object files among Objects that Acorn compiled without GPU code (-acc=multicore or
/// -acc=host), whose routines and declared globals a GPU program's device code cannot reach.
std::vector<std::string> objectsWithoutGpuCode(const std::vector<std::string> &Objects);

} // namespace acorn
