#include "analysis/ExplicitInstantiations.h"

#include "frontend/ExpandedTokens.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace acorn {

namespace {

/// The tokens of code: of one file, its preprocessor directives left out, or of a macro invocation.
class CodeTokens {
public:
  CodeTokens(const SourceManager &SM, const LangOptions &LO, std::vector<Token> Toks)
      : SM(SM), LO(LO), Toks(std::move(Toks)) {}
  CodeTokens(const SourceManager &SM, const LangOptions &LO, FileID F) : SM(SM), LO(LO) {
    llvm::StringRef Buf = SM.getBufferData(F);
    Lexer L(SM.getLocForStartOfFile(F), LO, Buf.begin(), Buf.begin(), Buf.end());
    bool InDirective = false;
    Token T;
    for (L.LexFromRawLexer(T); T.isNot(tok::eof); L.LexFromRawLexer(T)) {
      if (T.isAtStartOfLine())
        InDirective = T.is(tok::hash);
      if (!InDirective)
        Toks.push_back(T);
    }
  }

  void find(std::vector<WrittenInstantiation> &Out) const {
    for (size_t I = 0; I + 1 < Toks.size(); ++I) {
      // `template` that starts an explicit instantiation: not a template head (`template <`), not
      // the disambiguator of a dependent name (`x.template f<T>()`, `T::template X<U>`), and not
      // a class's (`template struct Box<double>;`).
      if (!isWord(I, "template") || Toks[I + 1].is(tok::less) ||
          (I > 0 && Toks[I - 1].isOneOf(tok::coloncolon, tok::period, tok::arrow)) ||
          isWord(I + 1, "class") || isWord(I + 1, "struct") || isWord(I + 1, "union"))
        continue;
      WrittenInstantiation W;
      W.Next = Toks[I + 1].getLocation();
      if (declarator(I + 1, W))
        Out.push_back(W);
    }
  }

private:
  /// The identifier or keyword at I (raw or not), else empty.
  llvm::StringRef word(size_t I) const {
    if (I >= Toks.size())
      return "";
    if (Toks[I].is(tok::raw_identifier))
      return Toks[I].getRawIdentifier();
    const IdentifierInfo *II = Toks[I].getIdentifierInfo();
    return II ? II->getName() : "";
  }
  bool isWord(size_t I, llvm::StringRef Word) const { return !Word.empty() && word(I) == Word; }
  std::string spelling(size_t I) const { return Lexer::getSpelling(Toks[I], SM, LO); }

