// The walk of one launch's statements (ComputePlan.cpp): finds the loop directives (and, in
// kernels, the plain loops), the variables used from outside the region, the calls, and the
// loop-private scopes.
#pragma once

#include "analysis/ComputePlan.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <functional>
#include <vector>

namespace acorn {

/// What the walk found.
struct UnitUses {
  llvm::SetVector<const clang::ValueDecl *> Outer; ///< variables from outside the region, in order of first use
  llvm::DenseMap<const clang::ValueDecl *, clang::SourceLocation> FirstUse;
  /// Global scalar constants with an initialiser: device code reads them as they are (no capture).
  llvm::SetVector<const clang::VarDecl *> GlobalConstants;
  /// Variables from outside the region that only loops the dependence analysis made them private
  /// to use (LoopPlan::ImplicitPrivates).
  llvm::SetVector<const clang::VarDecl *> ImplicitPrivates;
  llvm::SmallPtrSet<const clang::ValueDecl *, 8> Members; ///< data members of `this` among Outer
  /// C++: globals of a declare directive, not among Outer: device code names their device copy
  /// (LowerDeclare), unless the region makes a copy of its own (ComputePlan captures them then).
  llvm::SetVector<const clang::ValueDecl *> DeclaredGlobals;
  std::vector<LoopPlan *> TopLoops;
  std::vector<RoutineCall> TopCalls; ///< routines with loop parallelism called outside TopLoops
  bool UsesThis = false;     ///< a member function call or another use of `this` itself
  unsigned CalledLevels = 0; ///< the levels of the routines the unit calls
};

/// What the walk reads and where it records loops.
struct UnitWalkContext {
  const SourceText &Text;
  Reporter &Diags;
  ComputePlan &Plan;
  const UnitInfo &Info;
  clang::SourceRange Region; ///< declarations inside it are private to the region
  /// Plans a loop (a directive, or a plain loop of kernels); null when it has no loop.
  std::function<LoopPlan *(const clang::OpenACCConstructStmt *, const ClauseSet &, const clang::ForStmt *)>
      AddLoop;
};

/// Walks U.Body; the loop of a combined construct is planned with the construct's own clauses.
/// Returns false after reporting an error.
bool walkUnit(const UnitWalkContext &Context, LaunchUnit &U, UnitUses &Uses);

/// In a class template, a member that is resolved only at instantiation and reached through an
/// implicit `this`: an overloaded member function (`at(i)`), a member of the current
/// instantiation, or `Base<T>::f` of a dependent base Base<T>.
bool reachesThisImplicitly(const clang::Expr *E, const clang::ASTContext &Ctx);

/// Gives Capture::Name to the captures (C++) of a global or static member named beside another
/// variable of its name, captured or declared in U, and of a variable template's specialization
/// (its name alone names the template); IsReduction's variables keep their names.
void nameCaptures(LaunchUnit &U, const std::function<bool(const clang::ValueDecl *)> &IsReduction);

/// In a class template, `this->p` (or `p` after `using Base<T>::p;`) naming a pointer data member of
/// a dependent base (`Base<T>`, whose members are known only at instantiation): the member as its
/// base template declares it, or null. A region uses it by name, as the class's own pointer members
/// (its target is translated).
const clang::FieldDecl *dependentBasePointer(const clang::Expr *E, const clang::ASTContext &Ctx);

/// The member function whose body holds S (through lambdas), or null.
const clang::CXXMethodDecl *enclosingMethod(const clang::Stmt *S, const clang::ASTContext &Ctx);

} // namespace acorn
