#include "frontend/IteratorIncrements.h"

#include "clang/Basic/DiagnosticSema.h"
#include "clang/Lex/Lexer.h"

#include <optional>

using namespace clang;

namespace acorn {

IteratorIncrementFilter *IteratorIncrementFilter::install(DiagnosticsEngine &Engine, const SourceManager &SM,
                                                          const LangOptions &LO) {
  auto *Filter = new IteratorIncrementFilter;
  Filter->SM = &SM;
  Filter->LO = &LO;
  DiagnosticFilter::install(Engine, Filter);
  return Filter;
}

bool IteratorIncrementFilter::holdBack(DiagnosticsEngine::Level, const Diagnostic &Info) {
  if (Info.getID() != diag::err_acc_loop_not_monotonic || !Info.getLocation().isFileID())
    return false;
  // The tokens at the increment: `v`, `=`, `v`, then `+` or `-`.
  std::optional<Token> Tokens[4];
  SourceLocation At = Info.getLocation();
  for (auto &T : Tokens) {
    Token Tok;
    if (Lexer::getRawToken(At, Tok, *SM, *LO, /*IgnoreWhiteSpace=*/true))
      return false;
    T = Tok;
    At = Lexer::getLocForEndOfToken(Tok.getLocation(), 0, *SM, *LO);
  }
  auto Name = [](const Token &T) { return T.is(tok::raw_identifier) ? T.getRawIdentifier() : llvm::StringRef(); };
  if (Name(*Tokens[0]).empty() || Name(*Tokens[0]) != Name(*Tokens[2]) || !Tokens[1]->is(tok::equal) ||
      !Tokens[3]->isOneOf(tok::plus, tok::minus))
    return false;
  ++Count;
  return true;
}

} // namespace acorn
