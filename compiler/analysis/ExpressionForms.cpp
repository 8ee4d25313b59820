// The forms of expressions the dependence analysis recognises.
#include "analysis/ExpressionForms.h"

#include "analysis/CallEffects.h"
#include "analysis/Clauses.h"
#include "frontend/ASTWalk.h"
#include "frontend/ToolchainHeaders.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/FoldingSet.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace acorn {

std::optional<OpenACCReductionOperator> accumulationOp(BinaryOperatorKind K) {
  switch (K) {
  case BO_Add: case BO_AddAssign: case BO_Sub: case BO_SubAssign: return OpenACCReductionOperator::Addition;
  case BO_Mul: case BO_MulAssign: return OpenACCReductionOperator::Multiplication;
  case BO_And: case BO_AndAssign: return OpenACCReductionOperator::BitwiseAnd;
  case BO_Or: case BO_OrAssign: return OpenACCReductionOperator::BitwiseOr;
  case BO_Xor: case BO_XorAssign: return OpenACCReductionOperator::BitwiseXOr;
  case BO_LAnd: return OpenACCReductionOperator::And;
  case BO_LOr: return OpenACCReductionOperator::Or;
  default: return std::nullopt;
  }
}

const ValueDecl *referenced(const Expr *E) {
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return DRE->getDecl();
  return nullptr;
}

// Whether the base Clang chose is the index: it is neither a pointer nor an array, the other is.
static bool swappedSubscript(const ArraySubscriptExpr *AS) {
  auto Addresses = [](const Expr *E) {
    QualType T = E->IgnoreParenImpCasts()->getType();
    return T->isPointerType() || T->isArrayType();
  };
  return !Addresses(AS->getBase()) && Addresses(AS->getIdx());
}

const Expr *subscriptBase(const ArraySubscriptExpr *AS) {
  return swappedSubscript(AS) ? AS->getIdx() : AS->getBase();
}

const Expr *subscriptIndex(const ArraySubscriptExpr *AS) {
  return swappedSubscript(AS) ? AS->getBase() : AS->getIdx();
}

const Expr *ownStorageBase(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  while (true) {
    if (const auto *M = dyn_cast<MemberExpr>(E); M && !M->isArrow())
      E = M->getBase()->IgnoreParenImpCasts();
    else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E);
             AS && subscriptBase(AS)->IgnoreParenImpCasts()->getType()->isArrayType())
      E = subscriptBase(AS)->IgnoreParenImpCasts();
    else
      return E;
  }
}

std::string calleeName(const CallExpr *Call, const ASTContext &Ctx, bool &System) {
  const SourceManager &SM = Ctx.getSourceManager();
  if (const FunctionDecl *F = Call->getDirectCallee()) {
    System = isToolchainCode(SM, F->getLocation());
    return F->getNameAsString();
  }
  if (const auto *U = dyn_cast<UnresolvedLookupExpr>(Call->getCallee()->IgnoreParenImpCasts())) {
    System = llvm::all_of(U->decls(), [&](const NamedDecl *D) { return isToolchainCode(SM, D->getLocation()); });
    return U->getName().getAsString();
  }
  System = false;
  return "";
}

const DeclRefExpr *firstMention(const Stmt *S, const ValueDecl *V) {
  if (!S)
    return nullptr;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S); DRE && DRE->getDecl() == V)
    return DRE;
  for (const Stmt *Child : childStatements(S))
    if (const DeclRefExpr *DRE = firstMention(Child, V))
      return DRE;
  return nullptr;
}

bool mentions(const Stmt *S, const ValueDecl *V) { return firstMention(S, V); }

bool sameExpression(const Expr *A, const Expr *B, const ASTContext &Ctx) {
  llvm::FoldingSetNodeID IA, IB;
  A->IgnoreParenImpCasts()->Profile(IA, Ctx, /*Canonical=*/true);
  B->IgnoreParenImpCasts()->Profile(IB, Ctx, /*Canonical=*/true);
  return IA == IB;
}

// The operator of a two-argument call to fmax/fmin (and their float, long double and std:: forms).
static bool extremumCall(const Expr *Value, const ASTContext &Ctx, const CallExpr *&Call,
                         OpenACCReductionOperator &Op) {
  Call = dyn_cast<CallExpr>(Value->IgnoreParenImpCasts());
  if (!Call || Call->getNumArgs() != 2)
    return false;
  bool System = false;
  std::string Name = calleeName(Call, Ctx, System);
  bool Max = Name == "fmax" || Name == "fmaxf" || Name == "fmaxl" || Name == "max";
  bool Min = Name == "fmin" || Name == "fminf" || Name == "fminl" || Name == "min";
  Op = Max ? OpenACCReductionOperator::Max : OpenACCReductionOperator::Min;
  return Max || Min;
}

