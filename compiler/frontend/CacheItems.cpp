#include "frontend/CacheItems.h"

#include "frontend/ASTWalk.h"
#include "frontend/ToolchainHeaders.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"

using namespace clang;

namespace acorn {

namespace {

/// The raw tokens between a cache directive's parentheses; none when they are not in one file's text.
std::vector<Token> listTokens(const OpenACCCacheConstruct *Cache, const SourceManager &SM, const LangOptions &LO) {
  SourceLocation Open = Cache->getLParenLoc(), Close = Cache->getRParenLoc();
  if (Open.isInvalid() || Close.isInvalid() || Open.isMacroID() || Close.isMacroID() ||
      SM.getFileID(Open) != SM.getFileID(Close))
    return {};
  FileID File = SM.getFileID(Open);
  StringRef Buffer = SM.getBufferData(File);
  unsigned Begin = SM.getFileOffset(Open) + 1, End = SM.getFileOffset(Close);
  Lexer Raw(SM.getLocForStartOfFile(File), LO, Buffer.begin(), Buffer.begin() + Begin, Buffer.end());
  std::vector<Token> Tokens;
  Token T;
  while (!Raw.LexFromRawLexer(T) && SM.getFileOffset(T.getLocation()) < End)
    Tokens.push_back(T);
  if (T.isNot(tok::eof) && SM.getFileOffset(T.getLocation()) < End)
    Tokens.push_back(T);
  return Tokens;
}

bool opens(const Token &T) { return T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace); }
bool closes(const Token &T) { return T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace); }

/// An identifier's name, raw or not (keywords included); "" for other tokens.
StringRef nameOf(const Token &T) {
  if (T.is(tok::raw_identifier))
    return T.getRawIdentifier();
  if (const IdentifierInfo *II = T.getIdentifierInfo())
    return II->getName();
  return "";
}

/// The items of a var-list's tokens, split at the commas outside brackets (after `readonly:`).
std::vector<std::vector<Token>> splitItems(std::vector<Token> Tokens) {
  std::vector<std::vector<Token>> Items(1);
  size_t First = Tokens.size() >= 2 && nameOf(Tokens[0]) == "readonly" && Tokens[1].is(tok::colon) ? 2 : 0;
  int Depth = 0;
  for (size_t I = First; I < Tokens.size(); ++I) {
    Depth += opens(Tokens[I]) ? 1 : closes(Tokens[I]) ? -1 : 0;
    if (Depth == 0 && Tokens[I].is(tok::comma))
      Items.emplace_back();
    else
      Items.back().push_back(Tokens[I]);
  }
  llvm::erase_if(Items, [](const std::vector<Token> &Item) { return Item.empty(); });
  return Items;
}

/// The tokens of each length of an item (`a[i-1:m][0:4]`: `m`, then `4`).
std::vector<std::vector<Token>> lengthsOf(const std::vector<Token> &Item) {
  std::vector<std::vector<Token>> Lengths;
  int Depth = 0;
  std::vector<Token> *Length = nullptr;
  for (const Token &T : Item) {
    if (closes(T) && --Depth == 0)
      Length = nullptr;
    if (Length)
      Length->push_back(T);
    if (opens(T) && Depth++ == 0)
      continue;
    if (Depth == 1 && T.is(tok::colon) && !Length)
      Length = &Lengths.emplace_back();
  }
  return Lengths;
}

enum class Constness { Constant, RunTime, Unknown };

/// Whether the tokens of a dropped item's length make a constant: each name it uses is looked up as
/// the directive sees it (a macro, a variable of its function, a member, a global, an enumerator).
class LengthReader {
public:
  LengthReader(ASTContext &Ctx, const Preprocessor &PP, const Stmt *Directive)
      : Ctx(Ctx), PP(PP), Directive(Directive), Function(enclosingFunction(Directive)) {}

