#include "analysis/DeviceReach.h"

#include "analysis/Clauses.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <functional>

using namespace clang;

namespace acorn {

namespace {

// The destructor that ends an object of type T (of an array's elements too), if it does anything.
const FunctionDecl *destructorOf(QualType T, const ASTContext &Ctx) {
  const CXXRecordDecl *RD = Ctx.getBaseElementType(T)->getAsCXXRecordDecl();
  RD = RD ? RD->getDefinition() : nullptr;
  if (!RD || RD->hasTrivialDestructor())
    return nullptr;
  return RD->getDestructor();
}

void addDestructor(QualType T, const ASTContext &Ctx, FunctionSet &Out) {
  if (const FunctionDecl *D = destructorOf(T, Ctx))
    Out.insert(D);
}

// The virtual functions of the unit that override each (by canonical declaration).
class Overriders {
public:
  explicit Overriders(const ASTContext &Ctx) : Ctx(Ctx) {}
  llvm::ArrayRef<const CXXMethodDecl *> of(const CXXMethodDecl *MD) {
    if (!Collected) {
      Collected = true;
      collect(Ctx.getTranslationUnitDecl());
    }
    auto It = Map.find(MD->getCanonicalDecl());
    return It == Map.end() ? llvm::ArrayRef<const CXXMethodDecl *>() : llvm::ArrayRef(It->second);
  }

private:
  void collect(const DeclContext *DC) {
    for (const Decl *D : DC->decls()) {
      if (const auto *MD = dyn_cast<CXXMethodDecl>(D))
        for (const CXXMethodDecl *O : MD->overridden_methods())
          Map[O->getCanonicalDecl()].push_back(MD);
      if (const auto *T = dyn_cast<ClassTemplateDecl>(D))
        for (const ClassTemplateSpecializationDecl *S : T->specializations())
          collect(S);
      if (const auto *Inner = dyn_cast<DeclContext>(D); Inner && isa<NamespaceDecl, CXXRecordDecl, LinkageSpecDecl>(D))
        collect(Inner);
    }
  }
  const ASTContext &Ctx;
  bool Collected = false;
  llvm::DenseMap<const CXXMethodDecl *, std::vector<const CXXMethodDecl *>> Map;
};

// A virtual call reaches, through the object's table, every function that overrides the one named
// and every one that it overrides (CUDA also wants them all of the same target).
void addOverrideFamily(const CXXMethodDecl *MD, Overriders &O, FunctionSet &Out) {
  llvm::SmallVector<const CXXMethodDecl *, 4> Work{MD};
  while (!Work.empty()) {
    const CXXMethodDecl *M = Work.pop_back_val();
    for (const CXXMethodDecl *Up : M->overridden_methods())
      if (Out.insert(Up))
        Work.push_back(Up);
    for (const CXXMethodDecl *Down : O.of(M))
      if (Out.insert(Down))
        Work.push_back(Down);
  }
}

// An explicit specialization of a template must have the target the template has: reached with it.
void addExplicitSpecializations(const FunctionDecl *FD, FunctionSet &Out) {
  const FunctionTemplateDecl *T = FD->getPrimaryTemplate();
  if (!T)
    return;
  for (const FunctionDecl *S : T->specializations())
    if (S->getTemplateSpecializationKind() == TSK_ExplicitSpecialization)
      Out.insert(S);
}

} // namespace

void addFunctionsRunBy(const Stmt *S, const ASTContext &Ctx, FunctionSet &Out) {
  if (!S)
    return;
  if (const auto *Call = dyn_cast<CallExpr>(S)) {
    if (const FunctionDecl *FD = Call->getDirectCallee())
      Out.insert(FD);
  } else if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
    if (const auto *FD = dyn_cast<FunctionDecl>(Ref->getDecl()))
      Out.insert(FD); // also a function whose address is taken (`apply(k, x)`)
  } else if (const auto *M = dyn_cast<MemberExpr>(S)) {
    if (const auto *MD = dyn_cast<CXXMethodDecl>(M->getMemberDecl()))
      Out.insert(MD);
  } else if (const auto *C = dyn_cast<CXXConstructExpr>(S)) {
    Out.insert(C->getConstructor());
  } else if (const auto *I = dyn_cast<CXXInheritedCtorInitExpr>(S)) {
    Out.insert(I->getConstructor());
  } else if (const auto *T = dyn_cast<CXXBindTemporaryExpr>(S)) {
    if (const CXXDestructorDecl *D = T->getTemporary()->getDestructor())
      Out.insert(D);
  } else if (const auto *D = dyn_cast<CXXDeleteExpr>(S)) {
    addDestructor(D->getDestroyedType(), Ctx, Out);
  } else if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *Dl : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(Dl); V && V->hasLocalStorage() && !V->getType()->isReferenceType())
        addDestructor(V->getType(), Ctx, Out);
  } else if (const auto *A = dyn_cast<CXXDefaultArgExpr>(S)) {
    addFunctionsRunBy(A->getExpr(), Ctx, Out);
  } else if (const auto *DI = dyn_cast<CXXDefaultInitExpr>(S)) {
    addFunctionsRunBy(DI->getExpr(), Ctx, Out);
  } else if (const auto *L = dyn_cast<LambdaExpr>(S)) {
    Out.insert(L->getCallOperator()); // its body runs where it is called
  }
  // Unevaluated operands (sizeof, decltype's) call nothing.
  if (isa<UnaryExprOrTypeTraitExpr, CXXNoexceptExpr>(S))
    return;
  for (const Stmt *Child : S->children())
    addFunctionsRunBy(Child, Ctx, Out);
}

