#include "analysis/CanonicalLoop.h"

#include "analysis/ExpressionForms.h"

#include "clang/AST/Expr.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <functional>

using namespace clang;

namespace acorn {

static const VarDecl *referencedVar(const Expr *E) {
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(DRE->getDecl());
  return nullptr;
}

namespace {
struct Analyzer {
  std::string &Why;
  SourceLocation &Where;
  CanonicalLoop L;

  bool fail(const Stmt *S, const char *Msg) {
    Why = Msg;
    Where = S ? S->getBeginLoc() : L.For->getBeginLoc();
    return false;
  }

  bool init(const Stmt *Init) {
    if (!Init)
      return fail(L.For, "the loop has no initialization of its loop variable");
    if (const auto *DS = dyn_cast<DeclStmt>(Init)) {
      if (!DS->isSingleDecl())
        return fail(Init, "the loop initialization declares more than one variable");
      const auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl());
      if (!VD || !VD->getInit())
        return fail(Init, "the loop variable has no initial value");
      // 2.9 allows C++ random-access iterators; Acorn partitions integer and pointer loops only.
      if (VD->getType()->isRecordType())
        return fail(Init, "its variable is of class type (an iterator class), which Acorn does not partition "
                          "yet; loop over an integer index or a pointer");
      L.Var = VD;
      L.DeclaredInInit = true;
      L.TypeRange = SourceRange(VD->getTypeSpecStartLoc(), VD->getTypeSpecEndLoc());
      L.Lower = VD->getInit()->IgnoreImplicit();
      return true;
    }
    const auto *BO = dyn_cast<BinaryOperator>(Init);
    if (!BO || BO->getOpcode() != BO_Assign || !referencedVar(BO->getLHS()))
      return fail(Init, "the loop initialization must assign or declare the loop variable");
    L.Var = referencedVar(BO->getLHS());
    L.Lower = BO->getRHS();
    return true;
  }

  bool condition(const Expr *Cond) {
    const auto *BO = Cond ? dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts()) : nullptr;
    if (!BO || !BO->isComparisonOp() || BO->getOpcode() == BO_EQ || BO->getOpcode() == BO_Cmp)
      return fail(Cond, "the loop condition must compare the loop variable with <, <=, >, >= or !=");
    bool VarOnLeft = referencedVar(BO->getLHS()) == L.Var;
    if (!VarOnLeft && referencedVar(BO->getRHS()) != L.Var)
      return fail(Cond, "the loop condition must compare the loop variable itself");
    const Expr *Bound = VarOnLeft ? BO->getRHS() : BO->getLHS();
    L.Upper = Bound;
    BinaryOperatorKind Op = BO->getOpcode();
    if (!VarOnLeft) // `ub > i` is `i < ub`
      Op = BinaryOperator::reverseComparisonOp(Op);
    switch (Op) {
    case BO_LT: L.Cmp = CanonicalLoop::Less; break;
    case BO_LE: L.Cmp = CanonicalLoop::LessEqual; break;
    case BO_GT: L.Cmp = CanonicalLoop::Greater; break;
    case BO_GE: L.Cmp = CanonicalLoop::GreaterEqual; break;
    default: L.Cmp = CanonicalLoop::NotEqual; break;
    }
    return true;
  }

  bool increment(const Expr *Inc) {
    if (!Inc)
      return fail(L.For, "the loop has no increment");
    Inc = Inc->IgnoreParenImpCasts();
    if (const auto *UO = dyn_cast<UnaryOperator>(Inc)) {
      if (referencedVar(UO->getSubExpr()) != L.Var || !UO->isIncrementDecrementOp())
        return fail(Inc, "the loop increment must update the loop variable");
      L.StepNegated = UO->isDecrementOp();
      return true;
    }
    if (const auto *CAO = dyn_cast<CompoundAssignOperator>(Inc)) {
      if (referencedVar(CAO->getLHS()) != L.Var ||
          (CAO->getOpcode() != BO_AddAssign && CAO->getOpcode() != BO_SubAssign))
        return fail(Inc, "the loop increment must be += or -= on the loop variable");
      L.Step = CAO->getRHS();
      L.StepNegated = CAO->getOpcode() == BO_SubAssign;
      return true;
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(Inc); BO && BO->getOpcode() == BO_Assign &&
                                                       referencedVar(BO->getLHS()) == L.Var) {
      const auto *RHS = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
      if (RHS && (RHS->getOpcode() == BO_Add || RHS->getOpcode() == BO_Sub)) {
        bool VarLeft = referencedVar(RHS->getLHS()) == L.Var;
        bool VarRight = RHS->getOpcode() == BO_Add && referencedVar(RHS->getRHS()) == L.Var;
        if (VarLeft || VarRight) {
          L.Step = VarLeft ? RHS->getRHS() : RHS->getLHS();
          L.StepNegated = RHS->getOpcode() == BO_Sub;
          return true;
        }
      }
    }
    return fail(Inc, "the loop increment must be ++, --, += or -= on the loop variable");
  }

  // The sign of the step when it is known: +1 or -1 (a step of 0 has none).
  std::optional<int> direction() const {
    int Sign = 1;
    if (L.Step) {
      Expr::EvalResult R;
      if (L.Step->isValueDependent() || !L.Step->EvaluateAsInt(R, L.Var->getASTContext()) || R.Val.getInt().isZero())
        return std::nullopt;
      Sign = R.Val.getInt().isNegative() ? -1 : 1;
    }
    return L.StepNegated ? -Sign : Sign;
  }
};
} // namespace

