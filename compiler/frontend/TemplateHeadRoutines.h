// A `routine` directive between a template header and its function (`template <typename T>`, then
// `#pragma acc routine seq`, then `T twice(T v)`): the directive belongs before the header, and
// Clang 22 says only "expected unqualified-id" there, then misses the function at every call.
// Such a directive is blanked before Clang reads the file (the template is then declared, so no
// error follows at its uses) and reported as an error saying where it goes.
#pragma once

#include "frontend/SourcePatches.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace acorn {

/// Text with every `#pragma acc routine` line that directly follows a template header blanked
/// (columns and lines kept); records each one in Patches.
std::string blankRoutinesAfterTemplateHeads(llvm::StringRef Text, llvm::StringRef File,
                                            std::vector<SourcePatch> &Patches);

} // namespace acorn
