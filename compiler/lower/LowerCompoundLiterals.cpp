// C compound literals in device code: device code is C++, where a compound literal is a
// temporary that dies at the end of its full-expression, while in C it lives to the end of its
// block. A pointer initialised from an array literal (`const int *w = (const int[]){1, 2, 3};`)
// would dangle, so such a literal becomes a named array declared just before its declaration.
#include "lower/KernelBody.h"

#include "frontend/ASTWalk.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace acorn {

void KernelBody::hoistCompoundLiterals(const Stmt *S) {
  class Visitor : public ASTWalk<Visitor> {
  public:
    KernelBody &B;
    explicit Visitor(KernelBody &B) : B(B) {}
    // Declarations that are statements of a block: the named array can go before them.
    bool VisitCompoundStmt(CompoundStmt *CS) {
      for (Stmt *Child : CS->body())
        if (auto *DS = dyn_cast<DeclStmt>(Child))
          for (Decl *D : DS->decls())
            if (auto *VD = dyn_cast<VarDecl>(D); VD && VD->getInit())
              if (auto *CL = dyn_cast<CompoundLiteralExpr>(VD->getInit()->IgnoreParenImpCasts());
                  CL && CL->getType()->isArrayType())
                hoist(DS, CL);
      return true;
    }
    void hoist(const DeclStmt *DS, const CompoundLiteralExpr *CL) {
      std::string Name = "__acorn_literal" + std::to_string(B.Counter++);
      std::string Decl;
      llvm::raw_string_ostream OS(Decl);
      CL->getType().print(OS, B.Policy, Name);
      B.RW.InsertTextBefore(DS->getBeginLoc(), OS.str() + " = " + B.Text.text(CL->getInitializer()) + "; ");
      B.RW.ReplaceText(B.Text.tokenRange(CL), Name);
    }
  } V(*this);
  V.TraverseStmt(const_cast<Stmt *>(S));
}

} // namespace acorn
