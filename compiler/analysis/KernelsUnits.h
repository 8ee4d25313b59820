// How a kernels region becomes launches (2.5.2): each loop nest its own launch, each run of other
// statements a serial launch. The region's declarations run on the host at its start when their
// initialisers are host values there (constants, scalars the region does not write, arithmetic,
// pure calls): their variables are then the region's variables from outside, mapped as kernels
// maps them (copy), and every launch may use gangs. A loop whose iterations depend on each other
// and whose body is loop nests, with statements between them (a pivot loop, a time-step loop
// resetting a residual), runs on the host, launching its nests (and its statements as serial
// launches) in each iteration with its variable's value (NVHPC: "sequential loop scheduled on
// host"), instead of one launch on a single gang.
#pragma once

#include "analysis/ComputePlan.h"
#include "analysis/Liveness.h"

namespace acorn {

/// Splits the statements of Block, a kernels region's structured block, into Plan.Units,
/// Plan.HostDeclarations and Plan.HostLoops. Returns false, leaving Plan unchanged, when a declaration must stay with
/// the code that uses it (an initialiser reading memory or calling a function with side effects,
/// a static or reference variable) or a goto may jump between launches: the region is then one
/// launch.
bool splitKernelsRegion(const clang::Stmt *Block, const clang::ASTContext &Ctx, ComputePlan &Plan);

/// What a kernels region's launches leave for later launches and for the host after it (2.6.2:
/// its scalars are copy). A scalar is one device copy that every launch uses, a loop leaving its
/// final value there (LoopPlan::FinalValue). A variable each launch gets by value (a pointer) that
/// a launch changes and later code reads is carried only as the variable of the launch's loop
/// whose header alone writes it: the host runs the header after the launch (FinalValueLoop).
/// Any other such change is an error. LiveAfter(S): the variables read after statement S.
bool carryKernelsValues(ComputePlan &Plan, const SourceText &Text, Reporter &Diags,
                        llvm::function_ref<VariableSet(const clang::Stmt *)> LiveAfter);

/// The statements of a kernels region's block: its compound statement's, or the block itself.
llvm::SmallVector<const clang::Stmt *, 8> kernelsStatements(const clang::Stmt *Block);

} // namespace acorn