std::optional<CanonicalLoop> analyzeCanonicalLoop(const ForStmt *For, std::string &Why, SourceLocation &Where) {
  Analyzer A{Why, Where, {}};
  A.L.For = For;
  if (!A.init(For->getInit()) || !A.condition(For->getCond()) || !A.increment(For->getInc()))
    return std::nullopt;
  if (!A.L.Var->getType()->isIntegerType() && !A.L.Var->getType()->isPointerType() &&
      !A.L.Var->getType()->isDependentType()) {
    A.fail(For->getInit(), "the loop variable must have an integer or pointer type");
    return std::nullopt;
  }
  // `i < n` with a decrement (`for (unsigned u = 99; u < 100u; u--)`) only ends by wrapping around,
  // or never: not a loop whose iterations can be counted (2.9).
  if (std::optional<int> Direction = A.direction(); Direction && A.L.Cmp != CanonicalLoop::NotEqual) {
    bool Up = A.L.Cmp == CanonicalLoop::Less || A.L.Cmp == CanonicalLoop::LessEqual;
    if (Up != (*Direction > 0)) {
      Why = std::string("the loop variable ") + (*Direction > 0 ? "increases" : "decreases") +
            " while the condition compares it with " + (Up ? "< or <=" : "> or >=") +
            ": the loop would only end by wrapping around, if at all";
      Where = For->getInc()->getBeginLoc();
      return std::nullopt;
    }
  }
  // The iterations are counted before the loop runs: the body may not move the loop variable
  // (`if (skip) i++;`) or change the bound or step.
  if (writesDirectly(For->getBody(), A.L.Var)) {
    A.fail(For->getBody(), "the body changes the loop variable");
    return std::nullopt;
  }
  llvm::SmallVector<const ValueDecl *, 4> Bounds;
  std::function<void(const Stmt *)> Collect = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *R = dyn_cast<DeclRefExpr>(S); R && isa<VarDecl>(R->getDecl()))
      Bounds.push_back(R->getDecl());
    for (const Stmt *C : S->children())
      Collect(C);
  };
  Collect(A.L.Upper);
  Collect(A.L.Step);
  for (const ValueDecl *V : Bounds)
    if (writesDirectly(For->getBody(), V)) {
      Why = "the body changes '" + V->getNameAsString() + "', which the loop's bound or step uses";
      Where = For->getBody()->getBeginLoc();
      return std::nullopt;
    }
  return A.L;
}

const VarDecl *loopVariable(const ForStmt *F) {
  const Stmt *Init = F->getInit();
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Init))
    return DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
  if (const auto *BO = dyn_cast_or_null<BinaryOperator>(Init))
    if (const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
      return dyn_cast<VarDecl>(DRE->getDecl());
  return nullptr;
}

const Stmt *nextCollapsedLoop(const ForStmt *For, bool Force) {
  const Stmt *Body = For->getBody();
  const auto *CS = dyn_cast<CompoundStmt>(Body);
  if (!CS)
    return Body;
  if (CS->size() == 1)
    return CS->body_front();
  if (!Force)
    return Body;
  const Stmt *Found = nullptr;
  for (const Stmt *S : CS->body())
    if (isa<ForStmt>(S)) {
      if (Found)
        return nullptr;
      Found = S;
    }
  return Found;
}

// Whether a declaration statement in S declares V.
static bool declares(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    return llvm::is_contained(DS->decls(), V);
  return llvm::any_of(S->children(), [&](const Stmt *Child) { return declares(Child, V); });
}

const VarDecl *interveningVariable(const Expr *E, const ForStmt *Outer) {
  if (!E)
    return nullptr;
  if (const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    if (const auto *V = dyn_cast<VarDecl>(R->getDecl()); V && V->isLocalVarDecl() && declares(Outer->getBody(), V))
      return V;
  for (const Stmt *Child : E->children())
    if (const VarDecl *V = interveningVariable(dyn_cast_or_null<Expr>(Child), Outer))
      return V;
  return nullptr;
}

std::vector<const ForStmt *> collapsedNest(const ForStmt *For, unsigned N, bool Force) {
  std::vector<const ForStmt *> Nest;
  const Stmt *Cur = For;
  for (unsigned I = 0; I < N && Cur; ++I) {
    const auto *F = dyn_cast<ForStmt>(Cur);
    if (!F)
      break;
    Nest.push_back(F);
    Cur = nextCollapsedLoop(F, Force);
  }
  return Nest;
}

// The variables that are whole terms of a sum (`j*n + i`: i).
static void bareTerms(const Expr *E, llvm::SmallVectorImpl<const ValueDecl *> &Out) {
  E = E->IgnoreParenImpCasts();
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub)) {
    bareTerms(B->getLHS(), Out);
    bareTerms(B->getRHS(), Out);
  } else if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
    Out.push_back(D->getDecl());
  }
}

size_t contiguousStoreLoop(const std::vector<const ForStmt *> &Nest) {
  size_t Innermost = Nest.size() - 1;
  llvm::SmallVector<const ValueDecl *, 8> Unit;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
      if (const auto *A = dyn_cast<ArraySubscriptExpr>(B->getLHS()->IgnoreParenImpCasts()))
        bareTerms(A->getIdx(), Unit);
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Nest.back()->getBody());
  if (llvm::is_contained(Unit, loopVariable(Nest[Innermost])))
    return Innermost;
  size_t Found = Innermost;
  for (size_t J = 0; J < Innermost; ++J)
    if (llvm::is_contained(Unit, loopVariable(Nest[J]))) {
      if (Found != Innermost)
        return Innermost; // several candidates: keep the written order
      Found = J;
    }
  return Found;
}

} // namespace acorn
