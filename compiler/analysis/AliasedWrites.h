// Whether a kernels region may write a variable under another name: through a pointer or a
// reference that may point to it (`*pm = n / 4;` with `pm = &m`), or in a function it calls. The
// host evaluates a kernels region's loop bounds and conditions between its launches (HostValues.h)
// and must read back from the device what the region may have changed, not only what it assigns.
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"

namespace acorn {

/// Whether Region may write V: by name (mayWrite), or through another name that may reach it. One
/// may when V is a reference (its referent is unknown), a global, or a variable whose address is
/// taken, or to which a non-const reference is bound, somewhere in its function (`&m`, `int &r =
/// m`, `f(m)` of `f(int &)`, a lambda's capture by reference), and Region writes memory whose type
/// may be V's (the same type but for signedness, a character type, a struct, union or array,
/// under C's and C++'s aliasing rules) through a pointer, a reference or a call.
bool regionMayWrite(const clang::Stmt *Region, const clang::ValueDecl *V);

/// regionMayWrite's second half, for an access of type Accessed to V or to a part of it (`s.n` of a
/// struct variable s): whether Region may write it through another name than V's.
bool writesThroughAlias(const clang::Stmt *Region, const clang::ValueDecl *V, clang::QualType Accessed);

} // namespace acorn
