// A subarray in a declare directive (`declare copy(a[0:n])`): the spec's declare takes variables
// only (OpenACC 2.0 said so outright; GCC refuses it), but NVHPC maps the section and real code
// relies on it, so Acorn maps it too (analysis/Declare) and warns that it is an extension, in
// Clang's group -Wopenacc-extension. Checked on the source as written, where the user's -W flags
// apply (a C file's lowering parses its preprocessed text with Clang's warnings off).
#pragma once

#include "clang/AST/ASTContext.h"

namespace acorn {

/// Warns at each subarray of a function's non-static variable in the unit's declare directives
/// (sections of globals and statics, and in device_resident or deviceptr, are errors of
/// analysis/Declare).
void warnDeclareSubarrays(clang::ASTContext &Ctx);

} // namespace acorn
