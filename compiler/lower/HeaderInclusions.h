// The user's headers the C++ lowering changed, one text per inclusion where they differ.
#pragma once

#include "frontend/Reporter.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include <map>
#include <string>

namespace acorn {

/// Path -> lowered text of each changed header (not the main file). A header included several
/// times (a `.inc` instantiated with different macros, pasted in two class bodies) is lowered once
/// per inclusion; where the inclusions' texts differ, each gets a copy of its own beside the
/// original (read through the driver's VFS overlay) and its #include names that copy. Each text
/// starts with AcornInclude (Acorn's header, guarded: a no-op but in a header read before the main
/// file, given with -include) and `#line 1 "original"`, so __FILE__ and diagnostics name the
/// header as written. Returns false after an error (an inclusion whose file name a macro gives).
bool rewrittenHeaders(clang::Rewriter &RW, Reporter &Diags, const std::string &AcornInclude,
                      std::map<std::string, std::string> &Out);

} // namespace acorn
