// The C library functions the GPU provides: device code may call these and no others of the C
// library (NVHPC: "Procedure called within a compute region must have acc routine information").
#pragma once

#include "clang/AST/Type.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace clang {
class ASTContext;
class Expr;
class FunctionDecl;
class SourceManager;
} // namespace clang

namespace acorn {

/// Whether the CUDA compile of device code declares a device function named Name that is a C
/// library function (math, printf, malloc/free, memcpy/memset, assert, abs/labs/llabs, and C's
/// <complex.h> functions from Acorn's kernel headers).
bool deviceLibraryProvides(llvm::StringRef Name);

/// Whether the device compile gives FD, a C++ library function (not extern "C") of a system
/// header, a device version: Clang compiles constexpr functions, implicit and defaulted members
/// and what <complex> declares (cuda_wrappers/complex) for both sides, its CUDA headers overload
/// the <cmath> functions and std::min/max for the device, and Acorn's kernel headers std::swap and
/// std::tie (kernel/std_device.hpp). Others (std::sort, std::stod, iostreams) are host functions.
bool deviceCompiles(const clang::FunctionDecl *FD, const clang::SourceManager &SM);

/// Whether FD is a routine of the OpenACC runtime library: openacc.h declares it (the program may
/// declare it again). Of these, device code may call acc_on_device only (3.1).
bool isRuntimeLibraryRoutine(const clang::FunctionDecl *FD, const clang::SourceManager &SM);

/// Whether FD is one of those that device code may not call (all but acc_on_device).
bool isHostRuntimeRoutine(const clang::FunctionDecl *FD, const clang::SourceManager &SM);

/// Whether T is a floating type the GPU has no arithmetic for: long double (x87 80-bit: Clang
/// compiles device code that fails at run time), __float128 or __ibm128.
bool isFloatingTypeGpuLacks(clang::QualType T);

/// The name of the floating type the GPU lacks that device code would compute with in E (complex
/// and array element types looked through); empty when E has none or is a constant the compiler
/// computes (`0.5L`, a floating user-defined literal's argument).
std::string floatingTypeGpuLacksComputed(const clang::Expr *E, const clang::ASTContext &Ctx);

} // namespace acorn
