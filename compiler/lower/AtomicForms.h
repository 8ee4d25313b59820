// The statement of an atomic construct (2.12) taken apart into the pieces its lowerings need, as
// text: device and multicore code call the acorn::atomic_* functions (LowerAtomic.cpp), host code
// outside compute regions uses the compiler's __atomic builtins (LowerHostAtomic.cpp).
#pragma once

#include "clang/AST/StmtOpenACC.h"

#include <functional>
#include <optional>
#include <string>

namespace acorn {

struct AtomicForm {
  enum Kind {
    Read,       ///< V = X
    Write,      ///< X = E
    Update,     ///< X = X Op E (X = E Op X when Reversed)
    CaptureOld, ///< V = the value of X before the update
    CaptureNew, ///< V = the value of X after the update
    Exchange,   ///< V = X; X = E
  } K = Update;
  std::string X, V, E, Op;
  const clang::Expr *XExpr = nullptr; ///< the x the code X is of
  const clang::Expr *VExpr = nullptr; ///< the v the code V is of (read and capture forms)
  bool Reversed = false;
};

/// The form of A's statement, with the code of each expression from Code; nullopt for a statement
/// none of 2.12's forms matches.
std::optional<AtomicForm> decomposeAtomic(const clang::OpenACCAtomicConstruct *A,
                                          const std::function<std::string(const clang::Expr *)> &Code);

/// Whether F's x or v is an enum: C converts between enums and integers implicitly, C++ does not, so
/// the lowering of a C statement writes those conversions itself (CAsCxx leaves it as written).
bool involvesEnum(const AtomicForm &F);

/// Atomic (the lowered statement of A) under A's 3.3 if clause, if it has one: with a false
/// condition Plain runs, the statement not made atomic. Code gives the text of the condition.
std::string underIfClause(const clang::OpenACCAtomicConstruct *A, const std::string &Atomic, const std::string &Plain,
                          const std::function<std::string(const clang::Stmt *)> &Code);

/// The statement of A as written (Code gives its text), a statement of its own.
std::string statementAsWritten(const clang::OpenACCAtomicConstruct *A,
                               const std::function<std::string(const clang::Stmt *)> &Code);

} // namespace acorn
