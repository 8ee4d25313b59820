// The value a local integer variable holds wherever it is seen, for the dependence analysis
// (LoopDependence): a row stride or bound held in a local (`const int W = nx + 2;`, `int n = m;`)
// stands for its initialiser, so `u[k*W + j]` is read as `u[k*(nx+2) + j]`.
#pragma once

#include "analysis/Polynomial.h"

#include "clang/AST/Decl.h"

namespace acorn {

/// V's initialiser as a polynomial over variables, when V always holds it: V is a local variable
/// (not static, volatile nor a reference) of integer type, and neither V nor any variable of the
/// polynomial is written, has its address taken or bound to a reference, or is written back by an
/// OpenACC clause (copy, copyout, reduction, update self) anywhere in its function. A local
/// without an initialiser holds the value of its one assignment, a statement of the block that
/// declares it (`int W; W = nx + 2;`), when nothing else there writes it. Locals the value names
/// are seen through the same way. Nullopt otherwise.
std::optional<Polynomial> unchangedLocalValue(const clang::VarDecl *V, const clang::ASTContext &Ctx);

} // namespace acorn
