#include "analysis/LanesShared.h"

#include "analysis/CallEffects.h"

#include "frontend/ASTWalk.h"
#include "frontend/ToolchainHeaders.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

#include <functional>

using namespace clang;

namespace acorn {

// Whether S is the statement of one of Loops (its for statement or its directive).
static bool isLoopOf(llvm::ArrayRef<LoopPlan *> Loops, const Stmt *S) {
  return llvm::any_of(Loops, [&](const LoopPlan *L) { return L->For == S || L->Directive == S; });
}

// A parameter through which a function cannot write its caller's data.
static bool readOnlyParameter(const ParmVarDecl *P) {
  QualType T = P->getType();
  if (T->isReferenceType() || T->isPointerType()) {
    T = T->getPointeeType();
    return T.isConstQualified() && !T->isPointerType();
  }
  return T->isArithmeticType() || T->isEnumeralType();
}

// A function of the program counts when it writes no global, directly or through what it calls
// (CallEffects).
bool pureCall(const CallExpr *C) {
  const FunctionDecl *F = C->getDirectCallee();
  if (!F)
    return false;
  if (F->hasAttr<ConstAttr>() || F->hasAttr<PureAttr>())
    return true;
  if (const FunctionDecl *Def = F->getDefinition(); Def && !F->getReturnType()->isVoidType() &&
                                                    !isToolchainCode(Def->getASTContext().getSourceManager(),
                                                                     Def->getLocation())) {
    const auto *M = dyn_cast<CXXMethodDecl>(Def);
    CallEffect Effect = callEffect(Def);
    return (!M || M->isStatic() || M->isConst()) && llvm::all_of(Def->parameters(), readOnlyParameter) &&
           !Effect.WrittenGlobal && !Effect.WritesMemory && !Effect.Unknown;
  }
  const ASTContext &Ctx = F->getASTContext();
  if (unsigned ID = F->getBuiltinID(); ID && Ctx.BuiltinInfo.isConstWithoutErrnoAndExceptions(ID))
    return true;
  const SourceManager &SM = Ctx.getSourceManager();
  if (!isToolchainCode(SM, F->getLocation()) || !F->getReturnType()->isArithmeticType() ||
      F->getNumParams() == 0)
    return false;
  return llvm::all_of(F->parameters(), [](const ParmVarDecl *P) {
    QualType T = P->getType();
    if (T->isReferenceType()) {
      T = T->getPointeeType();
      if (!T.isConstQualified())
        return false;
    }
    return T->isArithmeticType();
  });
}

bool laneOwnStorage(const Expr *L, llvm::function_ref<bool(const ValueDecl *)> IsLanePrivate) {
  L = L->IgnoreParenImpCasts();
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(L)) {
    const Expr *Base = A->getBase()->IgnoreParenImpCasts();
    return Base->getType()->isArrayType() && laneOwnStorage(Base, IsLanePrivate);
  }
  if (const auto *M = dyn_cast<MemberExpr>(L))
    return !M->isArrow() && laneOwnStorage(M->getBase(), IsLanePrivate);
  const auto *R = dyn_cast<DeclRefExpr>(L);
  return R && !R->getDecl()->getType()->isReferenceType() && IsLanePrivate(R->getDecl());
}

