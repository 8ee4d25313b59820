// A scalar that only the construct's own reduction uses needs no copy of its host value: its
// device copy may start at the operator's identity when that identity is all-zero bytes, so the
// runtime can hand it a zeroed reduction slot (runtime/core/reduction_slots.h).
#pragma once

#include "analysis/ComputePlan.h"

namespace acorn {

/// The ACORN_MAP_REDUCTION flags of a scalar reduction whose operator's identity is all-zero bytes
/// for its type (+ and || of arithmetic types, | and ^ of integers, max of unsigned integers), so
/// that its result may start in a zeroed device slot; 0 for any other. The type of a variable whose
/// type depends on template parameters is left 0, for the lowered code to fill in.
int zeroIdentityResult(const ReductionItem &R, const clang::ASTContext &Ctx);

/// Marks the implicit copies of Plan that only its own reductions use with those flags.
void markReductionResults(ComputePlan &Plan, const clang::ASTContext &Ctx);

} // namespace acorn
