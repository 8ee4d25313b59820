#include "analysis/ClosurePointers.h"

#include "analysis/PointerFields.h"
#include "analysis/TemplateInstances.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
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

// The paths of the data pointers an object of type T holds by value outside unions (pointer_fields.hpp
// leaves those alone), each once.
void collectPointerFields(QualType T, std::vector<std::string> &Out, const ASTContext &Ctx) {
  for (const PointerField &F : pointerFields(T, Ctx))
    if (!F.InUnion && !llvm::is_contained(Out, F.Name))
      Out.push_back(F.Name);
}

// Where the object E (Var, a member or element of it) goes in the code around it: a member or element
// of it is an object too; a member function called on it is followed to the members it reaches
// (MemberFunctionPointers.h), a pointer member it reads is attached (StructMembers.h); anything
// else takes the object whole (copied, bound to a reference, its address taken). E holding pointer
// fields is the result then.
const Expr *wholeUseOf(const Expr *E, ASTContext &Ctx) {
  for (;;) {
    DynTypedNodeList Parents = Ctx.getParents(*E);
    const Expr *Up = Parents.empty() ? nullptr : Parents[0].get<Expr>();
    if (!Up)
      return nullptr;
    if (isa<ParenExpr>(Up)) {
      E = Up;
      continue;
    }
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Up)) {
      CastKind K = Cast->getCastKind();
      if (K == CK_NoOp || K == CK_ArrayToPointerDecay || K == CK_UncheckedDerivedToBase) {
        E = Up;
        continue;
      }
    }
    if (const auto *ME = dyn_cast<MemberExpr>(Up); ME && !ME->isArrow()) {
      if (!isa<FieldDecl>(ME->getMemberDecl()))
        return nullptr; // a member function called on it
      E = Up;
      continue;
    }
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(Up);
        AS && AS->getBase()->IgnoreParens() == E && E->getType()->isPointerType() &&
        isa<ImplicitCastExpr>(E) && cast<ImplicitCastExpr>(E)->getCastKind() == CK_ArrayToPointerDecay) {
      E = Up;
      continue;
    }
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Up);
        Op && Op->getNumArgs() && Op->getArg(0)->IgnoreParens() == E && isa<CXXMethodDecl>(Op->getCalleeDecl()))
      return nullptr; // its member operator (`*it`, `v[i]`), followed as a member function
    QualType T = E->getType().getNonReferenceType();
    if (T->isPointerType() || !(T->isRecordType() || T->isConstantArrayType()))
      return nullptr; // a member's value: a pointer member used is attached
    return holdsAttachablePointer(T, Ctx) ? E : nullptr;
  }
}

// The first use of Var in Region that takes its object, or a part holding pointers, whole.
class WholeUse : public ASTWalk<WholeUse> {
public:
  WholeUse(const ValueDecl *Var, ASTContext &Ctx) : Var(Var), Ctx(Ctx) {}
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (Ref->getDecl() == Var && wholeUseOf(Ref, Ctx))
      Found = Ref;
    return !Found;
  }
  const ValueDecl *Var;
  ASTContext &Ctx;
  const DeclRefExpr *Found = nullptr;
};

// The types Var's object has: its own, or in a template those of the instantiations.
std::vector<QualType> objectTypes(const ValueDecl *Var) {
  QualType T = Var->getType().getNonReferenceType();
  return T->isDependentType() ? instantiatedTypes(Var) : std::vector<QualType>{T};
}

// A member of a dependent type, or a member function called, on the implicit or explicit `this`
// of a class template (its type dependent).
class ThisUnnamed : public ASTWalk<ThisUnnamed> {
public:
  bool VisitMemberExpr(MemberExpr *ME) {
    const Expr *Base = ME->getBase()->IgnoreParenImpCasts();
    if (!isa<CXXThisExpr>(Base) || !Base->getType()->isDependentType())
      return true;
    Class = Base->getType()->getPointeeCXXRecordDecl();
    QualType T = ME->getMemberDecl()->getType();
    if (const auto *Method = dyn_cast<CXXMethodDecl>(ME->getMemberDecl()))
      Found |= !Method->isStatic();
    else if (isa<FieldDecl>(ME->getMemberDecl()))
      Found |= T->isDependentType() && !T->isPointerType();
    return !Found;
  }
  bool VisitUnresolvedMemberExpr(UnresolvedMemberExpr *UME) {
    Found |= UME->isImplicitAccess() || isa<CXXThisExpr>(UME->getBase()->IgnoreParenImpCasts());
    return !Found;
  }
  bool VisitCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *DME) {
    Found |= DME->isImplicitAccess() || isa<CXXThisExpr>(DME->getBase()->IgnoreParenImpCasts());
    return !Found;
  }
  bool Found = false;
  const CXXRecordDecl *Class = nullptr; ///< the class template's definition, when a member names it
};

} // namespace

