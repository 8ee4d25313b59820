#include "analysis/Liveness.h"

#include "frontend/ASTWalk.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace acorn {

namespace {
/// Which variables are read after a statement before being overwritten, in source order. A plain
/// assignment (`i = 0`, also a later loop's `for (i = 0; ...)`) overwrites the variable for the rest
/// of the statements that run whenever it runs. In a loop that holds the statement, the code before
/// it runs after it too (in the next iteration); an assignment there overwrites the variable only
/// for that code: the loop may end first.
class LivenessAfter {
public:
  LivenessAfter(const Stmt *Target, const SourceManager &SM)
      : Begin(Target->getBeginLoc()), End(Target->getEndLoc()), SM(SM) {}

  void visit(const Stmt *S) {
    if (!S)
      return;
    if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S) && holdsTarget(S)) {
      ++EnclosingLoops;
      for (const Stmt *Child : childStatements(S))
        visit(Child);
      --EnclosingLoops;
      return;
    }
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->getOpcode() == BO_Assign) {
      visit(B->getRHS());
      if (const auto *DRE = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts()); DRE && after(DRE)) {
        (nextIteration(DRE) ? Killed.back().Next : Killed.back().Now).insert(DRE->getDecl());
        return;
      }
      visit(B->getLHS());
      return;
    }
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S); DRE && after(DRE) &&
        llvm::none_of(Killed, [&](const Kills &K) {
          return K.Now.count(DRE->getDecl()) || (nextIteration(DRE) && K.Next.count(DRE->getDecl()));
        }))
      Live.insert(DRE->getDecl());
    if (const auto *F = dyn_cast<ForStmt>(S)) {
      visit(F->getInit());
      Killed.emplace_back();
      for (const Stmt *Part : {static_cast<const Stmt *>(F->getCond()), F->getBody(),
                               static_cast<const Stmt *>(F->getInc())})
        visit(Part);
      Killed.pop_back();
      return;
    }
    // The condition of a branch or loop runs whenever the statement does; what follows it may not.
    bool Branches = isa<IfStmt, ConditionalOperator, WhileStmt, SwitchStmt>(S) ||
                    (isa<BinaryOperator>(S) && cast<BinaryOperator>(S)->isLogicalOp());
    bool First = true;
    for (const Stmt *Child : childStatements(S)) {
      bool Scoped = Branches && !First;
      if (Scoped)
        Killed.emplace_back();
      visit(Child);
      if (Scoped)
        Killed.pop_back();
      First = false;
    }
  }

  VariableSet Live;

private:
  bool after(const DeclRefExpr *E) const {
    return SM.isBeforeInTranslationUnit(End, E->getLocation()) || nextIteration(E);
  }
  /// Code before the statement that a loop holding it runs after it, in the next iteration.
  bool nextIteration(const DeclRefExpr *E) const {
    return EnclosingLoops && SM.isBeforeInTranslationUnit(E->getLocation(), Begin);
  }
  bool holdsTarget(const Stmt *S) const {
    return !SM.isBeforeInTranslationUnit(Begin, S->getBeginLoc()) && !SM.isBeforeInTranslationUnit(S->getEndLoc(), End);
  }
  SourceLocation Begin, End;
  unsigned EnclosingLoops = 0;
  const SourceManager &SM;
  /// Variables overwritten: for all code after the statement (Now), or only for the code before it
  /// that a loop holding it runs in the next iteration (Next).
  struct Kills {
    VariableSet Now, Next;
  };
  std::vector<Kills> Killed = std::vector<Kills>(1);
};
/// The locals of a function whose address or a reference to them escapes, then the variables a
/// statement names that outlive the function.
class Escapes : public ASTWalk<Escapes> {
public:
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->getOpcode() == UO_AddrOf)
      escape(U->getSubExpr());
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (V->getType()->isReferenceType() && V->getInit())
      escape(V->getInit());
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *L) {
    for (const LambdaCapture &C : L->captures())
      if (C.capturesVariable() && C.getCaptureKind() == LCK_ByRef)
        if (const auto *V = dyn_cast<VarDecl>(C.getCapturedVar()))
          Escaped.insert(V);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *V = dyn_cast<VarDecl>(E->getDecl());
    if (Collecting && V && (V->hasGlobalStorage() || Escaped.count(V)))
      Outliving.insert(V);
    return true;
  }

  VariableSet Escaped, Outliving;
  bool Collecting = false;

private:
  void escape(const Expr *E) {
    if (const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      Escaped.insert(R->getDecl());
  }
};
} // namespace

VariableSet variablesOutlivingFunction(const Stmt *S, const Stmt *FunctionBody) {
  Escapes E;
  if (FunctionBody)
    E.TraverseStmt(const_cast<Stmt *>(FunctionBody));
  E.Collecting = true;
  E.TraverseStmt(const_cast<Stmt *>(S));
  return E.Outliving;
}

VariableSet variablesUsedAfter(const Stmt *S, const Stmt *Scope, const ASTContext &Ctx) {
  LivenessAfter L(S, Ctx.getSourceManager());
  L.visit(Scope);
  return L.Live;
}

} // namespace acorn
