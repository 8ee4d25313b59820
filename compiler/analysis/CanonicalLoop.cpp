#include "analysis/CanonicalLoop.h"

#include "analysis/ArgumentReads.h"
#include "analysis/ExpressionForms.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <functional>

using namespace clang;

namespace acorn {

// E without the implicit copy of an object of class type passed by value (`it < end` through
// `bool operator<(It) const`), nor temporaries and implicit casts.
static const Expr *withoutCopies(const Expr *E) {
  for (;;) {
    E = E->IgnoreImplicit()->IgnoreParenImpCasts();
    const auto *C = dyn_cast<CXXConstructExpr>(E);
    if (!C || C->getNumArgs() != 1 || !C->getConstructor()->isCopyOrMoveConstructor())
      return E;
    E = C->getArg(0);
  }
}

static const VarDecl *referencedVar(const Expr *E) {
  if (const auto *DRE = dyn_cast<DeclRefExpr>(withoutCopies(E)))
    return dyn_cast<VarDecl>(DRE->getDecl());
  return nullptr;
}

// A binary operation, built in or a class's operator (`it < end`, `it += 2`, `it != end` rewritten
// from operator==): its operator and operands. False for anything else.
static bool binaryParts(const Expr *E, BinaryOperatorKind &Op, const Expr *&LHS, const Expr *&RHS) {
  E = withoutCopies(E);
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    Op = B->getOpcode(), LHS = B->getLHS(), RHS = B->getRHS();
    return true;
  }
  if (const auto *R = dyn_cast<CXXRewrittenBinaryOperator>(E)) {
    CXXRewrittenBinaryOperator::DecomposedForm D = R->getDecomposedForm();
    Op = D.Opcode, LHS = D.LHS, RHS = D.RHS;
    return true;
  }
  const auto *C = dyn_cast<CXXOperatorCallExpr>(E);
  if (!C || C->getNumArgs() != 2 || C->getOperator() == OO_PlusPlus || C->getOperator() == OO_MinusMinus ||
      !C->isInfixBinaryOp())
    return false;
  Op = BinaryOperator::getOverloadedOpcode(C->getOperator());
  LHS = C->getArg(0), RHS = C->getArg(1);
  return true;
}

// `++it`, `it--` on an iterator of class type: the variable, and whether it is a decrement.
static const VarDecl *overloadedIncrement(const Expr *E, bool &Decrement) {
  const auto *C = dyn_cast<CXXOperatorCallExpr>(withoutCopies(E));
  if (!C || (C->getOperator() != OO_PlusPlus && C->getOperator() != OO_MinusMinus))
    return nullptr;
  Decrement = C->getOperator() == OO_MinusMinus;
  return referencedVar(C->getArg(0));
}

// Whether the body moves an iterator loop variable through its class's operators (`++it`, `it = e`)
// or a member function that is not const: writesDirectly sees built-in operators only.
static bool movesIterator(const Stmt *S, const VarDecl *Var) {
  if (!S)
    return false;
  if (const auto *C = dyn_cast<CXXOperatorCallExpr>(S); C && C->getNumArgs() >= 1 && referencedVar(C->getArg(0)) == Var)
    if (C->isAssignmentOp() || C->getOperator() == OO_PlusPlus || C->getOperator() == OO_MinusMinus)
      return true;
  if (const auto *M = dyn_cast<CXXMemberCallExpr>(S))
    if (M->getMethodDecl() && !M->getMethodDecl()->isConst() && referencedVar(M->getImplicitObjectArgument()) == Var)
      return true;
  return llvm::any_of(S->children(), [&](const Stmt *C) { return movesIterator(C, Var); });
}

