#include "SourceText.h"

#include "clang/AST/StmtOpenACC.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace acorn {

std::string SourceText::text(SourceRange R) const {
  CharSourceRange CR = CharSourceRange::getTokenRange(R);
  return Lexer::getSourceText(CR, SM, LO).str();
}

SourceLocation SourceText::afterToken(SourceLocation Loc) const {
  return Lexer::getLocForEndOfToken(Loc, 0, SM, LO);
}

SourceLocation SourceText::endOf(const Stmt *S) const {
  // A construct's own range ends with its directive; its statement follows.
  if (isa<OpenACCComputeConstruct, OpenACCLoopConstruct, OpenACCCombinedConstruct, OpenACCDataConstruct,
          OpenACCHostDataConstruct, OpenACCAtomicConstruct>(S))
    for (const Stmt *Associated : S->children())
      if (Associated)
        return endOf(Associated);
  SourceLocation End = afterToken(S->getEndLoc());
  // Statements whose last token is not part of the AST range end with a ';' that follows.
  Token Last;
  if (isa<CompoundStmt>(S) ||
      (!Lexer::getRawToken(S->getEndLoc(), Last, SM, LO) && Last.is(tok::r_brace)))
    return End;
  std::optional<Token> Next = Lexer::findNextToken(S->getEndLoc(), SM, LO);
  if (Next && Next->is(tok::semi))
    return afterToken(Next->getLocation());
  return End;
}

CharSourceRange SourceText::statementRange(const Stmt *S) const {
  return CharSourceRange::getCharRange(S->getBeginLoc(), endOf(S));
}

CharSourceRange SourceText::directiveRange(SourceLocation Begin, SourceLocation End) const {
  return CharSourceRange::getCharRange(Begin, afterToken(End));
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
