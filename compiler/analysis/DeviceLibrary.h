// The C library functions the GPU provides: device code may call these and no others of the C
// library (NVHPC: "Procedure called within a compute region must have acc routine information").
#pragma once

#include "llvm/ADT/StringRef.h"

namespace acorn {

/// Whether the CUDA compile of device code declares a device function named Name that is a C
/// library function (math, printf, malloc/free, memcpy/memset, assert, abs/labs/llabs, and C's
/// <complex.h> functions from Acorn's kernel headers).
bool deviceLibraryProvides(llvm::StringRef Name);

} // namespace acorn
