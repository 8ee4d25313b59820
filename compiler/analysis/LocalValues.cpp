#include "analysis/LocalValues.h"

#include "analysis/ExpressionForms.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/OpenACCClause.h"

using namespace clang;

namespace acorn {
namespace {

// Whether an OpenACC clause of S writes the host's Var back (at the end of a region or data
// construct, or by an update).
bool writtenByClause(const Stmt *S, const ValueDecl *Var) {
  class Finder : public ASTWalk<Finder> {
  public:
    const ValueDecl *Var;
    bool Found = false;
    explicit Finder(const ValueDecl *Var) : Var(Var) {}
    void clauses(llvm::ArrayRef<const OpenACCClause *> Clauses) {
      for (const OpenACCClause *C : Clauses)
        if (isa<OpenACCCopyClause, OpenACCCopyOutClause, OpenACCReductionClause, OpenACCHostClause,
                OpenACCSelfClause>(C))
          for (const Stmt *Item : C->children())
            if (const auto *E = dyn_cast_or_null<Expr>(Item); E && referenced(E) == Var)
              Found = true;
    }
#define ACORN_CLAUSES_OF(CLASS)                                                                                   \
  bool Visit##CLASS(CLASS *S) {                                                                                 \
    clauses(S->clauses());                                                                                      \
    return !Found;                                                                                              \
  }
    ACORN_CLAUSES_OF(OpenACCComputeConstruct)
    ACORN_CLAUSES_OF(OpenACCCombinedConstruct)
    ACORN_CLAUSES_OF(OpenACCDataConstruct)
    ACORN_CLAUSES_OF(OpenACCExitDataConstruct)
    ACORN_CLAUSES_OF(OpenACCUpdateConstruct)
#undef ACORN_CLAUSES_OF
  } F(Var);
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

// Whether Var keeps one value in its whole function: a local or parameter (not static, volatile
// nor a reference) that nothing writes after its initialisation.
bool unchanged(const VarDecl *Var) {
  const auto *F = dyn_cast<FunctionDecl>(Var->getDeclContext());
  if (!F || !F->hasBody() || !Var->hasLocalStorage() || Var->getType()->isReferenceType() ||
      Var->getType().isVolatileQualified())
    return false;
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(F))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (mayWrite(Init->getInit(), Var))
        return false;
  return !mayWrite(F->getBody(), Var) && !writtenByClause(F->getBody(), Var);
}

std::optional<Polynomial> valueOf(const VarDecl *V, const ASTContext &Ctx, unsigned Depth) {
  if (Depth > 8 || isa<ParmVarDecl>(V) || !V->isLocalVarDecl() || !V->getType()->isIntegerType() ||
      !V->getInit() || !unchanged(V))
    return std::nullopt;
  std::optional<Polynomial> P = polynomialOf(V->getInit(), Ctx, [&](const Expr *E) -> std::optional<Polynomial> {
    const auto *R = dyn_cast<DeclRefExpr>(E);
    const auto *Named = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
    return Named ? valueOf(Named, Ctx, Depth + 1) : std::nullopt;
  });
  if (!P)
    return std::nullopt;
  for (Symbol S : symbolsOf(*P)) {
    const auto *Decl = static_cast<const ValueDecl *>(S);
    if (isa<NonTypeTemplateParmDecl>(Decl))
      continue;
    const auto *Named = dyn_cast<VarDecl>(Decl);
    if (!Named || Named == V || !unchanged(Named))
      return std::nullopt;
  }
  return P;
}

} // namespace

std::optional<Polynomial> unchangedLocalValue(const VarDecl *V, const ASTContext &Ctx) { return valueOf(V, Ctx, 0); }

} // namespace acorn
