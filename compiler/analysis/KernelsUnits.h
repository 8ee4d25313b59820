// How a kernels region becomes launches (2.5.2): each loop nest its own launch, each run of other
// statements a serial launch. The region's declarations run on the host at its start when their
// initialisers are host values there (constants, scalars the region does not write, arithmetic,
// pure calls): their variables are then the region's variables from outside, mapped as kernels
// maps them (copy), and every launch may use gangs. A loop whose iterations depend on each other
// and whose body is loop nests, with statements between them (a pivot loop, a time-step loop
// resetting a residual), runs on the host, launching its nests (and its statements as serial
// launches) in each iteration with its variable's value (NVHPC: "sequential loop scheduled on
// host"), instead of one launch on a single gang; so does a while or do loop around loop nests (a
// convergence loop). Loop nests inside blocks, and inside ifs and switches whose condition the host
// can evaluate, are launches of their own too: the host runs the if or switch around them. The
// host's conditions and bounds may read scalars the launches change (a residual a reduction left, a
// step counter, a bound a serial launch computed): the host reads their device copies back before
// each test (ComputePlan::DeviceReads). Scalars declared in those blocks, branches and loop bodies
// with values the host knows there are declared by the host in place and passed to each launch by
// value (ComputePlan::HostLocals), and so are those among the nests of the region's block; their
// initialisers may read results of earlier launches (`float mean = sum / n;` after a reduction
// into sum: the host reads sum back after that launch, ComputePlan::LocalReads). Other statements
// holding loops (an if reading memory, a block declaring an array, a while whose condition writes)
// run whole in a serial launch, and -Minfo says why (ComputePlan::SerialWhy).
#pragma once

#include "analysis/ComputePlan.h"
#include "analysis/Liveness.h"

namespace acorn {

/// The variables read after a statement (a loop cannot make them private).
using LiveAfterFn = llvm::function_ref<VariableSet(const clang::Stmt *)>;

/// What the analysis of the construct tells the split about its variables.
struct KernelsVariables {
  /// V may have a device copy whose value the host's differs from (in a data construct around the
  /// region, a declare directive, a present clause): no host value.
  llvm::function_ref<bool(const clang::ValueDecl *)> DeviceCopy;
  /// V, declared outside the region, has a device copy of the region's data that the host may read
  /// back between launches (not a declare directive's global, which device code names itself).
  llvm::function_ref<bool(const clang::ValueDecl *)> ReadBack;
};

/// Splits the statements of Block, a kernels region's structured block, into Plan.Units,
/// Plan.HostDeclarations, Plan.HostLoops, Plan.HostBranches and Plan.HostLocals. Returns false,
/// leaving Plan unchanged, when a declaration of the block must stay with the code that uses it (an
/// initialiser reading memory or calling a function with side effects, a static or reference
/// variable, a scalar the region writes that the host cannot declare at its start), a goto may jump
/// between launches, or Block is a loop, if or switch the host cannot run: the region is then one
/// launch, and Why says why (empty for a loop, if or switch: Plan.SerialWhy may say it).
bool splitKernelsRegion(const clang::Stmt *Block, const clang::ASTContext &Ctx, ComputePlan &Plan,
                        LiveAfterFn LiveAfter, const KernelsVariables &Variables, std::string &Why);

/// The statements of a kernels region's block: its compound statement's, or the block itself.
llvm::SmallVector<const clang::Stmt *, 8> kernelsStatements(const clang::Stmt *Block);

} // namespace acorn
