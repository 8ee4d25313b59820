// A `for` loop in the canonical form OpenACC loop constructs require (2.9): one loop variable,
// a bound it is compared against, and a constant-direction increment. The lowering replaces the
// loop header by a partitioned iteration over [0, trip count) and keeps the body's text.
#pragma once

#include "analysis/IteratorLoops.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/Decl.h"

#include <optional>
#include <string>
#include <vector>

namespace acorn {

struct CanonicalLoop {
  enum Comparison { Less, LessEqual, Greater, GreaterEqual, NotEqual };

  const clang::ForStmt *For = nullptr;
  const clang::VarDecl *Var = nullptr;
  bool DeclaredInInit = false;
  clang::SourceRange TypeRange;       ///< the declared type as written when DeclaredInInit
  const clang::Expr *Lower = nullptr; ///< initial value
  const clang::Expr *Upper = nullptr; ///< bound
  const clang::Expr *Step = nullptr;  ///< increment; null for ++ and --
  bool StepNegated = false;           ///< --, -= s, v = v - s
  Comparison Cmp = Less;
  /// A random-access iterator of class type (IteratorLoops.h): Lower and Upper are iterators, the
  /// iterations are counted by their difference and reached through Operators.
  bool Iterator = false;
  IteratorOperators Operators;
};

/// Analyses a loop header; on failure returns nullopt and sets Why (the loop is then reported to the
/// user at the location of the offending part).
std::optional<CanonicalLoop> analyzeCanonicalLoop(const clang::ForStmt *For, std::string &Why,
                                                  clang::SourceLocation &Where);

/// The variable a loop's init statement declares or assigns (`int i = 0`, `i = 0`), or null.
const clang::VarDecl *loopVariable(const clang::ForStmt *F);

/// The loop nested in the body of For that a collapse would take next: the body itself, or the only
/// statement of a compound body; with Force (collapse(force:)), the only for loop among the body's
/// statements. Null when there is none.
const clang::Stmt *nextCollapsedLoop(const clang::ForStmt *For, bool Force);

/// A variable that E uses and that is declared in the body of Outer, around the loop nested in it
/// (the code between collapse(force:) loops, which runs once per iteration of Outer), or null.
const clang::VarDecl *interveningVariable(const clang::Expr *E, const clang::ForStmt *Outer);

/// The loops a collapse(N) or tile of N sizes on For partitions together, outermost first (fewer
/// when the nest is not deep enough).
std::vector<const clang::ForStmt *> collapsedNest(const clang::ForStmt *For, unsigned N, bool Force = false);

/// Of the loops of a nest, the one whose variable the stores of the innermost body index with unit
/// stride (a term of their last subscript), when that is not the innermost loop's: walking it
/// fastest makes the stores contiguous (a transpose's `out[j*n + i] = in[i*n + j]`). Otherwise
/// the innermost loop's index.
size_t contiguousStoreLoop(const std::vector<const clang::ForStmt *> &Nest);

} // namespace acorn
