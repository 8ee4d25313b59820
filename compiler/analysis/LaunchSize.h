// Which launches the host can size from their loop's trip count: a GPU grid with one iteration per
// thread, as CUDA code over an array is launched, instead of a grid-stride loop.
#pragma once

#include "analysis/ComputePlan.h"

namespace acorn {

/// The launch's only loop (Top, the unit's whole body) when it is gang-partitioned (a tiled loop:
/// with a lower level too, and tile sizes the host knows; its trip count is then its tiles'),
/// has no reductions (their gangs combine atomically: fewer gangs are better) and its bounds are
/// integer arithmetic on constants and the region's scalars, which the host can evaluate (a hint:
/// the device may hold other values). Null otherwise.
const LoopPlan *hostTripLoop(const LaunchUnit &U, const LoopPlan *Top);

} // namespace acorn
