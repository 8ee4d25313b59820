// Whether the iterations of a loop depend on each other (for kernels regions, where Acorn decides
// which loops run in parallel, 2.5.2, and for `loop auto`). The analysis is deliberately simple and
// conservative, in the terms users see in -Minfo:
//  - every array written in the loop is indexed the same way wherever the loop uses it, by an
//    expression affine in the loop variable (`a[i]`, `m[j][i]`, `u[i * n + j]`), so different
//    iterations touch different elements;
//  - a written pointer is `restrict` or the only pointer the loop uses (pointers may alias);
//  - a scalar written in the loop is either written before it is read in each iteration (it is
//    made private) or only accumulated (`s += e`, `s = s * e`, ...: an implicit reduction);
//  - calls pass no pointers, and nothing is written through other pointers or members.
#pragma once

#include "analysis/Clauses.h"

#include "clang/AST/ASTContext.h"

#include <string>
#include <vector>

namespace acorn {

struct LoopDependence {
  bool Independent = false;
  std::string Why;            ///< what prevents it, naming the variables
  clang::SourceLocation Where;
  std::vector<const clang::ValueDecl *> Privates; ///< scalars written before read in each iteration
  std::vector<ReductionItem> Reductions;          ///< scalars only accumulated (Item is null)
};

/// Analyses loop For (in canonical form) of a compute region. Variables in Region-local scope
/// (declared inside the loop body) are the iterations' own.
LoopDependence analyzeLoopDependence(const clang::ForStmt *For, const clang::ASTContext &Ctx);

} // namespace acorn
