// Objects a compute construct copies whole to the device whose pointer fields the compiler cannot
// name: a lambda capturing pointers by copy (its captures are unnamed fields of its closure class),
// and, in a template, a functor or view of a dependent type that the region calls (`f(i)`, `v[i]`,
// `v.get(i)`: each instantiation's type has its own fields). Their pointer fields are attached for
// the construct, as the pointer members a region names are (StructMembers.h): the lowered code lists
// them per instantiation (include/acorn/kernel/pointer_fields.hpp), so the device copy reaches data
// that a data construct or `enter data` mapped, as the region's own pointers do. So is a struct,
// class or array of them that the region takes whole (`It it = from;`, `w = v;`, `f(v)`) rather than
// only through the members it names, whose copy would carry the pointers the region never named.
// Pointers inside unions are left alone (which member a union holds is not known), with a warning.
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

#include <optional>
#include <string>
#include <vector>

namespace acorn {

/// In a member function of a class template, whether Region reaches pointers inside `*this` that
/// the compiler cannot name at the template's definition: a member of a dependent type (`f_.p[i]`,
/// `f_(i)`) or a member function called on `*this` (`bump(i)`, whose body is each instantiation's).
/// The lowered code then attaches the pointer fields of `*this`, listed per instantiation.
bool thisReachesUnnamedPointers(const clang::Stmt *Region);

/// Whether Var, copied whole into Region's device data, is such an object: a lambda, a struct or class
/// the region uses whole (wholeObjectUse) (in a template,
/// a lambda in some instantiation, every instantiation a class), or in a template a class in every
/// instantiation that Region calls or calls a member function or subscript operator of.
bool attachesPointerFields(const clang::ValueDecl *Var, const clang::Stmt *Region);

/// A use in Region of Var, a struct, class or array of them with pointer fields (outside unions; not
/// a lambda nor of a dependent type), that takes the object, or a part of it holding pointers, whole:
/// copies it (`It it = from;`, C's `w = v;`), binds it to a reference or passes its address; null
/// when the region only reads members (`v.p[i]`, attached as named) or calls member functions.
const clang::DeclRefExpr *wholeObjectUse(const clang::ValueDecl *Var, const clang::Stmt *Region);

/// The paths of the pointer fields inside unions of Var's object (in every instantiation of its
/// type): left as they are when its pointer fields are attached.
std::vector<std::string> unionPointerFieldNames(const clang::ValueDecl *Var);

/// The closure types of Var: its own, or in a template (`F f`) those of the instantiations.
std::vector<const clang::CXXRecordDecl *> closureTypes(const clang::ValueDecl *Var);

/// Whether Var is a lambda (in a template, a lambda of some instantiation) that captured `this`.
bool capturesThis(const clang::ValueDecl *Var);

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
