// The elements a compute region certainly reaches through a pointer it uses without a clause
// (2.6.2, an ACORN_MAP_POINTER map), where the compiler knows them: the subscripts p[e] the region
// runs whatever its data (not under an if, ?:, && or ||, a while or a loop that is not canonical,
// in a region without break, continue, return or goto) whose e is interval arithmetic (+, -, *
// by a value) on values the host knows at the construct (constants, scalars the region does not
// write) and on the variables of the region's unit-step canonical loops with such bounds. Their
// union is the data the pointer must be translated by (ACORN_MAP_FLAG_REACH): the runtime takes
// the present entry that holds it, though the pointer's own value may lie outside it (the row
// block a[lo:n] of an array a that one thread or GPU maps), and reports reached data that is only
// partly present. Without such a subscript the pointer is looked up by its value. The implicit
// attach of a pointer member the region uses (`g.v[i]`) gets the same: its offset is where the
// reached elements start, so it is attached by their present data.
#pragma once

#include "analysis/ComputePlan.h"

#include <memory>

namespace acorn {

/// An interval of element indices, computed by the host before the region (abi.h __acorn_reach_*).
struct ReachNode {
  enum Kind { Value, Loop, Add, Sub, Scale, Within } K = Value;
  const clang::Expr *E = nullptr; ///< Value: the index; Scale: the factor
  /// Loop: its variable Var runs from Low (+ 1 with AfterLow) to before High (+ 1 with ThroughHigh).
  const clang::VarDecl *Var = nullptr;
  const clang::Expr *Low = nullptr, *High = nullptr;
  bool AfterLow = false, ThroughHigh = false;
  /// Add, Sub: A op B; Scale: A * E; Within: A, or nothing when the loop range B is empty.
  std::shared_ptr<const ReachNode> A, B;
};

struct PointerReach {
  std::vector<std::shared_ptr<const ReachNode>> Subscripts;
};

/// Fills the Reach of Plan's implicit ACORN_MAP_POINTER maps of pointer variables (and of pointer
/// members of `*this`), with ACORN_MAP_FLAG_REACH, and of its implicit attach items of members.
void findPointerReaches(ComputePlan &Plan, const clang::ASTContext &Ctx);

} // namespace acorn
