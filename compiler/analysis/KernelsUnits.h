// How a kernels region becomes launches (2.5.2): each loop nest its own launch, each run of other
// statements a serial launch. The region's declarations run on the host at its start when their
// initialisers are host values there (constants, scalars the region does not write, arithmetic,
// pure calls): their variables are then the region's variables from outside, mapped as kernels
// maps them (copy), and every launch may use gangs. A loop whose iterations depend on each other
// and whose body is loop nests, with statements between them (a pivot loop, a time-step loop
// resetting a residual), runs on the host, launching its nests (and its statements as serial
// launches) in each iteration with its variable's value (NVHPC: "sequential loop scheduled on
// host"), instead of one launch on a single gang. Loop nests inside blocks, and inside ifs and
// switches whose condition the host knows at the region's start, are launches of their own too:
// the host runs the if or switch around them. Other statements holding loops (an if reading
// memory, a block with declarations, a while loop) run whole in a serial launch, and -Minfo says
// why (ComputePlan::SerialWhy).
#pragma once

#include "analysis/ComputePlan.h"
#include "analysis/Liveness.h"

namespace acorn {

/// The variables read after a statement (a loop cannot make them private).
using LiveAfterFn = llvm::function_ref<VariableSet(const clang::Stmt *)>;

/// Splits the statements of Block, a kernels region's structured block, into Plan.Units,
/// Plan.HostDeclarations, Plan.HostLoops and Plan.HostBranches. Returns false, leaving Plan
/// unchanged, when a declaration of the block must stay with the code that uses it (an initialiser
/// reading memory or calling a function with side effects, a static or reference variable), a goto
/// may jump between launches, or Block is a loop, if or switch the host cannot run: the region is
/// then one launch. DeviceCopy(V): V may have a device copy whose value the host's differs from
/// (in a data construct around the region, a declare directive, a present clause): no host value.
bool splitKernelsRegion(const clang::Stmt *Block, const clang::ASTContext &Ctx, ComputePlan &Plan,
                        LiveAfterFn LiveAfter, llvm::function_ref<bool(const clang::ValueDecl *)> DeviceCopy);

/// What a kernels region's launches leave for later launches and for the host after it (2.6.2:
/// its scalars are copy). A scalar is one device copy that every launch uses, a loop leaving its
/// final value there (LoopPlan::FinalValue). A variable each launch gets by value (a pointer) that
/// a launch changes and later code reads is carried only as the variable of the launch's loop
/// whose header alone writes it: the host runs the header after the launch (FinalValueLoop).
/// Any other such change is an error. LiveAfter(S): the variables read after statement S.
bool carryKernelsValues(ComputePlan &Plan, const SourceText &Text, Reporter &Diags, LiveAfterFn LiveAfter);

/// The statements of a kernels region's block: its compound statement's, or the block itself.
llvm::SmallVector<const clang::Stmt *, 8> kernelsStatements(const clang::Stmt *Block);

} // namespace acorn
