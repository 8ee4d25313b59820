#include "frontend/DeclareScopes.h"

#include "frontend/ASTWalk.h"

#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Lex/Lexer.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace acorn {

DeclareScopeFilter *DeclareScopeFilter::install(CompilerInstance &CI) {
  auto *Filter = new DeclareScopeFilter(CI);
  DiagnosticFilter::install(CI.getDiagnostics(), Filter);
  return Filter;
}

bool DeclareScopeFilter::holdBack(DiagnosticsEngine::Level, const Diagnostic &Info) {
  if (Info.getID() != diag::err_acc_declare_same_scope)
    return false;
  SourceLocation NameLoc;
  VarDecl *Var = namespaceVariable(Info.getLocation(), NameLoc);
  if (Var)
    SetAside.push_back({NameLoc, Var});
  return Var;
}

// The namespace or class a qualifier names, looked up from NS as a name is (`ns::`, `outer::ns::`,
// `Table::`, `ns::Table::Inner::`; `::ns::` from the global namespace); null when a part is neither
// (an unknown name, a typedef, a class not defined yet).
static const DeclContext *qualifiedScope(const NamespaceDecl *NS, bool Global, ArrayRef<IdentifierInfo *> Parts,
                                         ASTContext &Ctx) {
  auto scopeIn = [](const DeclContext *DC, IdentifierInfo *Id) -> const DeclContext * {
    for (NamedDecl *D : DC->lookup(DeclarationName(Id))) {
      if (const auto *N = dyn_cast<NamespaceDecl>(D))
        return N;
      if (const auto *A = dyn_cast<NamespaceAliasDecl>(D))
        return A->getNamespace();
      if (const auto *R = dyn_cast<CXXRecordDecl>(D))
        return R->getDefinition();
    }
    return nullptr;
  };
  const DeclContext *Found = nullptr;
  if (Parts.empty()) // `::g`
    return Ctx.getTranslationUnitDecl();
  if (Global)
    Found = scopeIn(Ctx.getTranslationUnitDecl(), Parts.front());
  else // the innermost enclosing scope that declares the first part
    for (const DeclContext *DC = NS; DC && !Found; DC = DC->getParent())
      Found = scopeIn(DC, Parts.front());
  for (IdentifierInfo *Part : Parts.drop_front())
    Found = Found ? scopeIn(Found, Part) : nullptr;
  return Found;
}

// The namespace DC is in, beyond its classes.
static const DeclContext *namespaceOf(const DeclContext *DC) {
  while (DC->isRecord())
    DC = DC->getParent();
  return DC->getRedeclContext()->getPrimaryContext();
}

// The variable named at Loc when the directive being parsed is in a namespace, the name is an
// identifier (`g`), or one qualified by that namespace or its classes (`ns::g`, `::outer::ns::g`,
// `Table::coeffs`), and not a section, and names a variable of that namespace (a static data member
// of its classes) declared (defined) in one of its blocks before the directive; otherwise null
// (Clang's error stands).
VarDecl *DeclareScopeFilter::namespaceVariable(SourceLocation Loc, SourceLocation &NameLoc) const {
  if (!CI.hasSema())
    return nullptr;
  const auto *NS = dyn_cast<NamespaceDecl>(CI.getSema().CurContext->getRedeclContext());
  if (!NS)
    return nullptr;
  const SourceManager &SM = CI.getSourceManager();
  const LangOptions &LO = CI.getLangOpts();
  ASTContext &Ctx = CI.getASTContext();
  // The tokens of the item: [::] name {:: name}, then `,` or `)`.
  auto next = [&](const Token &T) { return Lexer::findNextToken(T.getLocation(), SM, LO); };
  std::optional<Token> Tok(std::in_place);
  if (Lexer::getRawToken(SM.getSpellingLoc(Loc), *Tok, SM, LO))
    return nullptr;
  bool Global = Tok->is(tok::coloncolon);
  if (Global)
    Tok = next(*Tok);
  SmallVector<IdentifierInfo *, 4> Names;
  for (;;) {
    if (!Tok || !Tok->is(tok::raw_identifier))
      return nullptr;
    Names.push_back(&Ctx.Idents.get(Tok->getRawIdentifier()));
    NameLoc = Loc.isFileID() ? Tok->getLocation() : Loc;
    Tok = next(*Tok);
    if (Tok && (Tok->is(tok::comma) || Tok->is(tok::r_paren)))
      break;
    if (!Tok || !Tok->is(tok::coloncolon))
      return nullptr;
    Tok = next(*Tok);
  }
  const DeclContext *Scope = NS->getPrimaryContext();
  const DeclContext *Named = NS;
  if (Global || Names.size() > 1) {
    Named = qualifiedScope(NS, Global, ArrayRef(Names).drop_back(), Ctx);
    if (!Named || namespaceOf(Named) != Scope)
      return nullptr;
  }
  for (NamedDecl *D : Named->lookup(DeclarationName(Names.back()))) {
    auto *Var = dyn_cast<VarDecl>(D);
    if (!Var || namespaceOf(Var->getDeclContext()) != Scope)
      continue;
    for (const VarDecl *R : Var->redecls())
      if (namespaceOf(R->getLexicalDeclContext()) == Scope && SM.isBeforeInTranslationUnit(R->getLocation(), Loc))
        return Var;
  }
  return nullptr;
}

