#include "analysis/PointerReach.h"

#include "analysis/AliasedWrites.h"
#include "analysis/CanonicalLoop.h"
#include "analysis/LaunchSize.h"
#include "frontend/ASTWalk.h"

#include <functional>
#include <map>

using namespace clang;

namespace acorn {

namespace {

using Node = std::shared_ptr<const ReachNode>;

class ReachFinder {
public:
  ReachFinder(const ComputePlan &Plan, const ASTContext &Ctx) : Plan(Plan), Ctx(Ctx) {
    Jumps = findLoops(Plan.Block);
  }

  /// The subscripts of the pointer IsPointer names that the region certainly runs, with ranges
  /// known; null when there is none.
  std::shared_ptr<const PointerReach> reach(const std::function<bool(const Expr *)> &IsPointer) const {
    if (Jumps || moved(Plan.Block, IsPointer))
      return nullptr;
    auto R = std::make_shared<PointerReach>();
    std::vector<Node> Within;
    collect(Plan.Block, IsPointer, Within, *R);
    return R->Subscripts.empty() ? nullptr : R;
  }

private:
  const ComputePlan &Plan;
  const ASTContext &Ctx;
  /// The region jumps (break, continue, return, goto): a subscript after one may not run.
  bool Jumps = false;
  /// The region's unit-step canonical loops by variable; nullopt for a variable two loops run,
  /// or one its loop's body writes.
  std::map<const VarDecl *, std::optional<CanonicalLoop>> Loops;

  /// Whether S may change the pointer (assigns or increments it, or takes its address): its later
  /// subscripts would reach other data.
  static bool moved(const Stmt *S, const std::function<bool(const Expr *)> &IsPointer) {
    if (!S)
      return false;
    const Expr *Target = nullptr;
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
      Target = B->getLHS();
    else if (const auto *U = dyn_cast<UnaryOperator>(S); U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
      Target = U->getSubExpr();
    if (Target && IsPointer(Target->IgnoreParenImpCasts()))
      return true;
    return llvm::any_of(childStatements(S), [&](const Stmt *C) { return moved(C, IsPointer); });
  }

  /// Records the loops under S; whether S jumps.
  bool findLoops(const Stmt *S) {
    if (!S)
      return false;
    if (const auto *F = dyn_cast<ForStmt>(S)) {
      std::string Why;
      SourceLocation Where;
      std::optional<CanonicalLoop> L = analyzeCanonicalLoop(F, Why, Where);
      if (L && L->Var) {
        bool Unit = !L->Iterator && (!L->Step || constantValue(L->Step, Ctx) == 1) &&
                    !regionMayWrite(F->getBody(), L->Var);
        bool Again = Loops.count(L->Var) != 0;
        Loops[L->Var] = Unit && !Again ? L : std::nullopt;
      }
    }
    bool Jump = isa<BreakStmt, ContinueStmt, ReturnStmt, GotoStmt, IndirectGotoStmt, CXXThrowExpr>(S);
    for (const Stmt *Child : childStatements(S))
      Jump |= findLoops(Child);
    return Jump;
  }

  /// A value the host knows before the region, the same in all of it.
  bool known(const Expr *E) const {
    if (!llvm::any_of(Plan.Units, [&](const LaunchUnit &U) { return hostEvaluable(E, U, Plan.Block); }))
      return false;
    std::function<bool(const Stmt *)> Unwritten = [&](const Stmt *S) {
      if (const auto *D = dyn_cast<DeclRefExpr>(S))
        if (const auto *V = dyn_cast<VarDecl>(D->getDecl()); V && regionMayWrite(Plan.Block, V))
          return false;
      return llvm::all_of(S->children(), [&](const Stmt *C) { return !C || Unwritten(C); });
    };
    return Unwritten(E);
  }

  /// The range of a loop variable of the region.
  Node loopRange(const Expr *E) const {
    const auto *D = dyn_cast<DeclRefExpr>(E);
    return D ? loopRange(dyn_cast<VarDecl>(D->getDecl())) : nullptr;
  }
  Node loopRange(const VarDecl *V) const {
    auto It = V ? Loops.find(V) : Loops.end();
    if (It == Loops.end() || !It->second || !known(It->second->Lower) || !known(It->second->Upper))
      return nullptr;
    const CanonicalLoop &L = *It->second;
    bool Up = !L.StepNegated;
    bool Inclusive = L.Cmp == CanonicalLoop::LessEqual || L.Cmp == CanonicalLoop::GreaterEqual;
    if ((Up && (L.Cmp == CanonicalLoop::Greater || L.Cmp == CanonicalLoop::GreaterEqual)) ||
        (!Up && (L.Cmp == CanonicalLoop::Less || L.Cmp == CanonicalLoop::LessEqual)))
      return nullptr;
    // Up: [Lower, Upper) or [Lower, Upper]; down: (Upper, Lower] or [Upper, Lower].
    auto R = std::make_shared<ReachNode>();
    R->K = ReachNode::Loop;
    R->Var = V;
    R->Low = Up ? L.Lower : L.Upper;
    R->High = Up ? L.Upper : L.Lower;
    R->AfterLow = !Up && !Inclusive;
    R->ThroughHigh = !Up || Inclusive;
    return R;
  }

  /// The interval an index takes in the region; null when unknown.
  Node interval(const Expr *E) const {
    E = E->IgnoreParenImpCasts();
    auto R = std::make_shared<ReachNode>();
    if (known(E)) {
      R->E = E;
      return R;
    }
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      BinaryOperatorKind Op = B->getOpcode();
      if (Op == BO_Mul) {
        bool FactorLeft = known(B->getLHS());
        R->K = ReachNode::Scale;
        R->E = FactorLeft ? B->getLHS() : B->getRHS();
        R->A = interval(FactorLeft ? B->getRHS() : B->getLHS());
        return R->A && known(R->E) ? R : nullptr;
      }
      if (Op == BO_Add || Op == BO_Sub) {
        R->K = Op == BO_Add ? ReachNode::Add : ReachNode::Sub;
        R->A = interval(B->getLHS());
        R->B = interval(B->getRHS());
        return R->A && R->B ? R : nullptr;
      }
      return nullptr;
    }
    return loopRange(E);
  }

