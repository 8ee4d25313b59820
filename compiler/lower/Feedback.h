// -Minfo=accel: what Acorn decided for each construct, as remarks at the user's file:line.
#pragma once

#include "analysis/ComputePlan.h"

namespace acorn {

/// The implicit data clauses of a compute construct, the schedule of every loop in it, and the
/// launches a kernels construct became.
void reportPlan(const ComputePlan &Plan, const SourceText &Text, Reporter &Diags);

} // namespace acorn
