// What of a launch's private data lives in its private storage (PrivateSection, acorn::PrivateLayout):
// pointer sections in private and firstprivate clauses, private C arrays and structs of a gang or
// worker that finer levels share, variables of a gang or worker that finer levels write
// (LanesShared.h), and reduction sections with run-time bounds.
#pragma once

#include "analysis/ComputePlan.h"

namespace acorn {

/// The type of a private copy of Var: its own, but for a function parameter declared as an array of
/// constant size (`double sum[8]`, a pointer in C), the array it is declared as: that is what a
/// program privatising it means (a private pointer would point nowhere).
clang::QualType privateCopyType(const clang::ValueDecl *Var);

/// Fills U.PrivateSections from the construct's sections (Construct), the construct's privates and
/// reductions in Plan, the loops under TopLoops (their levels assigned, U.Levels complete) and the
/// variables of U.Body that finer levels write (LanesShared.h; TopCalls: the routines with loop
/// parallelism U.Body calls outside TopLoops). Bounds the host cannot compute before the region
/// (declared in Region) are errors: returns false.
bool collectPrivateStorage(const ComputePlan &Plan, const std::vector<PrivateSection> &Construct,
                           const std::vector<LoopPlan *> &TopLoops, const std::vector<RoutineCall> &TopCalls,
                           clang::SourceRange Region, const SourceText &Text, Reporter &Diags, LaunchUnit &U);

/// A routine's variables that its lanes share live in the GPU's shared memory, 16 KiB at most each:
/// a larger one (of a type known before instantiation) stays each thread's own on the GPU, with a
/// warning, and is dropped from U.PrivateSections.
void fitRoutineSharedMemory(const SourceText &Text, Reporter &Diags, LaunchUnit &U);

} // namespace acorn
