// A `for` loop in the canonical form OpenACC loop constructs require (2.9): one loop variable,
// a bound it is compared against, and a constant-direction increment. The lowering replaces the
// loop header by a partitioned iteration over [0, trip count) and keeps the body's text.
#pragma once

#include "SourceText.h"

#include "clang/AST/Stmt.h"
#include "clang/AST/Decl.h"

#include <optional>
#include <string>

namespace acorn {

struct CanonicalLoop {
  enum Comparison { Less, LessEqual, Greater, GreaterEqual, NotEqual };

  const clang::ForStmt *For = nullptr;
  const clang::VarDecl *Var = nullptr;
  bool DeclaredInInit = false;
  std::string VarName;
  std::string TypeText; ///< the declared type as written when DeclaredInInit
  std::string Lower;    ///< initial value, as written
  std::string Upper;    ///< bound, as written
  std::string Step;     ///< signed increment, e.g. "1", "-1", "(s)", "-(s)"
  Comparison Cmp = Less;

  /// Name of the runtime function computing the trip count for this comparison.
  const char *tripFunction() const;
};

/// Analyses a loop header; on failure returns nullopt and sets Why (the loop is then reported to the
/// user at the location of the offending part).
std::optional<CanonicalLoop> analyzeCanonicalLoop(const clang::ForStmt *For, const SourceText &Text,
                                                  std::string &Why, clang::SourceLocation &Where);

} // namespace acorn
