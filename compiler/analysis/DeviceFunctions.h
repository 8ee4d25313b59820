// Device functions (2.15): functions with a routine directive, and the functions compute regions
// call, which are compiled for the device as an implicit `routine seq` (2.15.1).
#pragma once

#include "frontend/SourceText.h"

#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SetVector.h"

#include <vector>

namespace acorn {

using FunctionSet = llvm::SetVector<const clang::FunctionDecl *>;

/// Whether some declaration of FD has a routine directive.
bool isRoutine(const clang::FunctionDecl *FD);

/// Whether S is, or contains, an OpenACC construct.
bool containsDirective(const clang::Stmt *S);

/// C: adds to Functions every function of the main file that the functions in it call, transitively.
void addCalledFunctions(FunctionSet &Functions, const SourceText &Text);

/// C++: what the lowered file compiles for host and device. Clang emits device code for templates,
/// inline and internal functions and lambdas only when a kernel uses them, so all of those are
/// marked, with the functions regions call directly; calls through templates, functors and lambdas
/// need no resolving before instantiation. Functions that contain directives stay host-only.
struct CxxDeviceCode {
  std::vector<const clang::FunctionDecl *> Functions; ///< every declaration is marked
  std::vector<const clang::FunctionDecl *> Called;    ///< of those, the ones regions call (for -Minfo)
  std::vector<const clang::LambdaExpr *> Lambdas;
};
CxxDeviceCode cxxDeviceCode(clang::ASTContext &Ctx, const FunctionSet &Called, const SourceText &Text);

} // namespace acorn