const Expr *extremum(const ValueDecl *S, const Expr *Value, const ASTContext &Ctx, OpenACCReductionOperator &Op) {
  Value = Value->IgnoreParenImpCasts();
  auto Other = [&](const Expr *A, const Expr *B) -> const Expr * {
    if (referenced(A) == S && !mentions(B, S))
      return B;
    if (referenced(B) == S && !mentions(A, S))
      return A;
    return nullptr;
  };
  if (const CallExpr *Call; extremumCall(Value, Ctx, Call, Op))
    return Other(Call->getArg(0), Call->getArg(1));
  const auto *C = dyn_cast<ConditionalOperator>(Value);
  const auto *Cmp = C ? dyn_cast<BinaryOperator>(C->getCond()->IgnoreParenImpCasts()) : nullptr;
  if (!Cmp || !Cmp->isRelationalOp())
    return nullptr;
  // The value compared with s is the one kept (`a[i] > m ? b[i] : m` is no extremum).
  const Expr *E = Other(Cmp->getLHS(), Cmp->getRHS());
  const Expr *Kept = Other(C->getTrueExpr(), C->getFalseExpr());
  if (!E || !Kept || !sameExpression(E, Kept, Ctx))
    return nullptr;
  // The operand the comparison calls the larger one when it holds.
  bool GreaterIsLHS = Cmp->getOpcode() == BO_GT || Cmp->getOpcode() == BO_GE;
  const Expr *Larger = GreaterIsLHS ? Cmp->getLHS() : Cmp->getRHS();
  Op = sameExpression(C->getTrueExpr(), Larger, Ctx) ? OpenACCReductionOperator::Max : OpenACCReductionOperator::Min;
  return E;
}

std::vector<const Expr *> extremumOperands(const ValueDecl *S, const Expr *Value, const ASTContext &Ctx,
                                           OpenACCReductionOperator &Op) {
  if (const Expr *E = extremum(S, Value, Ctx, Op))
    return {E};
  // fmax(fmax(s, a), b): s kept against a, then against b, with the same operator.
  const CallExpr *Call;
  OpenACCReductionOperator Outer;
  if (!extremumCall(Value, Ctx, Call, Outer))
    return {};
  for (unsigned K = 0; K < 2; ++K) {
    const Expr *Other = Call->getArg(1 - K);
    OpenACCReductionOperator Inner;
    std::vector<const Expr *> Operands;
    if (!mentions(Other, S))
      Operands = extremumOperands(S, Call->getArg(K), Ctx, Inner);
    if (!Operands.empty() && Inner == Outer) {
      Operands.push_back(Other);
      Op = Outer;
      return Operands;
    }
  }
  return {};
}

const Expr *conditionalExtremum(const IfStmt *I, const ASTContext &Ctx, const ValueDecl *&S,
                                OpenACCReductionOperator &Op) {
  if (I->getElse() || I->getInit() || I->getConditionVariable())
    return nullptr;
  const Stmt *Then = I->getThen();
  if (const auto *CS = dyn_cast<CompoundStmt>(Then); CS && CS->size() == 1)
    Then = CS->body_front();
  const auto *Assign = dyn_cast<BinaryOperator>(Then);
  const auto *Cmp = dyn_cast<BinaryOperator>(I->getCond()->IgnoreParenImpCasts());
  if (!Assign || Assign->getOpcode() != BO_Assign || !Cmp || !Cmp->isRelationalOp())
    return nullptr;
  S = referenced(Assign->getLHS());
  if (!S)
    return nullptr;
  // The compared value: the side of the comparison other than s.
  bool SOnLeft = referenced(Cmp->getLHS()) == S;
  const Expr *E = SOnLeft ? Cmp->getRHS() : referenced(Cmp->getRHS()) == S ? Cmp->getLHS() : nullptr;
  if (!E || mentions(E, S) || !sameExpression(E, Assign->getRHS(), Ctx))
    return nullptr;
  // e > s (s < e) keeps the larger value.
  bool EGreater = (Cmp->getOpcode() == BO_GT || Cmp->getOpcode() == BO_GE) != SOnLeft;
  Op = EGreater ? OpenACCReductionOperator::Max : OpenACCReductionOperator::Min;
  return E;
}

