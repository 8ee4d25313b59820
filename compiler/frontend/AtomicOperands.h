// The type of an atomic's operands (2.12: x and v are lvalues of scalar type). Clang 22 takes a C
// `_Complex` value for a scalar (as C does); GCC refuses it, and neither the GPU nor the host has
// an atomic operation on two values at once. Acorn's error names the operand where it is written.
// Also: a capture whose update reads the variable the capture writes (`{ old = a[i]; a[i] = old ?
// ... }`, a compare-and-swap OpenACC does not have; Clang 22 and GCC accept it); an x that is a
// bit-field (no address an atomic operation could work on); a v or an expr that accesses x
// (`x = 2.0 * x` as a write, `y += y`, `x = x` as a read).
#pragma once

#include "frontend/Reporter.h"

#include "clang/AST/ASTContext.h"

namespace acorn {

/// Reports each atomic construct of the unit (templates' instantiations included) whose x or v is
/// complex-valued, whose x is a bit-field, whose v or expr accesses its x, or whose capture's
/// update reads its v (2.12).
void checkAtomicOperands(clang::ASTContext &Ctx, Reporter &Diags);

} // namespace acorn
