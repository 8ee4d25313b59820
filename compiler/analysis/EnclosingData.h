// The data constructs around a compute construct in its function: what their clauses map and the
// default clause they make visible (2.6.2), for the construct's implicit data attributes.
#pragma once

#include "acorn/abi.h"

#include "clang/AST/OpenACCClause.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace acorn {

/// The variables named whole in data clauses of the `data` constructs in Body that contain Construct;
/// in *Default, the default clause of the innermost of them that has one (2.6.2 visible default);
/// in *Listed, every variable their data clauses name, whole or in part.
llvm::DenseMap<const clang::ValueDecl *, acorn_map_kind>
enclosingDataClauses(const clang::Stmt *Body, const clang::Stmt *Construct,
                     const clang::OpenACCDefaultClause **Default = nullptr,
                     llvm::DenseSet<const clang::ValueDecl *> *Listed = nullptr);

} // namespace acorn
