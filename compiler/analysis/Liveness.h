// Which variables a program reads after a statement: a scalar that a loop privatizes must not be
// one whose value the code after the loop uses. Source order, conservative for branches.
#pragma once

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace acorn {

using VariableSet = llvm::SmallPtrSet<const clang::ValueDecl *, 16>;

/// The variables whose value Scope reads after the end of statement S (before overwriting them).
VariableSet variablesUsedAfter(const clang::Stmt *S, const clang::Stmt *Scope, const clang::ASTContext &Ctx);

/// The variables S names whose value may be read after the function (FunctionBody) returns, or by
/// code that does not name them: variables of static storage (globals, namespace variables, static
/// members and static locals: any function may read them) and locals whose address escapes in
/// FunctionBody (`p = &t`, `double &r = t`, a lambda capturing them by reference). They are live
/// after any statement unless proven otherwise.
VariableSet variablesOutlivingFunction(const clang::Stmt *S, const clang::Stmt *FunctionBody);

} // namespace acorn
