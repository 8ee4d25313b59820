#include "frontend/FirstPrivateArrays.h"

#include "frontend/ASTWalk.h"

#include "clang/AST/Expr.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Lex/Lexer.h"

#include <cctype>

using namespace clang;

namespace acorn {

FirstPrivateArrayFilter *FirstPrivateArrayFilter::install(DiagnosticsEngine &Engine) {
  auto *Filter = new FirstPrivateArrayFilter;
  DiagnosticFilter::install(Engine, Filter);
  return Filter;
}

// Whether Offset of Buffer is an item `&name` of a firstprivate clause on its line (ClausePatches
// writes nothing else there: 2.5.14 takes variables, and Clang rejects an address).
static bool patchedItem(StringRef Buffer, size_t Offset) {
  if (Offset + 1 >= Buffer.size() || Buffer[Offset] != '&' || !(isalpha(Buffer[Offset + 1]) || Buffer[Offset + 1] == '_'))
    return false;
  size_t LineStart = Buffer.rfind('\n', Offset) + 1; // npos + 1 is 0
  StringRef Before = Buffer.slice(LineStart, Offset);
  size_t Clause = Before.rfind("firstprivate");
  if (Clause == StringRef::npos)
    return false;
  int Depth = 0; // inside the clause's parentheses only
  for (char C : Before.drop_front(Clause + 12))
    Depth += C == '(' ? 1 : C == ')' ? -1 : 0;
  return Depth == 1;
}

bool FirstPrivateArrayFilter::holdBack(DiagnosticsEngine::Level, const Diagnostic &Info) {
  if (Info.getID() != diag::err_acc_not_a_var_ref || !Info.hasSourceManager() || Info.getLocation().isInvalid())
    return false;
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation At = SM.getExpansionLoc(Info.getLocation());
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(SM.getFileID(At), &Invalid);
  if (Invalid || !patchedItem(Buffer, SM.getFileOffset(At)))
    return false;
  SetAside.push_back(Info.getLocation());
  return true;
}

namespace {

class Restorer : public ASTWalk<Restorer> {
public:
  Restorer(ASTContext &Ctx, const std::vector<SourceLocation> &SetAside, Reporter &Diags)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), SetAside(SetAside), Diags(Diags) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitOpenACCComputeConstruct(OpenACCComputeConstruct *S) { return restore(S); }
  bool VisitOpenACCCombinedConstruct(OpenACCCombinedConstruct *S) { return restore(S); }

private:
  // The firstprivate clauses of S whose set-aside variables are found get them back (a clause is
  // replaced by one with the longer list, in the construct's own clause array).
  bool restore(OpenACCAssociatedStmtConstruct *S) {
    ArrayRef<const OpenACCClause *> Clauses = S->clauses();
    const Stmt *Body = S->children().empty() ? nullptr : *S->children().begin();
    for (size_t I = 0; I < Clauses.size(); ++I) {
      const auto *F = dyn_cast<OpenACCFirstPrivateClause>(Clauses[I]);
      if (!F)
        continue;
      std::vector<Expr *> Vars(F->getVarList().begin(), F->getVarList().end());
      std::vector<OpenACCFirstPrivateRecipe> Recipes(F->getInitRecipes().begin(), F->getInitRecipes().end());
      for (SourceLocation Loc : SetAside)
        if (SM.isPointWithin(Loc, F->getBeginLoc(), F->getEndLoc()))
          if (Expr *Var = variableAt(Loc, Body)) {
            Vars.push_back(Var);
            Recipes.push_back(OpenACCFirstPrivateRecipe::Empty());
          }
      if (Vars.size() == F->getVarList().size())
        continue;
      const_cast<const OpenACCClause **>(Clauses.data())[I] =
          OpenACCFirstPrivateClause::Create(Ctx, F->getBeginLoc(), F->getLParenLoc(), Vars, Recipes, F->getEndLoc());
    }
    return true;
  }

  // The variable named after the `&` at Loc, as a reference of the construct's statement Body sees
  // it (in a template's own construct, of its dependent type: Acorn lowers the template); none when
  // Body does not use it (its copy would go unread).
  Expr *variableAt(SourceLocation Loc, const Stmt *Body) {
    std::optional<Token> Name = Lexer::findNextToken(SM.getSpellingLoc(Loc), SM, Ctx.getLangOpts());
    if (!Name || !Name->is(tok::raw_identifier))
      return nullptr;
    StringRef Spelled = Name->getRawIdentifier();
    // (A variable the construct declares is not in scope at its clauses.)
    const VarDecl *Var = usedVariable(Body, Spelled, [&](const VarDecl *V) {
      return !Body || !SM.isPointWithin(V->getLocation(), Body->getBeginLoc(), Body->getEndLoc());
    });
    if (!Var) {
      if (usesMember(Body, Spelled))
        Diags.unsupported(Loc, "firstprivate of the member '" + Spelled.str() + "', an array of arrays; copy it " +
                                   "into a local variable and name that");
      return nullptr;
    }
    SourceLocation NameLoc = Loc.getLocWithOffset(1);
    return DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), SourceLocation(), const_cast<VarDecl *>(Var), false,
                               NameLoc, Var->getType().getNonReferenceType(), VK_LValue);
  }

  // Whether S reads a member named Name (of `this`, a member function's array).
  static bool usesMember(const Stmt *S, StringRef Name) {
    if (!S)
      return false;
    if (const auto *M = dyn_cast<MemberExpr>(S))
      if (const IdentifierInfo *Id = M->getMemberDecl()->getIdentifier(); Id && Id->getName() == Name)
        return true;
    return llvm::any_of(S->children(), [&](const Stmt *Child) { return usesMember(Child, Name); });
  }

  ASTContext &Ctx;
  SourceManager &SM;
  const std::vector<SourceLocation> &SetAside;
  Reporter &Diags;
};

} // namespace

void restoreFirstPrivateArrays(ASTContext &Ctx, const FirstPrivateArrayFilter &Filter, Reporter &Diags) {
  if (Filter.setAside().empty())
    return;
  Restorer(Ctx, Filter.setAside(), Diags).TraverseAST(Ctx);
}

} // namespace acorn
