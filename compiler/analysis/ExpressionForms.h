// The forms of expressions the dependence analysis (LoopDependence) recognises: accumulations,
// extrema, the same expression plus a constant.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/OpenACCKinds.h"

#include <optional>
#include <vector>
#include <string>

namespace acorn {

/// The reduction an accumulating operator (`+=`, `s * e`, `ok && e`, ...) performs, if any.
std::optional<clang::OpenACCReductionOperator> accumulationOp(clang::BinaryOperatorKind K);

/// The variable E names (through parentheses and implicit casts), or null.
const clang::ValueDecl *referenced(const clang::Expr *E);

/// The called function's name, also for a call in a template that overload resolution has not
/// settled yet; System tells whether every candidate is a system header's (a library function).
std::string calleeName(const clang::CallExpr *Call, const clang::ASTContext &Ctx, bool &System);

/// The array (or pointer) and the index of `a[i]`, also in a template, where Clang may take the
/// index for the base (`x[i]` with i of a template parameter's type).
const clang::Expr *subscriptBase(const clang::ArraySubscriptExpr *AS);
const clang::Expr *subscriptIndex(const clang::ArraySubscriptExpr *AS);

/// The expression whose own storage E lies in: E without its members (`.`) and the subscripts of
/// arrays (not of pointers) around it (`t.x[2].y` gives `t`), parentheses and implicit casts gone.
const clang::Expr *ownStorageBase(const clang::Expr *E);

/// Whether S names V; the first reference to V in S (in source order), or null.
bool mentions(const clang::Stmt *S, const clang::ValueDecl *V);
const clang::DeclRefExpr *firstMention(const clang::Stmt *S, const clang::ValueDecl *V);

/// Whether A and B are the same expression (through parentheses and implicit casts).
bool sameExpression(const clang::Expr *A, const clang::Expr *B, const clang::ASTContext &Ctx);

/// s = fmax(s, e), s = max(e, s), s = e > s ? e : s and the like: the operand other than s, with
/// the reduction in Op (max or min); null for other forms.
const clang::Expr *extremum(const clang::ValueDecl *S, const clang::Expr *Value, const clang::ASTContext &Ctx,
                            clang::OpenACCReductionOperator &Op);

/// extremum's forms, also nested with one operator (s = fmax(fmax(s, a), b)): the operands other
/// than s, with the reduction in Op; empty for other forms.
std::vector<const clang::Expr *> extremumOperands(const clang::ValueDecl *S, const clang::Expr *Value,
                                                  const clang::ASTContext &Ctx, clang::OpenACCReductionOperator &Op);

/// `if (e > s) s = e;` and the like (no else): the value e, with s in S and the reduction in Op
/// (max or min); null for other statements.
const clang::Expr *conditionalExtremum(const clang::IfStmt *I, const clang::ASTContext &Ctx,
                                       const clang::ValueDecl *&S, clang::OpenACCReductionOperator &Op);

/// Whether evaluating E writes nothing: no assignment, increment, new or delete, and only calls
/// of functions that write no shared data, nor their object or pointer and reference arguments.
bool writesNothing(const clang::Expr *E);

/// Whether S may write Var: assigns or increments it (or an element or member), takes its address,
/// passes it by reference or as an array, or binds a reference or pointer variable to it.
bool mayWrite(const clang::Stmt *S, const clang::ValueDecl *Var);

/// Whether S assigns or increments Var itself (not an element or member: `s->v[i] = x` does not
/// write s) or takes its address.
bool writesDirectly(const clang::Stmt *S, const clang::ValueDecl *Var);
/// The first such write in S, or null.
const clang::Stmt *directWrite(const clang::Stmt *S, const clang::ValueDecl *Var);

} // namespace acorn