namespace {

class Restorer : public ASTWalk<Restorer> {
public:
  Restorer(ASTContext &Ctx, const std::vector<DeclareScopeFilter::Item> &SetAside, Reporter &Diags)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), SetAside(SetAside), Diags(Diags) {}

  bool VisitOpenACCDeclareDecl(OpenACCDeclareDecl *D) {
    ArrayRef<const OpenACCClause *> Clauses = D->clauses();
    for (size_t I = 0; I < Clauses.size(); ++I) {
      const auto *C = dyn_cast<OpenACCClauseWithVarList>(Clauses[I]);
      if (!C)
        continue;
      std::vector<Expr *> Vars(C->getVarList().begin(), C->getVarList().end());
      for (const DeclareScopeFilter::Item &Item : SetAside)
        if (SM.isPointWithin(Item.Loc, C->getBeginLoc(), C->getEndLoc())) {
          Item.Var->setReferenced();
          Vars.push_back(DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), SourceLocation(), Item.Var, false,
                                             Item.Loc, Item.Var->getType().getNonReferenceType(), VK_LValue));
        }
      if (Vars.size() == C->getVarList().size())
        continue;
      // The items in the order written.
      llvm::sort(Vars, [&](const Expr *A, const Expr *B) {
        return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
      });
      if (const OpenACCClause *New = rebuilt(C, Vars))
        const_cast<const OpenACCClause **>(Clauses.data())[I] = New;
    }
    return true;
  }

private:
  // C with the items Vars: the clauses a declare directive in a namespace takes (2.13).
  const OpenACCClause *rebuilt(const OpenACCClauseWithVarList *C, ArrayRef<Expr *> Vars) {
    SourceLocation Begin = C->getBeginLoc(), LParen = C->getLParenLoc(), End = C->getEndLoc();
    if (const auto *In = dyn_cast<OpenACCCopyInClause>(C))
      return OpenACCCopyInClause::Create(Ctx, In->getClauseKind(), Begin, LParen, In->getModifierList(), Vars, End);
    if (const auto *Cr = dyn_cast<OpenACCCreateClause>(C))
      return OpenACCCreateClause::Create(Ctx, Cr->getClauseKind(), Begin, LParen, Cr->getModifierList(), Vars, End);
    if (isa<OpenACCDevicePtrClause>(C))
      return OpenACCDevicePtrClause::Create(Ctx, Begin, LParen, Vars, End);
    if (isa<OpenACCDeviceResidentClause>(C))
      return OpenACCDeviceResidentClause::Create(Ctx, Begin, LParen, Vars, End);
    if (isa<OpenACCLinkClause>(C))
      return OpenACCLinkClause::Create(Ctx, Begin, LParen, Vars, End);
    // Clang rejects the other clauses in a namespace before it looks at their variables.
    Diags.unsupported(Begin, "this clause on a declare directive in a namespace opened before");
    return nullptr;
  }

  ASTContext &Ctx;
  SourceManager &SM;
  const std::vector<DeclareScopeFilter::Item> &SetAside;
  Reporter &Diags;
};

} // namespace

void restoreDeclareScopes(ASTContext &Ctx, const DeclareScopeFilter &Filter, Reporter &Diags) {
  if (!Filter.setAside().empty())
    Restorer(Ctx, Filter.setAside(), Diags).TraverseAST(Ctx);
}

} // namespace acorn
