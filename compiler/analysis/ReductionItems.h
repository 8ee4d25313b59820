// What the item of a reduction clause reduces (2.5.15): a scalar; each element of an array or of a
// section; each arithmetic member of a struct variable (a composite variable's reduction is one
// per member), or the one member a clause names (`s.x`, see SourcePatches.h).
#pragma once

#include "analysis/Clauses.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace acorn {

/// Sets what R reduces beyond a scalar: R.IsArray with the bounds of the elements (constants, or a
/// RuntimeSection of a pointer or array variable), or R.Members. Returns false with Why for an
/// item Acorn cannot reduce (a section without bounds it can size, an array of more than one
/// dimension, a struct with a member that is not arithmetic).
bool resolveReductionItem(ReductionItem &R, const clang::ASTContext &Ctx, std::string &Why);

/// Several items of one array variable (`s[0], s[1], s[2]`, `s[0:2], s[2:2]`, in one clause or in
/// several) become one item: sections of constant bounds reduced with one operator that together
/// are one contiguous section. Returns false with Why and At (the item that cannot join the others)
/// for any other repetition of a variable.
bool joinSectionsOfOneArray(std::vector<ReductionItem> &Reductions, std::string &Why, clang::SourceLocation &At);

/// A RuntimeSection of constant length whose lower bound names a variable of the region
/// (RegionVariable) becomes a section with a DeviceLower bound; true if R was changed.
bool lowerBoundOnDevice(ReductionItem &R, llvm::function_ref<bool(const clang::ValueDecl *)> RegionVariable,
                        const clang::ASTContext &Ctx);

} // namespace acorn
