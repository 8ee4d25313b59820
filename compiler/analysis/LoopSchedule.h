// Loop schedules (2.9): which levels of parallelism (gang, worker, vector) each loop of a compute
// region is partitioned across, its collapse count, privates and reductions.
#pragma once

#include "analysis/Clauses.h"
#include "analysis/LoopDependence.h"

#include <string>
#include <vector>

namespace acorn {

/// A call of a routine with loop parallelism (2.15.1): its loops use Levels of the threads that call it.
struct RoutineCall {
  const clang::CallExpr *Call = nullptr;
  const clang::FunctionDecl *Callee = nullptr;
  unsigned Levels = 0;
  unsigned GangDim = 1; ///< a gang routine's gang(dim:d)
};

/// The size `tile(*)` gives a tiled loop: 32 for the innermost, 8 for the others (2.9.8 leaves it
/// to the implementation).
inline unsigned defaultTileSize(bool Innermost) { return Innermost ? 32 : 8; }

/// A tile size the compiler knows (tile(*) or a constant from 1 to 64), else 0.
unsigned constantTileSize(const clang::Expr *Size, bool Innermost, const clang::ASTContext &Ctx);

/// A read staged through a tile of shared memory (TileStaging.h).
struct StagedRead {
  const clang::ArraySubscriptExpr *Read = nullptr;
  unsigned Rows = 0, Columns = 0; ///< the tile sizes of the first and the second tiled loop
};

/// A variable of a cache directive (2.10) at the top of a loop's body: staged in shared memory, or
/// read where it is, and why (CacheStaging.h).
struct CacheItem {
  const clang::Expr *Item = nullptr; ///< as written in the directive
  const clang::VarDecl *Var = nullptr;
  clang::QualType Element;
  std::vector<const clang::Expr *> Lowers; ///< per dimension, outermost first; null: 0
  std::vector<unsigned> Lengths;
  std::vector<const clang::DeclRefExpr *> Reads; ///< the array's name in each whole-element read
  std::string NotStagedWhy; ///< empty: staged
};

/// The schedule of one loop construct (or of the loop of a combined construct).
struct LoopPlan {
  const clang::OpenACCConstructStmt *Directive = nullptr; ///< null: a kernels loop without directive
  const clang::ForStmt *For = nullptr;
  unsigned Levels = 0; ///< ACORN_LEVEL_* bits; 0: sequential
  unsigned GangDim = 1; ///< gang(dim:d) (3.3): the dimension of the gangs a gang loop uses
  unsigned Collapse = 1;                        ///< loops of the nest partitioned together
  bool CollapseForce = false;                   ///< code between the collapsed loops runs in the innermost
  std::vector<const clang::Expr *> TileSizes; ///< tile(...): one size per loop, null for `*`
  size_t TileFastest = 0; ///< the tiled loop whose elements vary fastest (contiguousStoreLoop)
  std::vector<StagedRead> Staged; ///< reads staged in shared memory, tile by tile (TileStaging.h)
  std::vector<CacheItem> Cached;  ///< the cache directives at the top of its body (CacheStaging.h)
  bool Parallelizable = false;
  bool InKernels = false; ///< a loop of a kernels region: Acorn owns its schedule
  /// Acorn chooses its levels (kernels or auto, no level named) and its constant trip count is
  /// below a warp: nested in a partitioned loop it runs whole in each thread.
  bool FewIterations = false;
  unsigned ExplicitLevels = 0;
  const clang::Expr *NumGangs = nullptr, *NumWorkers = nullptr, *VectorLength = nullptr; ///< loop arguments
  std::vector<const clang::ValueDecl *> Privates;
  std::vector<const clang::ArraySectionExpr *> PrivateSections; ///< of pointers, among Privates
  std::vector<ReductionItem> Reductions;
  /// Found by the dependence analysis (every parallel loop): for -Minfo.
  std::vector<const clang::ValueDecl *> ImplicitPrivates;
  std::vector<const clang::ValueDecl *> ImplicitReductions;
  std::string SequentialWhy; ///< why a loop Acorn could have parallelized stays sequential
  /// Parallelizable, but the loops around it and inside it use every level it could take (an inner
  /// loop of `loop gang vector`): -Minfo says so.
  bool NoLevelLeft = false;
  /// A kernels loop without directive whose variable, declared outside it, is read after it: not
  /// private (2.6.1), so the loop leaves its final value in the variable, as C does.
  const clang::VarDecl *FinalValue = nullptr;
  std::vector<LoopPlan *> Children;
  std::vector<RoutineCall> Calls; ///< routines with loop parallelism called in the body, outside Children
};

/// In a template, the collapse count of a loop directive whose count depends on the template's
/// parameters (Clauses.CollapseDependent): the template is lowered once, so the count its
/// instantiations give; where they differ, the smallest, with a warning (the other loops of the
/// nest run in order in each iteration, which the independence of all of them allows).
unsigned templateCollapse(const clang::OpenACCConstructStmt *Directive, clang::ASTContext &Ctx, Reporter &Diags);

/// The plan of a loop directive from its clauses (before levels are assigned). In kernels only
/// independent or explicit levels make a loop parallel; in parallel, every loop but seq and auto.
std::unique_ptr<LoopPlan> planLoop(const clang::OpenACCConstructStmt *Directive, const clang::ForStmt *For,
                                   const ClauseSet &Clauses, int RegionKind);

/// Kernels loops without independent, seq or levels, and `loop auto`: parallel when the dependence
/// analysis proves the iterations independent. In every parallel loop, scalars each iteration writes
/// before it reads them are made private (unless their value is used after the loop: LiveAfter) and
/// accumulated scalars reductions; a scalar carried between iterations of a loop the user made
/// parallel is warned about. LiveAfter is only computed for loops the analysis looks at.
/// ReducedPointers: pointers whose sections loops around L reduce (each thread's own in L).
void applyDependenceAnalysis(LoopPlan &L, const ClauseSet &Clauses, int RegionKind,
                             llvm::function_ref<VariableSet()> LiveAfter, const clang::ASTContext &Ctx,
                             Reporter &Diags, llvm::ArrayRef<const clang::ValueDecl *> ReducedPointers = {});

/// Assigns levels to a loop nest outside-in from the levels Available at its top. Reports loops
/// whose explicit levels are not all available.
void assignLevels(LoopPlan *L, unsigned Available, Reporter &Diags);

/// The levels strictly above the highest of Levels (all three when Levels is 0).
unsigned levelsAbove(unsigned Levels);

/// Worker and vector loops of L's nest (levels assigned) that update a variable an enclosing loop
/// or the construct reduces (ReducedAbove), an array or composite, without their own reduction
/// clause for it reduce it implicitly (2.5.15: the lanes would share one copy).
void addLaneReductions(LoopPlan &L, std::vector<ReductionItem> ReducedAbove);

/// 2.9.11: no reduction on a gang loop of a dimension above 1, nor on any gang loop when the gangs
/// have several dimensions (the gangs of the other dimensions would each add their share again).
/// Clang rejects such reduction clauses; this reports the first implicit one and returns false.
bool checkGangReductions(const LoopPlan &L, bool GangsOfSeveralDimensions, Reporter &Diags);

/// A reduction on a gang loop of a variable of the compute region (RegionVariable): each gang has
/// its own, so the gangs' shares are never combined. A warning (GCC rejects the orphaned form).
void warnGangPrivateReductions(const LoopPlan &L, llvm::function_ref<bool(const clang::ValueDecl *)> RegionVariable,
                               Reporter &Diags);

/// The innermost of Levels: vector, worker, else gang (also for no level: a gang's code).
unsigned innermostLevel(unsigned Levels);

/// "gang, vector" for feedback; "seq" for no level.
std::string levelsText(unsigned Levels);

} // namespace acorn