  /// The index of the token that closes the bracket at I, or Toks.size().
  size_t closing(size_t I) const {
    int Depth = 0;
    for (; I < Toks.size(); ++I) {
      if (Toks[I].isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
        ++Depth;
      else if (Toks[I].isOneOf(tok::r_paren, tok::r_square, tok::r_brace) && --Depth == 0)
        return I;
    }
    return I;
  }

  /// The name of the function the declaration from I to its `;` declares: the one before its first
  /// parameter list (or an operator's). False when it declares no function (a variable).
  bool declarator(size_t I, WrittenInstantiation &W) const {
    for (; I < Toks.size() && Toks[I].isNot(tok::semi); ++I) {
      if (Toks[I].isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
        return false;
      if (isWord(I, "operator")) {
        operatorName(I, W);
        size_t Params = I + 2; // past `operator` and its symbol: `()` and `[]` are two tokens
        while (Params < Toks.size() && Toks[Params].isNot(tok::l_paren) && Toks[Params].isNot(tok::semi))
          ++Params;
        W.Params = parameterCount(Params);
        return true;
      }
      if (Toks[I].is(tok::l_paren) && I > 0 && nameBefore(I, W)) {
        W.Params = parameterCount(I);
        return true;
      }
      if (Toks[I].isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
        I = closing(I);
    }
    return false;
  }

  /// The number of parameters in the list that opens at I (commas outside brackets and template
  /// arguments, plus one), or -1 past the tokens.
  int parameterCount(size_t I) const {
    if (I + 1 >= Toks.size() || Toks[I].isNot(tok::l_paren))
      return -1;
    if (Toks[I + 1].is(tok::r_paren) || (isWord(I + 1, "void") && I + 2 < Toks.size() && Toks[I + 2].is(tok::r_paren)))
      return 0;
    int Count = 1, Depth = 0, Angles = 0;
    for (++I; I < Toks.size(); ++I) {
      if (Toks[I].isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
        ++Depth;
      else if (Toks[I].isOneOf(tok::r_paren, tok::r_square, tok::r_brace) && --Depth < 0)
        return Count;
      else if (Toks[I].is(tok::less))
        ++Angles;
      else if (Toks[I].isOneOf(tok::greater, tok::greatergreater) && Angles > 0)
        Angles -= Toks[I].is(tok::greater) ? 1 : std::min(Angles, 2);
      else if (Toks[I].is(tok::comma) && Depth == 0 && Angles == 0)
        ++Count;
    }
    return -1;
  }

  void operatorName(size_t I, WrittenInstantiation &W) const {
    W.NameLoc = Toks[I].getLocation();
    W.Scope = scopeBefore(I);
    size_t J = I + 1;
    if (J + 1 < Toks.size() && Toks[J].isOneOf(tok::l_paren, tok::l_square))
      W.Name = "operator" + spelling(J) + spelling(J + 1); // () []
    else if (J < Toks.size() && word(J).empty())
      W.Name = "operator" + spelling(J);
    else // a conversion, new, delete
      for (W.Name = "operator"; J < Toks.size() && Toks[J].isNot(tok::l_paren) && Toks[J].isNot(tok::less); ++J)
        W.Name += (word(J).empty() ? "" : " ") + spelling(J);
  }

  /// I is a `(`: true when a function's name precedes it, after any template arguments.
  bool nameBefore(size_t I, WrittenInstantiation &W) const {
    size_t P = I - 1;
    if (Toks[P].isOneOf(tok::greater, tok::greatergreater) && !skipArguments(P))
      return false;
    if (word(P).empty() ||
        llvm::StringSwitch<bool>(word(P))
            .Cases({"decltype", "sizeof", "alignof", "alignas", "noexcept", "throw", "typeof", "__typeof__"}, true)
            .Cases({"__attribute__", "__declspec", "requires"}, true)
            .Default(false))
      return false;
    W.NameLoc = Toks[P].getLocation();
    W.Name = word(P).str();
    if (P > 0 && Toks[P - 1].is(tok::tilde)) {
      W.Name = "~" + W.Name;
      --P;
    }
    W.Scope = scopeBefore(P);
    return true;
  }

  /// P is a `>` (or `>>`) that closes template arguments: moves P to the name before them.
  bool skipArguments(size_t &P) const {
    int Depth = 0;
    for (;; --P) {
      if (Toks[P].is(tok::greater))
        ++Depth;
      else if (Toks[P].is(tok::greatergreater))
        Depth += 2;
      else if (Toks[P].is(tok::less) && --Depth == 0)
        return P > 0 && (--P, true);
      else if (Toks[P].isOneOf(tok::semi, tok::l_brace, tok::r_brace))
        return false;
      if (P == 0)
        return false;
    }
  }

  /// The last component of the qualifier before the name at I (`Box` of `Box<float>::get`).
  std::string scopeBefore(size_t I) const {
    if (I < 2 || Toks[I - 1].isNot(tok::coloncolon))
      return "";
    size_t P = I - 2;
    if (Toks[P].isOneOf(tok::greater, tok::greatergreater) && !skipArguments(P))
      return "";
    return word(P).str();
  }

  const SourceManager &SM;
  const LangOptions &LO;
  std::vector<Token> Toks;
};

} // namespace

std::vector<WrittenInstantiation> writtenFunctionInstantiations(const SourceText &Text) {
  const SourceManager &SM = Text.sourceManager();
  std::vector<WrittenInstantiation> Out;
  for (unsigned I = 0, N = SM.local_sloc_entry_size(); I < N; ++I) {
    const SrcMgr::SLocEntry &E = SM.getLocalSLocEntry(I);
    if (!E.isFile())
      continue;
    FileID F = SM.getFileID(SourceLocation::getFromRawEncoding(E.getOffset()));
    if (SM.getFileEntryRefForID(F) && Text.isUserCode(SM.getLocForStartOfFile(F)))
      CodeTokens(SM, Text.langOptions(), F).find(Out);
  }
  if (const ExpandedTokens *Macros = Text.expandedTokens())
    for (const auto &Invocation : Macros->invocations())
      CodeTokens(SM, Text.langOptions(), Invocation.second).find(Out);
  return Out;
}

// The last component of the scope FD is declared in, as written before its name.
static std::string scopeName(const FunctionDecl *FD) {
  const auto *Scope = dyn_cast<NamedDecl>(FD->getDeclContext()->getRedeclContext());
  return Scope ? Scope->getNameAsString() : "";
}

// Whether an explicit instantiation of FD (a function template or a class template's member) has
// its first point of instantiation at Loc.
static bool instantiatedAt(const FunctionDecl *FD, SourceLocation Loc) {
  auto At = [&](const FunctionDecl *S) {
    TemplateSpecializationKind K = S->getTemplateSpecializationKind();
    return (K == TSK_ExplicitInstantiationDeclaration || K == TSK_ExplicitInstantiationDefinition) &&
           S->getPointOfInstantiation() == Loc;
  };
  if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate())
    return llvm::any_of(T->specializations(), At);
  const auto *Class = dyn_cast<CXXRecordDecl>(FD->getDeclContext());
  const ClassTemplateDecl *CT = Class ? Class->getDescribedClassTemplate() : nullptr;
  if (!CT)
    return false;
  for (const ClassTemplateSpecializationDecl *S : CT->specializations())
    for (const Decl *D : S->decls())
      if (const auto *M = dyn_cast<FunctionDecl>(D)) {
        const FunctionDecl *From = M->getInstantiatedFromMemberFunction();
        if (From && From->getCanonicalDecl() == FD && At(M))
          return true;
      }
  return false;
}

void deviceInstantiations(const std::vector<WrittenInstantiation> &Written,
                          const llvm::SmallPtrSetImpl<const FunctionDecl *> &Device,
                          llvm::ArrayRef<const FunctionDecl *> Templated, std::vector<WrittenInstantiation> &Marked,
                          std::vector<WrittenInstantiation> &Unclear) {
  llvm::StringMap<llvm::SmallVector<const FunctionDecl *, 2>> ByName;
  for (const WrittenInstantiation &W : Written)
    ByName.try_emplace(W.Name);
  for (const FunctionDecl *FD : Templated)
    if (auto It = ByName.find(FD->getNameAsString()); It != ByName.end())
      It->second.push_back(FD);
  for (const WrittenInstantiation &W : Written) {
    llvm::SmallVector<const FunctionDecl *, 2> Dev, Host;
    for (const FunctionDecl *FD : ByName[W.Name])
      if (W.Scope.empty() || scopeName(FD) == W.Scope)
        (Device.contains(FD) ? Dev : Host).push_back(FD);
    if (Dev.empty())
      continue;
    // Overloads of one name: Clang's point of instantiation tells when this instantiation was the
    // first, else the number of parameters may.
    auto Here = [&](const FunctionDecl *FD) { return instantiatedAt(FD, W.NameLoc); };
    auto Takes = [&](const FunctionDecl *FD) {
      return W.Params < 0 || FD->getNumParams() == unsigned(W.Params) || FD->isVariadic() ||
             llvm::any_of(FD->parameters(), [](const ParmVarDecl *P) { return P->isParameterPack(); });
    };
    if (!Host.empty()) {
      if (llvm::any_of(Host, Here))
        continue;
      if (llvm::none_of(Dev, Here)) {
        llvm::erase_if(Dev, [&](const FunctionDecl *FD) { return !Takes(FD); });
        llvm::erase_if(Host, [&](const FunctionDecl *FD) { return !Takes(FD); });
        if (!Dev.empty() && !Host.empty())
          Unclear.push_back(W);
        if (Dev.empty() || !Host.empty())
          continue;
      }
    }
    Marked.push_back(W);
  }
}

} // namespace acorn
