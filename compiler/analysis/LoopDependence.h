// Whether the iterations of a loop depend on each other (for kernels regions, where Acorn decides
// which loops run in parallel, 2.5.2, and for `loop auto`), and which scalars each iteration of a
// parallel loop needs its own copy of. The analysis is conservative, in the terms users see in
// -Minfo (the walk: DependenceWalker.h):
//  - no element an iteration writes is another's, nor used by another: the subscripts of each
//    written array (variables, members, elements of arrays of structs, pointers set in the body)
//    are polynomials in the loop variables that SubscriptRanges proves apart;
//  - a written pointer is `restrict` or the only pointer the loop uses (pointers may alias);
//  - a scalar written in the loop is either written before it is read in each iteration (it is
//    made private) or only accumulated (`s += e`, `s = s * e`, ...: an implicit reduction);
//  - calls write nothing shared and read nothing other iterations write (CallEffects.h); a pointer
//    they take is the iteration's own object, or one they only read through or update atomically
//    (ArgumentReads.h): a use of its array at unknown places; `&v` of a scalar they only read
//    through reads v;
//  - atomic updates, inline or in a called routine, do not order the iterations (2.12).
#pragma once

#include "analysis/Clauses.h"
#include "analysis/Liveness.h"

#include "clang/AST/ASTContext.h"

#include <string>
#include <vector>

namespace acorn {

/// A scalar from outside the loop whose value passes between iterations or out of the loop.
struct CarriedScalar {
  const clang::ValueDecl *Var = nullptr;
  clang::SourceLocation Loc;
  std::string What; ///< e.g. "'t' is carried from one iteration to the next"
  bool Benign = false; ///< only overwritten, never read in the loop (a flag set by any iteration)
};

struct LoopDependence {
  bool Independent = false;
  std::string Why;            ///< what prevents it, naming the variables
  clang::SourceLocation Where;
  std::vector<const clang::ValueDecl *> Privates; ///< scalars written before read in each iteration
  std::vector<ReductionItem> Reductions;          ///< scalars only accumulated (Item is null)
  std::vector<CarriedScalar> Carried;
};

/// Analyses loop For (in canonical form) of a compute region. Variables declared inside the loop
/// body and Own (the variables of the loop's private and reduction clauses) are the iterations'
/// own, and so is what the pointers of OwnPointees point to (sections the loop reduces); LiveAfter
/// holds the variables whose value is used after the loop (they cannot be made private).
LoopDependence analyzeLoopDependence(const clang::ForStmt *For, const clang::ASTContext &Ctx,
                                     const VariableSet &LiveAfter,
                                     llvm::ArrayRef<const clang::ValueDecl *> Own = {},
                                     llvm::ArrayRef<const clang::ValueDecl *> OwnPointees = {});

} // namespace acorn
