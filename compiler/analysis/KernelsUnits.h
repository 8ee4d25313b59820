// How a kernels region becomes launches (2.5.2): each loop nest its own launch, each run of other
// statements a serial launch. The region's declarations run on the host at its start when their
// initialisers are host values there (constants, scalars the region does not write, arithmetic,
// pure calls): their variables are then the region's variables from outside, mapped as kernels
// maps them (copy), and every launch may use gangs.
#pragma once

#include "analysis/ComputePlan.h"

namespace acorn {

/// Splits Block, a kernels region's compound statement, into Plan.Units and
/// Plan.HostDeclarations. Returns false, leaving Plan unchanged, when a declaration must stay with
/// the code that uses it (an initialiser reading memory or calling a function with side effects,
/// a static or reference variable) or a goto may jump between launches: the region is then one
/// launch.
bool splitKernelsRegion(const clang::CompoundStmt *Block, ComputePlan &Plan);

} // namespace acorn
