// The pointer members of a compute construct's firstprivate copies (2.5.14). A firstprivate struct,
// class or array of them starts as the host's value, whose pointer members hold host addresses; a
// region that uses such a member (`v.p[i]`, `s[k].q`, `it.get()`) would follow a host address on a
// discrete device. As Acorn attaches the members a copied struct's device copy holds
// (StructMembers.h), it translates those of the firstprivate copy: each becomes an ACORN_MAP_POINTER
// of the member in the original (ACORN_MAP_FLAG_POINTER_AT, translated as a pointer variable is) and
// the lowered capture writes the device values into the copy (acorn/kernel/firstprivate_pointers.hpp).
#pragma once

#include "analysis/ComputePlan.h"

namespace acorn {

/// For each variable (or member of `this`) the region captures by value (firstprivate) whose type
/// lists its pointer fields (a struct or class, an array of them), translations of all of them
/// (MapItem::InFirstPrivateCopy, quiet: a field may never be followed), as the region may copy the
/// object whole (`for (It it = from; ...)`); where fieldsListedAtRunTime, the lowered code lists
/// them (ComputePlan::FirstPrivateFieldWalks); for other such variables (pointers in unions), the
/// implicit attach items among Plan.Maps[First, end) that name a pointer member stored in the
/// variable become translations of that member. Items of pointers reached through another pointer
/// (`v.next->p`) stay attachments: their storage is not the copy's.
void translateFirstPrivateMembers(ComputePlan &Plan, size_t First, const clang::ASTContext &Ctx);

/// C++: whether the pointer fields of Var's firstprivate copy are listed at run time by the lowered
/// code (pointer_fields.hpp, no limit): the compiler cannot list them one by one (more than 64, a
/// lambda's captures; in a template, each instantiation's type's, a data member of a class template
/// too), and none lies in a union (which the run-time walk leaves alone) nor the object holds a
/// virtual base (which the run-time walk cannot order).
bool fieldsListedAtRunTime(const clang::ValueDecl *Var, const clang::ASTContext &Ctx);

/// C: attach items (into Out) for every pointer field, outside unions, of Var, a struct or array of
/// them that Region takes whole (wholeObjectUse, ClosurePointers.h: `w = v;`), as C++'s lowered code
/// lists them (ComputePlan::PointerFieldObjects). False when the region takes no such object whole.
/// Past 64 fields only the members the region names are attached, with a warning through Diags.
/// A member Maps attaches already (`s.a` the region names) is not added again.
bool wholeObjectFieldAttachments(const clang::ValueDecl *Var, const clang::Stmt *Region, const clang::ASTContext &Ctx,
                                 Reporter *Diags, const std::vector<MapItem> &Maps, std::vector<MapItem> &Out);

} // namespace acorn
