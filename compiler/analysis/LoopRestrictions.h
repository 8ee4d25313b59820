// Restrictions on loop constructs (2.9) that Clang 22 leaves unchecked, checked alike for a loop of
// a compute construct and an orphaned loop (a loop of a routine):
//  - a loop the user made parallel is not left early (return, break, goto out): its iterations run
//    in parallel, and a loop without seq must run all of them (2.9);
//  - vector(length:) belongs to loops of kernels regions (2.9.4: no argument in a parallel or serial
//    region nor on an orphaned loop; Clang checks gang(num:) and worker(num:) so already);
//  - a reduction variable of an orphaned loop is private (2.9.11): not a global nor a static member;
//  - a loop's own variable is no reduction variable of it (2.6.1).
// And what a routine's own levels allow its loops (checkRoutineLoop, 2.15.1).
#pragma once

#include "analysis/LoopSchedule.h"
#include "frontend/SourceText.h"

#include "llvm/ADT/SmallPtrSet.h"

namespace acorn {

/// Where a loop construct is: in a compute construct of RegionKind (ACORN_REGION_*), or orphaned.
struct LoopPlace {
  int RegionKind = ACORN_REGION_PARALLEL;
  bool Orphaned = false;
  /// Variables an enclosing loop makes private (or reduces): the loop's own copies of them.
  std::vector<const clang::ValueDecl *> PrivateAbove;
};

/// Reports the loop L (planned from Clauses) breaking a restriction above; false if it does.
/// ReportedJumps keeps a jump that leaves nested loops from being reported once per loop.
bool checkLoopRestrictions(const LoopPlan &L, const ClauseSet &Clauses, LoopPlace Place, const SourceText &Text,
                           Reporter &Diags, llvm::SmallPtrSetImpl<const clang::Stmt *> &ReportedJumps);

/// A loop directive whose statement is not a for loop Acorn can partition (a range-based for, or
/// not a loop at all): the error.
void reportMissingForLoop(const clang::OpenACCConstructStmt *Directive, Reporter &Diags);

/// A loop of a routine of the given Levels (ACORN_LEVEL_* bits) and gang dimensions (2.15.1): its
/// explicit levels must be the routine's, a gang loop takes no reduction (2.9.11), and the forms
/// whose storage a launch lays out (sections with run-time bounds) are not supported there.
bool checkRoutineLoop(const LoopPlan &L, unsigned Levels, unsigned GangDim, Reporter &Diags);

} // namespace acorn
