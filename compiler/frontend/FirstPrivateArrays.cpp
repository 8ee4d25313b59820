#include "frontend/FirstPrivateArrays.h"

#include "frontend/ASTWalk.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Lex/Lexer.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"

#include <cctype>

using namespace clang;

namespace acorn {

FirstPrivateArrayFilter *FirstPrivateArrayFilter::install(CompilerInstance &CI) {
  auto *Filter = new FirstPrivateArrayFilter(CI);
  DiagnosticFilter::install(CI.getDiagnostics(), Filter);
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

// Clang rejects a patched item `&name` (err_acc_not_a_var_ref), or the address itself: `&r` of a C
// register variable or a bit-field member. A variable's or member's errors are set aside. A name of
// something else (a function) keeps Clang's error for the item; one whose address Clang rejects
// first (`&K` of an enumerator) is reported at restore time as that error would be.
bool FirstPrivateArrayFilter::holdBack(DiagnosticsEngine::Level Level, const Diagnostic &Info) {
  // (Clang's own: Acorn's, with custom IDs, come after parsing.)
  if (Level < DiagnosticsEngine::Error || Info.getID() >= diag::DIAG_UPPER_LIMIT || !Info.hasSourceManager() ||
      Info.getLocation().isInvalid())
    return false;
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Loc = Info.getLocation(), At = SM.getExpansionLoc(Loc);
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(SM.getFileID(At), &Invalid);
  if (Invalid || !patchedItem(Buffer, SM.getFileOffset(At)))
    return false;
  if (namesVariable(Loc)) {
    if (!llvm::is_contained(SetAside, Loc))
      SetAside.push_back(Loc);
    return true;
  }
  bool ClangsItemError = Info.getID() == diag::err_acc_not_a_var_ref;
  if (ClangsItemError)
    llvm::erase(NotVariables, Loc);
  else if (!llvm::is_contained(NotVariables, Loc))
    NotVariables.push_back(Loc);
  return !ClangsItemError;
}

// Whether the name after the `&` at Loc is, where the directive is being parsed, a variable or a data
// member (of `this`): any other name (a function, a type) keeps Clang's error, the one it gives
// the name without the `&`.
bool FirstPrivateArrayFilter::namesVariable(SourceLocation Loc) const {
  if (!CI.hasSema())
    return false;
  Sema &S = CI.getSema();
  std::optional<Token> Name = Lexer::findNextToken(CI.getSourceManager().getSpellingLoc(Loc),
                                                   CI.getSourceManager(), CI.getLangOpts());
  if (!Name || !Name->is(tok::raw_identifier))
    return false;
  IdentifierInfo &Id = CI.getASTContext().Idents.get(Name->getRawIdentifier());
  LookupResult R(S, DeclarationNameInfo(&Id, Loc), Sema::LookupOrdinaryName);
  if (!S.LookupName(R, S.getCurScope()) || !R.isSingleResult())
    return false;
  return isa<VarDecl, FieldDecl, IndirectFieldDecl>(R.getFoundDecl()->getUnderlyingDecl());
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
    SourceLocation NameLoc = Loc.getLocWithOffset(1);
    if (!Var)
      return memberAt(Spelled, NameLoc, Body);
    return DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), SourceLocation(), const_cast<VarDecl *>(Var), false,
                               NameLoc, Var->getType().getNonReferenceType(), VK_LValue);
  }

  // The data member Name of `this` as the construct's statement Body reads it, as an item at NameLoc
  // (`this->name`); none when Body does not read it. A member that is an array of arrays is reported.
  Expr *memberAt(StringRef Name, SourceLocation NameLoc, const Stmt *Body) {
    const MemberExpr *Use = memberUse(Body, Name);
    if (!Use)
      return nullptr;
    const auto *Array = Ctx.getAsArrayType(Use->getType());
    if (Array && Array->getElementType()->isArrayType()) {
      Diags.unsupported(NameLoc, "firstprivate of the member '" + Name.str() + "', an array of arrays; copy it " +
                                     "into a local variable and name that");
      return nullptr;
    }
    const Expr *This = Use->getBase()->IgnoreParenImpCasts();
    Expr *Base = CXXThisExpr::Create(Ctx, NameLoc, This->getType(), /*IsImplicit=*/true);
    ValueDecl *Member = Use->getMemberDecl();
    return MemberExpr::Create(Ctx, Base, /*IsArrow=*/true, SourceLocation(), NestedNameSpecifierLoc(),
                              SourceLocation(), Member, DeclAccessPair::make(Member, Member->getAccess()),
                              DeclarationNameInfo(Member->getDeclName(), NameLoc), nullptr, Use->getType(),
                              Use->getValueKind(), Use->getObjectKind(), NOUR_None);
  }

  // A read in S of the member Name of `this` (`name`, `this->name`), or null.
  static const MemberExpr *memberUse(const Stmt *S, StringRef Name) {
    if (!S)
      return nullptr;
    if (const auto *M = dyn_cast<MemberExpr>(S))
      if (const IdentifierInfo *Id = M->getMemberDecl()->getIdentifier();
          Id && Id->getName() == Name && isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
        return M;
    for (const Stmt *Child : S->children())
      if (const MemberExpr *M = memberUse(Child, Name))
        return M;
    return nullptr;
  }

  ASTContext &Ctx;
  SourceManager &SM;
  const std::vector<SourceLocation> &SetAside;
  Reporter &Diags;
};

} // namespace

void restoreFirstPrivateArrays(ASTContext &Ctx, const FirstPrivateArrayFilter &Filter, Reporter &Diags) {
  for (SourceLocation Loc : Filter.notVariables())
    Diags.error(Loc, "OpenACC variable is not a valid variable name, sub-array, array element, member of a "
                     "composite variable, or composite variable member");
  if (Filter.setAside().empty())
    return;
  Restorer(Ctx, Filter.setAside(), Diags).TraverseAST(Ctx);
}

} // namespace acorn
