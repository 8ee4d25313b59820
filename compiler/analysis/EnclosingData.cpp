#include "analysis/EnclosingData.h"

#include "analysis/Clauses.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/StmtOpenACC.h"

#include <functional>

using namespace clang;

namespace acorn {

llvm::DenseMap<const ValueDecl *, acorn_map_kind> enclosingDataClauses(const Stmt *Body, const Stmt *Construct,
                                                                      const OpenACCDefaultClause **Default,
                                                                      llvm::DenseSet<const ValueDecl *> *Listed) {
  llvm::DenseMap<const ValueDecl *, acorn_map_kind> Vars;
  // Whether S holds Construct; the data constructs on the way are read innermost first.
  std::function<bool(const Stmt *)> Holds = [&](const Stmt *S) {
    if (!S)
      return false;
    if (S == Construct)
      return true;
    if (llvm::none_of(childStatements(S), Holds))
      return false;
    if (const auto *D = dyn_cast<OpenACCDataConstruct>(S)) {
      for (const OpenACCClause *C : D->clauses()) {
        if (const auto *DC = dyn_cast<OpenACCDefaultClause>(C); DC && Default && !*Default) {
          *Default = DC; // the innermost one is visible (2.6.2)
        } else if (std::optional<acorn_map_kind> Kind = dataClauseKind(C)) {
          for (const Expr *Item : dataClauseItems(C)) {
            // A whole variable, or a whole data member of this (a member function's data
            // construct): a section or member of it maps only part of it.
            const Expr *Whole = Item->IgnoreParenImpCasts();
            if (const auto *Name = dyn_cast<DeclRefExpr>(Whole))
              Vars.try_emplace(Name->getDecl(), *Kind);
            else if (const auto *M = dyn_cast<MemberExpr>(Whole);
                     M && isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
              Vars.try_emplace(M->getMemberDecl(), *Kind);
            if (Listed)
              Listed->insert(rootVariable(Item));
          }
        }
      }
    }
    return true;
  };
  Holds(Body);
  return Vars;
}

} // namespace acorn
