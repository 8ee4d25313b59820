#include "analysis/ClosurePointers.h"

#include "analysis/TemplateInstances.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringExtras.h"

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

// The closure types of Var: its own, or in a template (`F f`) those of the instantiations.
std::vector<const CXXRecordDecl *> closureTypes(const ValueDecl *Var) {
  std::vector<const CXXRecordDecl *> Out;
  QualType T = Var->getType().getNonReferenceType();
  std::vector<QualType> Types = T->isDependentType() ? instantiatedTypes(Var) : std::vector<QualType>{T};
  for (QualType Each : Types)
    if (const CXXRecordDecl *RD = Each->getAsCXXRecordDecl(); RD && RD->isLambda())
      Out.push_back(RD);
  return Out;
}

// A lambda (in a template, a lambda of an instantiation) that captured by copy a pointer, or a
// struct that may hold one.
bool lambdaHoldingPointers(const ValueDecl *Var) {
  for (const CXXRecordDecl *Closure : closureTypes(Var))
    for (const LambdaCapture &L : Closure->captures())
      if (L.getCaptureKind() == LCK_ByCopy && L.capturesVariable()) {
        QualType T = L.getCapturedVar()->getType().getNonReferenceType();
        if ((T->isPointerType() && !T->isFunctionPointerType()) || T->isRecordType())
          return true;
      }
  return false;
}

std::optional<std::string> pointersCapturedByCopy(const ValueDecl *Var) {
  std::vector<std::string> Pointers;
  for (const CXXRecordDecl *Closure : closureTypes(Var))
    for (const LambdaCapture &L : Closure->captures())
      if (L.getCaptureKind() == LCK_ByCopy && L.capturesVariable() &&
          L.getCapturedVar()->getType().getNonReferenceType()->isPointerType()) {
        std::string Captured = "'" + L.getCapturedVar()->getNameAsString() + "'";
        if (!llvm::is_contained(Pointers, Captured))
          Pointers.push_back(Captured);
      }
  if (Pointers.empty())
    return std::nullopt;
  return "the lambda '" + Var->getNameAsString() + "' is copied to the device with the pointers it captured (" +
         llvm::join(Pointers, ", ") + ") as they are: where they hold host addresses GPU code cannot use them; " +
         "define the lambda inside the region (the region's pointers are translated), or capture device " +
         "addresses (acc_deviceptr, host_data use_device)";
}

} // namespace acorn
