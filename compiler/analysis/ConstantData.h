// Constant data in data clauses: the device may not modify a const object, and its storage may be
// read-only (.rodata), so no data clause copies it back. The implicit copy of a constant is a copyin
// (2.6.2, DataAttributes); an explicit copy is one too, and an explicit copyout (also on exit data)
// copies nothing back, with a warning naming the object; an update self of a const object (2.14.4)
// updates nothing, with a warning too.
#pragma once

#include "analysis/DataAttributes.h"

namespace acorn {

/// Whether data of type T is constant: T const-qualified, or the elements of an array that are
/// (constexpr puts its const on the array type, not on the elements), and not a class with mutable
/// members.
bool isConstantData(clang::QualType T);

/// The type of the data a data-clause item names: the elements of a section, else its own type;
/// null when it depends on a template parameter.
clang::QualType mappedDataType(const clang::Expr *Item);

/// An explicit copy or copyout of constant data: the copy back becomes nothing (copy -> copyin,
/// copyout -> create, which exit data takes as a delete). An update self (host) of a const object
/// (a const variable, its elements or members, not data reached through a pointer to const, which
/// may be writable data seen through a const view) updates nothing: false, with a warning, drops
/// the item. ClauseName is the clause as written.
bool keepConstantDataIn(MapItem &Item, llvm::StringRef ClauseName, Reporter &Diags);

} // namespace acorn
