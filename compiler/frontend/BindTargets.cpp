#include "frontend/BindTargets.h"

#include "frontend/ASTWalk.h"
#include "frontend/RoutineName.h"
#include "frontend/ToolchainHeaders.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/OpenACCClause.h"

using namespace clang;

namespace acorn {

void BindTargets::bind(const FunctionDecl *Routine, ArrayRef<const OpenACCClause *> Clauses) {
  for (const OpenACCClause *C : Clauses) {
    const auto *B = dyn_cast<OpenACCBindClause>(C);
    if (!B || B->isStringArgument())
      continue;
    const IdentifierInfo *Name = B->getIdentifierArgument();
    Names.insert(Name->getName());
    // Declared already: beside the routine or at file scope (as RoutineLevels::bind finds it).
    ASTContext &Ctx = Routine->getASTContext();
    for (const DeclContext *DC : {Routine->getDeclContext()->getRedeclContext(),
                                  static_cast<const DeclContext *>(Ctx.getTranslationUnitDecl())})
      for (NamedDecl *D : DC->lookup(Name))
        if (auto *Target = dyn_cast<FunctionDecl>(D))
          Target->setIsUsed();
  }
}

void BindTargets::markIfNamed(FunctionDecl *FD) {
  if (FD->getIdentifier() && Names.count(FD->getName()))
    FD->setIsUsed();
}

void BindTargets::see(DeclGroupRef Group) {
  class Finder : public ASTWalk<Finder> {
  public:
    explicit Finder(BindTargets &Out) : Out(Out) {}
    bool shouldWalkTypesOfTypeLocs() const { return false; }
    bool TraverseStmt(Stmt *) { return true; } // routines are declarations
    bool VisitOpenACCRoutineDecl(OpenACCRoutineDecl *D) {
      if (const FunctionDecl *FD = routineFunction(D))
        Out.bind(FD, D->clauses());
      return true;
    }
    bool VisitFunctionDecl(FunctionDecl *FD) {
      Out.markIfNamed(FD);
      for (const auto *A : FD->specific_attrs<OpenACCRoutineDeclAttr>())
        Out.bind(FD, A->Clauses);
      return true;
    }

  private:
    BindTargets &Out;
  } F(*this);
  for (Decl *D : Group)
    if (!isToolchainCode(D->getASTContext().getSourceManager(), D->getLocation())) // (libstdc++'s namespaces)
      F.TraverseDecl(D);
}

} // namespace acorn
