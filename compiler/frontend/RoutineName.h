// The function a named routine directive (`#pragma acc routine(f)`) names.
#pragma once

#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/Expr.h"

namespace acorn {

/// Null where Clang rejected the name (undeclared, a set of overloads, a template-id): the
/// directive holds no function reference then, only Clang's error.
inline const clang::FunctionDecl *routineFunction(const clang::OpenACCRoutineDecl *D) {
  const clang::Expr *Ref = D->getFunctionReference();
  const auto *Name = Ref ? llvm::dyn_cast<clang::DeclRefExpr>(Ref->IgnoreParenImpCasts()) : nullptr;
  return Name ? llvm::dyn_cast<clang::FunctionDecl>(Name->getDecl()) : nullptr;
}

} // namespace acorn