  Constness read(ArrayRef<Token> Tokens, unsigned MacroDepth = 0) {
    Constness Result = Constness::Constant;
    for (size_t I = 0; I < Tokens.size(); ++I) {
      StringRef Name = nameOf(Tokens[I]);
      if (Name.empty() || Name == "true" || Name == "false")
        continue;
      if (Name == "sizeof" || Name == "alignof" || Name == "_Alignof" || Name == "__alignof__") {
        I = skipOperand(Tokens, I + 1); // a size is a constant (a VLA's aside)
        continue;
      }
      bool Member = I > 0 && Tokens[I - 1].isOneOf(tok::period, tok::arrow);
      bool Qualified = (I > 0 && Tokens[I - 1].is(tok::coloncolon)) ||
                       (I + 1 < Tokens.size() && Tokens[I + 1].isOneOf(tok::coloncolon, tok::l_paren, tok::less));
      if (Member)
        continue; // its object decides
      Constness Each = Qualified ? Constness::Unknown : name(Name, MacroDepth);
      if (Each == Constness::RunTime)
        return Each;
      if (Each == Constness::Unknown)
        Result = Each;
    }
    return Result;
  }

private:
  static size_t skipOperand(ArrayRef<Token> Tokens, size_t I) {
    if (I >= Tokens.size() || !Tokens[I].is(tok::l_paren))
      return I;
    for (int Depth = 0; I < Tokens.size(); ++I) {
      Depth += opens(Tokens[I]) ? 1 : closes(Tokens[I]) ? -1 : 0;
      if (Depth == 0)
        return I;
    }
    return I;
  }

  Constness name(StringRef Name, unsigned MacroDepth) {
    const IdentifierInfo *II = &Ctx.Idents.get(Name);
    if (II->hasMacroDefinition()) {
      const MacroInfo *Macro = PP.getMacroInfo(II);
      if (!Macro || Macro->isFunctionLike() || MacroDepth > 8)
        return Constness::Unknown;
      return read(Macro->tokens(), MacroDepth + 1);
    }
    if (const Decl *D = lookup(Name))
      return of(D);
    return Constness::Unknown;
  }

  Constness of(const Decl *D) const {
    if (isa<EnumConstantDecl, NonTypeTemplateParmDecl>(D))
      return Constness::Constant;
    if (isa<FieldDecl>(D))
      return Constness::RunTime;
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || V->getType()->isDependentType())
      return Constness::Unknown;
    const Expr *Init = V->getAnyInitializer();
    if (V->isConstexpr() || (V->getType().isConstQualified() && Init && !Init->isValueDependent() &&
                             Init->isIntegerConstantExpr(Ctx)))
      return Constness::Constant;
    return V->getType().isConstQualified() && Init && Init->isValueDependent() ? Constness::Unknown
                                                                              : Constness::RunTime;
  }

  /// The declaration Name finds at the directive: the last variable of its function declared
  /// before it, a member of its class, or a name of the scopes around the function.
  const Decl *lookup(StringRef Name) {
    if (!Function)
      return nullptr;
    const SourceManager &SM = Ctx.getSourceManager();
    const Decl *Found = nullptr;
    auto Consider = [&](const NamedDecl *D) {
      if (D->getName() == Name && SM.isBeforeInTranslationUnit(D->getLocation(), Directive->getBeginLoc()) &&
          (!Found || SM.isBeforeInTranslationUnit(Found->getLocation(), D->getLocation())))
        Found = D;
    };
    for (const ParmVarDecl *P : Function->parameters())
      Consider(P);
    visitNames(Function->getBody(), Consider);
    if (Found)
      return Found;
    if (const auto *Method = dyn_cast<CXXMethodDecl>(Function))
      for (const FieldDecl *F : Method->getParent()->fields())
        if (F->getName() == Name)
          return F;
    for (const DeclContext *DC = Function->getDeclContext(); DC; DC = DC->getParent()) {
      DeclContext::lookup_result R = DC->lookup(DeclarationName(&Ctx.Idents.get(Name)));
      if (!R.empty())
        return R.front();
    }
    return nullptr;
  }

  /// Calls Each on the variables S declares and on those it names (captured or global ones).
  static void visitNames(const Stmt *S, llvm::function_ref<void(const NamedDecl *)> Each) {
    if (!S)
      return;
    if (const auto *D = dyn_cast<DeclStmt>(S))
      for (const Decl *Declared : D->decls())
        if (const auto *V = dyn_cast<VarDecl>(Declared))
          Each(V);
    if (const auto *R = dyn_cast<DeclRefExpr>(S))
      Each(R->getDecl());
    for (const Stmt *Child : S->children())
      visitNames(Child, Each);
  }

  const FunctionDecl *enclosingFunction(const Stmt *S) const {
    DynTypedNode Node = DynTypedNode::create(*S);
    for (DynTypedNodeList Parents = Ctx.getParents(Node); !Parents.empty(); Parents = Ctx.getParents(Node)) {
      Node = Parents[0];
      if (const auto *F = Node.get<FunctionDecl>())
        return F;
      if (const auto *L = Node.get<LambdaExpr>())
        return L->getCallOperator();
    }
    return nullptr;
  }

  ASTContext &Ctx;
  const Preprocessor &PP;
  const Stmt *Directive;
  const FunctionDecl *Function;
};

