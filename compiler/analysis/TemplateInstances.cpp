#include "analysis/TemplateInstances.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace acorn {
namespace {

// The instantiations of the function template (or member of a class template) FD.
std::vector<const FunctionDecl *> instantiationsOf(const FunctionDecl *FD) {
  std::vector<const FunctionDecl *> Out;
  if (const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate()) {
    for (const FunctionDecl *S : FTD->specializations())
      Out.push_back(S);
  } else if (const auto *M = dyn_cast<CXXMethodDecl>(FD)) {
    if (const ClassTemplateDecl *CTD = M->getParent()->getDescribedClassTemplate())
      for (const ClassTemplateSpecializationDecl *Spec : CTD->specializations())
        for (const Decl *D : Spec->decls())
          if (const auto *IM = dyn_cast<CXXMethodDecl>(D))
            if (const FunctionDecl *P = IM->getTemplateInstantiationPattern();
                P && P->getCanonicalDecl() == FD->getCanonicalDecl())
              Out.push_back(IM);
  }
  return Out;
}

// The variable an instantiation declares where the template declares one at Loc.
const VarDecl *declaredAt(const Stmt *S, SourceLocation Loc) {
  if (!S)
    return nullptr;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D); V && V->getLocation() == Loc)
        return V;
  for (const Stmt *Child : S->children())
    if (const VarDecl *V = declaredAt(Child, Loc))
      return V;
  return nullptr;
}

} // namespace

QualType instantiatedAggregateType(const ValueDecl *Var) {
  if (!Var->getType()->isDependentType())
    return QualType();
  const auto *FD = dyn_cast<FunctionDecl>(Var->getDeclContext());
  if (!FD)
    return QualType();
  for (const FunctionDecl *Instance : instantiationsOf(FD)) {
    const VarDecl *Same = nullptr;
    for (const ParmVarDecl *P : Instance->parameters())
      if (P->getLocation() == Var->getLocation())
        Same = P;
    if (!Same && Instance->hasBody())
      Same = declaredAt(Instance->getBody(), Var->getLocation());
    if (!Same)
      continue;
    QualType T = Same->getType().getNonReferenceType();
    const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    if (T->isArrayType() || (T->isRecordType() && !(RD && RD->isLambda())))
      return T;
  }
  return QualType();
}

} // namespace acorn
