// What a called function does with what a pointer argument points to: whether it only reads it
// (a loop may then pass `&i` of its loop variable, f2c's way of passing every argument, and the
// kernels dependence analysis takes the call for reads of the argument's elements).
#pragma once

#include "clang/AST/Expr.h"

namespace acorn {

/// Whether the callee of Call can only read what its argument K points to: a pointer to const, or
/// a pointer parameter its body (in this file) only reads through (`*p`, `p[k]`, `p->m` read as
/// values) and hands on only to such parameters. With AtomicWrites, writes inside atomic
/// constructs are taken as reads are (they do not order a loop's iterations, 2.12). False when
/// the body is not known.
bool argumentOnlyRead(const clang::CallExpr *Call, unsigned K, bool AtomicWrites = false);

} // namespace acorn
