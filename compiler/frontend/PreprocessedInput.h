// Preprocessed input (.i, .ii: the output of -E) compiled again.
//
// Such a file holds the text of every header it read, toolchain headers too (<stdio.h>,
// libstdc++'s), no longer guarded by their macros. The lowered code includes Acorn's headers before
// it (the runtime's declarations, the GPU compile's prelude), and those read some of the same
// headers again: typedef and class redefinitions. So the text of each toolchain header that user
// code included is put back as an #include of it, before Clang reads the file: the file then reads
// as the source did, its own code (and its user headers' code) expanded, and every header is read
// once, as for the source. The macros of reserved names that select what those headers declare
// (`#define _GNU_SOURCE` in the source, -D_DEFAULT_SOURCE) are in the file where they were: -E
// prints them (Preprocess.h).
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>

namespace acorn {

/// A line marker `# 12 "file.h" 1 3`: the next line is line 12 of file.h; flag 1 enters the file
/// (an #include), 2 returns to it, 3 marks a system header.
struct LineMarker {
  unsigned Line = 0;
  std::string File;
  bool Entering = false, Returning = false, System = false;
};
bool parseLineMarker(llvm::StringRef Text, LineMarker &Out);

/// Text (a preprocessed file) with the text of each toolchain header entered from user code
/// replaced by an #include of it by its name (ToolchainHeaders::includeName), and the line marker
/// returning from it by a plain one. Needs a ToolchainHeaders::Scope.
std::string includeToolchainHeaders(llvm::StringRef Text);

} // namespace acorn
