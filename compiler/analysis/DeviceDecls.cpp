#include "analysis/DeviceDecls.h"

#include "analysis/DeviceLibrary.h"

#include "frontend/ASTWalk.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace acorn {

bool DeviceDecls::isUserFileScope(const Decl *D) const {
  return D && Text.isUserCode(D->getLocation()) && D->getDeclContext()->getRedeclContext()->isFileContext();
}

std::vector<const Decl *> DeviceDecls::sorted(const llvm::SmallPtrSetImpl<const Decl *> &Set) const {
  std::vector<const Decl *> Out(Set.begin(), Set.end());
  const SourceManager &SM = Text.sourceManager();
  llvm::sort(Out, [&](const Decl *A, const Decl *B) {
    return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
  });
  return Out;
}

std::vector<const FunctionDecl *> DeviceDecls::functions() const {
  std::vector<const FunctionDecl *> Out;
  for (const FunctionDecl *F : Functions)
    if (isUserFileScope(F))
      Out.push_back(F);
  return Out;
}

std::vector<const VarDecl *> DeviceDecls::globals() const {
  std::vector<const VarDecl *> Out;
  for (const Decl *D : sorted(Globals))
    Out.push_back(cast<VarDecl>(D));
  return Out;
}

void DeviceDecls::addType(QualType T) {
  while (!T.isNull()) {
    const Type *Ty = T.getTypePtr();
    if (!SeenTypes.insert(Ty).second)
      return;
    if (const auto *TT = Ty->getAs<TypedefType>(); TT && isa<TypedefType>(Ty)) {
      if (isUserFileScope(TT->getDecl()))
        Types.insert(TT->getDecl());
      T = TT->getDecl()->getUnderlyingType();
      continue;
    }
    if (const auto *TagT = dyn_cast<TagType>(Ty)) {
      const TagDecl *Tag = TagT->getDecl();
      if (const TagDecl *Def = Tag->getDefinition())
        Tag = Def;
      if (isUserFileScope(Tag))
        Types.insert(Tag);
      if (const auto *RD = dyn_cast<RecordDecl>(Tag))
        for (const FieldDecl *F : RD->fields())
          addType(F->getType());
      return;
    }
    if (const auto *FT = dyn_cast<FunctionProtoType>(Ty)) {
      for (QualType P : FT->getParamTypes())
        addType(P);
      T = FT->getReturnType();
      continue;
    }
    if (const auto *FT = dyn_cast<FunctionType>(Ty)) {
      T = FT->getReturnType();
      continue;
    }
    if (Ty->isPointerType() || Ty->isReferenceType()) {
      T = Ty->getPointeeType();
      continue;
    }
    if (const auto *AT = dyn_cast<ArrayType>(Ty)) {
      T = AT->getElementType();
      continue;
    }
    QualType Next = Ty->getLocallyUnqualifiedSingleStepDesugaredType();
    if (Next.getTypePtr() == Ty)
      return;
    T = Next;
  }
}

void DeviceDecls::addEnum(const EnumDecl *ED) {
  if (isUserFileScope(ED))
    Types.insert(ED);
}

namespace {
class Collector : public ASTWalk<Collector> {
public:
  Collector(DeviceDecls &Out, std::vector<std::pair<const FunctionDecl *, SourceLocation>> &Calls,
            llvm::SmallPtrSetImpl<const Decl *> &Globals)
      : Out(Out), Calls(Calls), Globals(Globals) {}
  bool shouldVisitImplicitCode() const { return true; }
  bool VisitExpr(Expr *E) {
    Out.addType(E->getType());
    return true;
  }
  bool VisitTypeLoc(TypeLoc TL) {
    Out.addType(TL.getType());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const ValueDecl *D = E->getDecl();
    if (const auto *EC = dyn_cast<EnumConstantDecl>(D))
      Out.addEnum(cast<EnumDecl>(EC->getDeclContext()));
    else if (const auto *F = dyn_cast<FunctionDecl>(D))
      Calls.push_back({F, E->getLocation()});
    else if (const auto *V = dyn_cast<VarDecl>(D); V && V->hasGlobalStorage() && !V->isStaticLocal() &&
                                                    V->getTLSKind() == VarDecl::TLS_None &&
                                                    Globals.insert(V->getCanonicalDecl()).second)
      addInitializer(V); // (a thread's own variable: regions capture its value)
    return true;
  }

private:
  // The device unit defines a constant again: with its initialiser, and what that names (`{3,
  // weights}`), unless it is an arithmetic value, which it writes as a literal (CAsCxx).
  void addInitializer(const VarDecl *V) {
    const VarDecl *Def = V->getDefinition();
    QualType T = Def ? Def->getType() : QualType();
    if (Def && Def->getInit() && T.isConstQualified() && !T->isIntegralOrEnumerationType() &&
        !T->isSpecificBuiltinType(BuiltinType::Float) && !T->isSpecificBuiltinType(BuiltinType::Double))
      TraverseStmt(const_cast<Expr *>(Def->getInit()));
  }

  DeviceDecls &Out;
  std::vector<std::pair<const FunctionDecl *, SourceLocation>> &Calls;
  llvm::SmallPtrSetImpl<const Decl *> &Globals;
};
} // namespace

void DeviceDecls::addStatement(const Stmt *S) {
  Collector C(*this, Calls, Globals);
  C.TraverseStmt(const_cast<Stmt *>(S));
}

void DeviceDecls::addFunction(const FunctionDecl *FD) {
  if (!Functions.insert(FD->getCanonicalDecl()))
    return;
  const FunctionDecl *Def = FD->getDefinition();
  Collector C(*this, Calls, Globals);
  C.TraverseDecl(const_cast<FunctionDecl *>(Def ? Def : FD));
}

bool DeviceDecls::complete() {
  bool OK = true;
  for (; Completed < Calls.size(); ++Completed) {
    auto [F, Loc] = Calls[Completed];
    if (isRuntimeLibraryRoutine(F, Text.sourceManager()))
      continue; // acc_on_device, which openacc.h gives device code (UnitWalk reports the others)
    if (Text.isUserCode(F->getLocation()) || F->getDefinition()) {
      const FunctionDecl *Def = F->getDefinition();
      if (!Def && !isRoutine(F) && !F->isImplicit() && Gpu) {
        Diags.error(Loc, "function '" + F->getNameAsString() +
                             "' is called in device code but has no device version: it is not defined in "
                             "this file and its declaration has no 'routine' directive");
        OK = false;
        continue;
      }
      if (Def && !Text.isUserCode(Def->getLocation()))
        continue; // a system header's inline function
      addFunction(F);
    }
  }
  return OK;
}

} // namespace acorn
