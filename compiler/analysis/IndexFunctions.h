// Index helpers: functions whose body is a single return of a polynomial of their integer
// parameters (`int idx(int i, int j, int ny) { return i*ny + j; }`, a free, static or non-virtual
// member function; a member function called on the caller's own object may name its integer
// members too, `return j + k * nx;`), as codes flatten arrays with.
// A call of one is the polynomial with the arguments put in, so the dependence analysis
// (LoopDependence) reads `v[idx(i, j, ny)]` as `v[i*ny + j]`.
#pragma once

#include "analysis/Polynomial.h"

namespace acorn {

/// The value of Call as a polynomial of its arguments (read with Lookup), when the callee's
/// definition is visible and is such a helper; nullopt otherwise.
std::optional<Polynomial> indexHelperCall(const clang::CallExpr *Call, const clang::ASTContext &Ctx,
                                          const SymbolLookup &Lookup);

} // namespace acorn
