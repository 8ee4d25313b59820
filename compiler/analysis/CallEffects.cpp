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

  const FunctionDecl *Current = nullptr;

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
    const FunctionDecl *Caller = Current;
    Current = Def;
    TraverseStmt(Def->getBody());
    Current = Caller;
  }
  // A variable of the function's own is not shared; a lambda's captured variable is.
  void written(const Expr *Target) {
    const VarDecl *V = storageOf(Target);
    bool Shared = V && (V->hasGlobalStorage() || V->getParentFunctionOrMethod() != Current);
    if (Shared && !V->getType().isConstQualified() && !Effect.WrittenGlobal)
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

// A parameter through which the callee cannot write the argument: a value, a reference or pointer
// to const.
bool readOnlyParameter(QualType T) {
  if (T->isReferenceType() || T->isPointerType())
    return T->getPointeeType().isConstQualified();
  return !T->isArrayType();
}

} // namespace

CallShape callShape(const CallExpr *Call) {
  CallShape Shape;
  const FunctionDecl *F = Call->getDirectCallee();
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(F);
  unsigned FirstParamArg = 0;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call)) {
    Shape.Object = Member->getImplicitObjectArgument();
  } else if (isa<CXXOperatorCallExpr>(Call) && Method && Method->isInstance()) {
    Shape.Object = Call->getArg(0); // a member operator's object is its first argument
    FirstParamArg = 1;
  }
  Shape.ConstObject = Method && Method->isInstance() && Method->isConst();
  Shape.ReadOnly.assign(Call->getNumArgs(), false);
  for (unsigned K = FirstParamArg; F && K < Call->getNumArgs() && K - FirstParamArg < F->getNumParams(); ++K)
    Shape.ReadOnly[K] = readOnlyParameter(F->getParamDecl(K - FirstParamArg)->getType());
  return Shape;
}

const Expr *trivialAssignmentTarget(const CallExpr *Call) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call);
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
  if (!Op || Op->getOperator() != OO_Equal || !Method || !Method->isTrivial() || Call->getNumArgs() != 2)
    return nullptr;
  return Call->getArg(0);
}

CallEffect callEffect(const FunctionDecl *Callee) {
  Finder F;
  F.function(Callee);
  return F.Effect;
}

} // namespace acorn