// The first statement of S that changes Var: an assignment or increment of it, or its address
// taken (`&i`) but as a call's argument the callee only reads through (f2c's `f(&i)`: each
// iteration has its own loop variable, which such a call leaves as it is).
static const Stmt *changeOf(const Stmt *S, const VarDecl *Var) {
  if (!S)
    return nullptr;
  if (const auto *Call = dyn_cast<CallExpr>(S)) {
    for (const Stmt *Child : Call->children()) {
      const auto *Arg = dyn_cast<Expr>(Child);
      auto K = llvm::find(Call->arguments(), Arg) - Call->arg_begin();
      const auto *Address = Arg ? dyn_cast<UnaryOperator>(Arg->IgnoreParenImpCasts()) : nullptr;
      if (Address && Address->getOpcode() == UO_AddrOf && referencedVar(Address->getSubExpr()) == Var &&
          K < Call->getNumArgs()) {
        if (argumentOnlyRead(Call, K))
          continue;
        return Call;
      }
      if (const Stmt *Change = changeOf(Child, Var))
        return Change;
    }
    return nullptr;
  }
  if (isa<BinaryOperator, UnaryOperator>(S) && directWrite(S, Var) == S)
    return S;
  for (const Stmt *Child : childStatements(S))
    if (const Stmt *Change = changeOf(Child, Var))
      return Change;
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
      L.Var = VD;
      L.DeclaredInInit = true;
      L.TypeRange = SourceRange(VD->getTypeSpecStartLoc(), VD->getTypeSpecEndLoc());
      // (An iterator's initialiser is the copy of the one it starts from.)
      L.Lower = VD->getType()->isRecordType() ? withoutCopies(VD->getInit()) : VD->getInit()->IgnoreImplicit();
      return true;
    }
    BinaryOperatorKind Op;
    const Expr *LHS, *RHS;
    if (!isa<Expr>(Init) || !binaryParts(cast<Expr>(Init), Op, LHS, RHS) || Op != BO_Assign || !referencedVar(LHS))
      return fail(Init, "the loop initialization must assign or declare the loop variable");
    L.Var = referencedVar(LHS);
    L.Lower = L.Var->getType()->isRecordType() ? withoutCopies(RHS) : RHS;
    return true;
  }

  bool condition(const Expr *Cond) {
    BinaryOperatorKind Op;
    const Expr *LHS, *RHS;
    if (!Cond || !binaryParts(Cond, Op, LHS, RHS) || !BinaryOperator::isComparisonOp(Op) || Op == BO_EQ ||
        Op == BO_Cmp)
      return fail(Cond, "the loop condition must compare the loop variable with <, <=, >, >= or !=");
    bool VarOnLeft = referencedVar(LHS) == L.Var;
    if (!VarOnLeft && referencedVar(RHS) != L.Var)
      return fail(Cond, "the loop condition must compare the loop variable itself");
    const Expr *Bound = VarOnLeft ? RHS : LHS;
    L.Upper = L.Var->getType()->isRecordType() ? withoutCopies(Bound) : Bound;
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
    if (bool Decrement; const VarDecl *V = overloadedIncrement(Inc, Decrement)) {
      if (V != L.Var)
        return fail(Inc, "the loop increment must update the loop variable");
      L.StepNegated = Decrement;
      return true;
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(Inc)) {
      if (referencedVar(UO->getSubExpr()) != L.Var || !UO->isIncrementDecrementOp())
        return fail(Inc, "the loop increment must update the loop variable");
      L.StepNegated = UO->isDecrementOp();
      return true;
    }
    BinaryOperatorKind Op, SumOp;
    const Expr *LHS, *RHS, *SumLHS, *SumRHS;
    if (binaryParts(Inc, Op, LHS, RHS) && BinaryOperator::isCompoundAssignmentOp(Op)) {
      if (referencedVar(LHS) != L.Var || (Op != BO_AddAssign && Op != BO_SubAssign))
        return fail(Inc, "the loop increment must be += or -= on the loop variable");
      L.Step = RHS;
      L.StepNegated = Op == BO_SubAssign;
      return true;
    }
    if (binaryParts(Inc, Op, LHS, RHS) && Op == BO_Assign && referencedVar(LHS) == L.Var &&
        binaryParts(RHS, SumOp, SumLHS, SumRHS) && (SumOp == BO_Add || SumOp == BO_Sub)) {
      bool VarLeft = referencedVar(SumLHS) == L.Var;
      bool VarRight = SumOp == BO_Add && referencedVar(SumRHS) == L.Var;
      if (VarLeft || VarRight) {
        L.Step = VarLeft ? SumRHS : SumLHS;
        L.StepNegated = SumOp == BO_Sub;
        return true;
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
  QualType VarType = A.L.Var->getType();
  if (VarType->isRecordType() && !VarType->isDependentType()) {
    // 2.9: a C++ random-access iterator.
    A.L.Iterator = true;
    A.L.Operators = iteratorOperators(VarType, A.L.Var->getASTContext());
    if (!A.L.Operators.Missing.empty()) {
      Why = "the loop variable '" + A.L.Var->getNameAsString() + "' is not a random-access iterator: " +
            A.L.Operators.Missing;
      Where = A.L.Var->getLocation();
      return std::nullopt;
    }
  } else if (!VarType->isIntegerType() && !VarType->isPointerType() && !VarType->isDependentType()) {
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
  if (const Stmt *Change = changeOf(For->getBody(), A.L.Var)) {
    const auto *Call = dyn_cast<CallExpr>(Change);
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    std::string To = Callee ? "'" + Callee->getNameAsString() + "'" : "a function it cannot see";
    Why = Call ? "the body passes the address of the loop variable '" + A.L.Var->getNameAsString() + "' to " + To +
                     ", which may write through it (declare the parameter a pointer to const if the function only reads)"
               : "the body changes the loop variable";
    Where = Change->getBeginLoc();
    return std::nullopt;
  }
  if (A.L.Iterator && movesIterator(For->getBody(), A.L.Var)) {
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
  BinaryOperatorKind Op;
  const Expr *LHS, *RHS;
  if (const auto *E = dyn_cast_or_null<Expr>(Init); E && binaryParts(E, Op, LHS, RHS) && Op == BO_Assign)
    return referencedVar(LHS);
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
