// The tokens macros expand to in the user's files, so that code inside a macro invocation can be
// rewritten (C++). The Rewriter edits file text only: a region that names a data member or a
// qualified global through a macro (`#define AT(i) a_[(i) * stride_]`) needs the invocation
// replaced by its expansion, edited token by token.
#pragma once

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Token.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <map>
#include <string>
#include <vector>

namespace clang {
class Preprocessor;
}

namespace acorn {

/// The tokens of the macro expansions in the user's files, as the preprocessor hands them to the
/// parser (recorded while Clang parses: install before parsing).
class ExpandedTokens {
public:
  void install(clang::Preprocessor &PP);

  /// The tokens that the outermost macro invocation holding Loc expands to, in order; empty when
  /// Loc is no macro location or its expansion was not recorded.
  std::vector<clang::Token> expansionOf(clang::SourceLocation Loc) const;
  std::string spelling(const clang::Token &T) const;
  /// Each outermost invocation's tokens, by the invocation's file location.
  const llvm::DenseMap<clang::SourceLocation, std::vector<clang::Token>> &invocations() const { return ByInvocation; }

private:
  const clang::SourceManager *SM = nullptr;
  const clang::LangOptions *LO = nullptr;
  llvm::DenseSet<clang::SourceLocation> Seen; ///< a token re-lexed after backtracking counts once
  /// The tokens of each outermost invocation, by its file location.
  llvm::DenseMap<clang::SourceLocation, std::vector<clang::Token>> ByInvocation;
};

/// Edits of the user's text that may fall inside macro invocations: outside any macro they go to
/// the Rewriter at once; inside one they are kept by token, and apply() writes each edited
/// invocation's expansion, with its edits, in place of the invocation.
class MacroRewriter {
public:
  MacroRewriter(clang::Rewriter &RW, const ExpandedTokens *Tokens) : RW(RW), Tokens(Tokens) {}

  /// Replaces the tokens from Range's begin to its end (both included). False when the range
  /// cannot be edited (it spans several invocations, or a macro not recorded).
  bool replace(clang::SourceRange Range, const std::string &Text);
  /// Inserts Text before the token at Loc.
  bool insertBefore(clang::SourceLocation Loc, const std::string &Text);
  /// Writes the edited invocations' expansions.
  void apply();

private:
  struct Edit {
    clang::SourceLocation End; ///< the last token replaced; invalid for an insertion
    std::string Text;
  };
  bool editable(clang::SourceLocation Loc) const;

  clang::Rewriter &RW;
  const ExpandedTokens *Tokens;
  /// Edits inside invocations, by the location of their first token.
  std::map<unsigned, std::vector<Edit>> Edits;
  std::vector<clang::SourceLocation> Invocations; ///< one token of each edited invocation
};

} // namespace acorn
