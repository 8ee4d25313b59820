// Which variables a program reads after a statement: a scalar that a loop privatizes must not be
// one whose value the code after the loop uses. Source order, conservative for branches.
#pragma once

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace acorn {

using VariableSet = llvm::SmallPtrSet<const clang::ValueDecl *, 16>;

/// The variables whose value Scope reads after the end of statement S (before overwriting them).
VariableSet variablesUsedAfter(const clang::Stmt *S, const clang::Stmt *Scope, const clang::ASTContext &Ctx);

} // namespace acorn
