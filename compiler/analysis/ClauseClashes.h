// Variables named in two clauses of one construct where no rule says which applies
// (ClauseClashes.cpp).
#pragma once

#include "frontend/Reporter.h"

#include "clang/AST/OpenACCClause.h"

namespace acorn {

/// Reports a variable in two reduction clauses, or in two of private, firstprivate and reduction,
/// and a variable (or the same section of it) in two data clauses, of one construct.
bool checkClauseClashes(llvm::ArrayRef<const clang::OpenACCClause *> Clauses, Reporter &Diags);

} // namespace acorn
