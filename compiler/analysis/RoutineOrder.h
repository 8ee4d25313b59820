// 2.15.1: a routine directive must come before the function's uses in compute regions and other
// routines ("a use outside the scope of the routine directive is nonconforming"; GCC errs). A use
// before the directive makes the function an implicit `routine seq` (2.15.1), which Acorn then
// compiles: a late directive that agrees with that (seq, or no level) is a warning, one that asks
// for more (a gang, worker or vector level, bind, nohost, device_type groups) an error. A named
// directive must precede the function's definition too: after it, a warning (Acorn compiles the
// definition with the directive's clauses all the same).
#pragma once

#include "frontend/Reporter.h"
#include "frontend/SourceText.h"

#include "clang/AST/ASTContext.h"

namespace acorn {

/// Reports each routine directive of the unit that follows, in the same file, the first use of its
/// function in a compute region or a routine's body, or (named) its definition. Returns false when it reported an error.
bool checkRoutineOrder(clang::ASTContext &Ctx, const SourceText &Text, Reporter &Diags);

} // namespace acorn
