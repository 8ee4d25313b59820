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

// The call in S that spans Range, not counting the calls of conversion functions Clang adds
// around an expression.
const CallExpr *callAt(const Stmt *S, SourceRange Range) {
  if (!S)
    return nullptr;
  if (const auto *C = dyn_cast<CallExpr>(S); C && C->getSourceRange() == Range &&
                                             !isa_and_nonnull<CXXConversionDecl>(C->getDirectCallee()))
    return C;
  for (const Stmt *Child : S->children())
    if (const CallExpr *C = callAt(Child, Range))
      return C;
  return nullptr;
}

} // namespace

std::vector<const CallExpr *> instantiatedCalls(const CallExpr *Call, const FunctionDecl *Function) {
  std::vector<const CallExpr *> Out;
  if (!Call->isInstantiationDependent() || !Function)
    return Out;
  for (const FunctionDecl *Instance : instantiationsOf(Function)) {
    const CallExpr *Same = Instance->hasBody() ? callAt(Instance->getBody(), Call->getSourceRange()) : nullptr;
    if (!Same)
      return {};
    Out.push_back(Same);
  }
  return Out;
}

std::vector<QualType> instantiatedTypes(const ValueDecl *Var) {
  std::vector<QualType> Out;
  if (!Var->getType()->isDependentType())
    return Out;
  if (const auto *Field = dyn_cast<FieldDecl>(Var)) { // a data member of a class template
    const auto *Class = dyn_cast<CXXRecordDecl>(Field->getParent());
    if (const ClassTemplateDecl *CTD = Class ? Class->getDescribedClassTemplate() : nullptr)
      for (const ClassTemplateSpecializationDecl *Spec : CTD->specializations())
        for (const FieldDecl *Same : Spec->fields())
          if (Same->getLocation() == Field->getLocation())
            Out.push_back(Same->getType().getNonReferenceType());
    return Out;
  }
  const auto *FD = dyn_cast<FunctionDecl>(Var->getDeclContext());
  if (!FD)
    return Out;
  for (const FunctionDecl *Instance : instantiationsOf(FD)) {
    bool Found = false;
    for (const ParmVarDecl *P : Instance->parameters()) // a pack's are all at its location
      if (P->getLocation() == Var->getLocation()) {
        Out.push_back(P->getType().getNonReferenceType());
        Found = true;
      }
    if (Found || !Instance->hasBody())
      continue;
    if (const VarDecl *Same = declaredAt(Instance->getBody(), Var->getLocation()))
      Out.push_back(Same->getType().getNonReferenceType());
  }
  return Out;
}

QualType instantiatedAggregateType(const ValueDecl *Var) {
  for (QualType T : instantiatedTypes(Var)) {
    const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    if (T->isArrayType() || (T->isRecordType() && !(RD && RD->isLambda())))
      return T;
  }
  return QualType();
}

} // namespace acorn
