#include "analysis/ClosurePointers.h"

#include "analysis/TemplateInstances.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace acorn {

namespace {

bool refersTo(const Expr *E, const ValueDecl *Var) {
  const auto *Ref = E ? dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()) : nullptr;
  return Ref && Ref->getDecl() == Var;
}

// Whether a region calls Var (`f(i)`), a member function of it (`v.get(i)`, also unresolved in a
// template) or its subscript operator (`v[i]`, which a template leaves a subscript).
class CallsOn : public ASTWalk<CallsOn> {
public:
  explicit CallsOn(const ValueDecl *Var) : Var(Var) {}
  bool VisitCallExpr(CallExpr *Call) {
    const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call); Op && Op->getNumArgs())
      Found |= refersTo(Op->getArg(0), Var);
    if (const auto *ME = dyn_cast<MemberExpr>(Callee))
      Found |= refersTo(ME->getBase(), Var);
    else if (const auto *DME = dyn_cast<CXXDependentScopeMemberExpr>(Callee))
      Found |= !DME->isImplicitAccess() && refersTo(DME->getBase(), Var);
    else if (const auto *UME = dyn_cast<UnresolvedMemberExpr>(Callee))
      Found |= !UME->isImplicitAccess() && refersTo(UME->getBase(), Var);
    Found |= refersTo(Callee, Var);
    return !Found;
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *AS) {
    Found |= AS->getBase()->isTypeDependent() && refersTo(AS->getBase(), Var);
    return !Found;
  }
  const ValueDecl *Var;
  bool Found = false;
};

bool isClass(QualType T) {
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  return RD && !RD->isUnion();
}

} // namespace

bool attachesPointerFields(const ValueDecl *Var, const Stmt *Region) {
  if (!isa<VarDecl>(Var) || !Var->getASTContext().getLangOpts().CPlusPlus)
    return false;
  QualType T = Var->getType().getNonReferenceType();
  if (!T->isDependentType()) {
    const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    return RD && RD->isLambda();
  }
  std::vector<QualType> Types = instantiatedTypes(Var);
  if (Types.empty() || !llvm::all_of(Types, isClass))
    return false;
  if (llvm::any_of(Types, [](QualType Each) { return Each->getAsCXXRecordDecl()->isLambda(); }))
    return true;
  CallsOn Walk(Var);
  Walk.TraverseStmt(const_cast<Stmt *>(Region));
  return Walk.Found;
}

} // namespace acorn
