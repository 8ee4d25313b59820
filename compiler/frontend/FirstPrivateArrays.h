// Firstprivate arrays of arrays (`double c[3][3]`, a stencil's coefficients; a member `s.m`, an
// element `a[1]` of `double a[2][3][3]`, a section `a[0:1]`; 2.5.14 copies each item): Clang 22
// crashes building its copy of one (SemaOpenACC's firstprivate recipe), whatever names its type
// (`Mat c;` of `typedef double Mat[3][3];`). The text cannot tell the types, so ClausePatches spells
// every firstprivate clause of a parallel or serial directive `pcreate` (with blanks: the columns
// stay), whose items Clang reads and checks alike without building a copy; afterwards each such
// clause becomes a firstprivate clause of the same items again, so that the rest of the compiler
// sees the clause as written (Acorn reads no recipe of Clang's).
#pragma once

#include "frontend/Reporter.h"

#include "clang/AST/ASTContext.h"

namespace acorn {

/// Turns the `pcreate` clauses of the compute and combined constructs read from a file (templates'
/// instantiations included) back into the firstprivate clauses they were written as.
void restoreFirstPrivateArrays(clang::ASTContext &Ctx, Reporter &Diags);

} // namespace acorn