bool thisReachesUnnamedPointers(const Stmt *Region) {
  ThisUnnamed Walk;
  Walk.TraverseStmt(const_cast<Stmt *>(Region));
  const ClassTemplateDecl *Template = Walk.Class ? Walk.Class->getDescribedClassTemplate() : nullptr;
  if (!Walk.Found || !Template)
    return Walk.Found;
  // No instantiation of the class holds a pointer (`Grid<double>` of values): nothing to attach.
  return llvm::any_of(Template->specializations(), [](const ClassTemplateSpecializationDecl *Spec) {
    const ASTContext &Ctx = Spec->getASTContext();
    return holdsAttachablePointer(Ctx.getCanonicalTagType(Spec), Ctx);
  });
}

bool attachesPointerFields(const ValueDecl *Var, const Stmt *Region) {
  if (!isa<VarDecl>(Var) || !Var->getASTContext().getLangOpts().CPlusPlus)
    return false;
  QualType T = Var->getType().getNonReferenceType();
  if (!T->isDependentType()) {
    const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    return (RD && RD->isLambda()) || wholeObjectUse(Var, Region);
  }
  std::vector<QualType> Types = instantiatedTypes(Var);
  if (Types.empty() || !llvm::all_of(Types, isClass))
    return false;
  // No instantiation's type holds a pointer (`Mat<double, 4, 4>`): nothing to attach.
  if (llvm::none_of(Types, [&](QualType Each) { return holdsAttachablePointer(Each, Var->getASTContext()); }))
    return false;
  if (llvm::any_of(Types, [](QualType Each) { return Each->getAsCXXRecordDecl()->isLambda(); }))
    return true;
  CallsOn Walk(Var);
  Walk.TraverseStmt(const_cast<Stmt *>(Region));
  return Walk.Found;
}

const DeclRefExpr *wholeObjectUse(const ValueDecl *Var, const Stmt *Region) {
  QualType T = Var->getType().getNonReferenceType();
  const CXXRecordDecl *RD = T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (!isa<VarDecl>(Var) || T->isDependentType() || (RD && RD->isLambda()) ||
      !(T->isRecordType() || T->isConstantArrayType()))
    return nullptr;
  WholeUse Walk(Var, Var->getASTContext());
  Walk.TraverseStmt(const_cast<Stmt *>(Region));
  return Walk.Found;
}

std::vector<std::string> unionPointerFieldNames(const ValueDecl *Var) {
  std::vector<std::string> Names;
  for (QualType T : objectTypes(Var))
    for (const PointerField &F : pointerFields(T, Var->getASTContext()))
      if (F.InUnion && !llvm::is_contained(Names, F.Name))
        Names.push_back(F.Name);
  return Names;
}

// The closure types of Var: its own, or in a template (`F f`) those of the instantiations.
std::vector<const CXXRecordDecl *> closureTypes(const ValueDecl *Var) {
  std::vector<const CXXRecordDecl *> Out;
  for (QualType Each : objectTypes(Var))
    if (const CXXRecordDecl *RD = Each->getAsCXXRecordDecl(); RD && RD->isLambda())
      Out.push_back(RD);
  return Out;
}

bool capturesThis(const ValueDecl *Var) {
  return llvm::any_of(closureTypes(Var), [](const CXXRecordDecl *Closure) {
    return llvm::any_of(Closure->captures(), [](const LambdaCapture &L) { return L.capturesThis(); });
  });
}

// A lambda (in a template, a lambda of an instantiation) that captured by copy a pointer, or a
// struct that may hold one, or holds a pointer anywhere in its layout (a `[*this]` copy's, another
// closure's).
bool lambdaHoldingPointers(const ValueDecl *Var) {
  for (const CXXRecordDecl *Closure : closureTypes(Var)) {
    std::vector<std::string> Fields;
    collectPointerFields(QualType(Closure->getASTContext().getCanonicalTagType(Closure)), Fields,
                         Closure->getASTContext());
    if (!Fields.empty())
      return true;
    for (const LambdaCapture &L : Closure->captures())
      if (L.getCaptureKind() == LCK_ByCopy && L.capturesVariable() &&
          L.getCapturedVar()->getType().getNonReferenceType()->isRecordType())
        return true;
  }
  return false;
}

std::vector<std::string> pointerFieldNames(const ValueDecl *Var) {
  std::vector<std::string> Fields;
  for (QualType T : objectTypes(Var))
    collectPointerFields(T, Fields, Var->getASTContext());
  return Fields;
}

std::optional<std::string> pointersCapturedByCopy(const ValueDecl *Var) {
  std::vector<std::string> Pointers;
  for (const CXXRecordDecl *Closure : closureTypes(Var))
    collectPointerFields(QualType(Closure->getASTContext().getCanonicalTagType(Closure)), Pointers,
                         Closure->getASTContext());
  if (Pointers.empty())
    return std::nullopt;
  for (std::string &Name : Pointers)
    Name = "'" + Name + "'";
  return "the lambda '" + Var->getNameAsString() + "' is copied to the device with the pointers it captured (" +
         llvm::join(Pointers, ", ") + ") as they are: where they hold host addresses GPU code cannot use them; " +
         "define the lambda inside the region (the region's pointers are translated), or capture device " +
         "addresses (acc_deviceptr, host_data use_device)";
}

} // namespace acorn
