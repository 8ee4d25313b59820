#include "frontend/SourceText.h"

#include "clang/AST/StmtOpenACC.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>

using namespace clang;

namespace acorn {

std::string SourceText::text(SourceRange R) const {
  CharSourceRange CR = CharSourceRange::getTokenRange(R);
  if (R.getBegin().isMacroID() || R.getEnd().isMacroID()) {
    SourceLocation B = SM.getSpellingLoc(R.getBegin()), E = SM.getSpellingLoc(R.getEnd());
    if (R.getBegin().isMacroID() && !SM.isWrittenInScratchSpace(B) &&
        SM.getSLocEntry(SM.getFileID(R.getBegin())).getExpansion().isFunctionMacroExpansion()) {
      // In a function-like macro's expansion (`TWICE(h)`, a loop FOR_RANGE(i, 0, n) writes): its
      // spelling would name the macro's parameters. The whole invocation, or nothing (the caller
      // prints the expression).
      CR = Lexer::makeFileCharRange(CR, SM, LO);
      if (CR.isInvalid())
        return "";
    } else if (SM.getExpansionLoc(R.getBegin()) == SM.getExpansionLoc(R.getEnd())) {
      // Written in one place of a macro, or of a _Pragma string: its spelling there.
      if (SM.getFileID(B) != SM.getFileID(E) || SM.isBeforeInTranslationUnit(E, B))
        return "";
      CR = CharSourceRange::getTokenRange(B, E);
    } else {
      // Begins or ends with a macro's expansion (`N - 1`): the text the macros are written in.
      CR = Lexer::makeFileCharRange(CR, SM, LO);
      if (CR.isInvalid())
        return "";
    }
  }
  return Lexer::getSourceText(CR, SM, LO).str();
}

std::string SourceText::text(const Stmt *S) const {
  SourceRange R = S->getSourceRange();
  std::string T = text(R);
  if (!T.empty())
    return T;
  // Spread over macro expansions: the expression as Clang understood it.
  std::string Printed;
  llvm::raw_string_ostream OS(Printed);
  PrintingPolicy Policy(LO);
  S->printPretty(OS, nullptr, Policy);
  return OS.str();
}

std::string SourceText::written(const Stmt *S) const {
  std::string T = text(S);
  SourceLocation B = S->getBeginLoc(), E = S->getEndLoc();
  if (!Spellings || Spellings->empty() || !B.isFileID() || !E.isFileID() ||
      SM.getFileID(B) != SM.getMainFileID())
    return T;
  size_t Begin = SM.getFileOffset(B), End = SM.getFileOffset(afterToken(E));
  if (End - Begin != T.size())
    return T;
  auto It = std::lower_bound(Spellings->begin(), Spellings->end(), Begin,
                             [](const WrittenSpelling &W, size_t Offset) { return W.Offset < Offset; });
  if (It != Spellings->begin() && std::prev(It)->Offset + std::prev(It)->Length > Begin)
    return T; // begins inside an expansion
  std::string Out;
  size_t At = Begin;
  for (; It != Spellings->end() && It->Offset < End; ++It) {
    if (It->Offset + It->Length > End)
      return T; // ends inside one
    Out += T.substr(At - Begin, It->Offset - At) + It->Text;
    At = It->Offset + It->Length;
  }
  return Out + T.substr(At - Begin);
}

SourceLocation SourceText::afterToken(SourceLocation Loc) const {
  return Lexer::getLocForEndOfToken(Loc, 0, SM, LO);
}

// The statement a statement ends with, when its own range may end early: a construct's range ends
// with its directive, so a loop or if whose body is a construct ends where that body does.
static const Stmt *trailingStatement(const Stmt *S) {
  if (const auto *F = dyn_cast<ForStmt>(S))
    return F->getBody();
  if (const auto *W = dyn_cast<WhileStmt>(S))
    return W->getBody();
  if (const auto *I = dyn_cast<IfStmt>(S))
    return I->getElse() ? I->getElse() : I->getThen();
  if (const auto *L = dyn_cast<LabelStmt>(S))
    return L->getSubStmt();
  if (const auto *A = dyn_cast<AttributedStmt>(S))
    return A->getSubStmt();
  if (const auto *C = dyn_cast<SwitchCase>(S))
    return C->getSubStmt();
  return nullptr;
}

SourceLocation SourceText::endOf(const Stmt *S) const {
  // A construct's own range ends with its directive; its statement follows.
  if (isa<OpenACCComputeConstruct, OpenACCLoopConstruct, OpenACCCombinedConstruct, OpenACCDataConstruct,
          OpenACCHostDataConstruct, OpenACCAtomicConstruct>(S))
    for (const Stmt *Associated : S->children())
      if (Associated)
        return endOf(Associated);
  if (const Stmt *Trailing = trailingStatement(S); Trailing && !isa<CompoundStmt>(Trailing))
    return endOf(Trailing);
  SourceLocation Last = SM.getExpansionRange(S->getEndLoc()).getEnd();
  SourceLocation End = afterToken(Last);
  Token LastTok;
  // A statement ending with a block ends there; an expression ending with a brace (`r = T{a, b}`,
  // a lambda) is followed by its ';'.
  if (isa<CompoundStmt>(S) ||
      (!Lexer::getRawToken(Last, LastTok, SM, LO) && (LastTok.is(tok::semi) || (LastTok.is(tok::r_brace) && !isa<Expr>(S)))))
    return End;
  // The ';' may follow macro invocations that expand to nothing: skip identifiers and balanced
  // parentheses (at most a few tokens) looking for it.
  int Depth = 0;
  std::optional<Token> Next = Lexer::findNextToken(Last, SM, LO);
  for (int I = 0; Next && I < 32; ++I) {
    if (Next->is(tok::semi) && Depth == 0)
      return afterToken(Next->getLocation());
    if (Next->is(tok::l_paren))
      ++Depth;
    else if (Next->is(tok::r_paren) && Depth > 0)
      --Depth;
    else if (Depth == 0 && !Next->is(tok::raw_identifier) && !Next->is(tok::identifier))
      break;
    Next = Lexer::findNextToken(Next->getLocation(), SM, LO);
  }
  return End;
}

CharSourceRange SourceText::directiveRange(SourceLocation Begin, SourceLocation End) const {
  // A directive from _Pragma: the macro invocation that produced it.
  return CharSourceRange::getCharRange(SM.getExpansionLoc(Begin), afterToken(SM.getExpansionRange(End).getEnd()));
}

unsigned SourceText::newlinesIn(CharSourceRange R) const {
  StringRef T = Lexer::getSourceText(R, SM, LO);
  return static_cast<unsigned>(T.count('\n'));
}

std::optional<int64_t> SourceText::constantValue(const Expr *E) const {
  if (!Ctx || !E || E->isValueDependent())
    return std::nullopt;
  Expr::EvalResult R;
  if (!E->EvaluateAsInt(R, *Ctx))
    return std::nullopt;
  return R.Val.getInt().getExtValue();
}

std::string SourceText::fileName(SourceLocation Loc) const {
  PresumedLoc P = SM.getPresumedLoc(Loc);
  return P.isValid() ? P.getFilename() : "<unknown>";
}

std::string cString(llvm::StringRef S) {
  std::string Out;
  for (char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\';
    if (C == '\n') {
      Out += "\\n";
      continue;
    }
    Out += C;
  }
  return Out;
}

} // namespace acorn
