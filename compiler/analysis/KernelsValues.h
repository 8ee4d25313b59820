// The values a kernels region's launches pass on (2.6.2: its scalars are copy): to later launches,
// to the host's loop and branch conditions between them (read back, KernelsUnits.h), and to the
// host after the region.
#pragma once

#include "analysis/KernelsUnits.h"

namespace acorn {

/// What a kernels region's launches leave for later launches and for the host after it (2.6.2:
/// its scalars are copy). A scalar is one device copy that every launch uses, a loop leaving its
/// final value there (LoopPlan::FinalValue). A variable each launch gets by value (a pointer) that
/// a launch changes and later code reads is carried only as the variable of the launch's loop
/// whose header alone writes it: the host runs the header after the launch (FinalValueLoop),
/// reading back first the scalars it reads that launches change (FinalValueReads). Any other such
/// change is an error. LiveAfter(S): the variables read after statement S. ReadBack(V): V's device
/// copy is one the host may read (KernelsVariables).
bool carryKernelsValues(ComputePlan &Plan, const SourceText &Text, Reporter &Diags, LiveAfterFn LiveAfter,
                        const KernelsVariables &Variables);

/// Plan.ReadBacks: the scalars the host reads back (ComputePlan::DeviceReads), each with the map of
/// its device copy, once the launches' captures have made them. AddMap(V, Use) maps one no launch
/// uses (a bound the host alone reads) as the region would, or reports why it cannot.
bool findReadBacks(ComputePlan &Plan, llvm::function_ref<bool(const clang::VarDecl *, clang::SourceLocation)> AddMap,
                   Reporter &Diags);

} // namespace acorn
