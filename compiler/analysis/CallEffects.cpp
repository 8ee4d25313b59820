#include "analysis/CallEffects.h"

#include "analysis/Clauses.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acorn {
namespace {

// The variable whose storage an lvalue designates (rootVariable), also through `*p`.
const VarDecl *storageOf(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  for (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_Deref; U = dyn_cast<UnaryOperator>(E))
    E = U->getSubExpr()->IgnoreParenImpCasts();
  return dyn_cast_or_null<VarDecl>(rootVariable(E));
}

class Finder : public RecursiveASTVisitor<Finder> {
public:
  CallEffect Effect;
  llvm::SmallPtrSet<const FunctionDecl *, 8> Seen;

  void function(const FunctionDecl *F) {
    if (!F || Effect.WrittenGlobal || Effect.Unknown || !Seen.insert(F->getCanonicalDecl()).second)
      return;
    const SourceManager &SM = F->getASTContext().getSourceManager();
    if (F->getBuiltinID() || SM.isInSystemHeader(SM.getExpansionLoc(F->getLocation())))
      return;
    const FunctionDecl *Def = F->getDefinition();
    if (!Def || !Def->hasBody()) {
      Effect.Unknown = F;
      return;
    }
    TraverseStmt(Def->getBody());
  }
  void written(const Expr *Target) {
    const VarDecl *V = storageOf(Target);
    if (V && V->hasGlobalStorage() && !V->getType().isConstQualified() && !Effect.WrittenGlobal)
      Effect.WrittenGlobal = V;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp())
      written(B->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      written(U->getSubExpr());
    return true;
  }
  bool VisitCallExpr(CallExpr *C) {
    function(C->getDirectCallee());
    return true;
  }
};

} // namespace

CallEffect callEffect(const FunctionDecl *Callee) {
  Finder F;
  F.function(Callee);
  return F.Effect;
}

} // namespace acorn
