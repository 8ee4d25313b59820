// 2.12's forms of an atomic statement, checked where Clang 22's own check is wrong: parentheses are
// looked through (`a = (a + 3);`), and in a template an operand whose type depends on template
// parameters (`out(i) += T(1)` with an accessor returning T&) may be a scalar lvalue: each
// instantiation is checked with its types. Clang 22 takes such an operand for a prvalue.
#pragma once

#include "frontend/Reporter.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenACC.h"

#include <string>

namespace acorn {

/// Whether E is one of the forms of Kind (for capture, the expression forms `v = x++`, ...);
/// Dependent: a type-dependent operand counts as a scalar lvalue.
bool isAtomicForm(clang::OpenACCAtomicKind Kind, const clang::Expr *E, bool Dependent);

/// Whether Block is one of capture's two-statement forms (`{v = x; x binop= expr;}`, ...).
bool isCaptureBlock(const clang::CompoundStmt *Block, bool Dependent);

/// Whether S (a statement or block) has an operand whose type depends on template parameters.
bool hasDependentOperand(const clang::Stmt *S);

/// Why the statement S of an atomic of Kind is invalid, for an error: the operand that is not a
/// scalar lvalue, with its type ("'v(0)' has type 'S', not a scalar lvalue"); or that it is none
/// of 2.12's forms.
std::string whyNotAtomicForm(clang::OpenACCAtomicKind Kind, const clang::Stmt *S, const clang::ASTContext &Ctx,
                             clang::SourceLocation &At);

/// Reports A, whose statement S is none of 2.12's forms: Clang's error at the directive, a note at
/// the operand; in a template's instantiation (Function), a note where it was instantiated.
void reportInvalidAtomic(Reporter &Diags, const clang::OpenACCAtomicConstruct *A, const clang::Stmt *S,
                         const clang::ASTContext &Ctx, const clang::FunctionDecl *Function);

} // namespace acorn