bool leaderOnly(const Stmt *S, const llvm::SmallPtrSetImpl<const CallExpr *> &RoutineCalls,
                llvm::function_ref<bool(const ValueDecl *)> IsLanePrivate) {
  class Finder : public ASTWalk<Finder> {
  public:
    const llvm::SmallPtrSetImpl<const CallExpr *> &RoutineCalls;
    llvm::function_ref<bool(const ValueDecl *)> IsLanePrivate;
    bool Found = false;
    Finder(const llvm::SmallPtrSetImpl<const CallExpr *> &RoutineCalls,
           llvm::function_ref<bool(const ValueDecl *)> IsLanePrivate)
        : RoutineCalls(RoutineCalls), IsLanePrivate(IsLanePrivate) {}
    bool own(const Expr *L) const { return laneOwnStorage(L, IsLanePrivate); }
    bool VisitBinaryOperator(BinaryOperator *B) {
      Found |= B->isAssignmentOp() && !own(B->getLHS());
      return !Found;
    }
    bool VisitUnaryOperator(UnaryOperator *U) {
      Found |= U->isIncrementDecrementOp() && !own(U->getSubExpr());
      return !Found;
    }
    bool VisitCallExpr(CallExpr *C) {
      // The callee may write memory or print; a routine with loop parallelism needs every lane.
      Found |= !RoutineCalls.count(C) && !pureCall(C);
      return !Found;
    }
    // Making a lambda runs its captures' initialisers; its body runs where it is called (a call of
    // it counts there, a routine with loop parallelism calls it on every lane).
    bool TraverseLambdaExpr(LambdaExpr *LE) {
      for (Expr *Init : LE->capture_inits())
        if (Init && !TraverseStmt(Init))
          return false;
      return true;
    }
  } F(RoutineCalls, IsLanePrivate);
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

// Whether S may write Var itself: a pointer's elements are not the pointer (`p[i] = x` writes what it
// points to, which each lane's copy of p reaches alike).
static bool writesVariable(const Stmt *S, const ValueDecl *Var) {
  return Var->getType().getNonReferenceType()->isPointerType() ? writesDirectly(S, Var) : mayWrite(S, Var);
}

bool writtenByLeader(const ValueDecl *Var, const Stmt *Body, llvm::ArrayRef<LoopPlan *> Loops,
                     const llvm::SmallPtrSetImpl<const CallExpr *> &RoutineCalls,
                     llvm::function_ref<bool(const ValueDecl *)> IsLanePrivate) {
  std::function<bool(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || isLoopOf(Loops, S))
      return false;
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      return llvm::any_of(DS->decls(), [&](const Decl *D) {
        const auto *V = dyn_cast<VarDecl>(D);
        return V == Var && V->getInit() && leaderOnly(V->getInit(), RoutineCalls, IsLanePrivate);
      });
    if (isa<Expr, OpenACCAtomicConstruct>(S))
      return writesVariable(S, Var) && leaderOnly(S, RoutineCalls, IsLanePrivate);
    return llvm::any_of(subStatements(S), Walk);
  };
  return Walk(Body);
}

