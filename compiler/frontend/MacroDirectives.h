// C++ is lowered in place, in the text the user wrote, and that text cannot be rewritten inside a
// macro. A macro whose expansion holds a directive together with the code it applies to (a
// statement macro: `do { _Pragma("acc parallel loop") for (...) ... } while (0)`) is therefore
// replaced, before Clang parses the file, by its expansion: the code, macros expanded, with each
// directive as a `_Pragma` of its own.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace clang {
class CompilerInstance;
}

namespace acorn {

/// Replace Length bytes at Offset of a file by Text.
struct TextReplacement {
  unsigned Offset = 0, Length = 0;
  std::string Text;
};

/// Per user file (by its real path), the invocations of statement macros holding directives, in
/// the order they appear, each replaced by its expansion on the invocation's first line (the
/// lines it covered follow empty, so the file's line numbering stays).
using MacroExpansions = std::map<std::string, std::vector<TextReplacement>>;

/// Preprocesses CI's main file and returns the expansions to apply. \p Used receives the names of
/// the macros they expand: used, though the text Clang then parses no longer invokes them
/// (-Wunused-macros).
MacroExpansions expandDirectiveMacros(clang::CompilerInstance &CI, std::vector<std::string> &Used);

/// The real path of a file, the key of MacroExpansions.
std::string realFilePath(const std::string &Path);

} // namespace acorn
