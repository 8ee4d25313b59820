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

std::string fieldPath(const std::string &Prefix, const std::string &Name) {
  if (Name.empty())
    return Prefix; // an anonymous struct or union: its members are the enclosing object's
  return Prefix.empty() ? Name : Prefix + "." + Name;
}

// The data pointers an object of type T holds by value, by the paths that reach them from it (the
// layout walk of include/acorn/kernel/pointer_fields.hpp, done on the types): pointer fields,
// those of bases and nested classes, a closure's captures by their variables' names (`inner.a`, a
// `[*this]` copy's as `(*this).data`), arrays' elements (`v[].p`) at any count.
void collectPointerFields(QualType T, const std::string &Prefix, std::vector<std::string> &Out) {
  T = T.getCanonicalType();
  if (T->isPointerType()) {
    if (!T->isFunctionPointerType() && !llvm::is_contained(Out, Prefix))
      Out.push_back(Prefix);
    return;
  }
  if (const auto *AT = dyn_cast<ConstantArrayType>(T.getTypePtr())) {
    if (AT->getZExtSize())
      collectPointerFields(AT->getElementType(), Prefix + "[]", Out);
    return;
  }
  const RecordDecl *RD = T->getAsRecordDecl();
  if (!RD || !RD->getDefinition())
    return;
  RD = RD->getDefinition();
  llvm::DenseMap<const ValueDecl *, FieldDecl *> Captures;
  FieldDecl *ThisCapture = nullptr;
  const auto *Class = dyn_cast<CXXRecordDecl>(RD);
  if (Class) {
    for (const CXXBaseSpecifier &Base : Class->bases())
      collectPointerFields(Base.getType(), Prefix, Out);
    if (Class->isLambda())
      Class->getCaptureFields(Captures, ThisCapture);
  }
  for (const FieldDecl *F : RD->fields()) {
    std::string Name = F->getNameAsString();
    if (F == ThisCapture)
      Name = F->getType()->isPointerType() ? "this" : "(*this)";
    for (const auto &[Captured, Field] : Captures)
      if (Field == F)
        Name = Captured->getNameAsString();
    collectPointerFields(F->getType(), fieldPath(Prefix, Name), Out);
  }
}

// The types Var's object has: its own, or in a template those of the instantiations.
std::vector<QualType> objectTypes(const ValueDecl *Var) {
  QualType T = Var->getType().getNonReferenceType();
  return T->isDependentType() ? instantiatedTypes(Var) : std::vector<QualType>{T};
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
  for (QualType Each : objectTypes(Var))
    if (const CXXRecordDecl *RD = Each->getAsCXXRecordDecl(); RD && RD->isLambda())
      Out.push_back(RD);
  return Out;
}

// A lambda (in a template, a lambda of an instantiation) that captured by copy a pointer, or a
// struct that may hold one, or holds a pointer anywhere in its layout (a `[*this]` copy's, another
// closure's).
bool lambdaHoldingPointers(const ValueDecl *Var) {
  for (const CXXRecordDecl *Closure : closureTypes(Var)) {
    std::vector<std::string> Fields;
    collectPointerFields(QualType(Closure->getASTContext().getCanonicalTagType(Closure)), "", Fields);
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
    collectPointerFields(T, "", Fields);
  return Fields;
}

std::optional<std::string> pointersCapturedByCopy(const ValueDecl *Var) {
  std::vector<std::string> Pointers;
  for (const CXXRecordDecl *Closure : closureTypes(Var))
    collectPointerFields(QualType(Closure->getASTContext().getCanonicalTagType(Closure)), "", Pointers);
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
