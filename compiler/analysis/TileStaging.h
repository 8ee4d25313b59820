// Tiles staged in shared memory (2.9.8 tile, "where it pays"): in a loop nest tiled over two loops
// whose tiles are dealt to gangs and whose elements to the gang's threads, the threads walk the
// element index that makes the stores contiguous fastest. A read of another array that is contiguous
// along the other index then touches a new cache line in every lane (a transpose). Such a read is
// staged: the gang first copies the tile's elements of it into shared memory, walking its own
// contiguous index fastest, then the body reads them from there.
#pragma once

#include "analysis/LoopSchedule.h"

#include "clang/AST/ASTContext.h"

#include <vector>

namespace acorn {

/// The reads of loop L (tiled over two loops, gang and a lower level) to stage, and the tile sizes.
/// A read is staged when it is evaluated in every iteration (not under a condition), from a pointer
/// or array the nest never writes through, at a subscript affine in the two loop variables with
/// loop-invariant coefficients, consecutive along the loop that is not L.TileFastest.
std::vector<StagedRead> findStagedReads(const LoopPlan &L, const clang::ASTContext &Ctx);

} // namespace acorn
