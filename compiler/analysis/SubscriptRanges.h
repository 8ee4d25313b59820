// Which elements the iterations of a loop reach through subscripts that are polynomials in the loop
// variable, the variables of inner loops and fixed variables (flattened matrices: u[i*n + j]). Used
// by the dependence analysis (LoopDependence) to prove iterations apart.
#pragma once

#include "analysis/CanonicalLoop.h"
#include "analysis/ExpressionForms.h"

#include "llvm/ADT/ArrayRef.h"
#include <functional>

#include <map>

namespace acorn {

/// What the subscripts are read against: the loop, which variables keep one value in the whole loop
/// (Fixed), and how far each inner loop's variable ranges (variableSpan).
struct SubscriptContext {
  const CanonicalLoop &Loop;
  const clang::ASTContext &Ctx;
  std::function<bool(const clang::ValueDecl *)> Fixed;
  const std::map<const clang::ValueDecl *, Polynomial> &InnerSpans;
};

/// How far the values of a loop's variable spread: its bound minus its start, one less for a strict
/// bound (`j < n`: n - 1), in the loop's direction. Nullopt when not a polynomial.
std::optional<Polynomial> variableSpan(const CanonicalLoop &L, const clang::ASTContext &Ctx);

/// Whether no element that subscripts Indices reach in one iteration is reached in another: an index
/// is c*i + r (i the loop variable) with r spreading over fewer than |c| values as the inner loops
/// run (a[i], u[i*n + j] for j from 0 below n, m[j][i]), the other indices selecting rows.
bool separatesIterations(llvm::ArrayRef<const clang::Expr *> Indices, const SubscriptContext &S);

/// Subscripts a*i + d1 and a*i + d2 (d1 and d2 fixed) whose difference is at least a times the
/// loop's trip count: no iteration's element is another's (q[r*M + c] and q[(r-1)*M + c] in a loop
/// over c from 0 to M, a row of a flattened matrix and the row before).
bool apartByTrip(const clang::Expr *A, const clang::Expr *B, const SubscriptContext &S);

} // namespace acorn