  /// Whether the region runs every part of S whenever it runs S: not the branches of an if, ?:,
  /// && or ||, nor the body of a while, a switch or a loop that is not a canonical one of Loops.
  bool certain(const Stmt *S) const {
    if (isa<IfStmt, SwitchStmt, WhileStmt, DoStmt, CXXForRangeStmt, ConditionalOperator,
            BinaryConditionalOperator, LambdaExpr, CapturedStmt>(S))
      return false;
    if (const auto *B = dyn_cast<BinaryOperator>(S))
      return !B->isLogicalOp();
    if (const auto *F = dyn_cast<ForStmt>(S)) {
      const VarDecl *V = loopVariable(F);
      auto It = V ? Loops.find(V) : Loops.end();
      return It != Loops.end() && It->second && It->second->For == F && loopRange(V);
    }
    return true;
  }

  /// Whether the interval N takes the variable V of a loop.
  static bool runs(const ReachNode &N, const VarDecl *V) {
    return (N.K == ReachNode::Loop && N.Var == V) || (N.A && runs(*N.A, V)) || (N.B && runs(*N.B, V));
  }

  /// Within: the ranges of the loops around S; a subscript under a loop that runs no iteration
  /// reaches nothing.
  void collect(const Stmt *S, const std::function<bool(const Expr *)> &IsPointer, std::vector<Node> &Within,
               PointerReach &Out) const {
    if (!S)
      return;
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(S); A && IsPointer(A->getBase()->IgnoreParenImpCasts()))
      if (Node R = interval(A->getIdx())) {
        for (const Node &L : Within) {
          if (runs(*R, L->Var)) // empty with its loop already
            continue;
          auto Guarded = std::make_shared<ReachNode>();
          Guarded->K = ReachNode::Within;
          Guarded->A = R;
          Guarded->B = L;
          R = Guarded;
        }
        Out.Subscripts.push_back(R);
      }
    if (!certain(S))
      return;
    const auto *F = dyn_cast<ForStmt>(S);
    if (F)
      Within.push_back(loopRange(loopVariable(F)));
    for (const Stmt *Child : childStatements(S))
      collect(Child, IsPointer, Within, Out);
    if (F)
      Within.pop_back();
  }
};

} // namespace

/// Whether E is the pointer variable Var (a member of `*this` with IsMember).
static bool namesVariable(const Expr *E, const ValueDecl *Var, bool IsMember) {
  if (const auto *D = dyn_cast<DeclRefExpr>(E))
    return !IsMember && D->getDecl() == Var;
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return IsMember && M->getMemberDecl() == Var && isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts());
  return false;
}

void findPointerReaches(ComputePlan &Plan, const ASTContext &Ctx) {
  std::optional<ReachFinder> Finder;
  for (MapItem &M : Plan.Maps) {
    // The implicit attach of a pointer member the region uses (`g.v[i]`, `p->v[i]`): its
    // subscripts are those of the same member path.
    if (M.Kind == ACORN_MAP_ATTACH && (M.Flags & ACORN_MAP_FLAG_IMPLICIT) && M.SectionBase && M.Elements.empty() &&
        M.SectionBase->getType()->isPointerType() && !M.SectionBase->getType()->getPointeeType()->isIncompleteType()) {
      if (!Finder)
        Finder.emplace(Plan, Ctx);
      llvm::FoldingSetNodeID Path;
      M.SectionBase->IgnoreParenImpCasts()->Profile(Path, Ctx, /*Canonical=*/true);
      M.Reach = Finder->reach([&](const Expr *E) {
        llvm::FoldingSetNodeID Base;
        E->Profile(Base, Ctx, /*Canonical=*/true);
        return Base == Path;
      });
      continue;
    }
    if (M.Kind != ACORN_MAP_POINTER || M.Item || M.InFirstPrivateCopy || !M.Var ||
        (M.Flags & ACORN_MAP_FLAG_STRUCT_TARGET) || !M.Var->getType()->isPointerType() ||
        M.Var->getType()->getPointeeType()->isIncompleteType())
      continue;
    if (!Finder)
      Finder.emplace(Plan, Ctx);
    if ((M.Reach = Finder->reach([&](const Expr *E) { return namesVariable(E, M.Var, M.IsMember); })))
      M.Flags |= ACORN_MAP_FLAG_REACH;
  }
}

} // namespace acorn