// The first write of Var in S; Directly: of the variable itself (assignments, increments, its
// address, binding it to a non-const reference: `std::swap(u, un)`, the object of an assignment
// operator), not of its elements or members, nor through pointers or other member functions.
static const Stmt *findWrite(const Stmt *S, const ValueDecl *Var, bool Directly) {
  class Finder : public ASTWalk<Finder> {
  public:
    const ValueDecl *Var;
    bool Directly;
    const Stmt *Found = nullptr;
    Finder(const ValueDecl *Var, bool Directly) : Var(Var), Directly(Directly) {}
    bool names(const Expr *E) const { return E && (Directly ? referenced(E) : rootVariable(E)) == Var; }
    // An argument or initialiser that lets the callee or a new name write Var: a reference bound
    // to it (a glvalue), an array decaying to a pointer to its elements.
    bool escapes(const Expr *E) const {
      if (!E || Directly)
        return false;
      E = E->IgnoreParens();
      if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E); Cast && Cast->getCastKind() == CK_ArrayToPointerDecay)
        return names(Cast->getSubExpr());
      return E->isGLValue() && names(E);
    }
    bool found(const Stmt *S, bool Writes) {
      if (Writes)
        Found = S;
      return !Found;
    }
    bool VisitBinaryOperator(BinaryOperator *B) { return found(B, B->isAssignmentOp() && names(B->getLHS())); }
    bool VisitUnaryOperator(UnaryOperator *U) {
      return found(U, (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) && names(U->getSubExpr()));
    }
    bool VisitCallExpr(CallExpr *C) {
      bool Writes = llvm::any_of(C->arguments(), [&](const Expr *Arg) { return escapes(Arg); });
      if (Directly && C->getDirectCallee()) { // (a template's unresolved call binds nothing yet)
        CallShape Shape = callShape(C);
        for (unsigned K = 0; K < C->getNumArgs(); ++K)
          Writes |= C->getArg(K) != Shape.Object && C->getArg(K)->isGLValue() && !Shape.readsOnly(K) &&
                    names(C->getArg(K));
        const auto *Op = dyn_cast<CXXOperatorCallExpr>(C);
        Writes |= Op && Op->isAssignmentOp() && Shape.Object && names(Shape.Object);
      }
      // (`(o.*pm)(x)` has no method declaration: it may write o.)
      if (const auto *M = dyn_cast<CXXMemberCallExpr>(C);
          M && !(M->getMethodDecl() && M->getMethodDecl()->isConst()) && !Directly)
        Writes |= names(M->getImplicitObjectArgument());
      return found(C, Writes);
    }
    bool VisitVarDecl(VarDecl *V) {
      bool Bound = Directly && V->getType()->isReferenceType() &&
                   !V->getType().getNonReferenceType().isConstQualified() && V->getInit() &&
                   V->getInit()->isGLValue() && names(V->getInit());
      return found(V->getInit(), Bound || ((V->getType()->isReferenceType() || V->getType()->isPointerType()) &&
                                           escapes(V->getInit())));
    }
  } F(Var, Directly);
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

bool writesNothing(const Expr *E) {
  class Finder : public ASTWalk<Finder> {
  public:
    bool Writes = false;
    bool VisitBinaryOperator(BinaryOperator *B) { return !(Writes |= B->isAssignmentOp()); }
    bool VisitUnaryOperator(UnaryOperator *U) { return !(Writes |= U->isIncrementDecrementOp()); }
    bool VisitCXXNewExpr(CXXNewExpr *) { return !(Writes = true); }
    bool VisitCXXDeleteExpr(CXXDeleteExpr *) { return !(Writes = true); }
    bool VisitCallExpr(CallExpr *C) {
      const FunctionDecl *F = C->getDirectCallee();
      if (!F)
        return !(Writes = true);
      CallEffect Effect = callEffect(F);
      CallShape Shape = callShape(C);
      Writes = Effect.WrittenGlobal || Effect.Unknown || Effect.WritesMemory || (Shape.Object && !Shape.ConstObject);
      for (unsigned K = 0; K < C->getNumArgs(); ++K)
        Writes |= C->getArg(K) != Shape.Object && !Shape.readsOnly(K);
      return !Writes;
    }
  } F;
  F.TraverseStmt(const_cast<Expr *>(E));
  return !F.Writes;
}

bool mayWrite(const Stmt *S, const ValueDecl *Var) { return findWrite(S, Var, false); }

const Stmt *directWrite(const Stmt *S, const ValueDecl *Var) { return findWrite(S, Var, true); }

bool writesDirectly(const Stmt *S, const ValueDecl *Var) { return directWrite(S, Var); }

} // namespace acorn
