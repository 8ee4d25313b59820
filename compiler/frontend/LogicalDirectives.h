// Acorn's text-level rewrites of directives (SourcePatches, ClausePatches, AtomicParens,
// TemplateHeadRoutines) read one line at a time, where a directive continued with backslash-newlines
// spans several. Each rewrite therefore runs on the text with every continued `#pragma` joined into
// one line (its splices removed, as translation phase 2 removes them; the newlines they held follow
// as empty lines, so every other line keeps its number), and the result is split again where the
// splices were: the directive keeps its lines, and each clause its line and column up to what a
// rewrite changed on that line.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>
#include <utility>
#include <vector>

namespace acorn {

class LogicalDirectives {
public:
  explicit LogicalDirectives(llvm::StringRef Physical);

  /// The text with each continued directive joined (the text itself when none is).
  const std::string &text() const { return Joined; }

  /// Rewritten (text() after a rewrite that kept its lines) with each joined directive split again:
  /// each splice goes back before the character its following one became.
  std::string split(llvm::StringRef Rewritten) const;

  /// The physical line and column (1-based) of a line and column of text().
  std::pair<unsigned, unsigned> physical(unsigned Line, unsigned Column) const;

private:
  struct Splice {
    size_t At;        ///< offset in the joined line
    std::string Text; ///< the backslash, any blanks, the newline
  };
  struct Directive {
    size_t Line; ///< 0-based
    std::vector<Splice> Splices;
    std::string Joined; ///< the joined line
  };
  std::vector<Directive> Directives;
  std::string Joined;
};

} // namespace acorn
