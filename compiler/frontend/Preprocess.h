// C files are lowered from their preprocessed text: directives in headers and from _Pragma are
// plain `#pragma acc` lines there, macros are expanded, conditionals resolved, and the device unit
// can take the text of any declaration without the headers and macros it came from.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace clang {
class CompilerInstance;
}

namespace acorn {

/// The preprocessed text of CI's main file, with line markers (like `clang -E`), in which
///  - `#pragma acc` directives have their macros expanded (2.1: the tokens after `#pragma acc` are
///    subject to macro replacement), including those written with _Pragma;
///  - every line whose tokens are those of its source line (no macro expanded there) has its
///    original spacing, so that columns in diagnostics are the user's.
///
/// \p Written receives, for each macro expansion in a directive of the text, where the expansion's
/// tokens are (offsets in the returned text) and the invocation as the user wrote it (`N`, `IDX(i, j)`),
/// so that messages can name sections as written (`a[0:N]`, not `a[0:1024]`).
struct WrittenSpelling {
  size_t Offset = 0, Length = 0;
  std::string Text;
};
using WrittenSpellings = std::vector<WrittenSpelling>;
///
/// With \p LibraryMacros (-E), the #define and #undef of reserved names in the user's code and
/// on the command line (`_GNU_SOURCE`) are printed where they were: the file compiled again reads
/// the toolchain headers again (PreprocessedInput.h), which must declare what they did.
std::string preprocessToString(clang::CompilerInstance &CI, WrittenSpellings &Written, bool LibraryMacros = false);

/// Appends a token's spelling to Text, after a space where the token had one or where the two
/// spellings would otherwise read as one token.
void appendTokenText(std::string &Text, llvm::StringRef Spelling, bool Space);

} // namespace acorn
