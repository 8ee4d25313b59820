// The shape of a multi-dimensional array section a[l0:n0][l1:n1]...[lk:nk] (2.7.1): which of its
// dimensions are whole, and so whether its elements are one contiguous block of memory.
//
//   - Contiguous: dimensions of length 1, then one dimension of any bounds, then whole dimensions
//     (`a[lo:n][0:M]`, `w[k:1][j:3][0:NX]`, `u[1:1][2:1][0:NX][0:5]`). Data clauses take these only
//     (a device copy is one block); the item maps `SectionBase[l0]...[lp][lo:n]` (MapItem::
//     LeadingIndices, Lower, Length).
//   - Strided (update only, which takes non-contiguous subarrays, 2.14.4): any other section, of
//     any rank. It moves as blocks of its last partial dimension (with the whole dimensions after
//     it), rows of such blocks one row of the array apart (a strided copy), for each index of the
//     dimensions before (MapItem::Strided, Dimensions).
//   - Sections of pointers to pointers (`pp[lo:n][rlo:m]`, MapItem::PointerRows).
#pragma once

#include "analysis/DataAttributes.h"

#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace acorn {

/// Reads the dimensions Dims (outermost first) of a section of an array or pointer of type RootType
/// into Out, whose Lower and Length hold the first dimension's bounds. With AllowStrided (update), a
/// section that is not contiguous is Strided. False, with Why, for sections Acorn cannot map.
bool readSectionShape(llvm::ArrayRef<const clang::ArraySectionExpr *> Dims, clang::QualType RootType,
                      const clang::ASTContext &Ctx, bool AllowStrided, MapItem &Out, std::string &Why);

} // namespace acorn
