#include "analysis/LoopSchedule.h"

#include "analysis/LoopDependence.h"

using namespace clang;

namespace acorn {

std::string levelsText(unsigned Levels) {
  std::string S;
  auto Add = [&](const char *N) { S += S.empty() ? N : std::string(", ") + N; };
  if (Levels & ACORN_LEVEL_GANG)
    Add("gang");
  if (Levels & ACORN_LEVEL_WORKER)
    Add("worker");
  if (Levels & ACORN_LEVEL_VECTOR)
    Add("vector");
  return S.empty() ? "seq" : S;
}

std::unique_ptr<LoopPlan> planLoop(const OpenACCConstructStmt *Directive, const ForStmt *For,
                                   const ClauseSet &Clauses, int RegionKind) {
  auto L = std::make_unique<LoopPlan>();
  L->Directive = Directive;
  L->For = For;
  L->ExplicitLevels = Clauses.Levels;
  L->Collapse = Clauses.Collapse;
  if (!Clauses.Tile.empty()) {
    L->TileSizes = Clauses.Tile;
    L->Collapse = static_cast<unsigned>(Clauses.Tile.size());
  }
  for (const Expr *E : Clauses.Private)
    if (!llvm::is_contained(L->Privates, rootVariable(E)))
      L->Privates.push_back(rootVariable(E));
  L->Reductions = Clauses.Reductions;
  bool InKernels = RegionKind == ACORN_REGION_KERNELS;
  L->Parallelizable =
      !Clauses.Seq && (L->ExplicitLevels || (InKernels ? Clauses.Independent : !Clauses.Auto));
  return L;
}

void applyDependenceAnalysis(LoopPlan &L, const ClauseSet &Clauses, int RegionKind, const ASTContext &Ctx) {
  bool Decides = !Clauses.Seq && !Clauses.Levels &&
                 (RegionKind == ACORN_REGION_KERNELS ? true : Clauses.Auto);
  if (!Decides)
    return;
  LoopDependence D = analyzeLoopDependence(L.For, Ctx);
  bool Asserted = RegionKind == ACORN_REGION_KERNELS && Clauses.Independent;
  if (!D.Independent && !Asserted) {
    L.Parallelizable = false;
    L.SequentialWhy = D.Why;
    return;
  }
  L.Parallelizable = true;
  auto Listed = [&](const ValueDecl *V) {
    return llvm::is_contained(L.Privates, V) ||
           llvm::any_of(L.Reductions, [&](const ReductionItem &R) { return R.Var == V; });
  };
  for (const ValueDecl *V : D.Privates)
    if (!Listed(V)) {
      L.Privates.push_back(V);
      L.ImplicitPrivates.push_back(V);
    }
  for (const ReductionItem &R : D.Reductions)
    if (!Listed(R.Var)) {
      L.Reductions.push_back(R);
      L.ImplicitReductions.push_back(R.Var);
    }
}

static unsigned depthOfParallelLoops(const LoopPlan *L) {
  unsigned Max = 0;
  for (const LoopPlan *C : L->Children)
    Max = std::max(Max, depthOfParallelLoops(C) + (C->Parallelizable ? 1u : 0u));
  return Max;
}

static unsigned highestLevel(unsigned Levels) {
  for (unsigned L : {ACORN_LEVEL_GANG, ACORN_LEVEL_WORKER, ACORN_LEVEL_VECTOR})
    if (Levels & L)
      return L;
  return 0;
}

// 2.9: levels fill outside-in; a loop whose schedule is left to Acorn takes the outermost level
// still free, or every free level but worker when no parallel loop is nested inside it.
void assignLevels(LoopPlan *L, unsigned Available, Reporter &Diags) {
  if (L->ExplicitLevels) {
    L->Levels = L->ExplicitLevels & Available;
    if (L->Levels != L->ExplicitLevels)
      Diags.remark(L->Directive->getBeginLoc(), "loop parallelism reduced to the levels available here");
  } else if (L->Parallelizable && Available) {
    if (depthOfParallelLoops(L) == 0) {
      L->Levels = Available & (ACORN_LEVEL_GANG | ACORN_LEVEL_VECTOR);
      if (!L->Levels)
        L->Levels = Available;
    } else {
      L->Levels = highestLevel(Available);
    }
  }
  unsigned Below = Available;
  if (L->Levels) {
    unsigned Lowest = L->Levels & ACORN_LEVEL_VECTOR   ? ACORN_LEVEL_VECTOR
                      : L->Levels & ACORN_LEVEL_WORKER ? ACORN_LEVEL_WORKER
                                                       : ACORN_LEVEL_GANG;
    Below = 0;
    for (unsigned Level : {ACORN_LEVEL_WORKER, ACORN_LEVEL_VECTOR})
      if (Level > Lowest && (Available & Level))
        Below |= Level;
  }
  for (LoopPlan *C : L->Children)
    assignLevels(C, Below, Diags);
}

} // namespace acorn
