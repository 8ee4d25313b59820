// C compound literals in device code: device code is C++, where a compound literal is a
// temporary that dies at the end of its full-expression, while in C it lives to the end of its
// block. A pointer initialised from an array literal (`const int *w = (const int[]){1, 2, 3};`)
// would dangle, so such a literal becomes a named array declared just before its declaration
// (in compute regions and in the device functions of C files alike).
#include "lower/LowerCompoundLiterals.h"

#include "frontend/ASTWalk.h"

using namespace clang;

namespace acorn {

void hoistCompoundLiterals(const Stmt *S, Rewriter &RW, const SourceText &Text, const PrintingPolicy &Policy) {
  class Visitor : public ASTWalk<Visitor> {
  public:
    Rewriter &RW;
    const SourceText &Text;
    const PrintingPolicy &Policy;
    Visitor(Rewriter &RW, const SourceText &Text, const PrintingPolicy &Policy)
        : RW(RW), Text(Text), Policy(Policy) {}
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
      // Named after where the literal is: unique in the unit.
      std::string Name = "__acorn_literal" +
                         std::to_string(Text.sourceManager().getFileOffset(
                             Text.sourceManager().getExpansionLoc(CL->getBeginLoc())));
      std::string Decl;
      llvm::raw_string_ostream OS(Decl);
      CL->getType().print(OS, Policy, Name);
      RW.InsertTextBefore(DS->getBeginLoc(), OS.str() + " = " + Text.text(CL->getInitializer()) + "; ");
      RW.ReplaceText(Text.tokenRange(CL), Name);
    }
  } V(RW, Text, Policy);
  V.TraverseStmt(const_cast<Stmt *>(S));
}

} // namespace acorn
