#include "analysis/LaunchSize.h"

#include "analysis/AliasedWrites.h"
#include "analysis/CanonicalLoop.h"
#include "analysis/ExpressionForms.h"

#include <functional>

using namespace clang;

namespace acorn {

bool hostEvaluable(const Expr *E, const LaunchUnit &U, const Stmt *Region) {
  E = E->IgnoreParenCasts();
  if (isa<IntegerLiteral, CharacterLiteral, UnaryExprOrTypeTraitExpr>(E))
    return true;
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
    if (isa<EnumConstantDecl>(D->getDecl()))
      return true;
    const auto *V = dyn_cast<VarDecl>(D->getDecl());
    if (!V || !V->getType()->isIntegralOrEnumerationType())
      return false;
    if (V->hasGlobalStorage() && V->getType().isConstQualified() && V->hasInit())
      return true;
    // A scalar's host value (its device copy may differ when a data construct holds it: the
    // count is only a hint, except for a tile grid).
    return llvm::any_of(U.Captures, [&](const Capture &C) {
      return C.Var == V && (C.Mode == CaptureMode::Value || (C.Mode == CaptureMode::DeviceRef && !regionMayWrite(Region, V)));
    });
  }
  if (const auto *Un = dyn_cast<UnaryOperator>(E))
    return (Un->getOpcode() == UO_Minus || Un->getOpcode() == UO_Plus || Un->getOpcode() == UO_Not) &&
           hostEvaluable(Un->getSubExpr(), U, Region);
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return !B->isAssignmentOp() && B->getOpcode() != BO_Comma && hostEvaluable(B->getLHS(), U, Region) &&
           hostEvaluable(B->getRHS(), U, Region);
  if (const auto *C = dyn_cast<ConditionalOperator>(E))
    return hostEvaluable(C->getCond(), U, Region) && hostEvaluable(C->getTrueExpr(), U, Region) &&
           hostEvaluable(C->getFalseExpr(), U, Region);
  return false;
}

bool reduces(const LoopPlan &L) {
  return !L.Reductions.empty() || llvm::any_of(L.Children, [](const auto &C) { return reduces(*C); });
}

const LoopPlan *hostTripLoop(const LaunchUnit &U, const LoopPlan *L, const Stmt *Region) {
  if (U.Body.size() != 1)
    return nullptr;
  const ForStmt *Top = isa<ForStmt>(U.Body[0]) ? cast<ForStmt>(U.Body[0]) : loopOfDirective(U.Body[0]);
  if (!(L->Levels & ACORN_LEVEL_GANG) || Top != L->For)
    return nullptr;
  // A section of a cache directive staged by each gang pays back over a grid of gangs that run at
  // once, not over one of a gang for every few hundred iterations (CacheStaging.h).
  if (llvm::any_of(L->Cached, [](const CacheItem &C) { return C.NotStagedWhy.empty(); }))
    return nullptr;
  // Tiles dealt to gangs (gang and a lower level): one tile per gang, if their sizes are known.
  if (!L->TileSizes.empty() &&
      (!(L->Levels & ~ACORN_LEVEL_GANG) || reduces(*L) ||
       llvm::any_of(L->TileSizes, [&](const Expr *S) { return S && !hostEvaluable(S, U, Region); })))
    return nullptr;
  for (const ForStmt *F : collapsedNest(L->For, L->Collapse, L->CollapseForce)) {
    std::string Why;
    SourceLocation Where;
    std::optional<CanonicalLoop> C = analyzeCanonicalLoop(F, Why, Where);
    if (!C || !hostEvaluable(C->Lower, U, Region) || !hostEvaluable(C->Upper, U, Region) ||
        (C->Step && !hostEvaluable(C->Step, U, Region)))
      return nullptr;
  }
  return L;
}

TileLaunch tileLaunch(const LaunchUnit &U, const ClauseSet &Clauses, const ASTContext &Ctx) {
  TileLaunch T;
  const LoopPlan *L = U.HostTrip;
  if (!L || L->TileSizes.size() != 2 || Clauses.NumGangs || U.NumGangs || L->GangDim > 1)
    return T;
  T.Grid = true;
  if (U.Levels != (ACORN_LEVEL_GANG | ACORN_LEVEL_VECTOR) || L->Levels != U.Levels || Clauses.VectorLength ||
      U.VectorLength)
    return T;
  unsigned Elements = constantTileSize(L->TileSizes[0], false, Ctx) * constantTileSize(L->TileSizes[1], true, Ctx);
  if (Elements == 0)
    return T;
  // 256 threads a gang as CUDA code is usually launched; a smaller tile of whole warps has one
  // element per lane.
  if (Elements % 256 == 0)
    T.Lanes = 256;
  else if (Elements % 32 == 0 && Elements <= 1024)
    T.Lanes = Elements;
  T.Elements = T.Lanes ? Elements : 0;
  return T;
}

} // namespace acorn
