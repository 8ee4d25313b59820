// A pointer variable named bare in a compute construct's data clause (`copy(p)`, `firstprivate(p)`;
// a parameter `double A[][M]`, which C makes a pointer, in `copy(A)`) is the pointer only (2.7.2, as
// GCC and NVHPC read it): its device copy points to the device copy of its target where a data
// construct or enter data made that present (the attach action, DataAttributes' attachItems, or the
// translation of a pointer without a clause for firstprivate), else it keeps the host address. For
// GPU code a warning at the clause says so when the region follows the pointer and no visible data
// clause (an enclosing data construct's, a declare directive's) maps it; the emulated discrete
// device reports the host address at run time (ACORN_MAP_FLAG_FOLLOWED).
#pragma once

#include "analysis/Clauses.h"
#include "analysis/ComputePlan.h"
#include "frontend/Reporter.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"

#include <functional>
#include <optional>

namespace acorn {

/// Whether Region dereferences Var, a pointer: `p[i]`, `*p`, `*(p + i)`, `p->x`.
bool dereferences(const clang::ValueDecl *Var, const clang::Stmt *Region);

/// firstprivate(p) of a pointer variable p, or of a pointer member of `this` (IsMember; not a
/// section of it): the map of a pointer without a clause (ACORN_MAP_POINTER,
/// CaptureMode::PointerTarget), which translates p's value for the copies; nullopt for others.
std::optional<MapItem> firstPrivatePointerMap(const ComputePlan &Plan, const clang::ValueDecl *Var, bool IsMember);

/// Whether a launch of Plan captures Var.
bool capturedByPlan(const ComputePlan &Plan, const clang::ValueDecl *Var);

/// Warns at each pointer named bare in copy, copyin, copyout, create or firstprivate of Clauses that
/// Region dereferences and that Visible (a data clause around the construct) does not map.
void warnBarePointerClauses(const ClauseSet &Clauses, const clang::Stmt *Region,
                            const std::function<bool(const clang::ValueDecl *)> &Visible, Reporter &Diags);

} // namespace acorn
