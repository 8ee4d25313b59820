// C files are lowered from their preprocessed text: directives in headers and from _Pragma are
// plain `#pragma acc` lines there, macros are expanded, conditionals resolved, and the device unit
// can take the text of any declaration without the headers and macros it came from.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>

namespace clang {
class CompilerInstance;
}

namespace acorn {

/// The preprocessed text of CI's main file, with line markers (like `clang -E`), in which
///  - `#pragma acc` directives have their macros expanded (2.1: the tokens after `#pragma acc` are
///    subject to macro replacement), including those written with _Pragma;
///  - every line whose tokens are those of its source line (no macro expanded there) has its
///    original spacing, so that columns in diagnostics are the user's.
std::string preprocessToString(clang::CompilerInstance &CI);

/// Appends a token's spelling to Text, after a space where the token had one or where the two
/// spellings would otherwise read as one token.
void appendTokenText(std::string &Text, llvm::StringRef Spelling, bool Space);

} // namespace acorn
