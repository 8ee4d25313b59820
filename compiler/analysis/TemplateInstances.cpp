#include "analysis/TemplateInstances.h"

#include "analysis/Clauses.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
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

// The construct of kind K an instantiation has where the template has one at Loc.
const OpenACCConstructStmt *constructAt(const Stmt *S, SourceLocation Loc, OpenACCDirectiveKind K) {
  if (!S)
    return nullptr;
  if (const auto *C = dyn_cast<OpenACCConstructStmt>(S); C && C->getBeginLoc() == Loc && C->getDirectiveKind() == K)
    return C;
  for (const Stmt *Child : S->children())
    if (const OpenACCConstructStmt *C = constructAt(Child, Loc, K))
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

const FunctionDecl *enclosingTemplatedFunction(const Stmt *S, const ASTContext &Context) {
  ASTContext &Ctx = const_cast<ASTContext &>(Context); // getParents builds the parent map once
  DynTypedNode Node = DynTypedNode::create(*S);
  for (DynTypedNodeList Parents = Ctx.getParents(Node); !Parents.empty(); Parents = Ctx.getParents(Node)) {
    Node = Parents[0];
    if (const auto *F = Node.get<FunctionDecl>(); F && !instantiationsOf(F).empty())
      return F;
  }
  return nullptr;
}

std::vector<unsigned> instantiatedCollapseCounts(const OpenACCConstructStmt *Directive, ASTContext &Ctx) {
  // The template whose text holds the directive (a lambda in it is part of its text).
  const FunctionDecl *Template = enclosingTemplatedFunction(Directive, Ctx);
  std::vector<unsigned> Out;
  for (const FunctionDecl *F : Template ? instantiationsOf(Template) : std::vector<const FunctionDecl *>())
    if (const OpenACCConstructStmt *C = constructAt(F->getBody(), Directive->getBeginLoc(), Directive->getDirectiveKind()))
      Out.push_back(readClauses(C->clauses(), /*DeviceTypeGroups=*/true).Collapse);
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

QualType stepType(QualType T, const Expr *Step) {
  T = T.getNonReferenceType();
  if (isa<ArraySubscriptExpr>(Step)) {
    const ArrayType *AT = T->getAsArrayTypeUnsafe();
    return AT ? AT->getElementType() : QualType();
  }
  DeclarationName Name;
  bool Arrow = false;
  if (const auto *ME = dyn_cast<MemberExpr>(Step)) {
    if (!T->isDependentType() && !ME->getBase()->isTypeDependent())
      return ME->getType();
    Name = ME->getMemberDecl()->getDeclName();
    Arrow = ME->isArrow();
  } else {
    const auto *DME = cast<CXXDependentScopeMemberExpr>(Step);
    Name = DME->getMember();
    Arrow = DME->isArrow();
  }
  if (Arrow)
    T = T->isPointerType() ? T->getPointeeType() : QualType();
  const RecordDecl *RD = T.isNull() ? nullptr : T->getAsRecordDecl();
  if (!RD)
    return QualType();
  for (const NamedDecl *D : RD->lookup(Name))
    if (const auto *F = dyn_cast<FieldDecl>(D))
      return F->getType();
  return QualType();
}

std::vector<QualType> instantiatedTypes(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  // `this` in a member function of a class template: a pointer to each specialization.
  if (const auto *This = dyn_cast<CXXThisExpr>(E)) {
    const CXXRecordDecl *RD = This->getType()->getPointeeType()->getAsCXXRecordDecl();
    const ClassTemplateDecl *CTD = RD ? RD->getDescribedClassTemplate() : nullptr;
    std::vector<QualType> Out;
    if (!CTD)
      return Out;
    ASTContext &Ctx = CTD->getASTContext();
    for (const ClassTemplateSpecializationDecl *Spec : CTD->specializations())
      Out.push_back(Ctx.getPointerType(Ctx.getCanonicalTagType(Spec)));
    return Out;
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    QualType T = Ref->getType().getNonReferenceType();
    return T->isDependentType() ? instantiatedTypes(Ref->getDecl()) : std::vector<QualType>{T};
  }
  const Expr *Base = nullptr;
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    Base = ME->getBase();
  else if (const auto *DME = dyn_cast<CXXDependentScopeMemberExpr>(E); DME && !DME->isImplicitAccess())
    Base = DME->getBase();
  else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
    Base = AS->getBase();
  if (!Base)
    return {};
  std::vector<QualType> Out;
  for (QualType T : instantiatedTypes(Base)) {
    QualType Step = stepType(T, E);
    if (Step.isNull())
      return {};
    Out.push_back(Step.getNonReferenceType());
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