/// Whether a kept item's lengths are all constants (a template's dependent ones count).
bool constantLengths(const Expr *Item, const ASTContext &Ctx) {
  for (const Expr *E = Item->IgnoreParenImpCasts();;) {
    if (const auto *S = dyn_cast<ArraySectionExpr>(E)) {
      const Expr *Length = S->getLength();
      if (Length && !Length->isValueDependent() && !Length->isIntegerConstantExpr(Ctx))
        return false;
      E = S->getBase()->IgnoreParenImpCasts();
    } else if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
      E = A->getBase()->IgnoreParenImpCasts();
    } else {
      return true;
    }
  }
}

class Checker : public ASTWalk<Checker> {
public:
  Checker(ASTContext &Ctx, const Preprocessor &PP, Reporter &Diags) : Ctx(Ctx), PP(PP), Diags(Diags) {}
  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitOpenACCCacheConstruct(OpenACCCacheConstruct *Cache) {
    if (isToolchainCode(Ctx.getSourceManager(), Cache->getBeginLoc()))
      return true;
    std::vector<Token> Tokens = listTokens(Cache, Ctx.getSourceManager(), Ctx.getLangOpts());
    std::vector<std::vector<Token>> Items = splitItems(Tokens);
    std::vector<WrittenCacheItem> Written = writtenCacheItems(Cache, Ctx);
    for (size_t I = 0; I < Written.size(); ++I) {
      const WrittenCacheItem &W = Written[I];
      bool Constant = true;
      if (W.Kept) {
        Constant = constantLengths(W.Kept, Ctx);
      } else if (I < Items.size()) {
        LengthReader Reader(Ctx, PP, Cache);
        for (const std::vector<Token> &Length : lengthsOf(Items[I]))
          Constant &= Reader.read(Length) != Constness::RunTime;
      }
      if (!Constant)
        Diags.warning(W.Loc, "the length of cache item '" + W.Text +
                                 "' is not a constant (2.10 asks for one): it is not cached, the loop reads its "
                                 "elements where they are");
    }
    return true;
  }

private:
  ASTContext &Ctx;
  const Preprocessor &PP;
  Reporter &Diags;
};

} // namespace

std::vector<WrittenCacheItem> writtenCacheItems(const OpenACCCacheConstruct *Cache, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<WrittenCacheItem> Out;
  std::vector<Token> Tokens = listTokens(Cache, SM, Ctx.getLangOpts());
  auto TextOf = [&](SourceLocation B, SourceLocation E) {
    return Lexer::getSourceText(CharSourceRange::getTokenRange(B, E), SM, Ctx.getLangOpts()).str();
  };
  if (Tokens.empty()) {
    for (const Expr *E : Cache->getVarList())
      Out.push_back({TextOf(E->getBeginLoc(), E->getEndLoc()), E->getBeginLoc(), E});
    return Out;
  }
  for (const std::vector<Token> &Item : splitItems(Tokens)) {
    WrittenCacheItem W{TextOf(Item.front().getLocation(), Item.back().getLocation()), Item.front().getLocation()};
    for (const Expr *E : Cache->getVarList())
      if (SM.getExpansionLoc(E->getBeginLoc()) == W.Loc)
        W.Kept = E;
    Out.push_back(std::move(W));
  }
  return Out;
}

void warnCacheLengths(ASTContext &Ctx, const Preprocessor &PP, Reporter &Diags) {
  Checker(Ctx, PP, Diags).TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace acorn
