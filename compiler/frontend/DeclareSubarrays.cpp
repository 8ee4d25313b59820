#include "frontend/DeclareSubarrays.h"

#include "frontend/ASTWalk.h"
#include "frontend/ToolchainHeaders.h"

#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/OpenACCClause.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace acorn {

namespace {

/// The variable a section is of: through its bases' subscripts, sections and members.
const VarDecl *sectionVariable(const Expr *E) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *S = dyn_cast<ArraySectionExpr>(E))
      E = S->getBase();
    else if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
      E = A->getBase();
    else if (const auto *M = dyn_cast<MemberExpr>(E))
      E = M->getBase();
    else if (const auto *R = dyn_cast<DeclRefExpr>(E))
      return dyn_cast<VarDecl>(R->getDecl());
    else
      return nullptr;
  }
}

/// Whether D is directly in its function's body (its data region ends with the function).
bool atFunctionTopLevel(const OpenACCDeclareDecl *D, ASTContext &Ctx) {
  const auto *FD = dyn_cast<FunctionDecl>(D->getDeclContext());
  if (!FD)
    return false;
  for (const DynTypedNode &P : Ctx.getParents(*D))
    if (const auto *DS = P.get<DeclStmt>())
      for (const DynTypedNode &Up : Ctx.getParents(*DS))
        if (Up.get<Stmt>() == FD->getBody())
          return true;
  return false;
}

class Finder : public ASTWalk<Finder> {
public:
  explicit Finder(ASTContext &Ctx) : Ctx(Ctx) {}
  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitOpenACCDeclareDecl(OpenACCDeclareDecl *D) {
    if (isToolchainCode(Ctx.getSourceManager(), D->getBeginLoc()))
      return true;
    for (const OpenACCClause *C : D->clauses()) {
      OpenACCClauseKind K = C->getClauseKind();
      const auto *List = dyn_cast<OpenACCClauseWithVarList>(C);
      if (!List || K == OpenACCClauseKind::DeviceResident || K == OpenACCClauseKind::DevicePtr ||
          K == OpenACCClauseKind::Link)
        continue;
      for (const Expr *E : List->getVarList())
        if (isa<ArraySectionExpr>(E->IgnoreParenImpCasts()))
          if (const VarDecl *V = sectionVariable(E); V && V->isLocalVarDeclOrParm() && !V->isStaticLocal())
            warn(D, E);
    }
    return true;
  }

private:
  void warn(const OpenACCDeclareDecl *D, const Expr *E) {
    const SourceManager &SM = Ctx.getSourceManager();
    StringRef Item = Lexer::getSourceText(CharSourceRange::getTokenRange(E->getSourceRange()), SM, Ctx.getLangOpts());
    std::string Scope = atFunctionTopLevel(D, Ctx) ? "the enclosing function's scope" : "the enclosing block's scope";
    DiagnosticsEngine &Diags = Ctx.getDiagnostics();
    // Clang's group for OpenACC extensions: -Wno-openacc-extension turns it off.
    DiagnosticIDs::CustomDiagDesc Desc(diag::Severity::Warning, "%0", DiagnosticIDs::CLASS_WARNING, false, false,
                                       DiagnosticIDs::getGroupForWarningOption("openacc-extension"));
    Diags.Report(E->getBeginLoc(), Diags.getDiagnosticIDs()->getCustomDiagID(Desc))
        << ("subarray in 'declare' is an extension: the declare directive takes whole variables (2.13), "
            "NVHPC accepts subarrays; '" + Item.str() + "' is mapped for " + Scope);
  }

  ASTContext &Ctx;
};

} // namespace

void warnDeclareSubarrays(ASTContext &Ctx) {
  Finder F(Ctx);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace acorn
