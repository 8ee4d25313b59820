// Objects a compute construct copies whole to the device whose pointer fields the compiler cannot
// name: a lambda capturing pointers by copy (its captures are unnamed fields of its closure class),
// and, in a template, a functor or view of a dependent type that the region calls (`f(i)`, `v[i]`,
// `v.get(i)`: each instantiation's type has its own fields). Their pointer fields are attached for
// the construct, as the pointer members a region names are (StructMembers.h): the lowered code lists
// them per instantiation (include/acorn/kernel/pointer_fields.hpp), so the device copy reaches data
// that a data construct or `enter data` mapped, as the region's own pointers do.
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Stmt.h"

#include <optional>
#include <string>
#include <vector>

namespace acorn {

/// Whether Var, copied whole into Region's device data, is such an object: a lambda (in a template,
/// a lambda in some instantiation, every instantiation a class), or in a template a class in every
/// instantiation that Region calls or calls a member function or subscript operator of.
bool attachesPointerFields(const clang::ValueDecl *Var, const clang::Stmt *Region);

/// The closure types of Var: its own, or in a template (`F f`) those of the instantiations.
std::vector<const clang::CXXRecordDecl *> closureTypes(const clang::ValueDecl *Var);

/// Whether Var is a lambda (in a template, a lambda of an instantiation) that holds a pointer by
/// value anywhere in its layout (a capture, a `[*this]` copy's member, another closure's capture,
/// an array's element) or captured a struct by copy: it is copied in, so that its pointers can be
/// attached.
bool lambdaHoldingPointers(const clang::ValueDecl *Var);

/// The paths of the data pointers Var's object holds by value (`a`, `inner.a`, `(*this).data`,
/// `v[].p`), in every instantiation of its type: those the lowered code attaches.
std::vector<std::string> pointerFieldNames(const clang::ValueDecl *Var);

/// A warning for Var, a lambda (in a template, the instantiations' lambdas) copied into a region,
/// when it captured pointers by copy: its device copy holds host addresses.
std::optional<std::string> pointersCapturedByCopy(const clang::ValueDecl *Var);

} // namespace acorn
