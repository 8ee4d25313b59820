// The data pointers an object holds by value, from its type: one walk for the two uses of the list.
// Diagnostics and -Minfo name them by path (`a`, `inner.a`, a lambda's captures by their variables'
// names, a `[*this]` copy's as `(*this).data`, arrays' elements as `v[].p`); the translation of a
// firstprivate copy (FirstPrivatePointers.h) needs each one's fields and byte offset. Pointers inside
// a union are listed apart: which member a union holds is not known, so none is translated or
// attached (a non-pointer member of equal bits would be rewritten).
#pragma once

#include "analysis/MemberFunctionPointers.h"

#include "clang/AST/ASTContext.h"

#include <optional>
#include <string>
#include <vector>

namespace acorn {

/// One pointer field of an object of the walked type.
struct PointerField {
  std::string Name; ///< its path from the object (`in.p`, `v[].q`)
  MemberPath Path;  ///< the fields that lead to it
  uint64_t Offset = 0; ///< in bytes from the object, at element 0 of each array on the way
  /// The arrays on the way, outermost first: element count and element size in bytes (the field
  /// is at Offset plus any choice of index times size).
  std::vector<std::pair<uint64_t, uint64_t>> Repeats;
  bool InUnion = false; ///< a member of a union (or of a struct inside one)
  /// The walk could not give its offset (a virtual base, a lambda's captures): Path and Offset are
  /// not set.
  bool NoOffset = false;
};

/// The data pointers an object of type T holds by value: pointer fields, those of bases and nested
/// structs and classes, a closure's captures, arrays' elements (at any count), in layout order.
/// Dependent and incomplete types give none.
std::vector<PointerField> pointerFields(clang::QualType T, const clang::ASTContext &Ctx);

/// Whether an object of type T holds a data pointer outside unions (one that can be attached).
bool holdsAttachablePointer(clang::QualType T, const clang::ASTContext &Ctx);

/// The pointer fields of an object of type T one by one, each element's of its arrays: the fields
/// that lead to each and its offset. Null when there are more than Max, or one lies in a union or
/// has no offset, or lies in a union unless SkipUnions (then the caller translates only the
/// members the region names).
std::optional<std::vector<std::pair<MemberPath, uint64_t>>>
pointerFieldOffsets(clang::QualType T, const clang::ASTContext &Ctx, size_t Max, bool SkipUnions = false);

} // namespace acorn