void addReachedFunctionsCxx(FunctionSet &Functions, const SourceText &Text) {
  const ASTContext &Ctx = Text.astContext();
  Overriders O(Ctx);
  for (size_t I = 0; I < Functions.size(); ++I) {
    if (const auto *MD = dyn_cast<CXXMethodDecl>(Functions[I]); MD && MD->isVirtual())
      addOverrideFamily(MD, O, Functions);
    addExplicitSpecializations(Functions[I], Functions);
    const FunctionDecl *Def = Functions[I]->getDefinition();
    if (!Def || !Text.isUserCode(Def->getLocation()) || containsHostDirective(Def->getBody()))
      continue;
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def))
      for (const CXXCtorInitializer *Init : Ctor->inits())
        addFunctionsRunBy(Init->getInit(), Ctx, Functions);
    if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(Def)) {
      const CXXRecordDecl *RD = Dtor->getParent();
      for (const FieldDecl *F : RD->fields())
        addDestructor(F->getType(), Ctx, Functions);
      for (const CXXBaseSpecifier &B : RD->bases())
        addDestructor(B.getType(), Ctx, Functions);
    }
    addFunctionsRunBy(Def->getBody(), Ctx, Functions);
  }
}

bool checkImplicitRoutineDirectives(const FunctionSet &Reached, const SourceText &Text, Reporter &Diags) {
  bool OK = true;
  llvm::SmallPtrSet<const FunctionDecl *, 8> Seen;
  for (const FunctionDecl *FD : Reached) {
    const FunctionDecl *Def = FD->getDefinition();
    if (!Def || isRoutine(Def) || FD->isMain() || !Text.isUserCode(Def->getLocation()) || !Seen.insert(Def).second)
      continue;
    bool Found = false;
    std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S)
        return;
      if (const auto *C = dyn_cast<OpenACCConstructStmt>(S);
          C && !isa<OpenACCLoopConstruct, OpenACCAtomicConstruct, OpenACCCacheConstruct>(C)) {
        std::string What = isa<OpenACCComputeConstruct, OpenACCCombinedConstruct>(C)
                               ? std::string("a compute construct")
                               : "the '" + directiveName(C->getDirectiveKind()) + "' directive";
        Diags.error(C->getBeginLoc(), What + " cannot appear in '" + Def->getNameAsString() +
                                          "', which device code calls: a function called in a compute region "
                                          "or a routine is an implicit 'routine seq' (2.15.1), and device "
                                          "functions hold only loop, atomic and cache directives");
        Found = true;
      }
      for (const Stmt *Child : S->children())
        Walk(Child);
    };
    Walk(Def->getBody());
    OK &= !Found;
  }
  return OK;
}

} // namespace acorn
