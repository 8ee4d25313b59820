// Reading the user's source text around AST nodes: the lowering keeps the user's own text wherever
// it can, so it needs exact character ranges for statements, expressions and directives.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "frontend/Preprocess.h"
#include "frontend/ToolchainHeaders.h"

#include <string>

namespace acorn {

class ExpandedTokens;

class SourceText {
public:
  SourceText(clang::SourceManager &SM, const clang::LangOptions &LO, const clang::ASTContext *Ctx = nullptr)
      : SM(SM), LO(LO), Ctx(Ctx) {}

  /// The value of an integer constant expression, if E is one.
  std::optional<int64_t> constantValue(const clang::Expr *E) const;

  /// The original text of a token range: as written, through the macros at its ends; empty when
  /// it has no such text (it spans parts of several macros).
  std::string text(clang::SourceRange R) const;
  /// The text of a statement or expression: as written, or printed when macros spread it.
  std::string text(const clang::Stmt *S) const;
  /// For messages: text(S), with the macro invocations a C directive's preprocessed text expanded
  /// written back (`a[0:N]`, where text() gives `a[0:1024]`, the code the compiler reads).
  std::string written(const clang::Stmt *S) const;
  void setSpellings(const WrittenSpellings *W) { Spellings = W; }

  /// The characters of a statement or expression's tokens.
  clang::CharSourceRange tokenRange(const clang::Stmt *S) const {
    return clang::CharSourceRange::getTokenRange(S->getSourceRange());
  }

  /// Where a statement starts in the file (the macro invocation when it starts inside one).
  clang::SourceLocation beginOf(const clang::Stmt *S) const { return SM.getExpansionLoc(S->getBeginLoc()); }

  /// The location just past the last character of a statement, including its ';' when the statement
  /// ends with one (an expression statement, a do-while, a return...).
  clang::SourceLocation endOf(const clang::Stmt *S) const;

  /// The location just past the last character of the token starting at Loc.
  clang::SourceLocation afterToken(clang::SourceLocation Loc) const;

  /// Character range of a directive: from its '#' to the end of its last token.
  clang::CharSourceRange directiveRange(clang::SourceLocation Begin, clang::SourceLocation End) const;

  /// Number of line breaks inside a character range (to keep line numbers when replacing it).
  unsigned newlinesIn(clang::CharSourceRange R) const;

  unsigned line(clang::SourceLocation Loc) const { return SM.getPresumedLineNumber(Loc); }
  unsigned column(clang::SourceLocation Loc) const { return SM.getPresumedColumnNumber(Loc); }
  std::string fileName(clang::SourceLocation Loc) const;
  /// Code the user wrote: the main file and the user's own headers (also those found through
  /// -isystem), not the toolchain's headers (ToolchainHeaders.h).
  bool isUserCode(clang::SourceLocation Loc) const { return Loc.isValid() && !isToolchainCode(SM, Loc); }
  bool inMainFile(clang::SourceLocation Loc) const {
    return Loc.isValid() && Loc.isFileID() && SM.isInMainFile(Loc);
  }

  /// The tokens of macro expansions, when recorded (C++ lowering): code inside an invocation can
  /// be rewritten through a MacroRewriter.
  const ExpandedTokens *expandedTokens() const { return Macros; }
  void setExpandedTokens(const ExpandedTokens *Tokens) { Macros = Tokens; }

  clang::SourceManager &sourceManager() const { return SM; }
  const clang::ASTContext &astContext() const { return *Ctx; }
  const clang::LangOptions &langOptions() const { return LO; }

private:
  clang::SourceManager &SM;
  const clang::LangOptions &LO;
  const clang::ASTContext *Ctx;
  const ExpandedTokens *Macros = nullptr;
  const WrittenSpellings *Spellings = nullptr; ///< sorted by offset
};

/// Escapes a string for use inside a C string literal.
std::string cString(llvm::StringRef S);

} // namespace acorn
