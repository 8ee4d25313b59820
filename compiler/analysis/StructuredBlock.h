// A structured block is entered at its top and left at its bottom (OpenACC 3.3 1.6, "structured
// block"): the exit actions of a data construct run there. A `return`, a `goto` to a label
// outside, or a `break` or `continue` of a loop outside would skip them.
#pragma once

#include "clang/AST/Stmt.h"

namespace acorn {

/// The first statement in Block that leaves it other than at its end (return, break or continue of
/// an enclosing loop or switch, goto to a label outside), or null. Nested data constructs are left
/// out: they are checked on their own.
const clang::Stmt *jumpOutOf(const clang::Stmt *Block);

/// The first statement in Loop's body that leaves the loop before its last iteration ends (return,
/// break, goto to a label outside, break or continue of an enclosing loop), or null. A `continue` of
/// the loop itself ends only its iteration.
const clang::Stmt *jumpOutOfLoop(const clang::ForStmt *Loop);

/// "return", "break", "continue" or "goto" for a statement jumpOutOf returned.
const char *jumpKind(const clang::Stmt *Jump);

} // namespace acorn
