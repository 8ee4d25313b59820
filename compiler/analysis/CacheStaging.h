// Sections of cache directives (2.10) staged in shared memory "where it pays". Measured on an H200
// (docs/performance.md): a section that moves with the loop's iterations (`a[i-1:3]`, a stencil's
// window) reads as fast through the L1 cache as from a copy staged for each block of iterations, or
// faster (staged at 0.64-1.00 of unstaged, 1-D and 2-D windows), so it is read where it is. A
// section the iterations share (a table, the gang's row) read at subscripts that differ between
// threads is staged once per execution of the loop by each gang: gathers from shared memory beat
// gathers through L1 (1.12-1.14 with 32 reads a thread, 0.90-1.02 with 8).
#pragma once

#include "analysis/LoopSchedule.h"

#include "clang/AST/ASTContext.h"

namespace acorn {

/// Why a section whose bounds move with the loop's iterations is not staged.
inline constexpr const char *MovingWindow =
    "its elements move with the loop's iterations, and each thread reads them through the L1 cache as fast as from "
    "a staged copy";

/// The variables of the cache directives at the top of L's body, each staged or with the reason it
/// is not. Above: the levels of the loops L is nested in. A section is staged when L is partitioned
/// and not tiled, no worker or vector loop encloses it (the gang's threads reach the loop together),
/// its bounds do not change while L runs, its array is a variable the loop reads only by whole
/// elements and never writes (nor calls functions that could, unless the directive says readonly),
/// and it holds at most 16 KiB (32 KiB for all of L's).
std::vector<CacheItem> planCacheItems(const LoopPlan &L, unsigned Above, const clang::ASTContext &Ctx);

} // namespace acorn
