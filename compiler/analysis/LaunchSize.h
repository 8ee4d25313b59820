// Which launches the host can size from their loop's trip count: a GPU grid with one iteration per
// thread, as CUDA code over an array is launched, instead of a grid-stride loop.
#pragma once

#include "analysis/ComputePlan.h"

namespace acorn {

/// The launch's only loop (Top, the unit's whole body) when it is gang-partitioned (a tiled loop:
/// with a lower level too, tile sizes the host knows and no reductions; its trip count is then its
/// tiles') and its bounds are integer arithmetic on constants and the scalars of the region (the
/// compute construct's block) that it does not write, which the host can evaluate (a hint: a data
/// construct may hold other values on the device). Null otherwise.
const LoopPlan *hostTripLoop(const LaunchUnit &U, const LoopPlan *Top, const clang::Stmt *Region);

/// Integer arithmetic on constants and on the scalars U captures that the region does not write
/// (an earlier launch may have changed the device copy), which the host can evaluate; a
/// firstprivate scalar's host value (its device copy may differ when a data construct holds it).
bool hostEvaluable(const clang::Expr *E, const LaunchUnit &U, const clang::Stmt *Region);

/// Whether L or a loop inside it has a reduction clause.
bool reduces(const LoopPlan &L);

/// How U deals the tiles of its HostTrip loop to gangs. A nest tiled over two loops, with no
/// num_gangs or gang(dim:) of the user's, gets a 2-D grid: gang (x, y) runs tile (x, y), so no
/// thread divides to find its tile. When the loop's lower level is vector alone, its tile sizes
/// are constants and the user sets no vector_length, Acorn fixes the vector length to a divisor of
/// the tile's elements: each lane then walks a constant number of them, which the compiler unrolls
/// (several loads in flight per thread, as hand-written CUDA does).
TileLaunch tileLaunch(const LaunchUnit &U, const ClauseSet &Clauses, const clang::ASTContext &Ctx);

} // namespace acorn
