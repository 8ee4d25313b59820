// Objects a compute construct copies whole to the device whose pointer fields the compiler cannot
// name: a lambda capturing pointers by copy (its captures are unnamed fields of its closure class),
// and, in a template, a functor or view of a dependent type that the region calls (`f(i)`, `v[i]`,
// `v.get(i)`: each instantiation's type has its own fields). Their pointer fields are attached for
// the construct, as the pointer members a region names are (StructMembers.h): the lowered code lists
// them per instantiation (include/acorn/kernel/pointer_fields.hpp), so the device copy reaches data
// that a data construct or `enter data` mapped, as the region's own pointers do.
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"

namespace acorn {

/// Whether Var, copied whole into Region's device data, is such an object: a lambda (in a template,
/// a lambda in some instantiation, every instantiation a class), or in a template a class in every
/// instantiation that Region calls or calls a member function or subscript operator of.
bool attachesPointerFields(const clang::ValueDecl *Var, const clang::Stmt *Region);

} // namespace acorn