bool reachedThroughAlias(const ValueDecl *Var, const Stmt *S) {
  class Finder : public ASTWalk<Finder> {
  public:
    explicit Finder(const ValueDecl *Var) : Var(Var) {}
    bool Found = false;
    bool VisitStmt(Stmt *Parent) {
      if (isa<ParenExpr>(Parent)) // its parent takes the pointer
        return true;
      for (Stmt *Child : Parent->children())
        if (const auto *E = dyn_cast_or_null<Expr>(Child); E && pointerInto(E) && !readOnly(Parent, E))
          Found = true;
      return !Found;
    }
    bool VisitVarDecl(VarDecl *D) {
      Found |= writableReference(D->getType()) && D->getInit() && names(D->getInit());
      return !Found;
    }
    bool VisitCXXForRangeStmt(CXXForRangeStmt *F) { // `for (int &x : a)` binds __range to a
      Found |= writableReference(F->getLoopVariable()->getType()) && names(F->getRangeInit());
      return !Found;
    }
    bool VisitLambdaExpr(LambdaExpr *L) {
      Found |= llvm::any_of(L->captures(), [&](const LambdaCapture &C) {
        return C.capturesVariable() && C.getCapturedVar() == Var && C.getCaptureKind() == LCK_ByRef;
      });
      return !Found;
    }

  private:
    bool names(const Expr *E) const {
      const auto *R = dyn_cast<DeclRefExpr>(ownStorageBase(E));
      return R && R->getDecl() == Var;
    }
    // `&Var`, `&Var[i]`, `&Var.m`, or Var (or an array member of it) decayed to a pointer.
    bool pointerInto(const Expr *E) const {
      E = E->IgnoreParens();
      if (const auto *U = dyn_cast<UnaryOperator>(E))
        return U->getOpcode() == UO_AddrOf && names(U->getSubExpr());
      const auto *C = dyn_cast<ImplicitCastExpr>(E);
      return C && C->getCastKind() == CK_ArrayToPointerDecay && names(C->getSubExpr());
    }
    static bool writableReference(QualType T) {
      return T->isReferenceType() && !T.getNonReferenceType().isConstQualified();
    }
    // Parent uses the pointer E only to read, or to name Var's own storage.
    static bool readOnly(const Stmt *Parent, const Expr *E) {
      if (const auto *A = dyn_cast<ArraySubscriptExpr>(Parent))
        return A->getBase() == E;
      if (const auto *U = dyn_cast<UnaryOperator>(Parent))
        return U->getOpcode() == UO_Deref;
      if (const auto *M = dyn_cast<MemberExpr>(Parent))
        return M->isArrow();
      const auto *C = dyn_cast<ImplicitCastExpr>(Parent);
      return C && C->getType()->isPointerType() && C->getType()->getPointeeType().isConstQualified();
    }
    const ValueDecl *Var;
  } F(Var);
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

unsigned finerLevels(unsigned Owner) {
  return (ACORN_LEVEL_GANG | ACORN_LEVEL_WORKER | ACORN_LEVEL_VECTOR) & ~(levelsAbove(Owner) | Owner);
}

static bool privatizes(const LoopPlan &L, const ValueDecl *Var) {
  return llvm::is_contained(L.Privates, Var) || llvm::is_contained(L.ImplicitPrivates, Var) ||
         llvm::is_contained(L.ImplicitReductions, Var) ||
         llvm::any_of(L.Reductions, [&](const ReductionItem &R) { return R.Var == Var; });
}

bool writtenByFinerLevels(const ValueDecl *Var, llvm::ArrayRef<LoopPlan *> Loops, llvm::ArrayRef<RoutineCall> Calls,
                          unsigned Owner) {
  const unsigned Finer = finerLevels(Owner);
  for (const RoutineCall &C : Calls)
    if ((C.Levels & Finer) && mayWrite(C.Call, Var))
      return true;
  for (const LoopPlan *L : Loops) {
    if (privatizes(*L, Var))
      continue;
    if ((L->Levels & Finer) ? writesVariable(L->For, Var) : writtenByFinerLevels(Var, L->Children, L->Calls, Owner))
      return true;
  }
  return false;
}

bool shareableType(QualType T, const ASTContext &Ctx) {
  if (T->isReferenceType() || T->isVariablyModifiedType())
    return false;
  // In a template, a type spelled with its parameters (not `auto`): the instance's own.
  if (T->isDependentType())
    return !T->getContainedDeducedType();
  return !T->isIncompleteType() && T.isTriviallyCopyableType(Ctx);
}

// Whether T is a class declared in Body (a lambda's closure, a local struct): the shared copy's size
// is taken before the region, where such a type has no name.
static bool declaredIn(QualType T, const Stmt *Body, const ASTContext &Ctx) {
  const auto *Record = T->getBaseElementTypeUnsafe()->getAsRecordDecl();
  if (!Record)
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation At = SM.getExpansionLoc(Record->getLocation());
  return !SM.isBeforeInTranslationUnit(At, SM.getExpansionLoc(Body->getBeginLoc())) &&
         SM.isBeforeInTranslationUnit(At, SM.getExpansionLoc(Body->getEndLoc()));
}

std::vector<const VarDecl *> shareableLocals(const Stmt *Body, llvm::ArrayRef<LoopPlan *> Loops,
                                            const ASTContext &Ctx) {
  class Finder : public ASTWalk<Finder> {
  public:
    llvm::ArrayRef<LoopPlan *> Loops;
    const ASTContext &Ctx;
    std::vector<const VarDecl *> Found;
    Finder(llvm::ArrayRef<LoopPlan *> Loops, const ASTContext &Ctx) : Loops(Loops), Ctx(Ctx) {}
    bool dataTraverseStmtPre(Stmt *S) { return !isLoopOf(Loops, S); } // not into the loops
    bool TraverseLambdaExpr(LambdaExpr *) { return true; } // its body is its own code
    bool VisitVarDecl(VarDecl *V) {
      if (!isa<ParmVarDecl>(V) && V->hasLocalStorage() && shareableType(V->getType(), Ctx) &&
          !declaredIn(V->getType(), Body, Ctx))
        Found.push_back(V);
      return true;
    }
    const Stmt *Body = nullptr;
  } F(Loops, Ctx);
  F.Body = Body;
  F.TraverseStmt(const_cast<Stmt *>(Body));
  return F.Found;
}

} // namespace acorn
