#include "frontend/FirstPrivateArrays.h"

#include "frontend/ASTWalk.h"

#include "clang/AST/OpenACCClause.h"
#include "clang/AST/StmtOpenACC.h"

using namespace clang;

namespace acorn {

namespace {

class Restorer : public ASTWalk<Restorer> {
public:
  Restorer(ASTContext &Ctx, Reporter &Diags) : Ctx(Ctx), Diags(Diags) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitOpenACCComputeConstruct(OpenACCComputeConstruct *S) { return restore(S); }
  bool VisitOpenACCCombinedConstruct(OpenACCCombinedConstruct *S) { return restore(S); }

private:
  // Each pcreate clause of S read from a file (ClausePatches spells the user's `create` there; a
  // directive from a macro or a _Pragma is the user's as written) is replaced by the firstprivate
  // clause of its items, in the construct's own clause array.
  bool restore(OpenACCAssociatedStmtConstruct *S) {
    ArrayRef<const OpenACCClause *> Clauses = S->clauses();
    for (size_t I = 0; I < Clauses.size(); ++I) {
      if (Clauses[I]->getClauseKind() != OpenACCClauseKind::PCreate || Clauses[I]->getBeginLoc().isMacroID())
        continue;
      const auto *C = cast<OpenACCCreateClause>(Clauses[I]);
      if (C->getModifierList() != OpenACCModifierKind::Invalid)
        Diags.error(C->getLParenLoc().getLocWithOffset(1), "a 'firstprivate' clause takes no modifier");
      std::vector<OpenACCFirstPrivateRecipe> Recipes(C->getVarList().size(), OpenACCFirstPrivateRecipe::Empty());
      const_cast<const OpenACCClause **>(Clauses.data())[I] = OpenACCFirstPrivateClause::Create(
          Ctx, C->getBeginLoc(), C->getLParenLoc(), C->getVarList(), Recipes, C->getEndLoc());
    }
    return true;
  }

  ASTContext &Ctx;
  Reporter &Diags;
};

} // namespace

void restoreFirstPrivateArrays(ASTContext &Ctx, Reporter &Diags) { Restorer(Ctx, Diags).TraverseAST(Ctx); }

} // namespace acorn
