// Variables of a gang or a worker that the threads of finer levels write together (2.5.1, 2.6.1): a
// scalar, array or struct declared in a gang loop's body (or private on that loop) and written in a
// vector loop inside it (an atomic count, "the lane that finds it stores its index") is one variable
// for the gang's lanes. On the GPU each thread runs the gang's code, so such a variable lives in the
// owner's private storage (PrivateStorage.h) instead of one copy per thread.
#pragma once

#include "analysis/ExpressionForms.h"
#include "analysis/LoopSchedule.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <vector>

namespace acorn {

/// Whether C calls a function without side effects: const or pure, a builtin without them, a
/// C or C++ library function of arithmetic values (sqrt, std::max), or a function of the program
/// that returns a value, writes no global and takes nothing it could write through.
bool pureCall(const clang::CallExpr *C);

/// Whether L is the lane's own storage: a variable IsLanePrivate tells is the lane's own, or an
/// element or member of one (not memory a pointer or reference reaches).
bool laneOwnStorage(const clang::Expr *L, llvm::function_ref<bool(const clang::ValueDecl *)> IsLanePrivate);

/// Whether S, in code the lanes of a gang or worker run redundantly, must run on one lane only so that
/// its side effects happen once (2.5.1): it writes memory that is not the lane's own (IsLanePrivate
/// tells which variables are; elements and members of private arrays and structs are too), or calls
/// a function other than a pure one (math) or one of RoutineCalls (routines with loop parallelism,
/// which every lane calls).
bool leaderOnly(const clang::Stmt *S, const llvm::SmallPtrSetImpl<const clang::CallExpr *> &RoutineCalls,
                llvm::function_ref<bool(const clang::ValueDecl *)> IsLanePrivate);

/// The levels finer than Owner (worker and vector below a gang, vector below a worker).
unsigned finerLevels(unsigned Owner);

/// Whether Var, a variable of code whose innermost partitioned level is Owner, is written in a loop
/// under Loops partitioned across a finer level (outside loops that make it private or a reduction
/// variable), or passed to one of Calls, routines whose loops use finer levels.
bool writtenByFinerLevels(const clang::ValueDecl *Var, llvm::ArrayRef<LoopPlan *> Loops,
                          llvm::ArrayRef<RoutineCall> Calls, unsigned Owner);

/// Whether S lets another name reach Var, or a part of it, to write it: takes its address or lets
/// it decay to a pointer (not to one to const, nor for a subscript, `*` or `->`, which name Var),
/// binds a non-const reference to it, or a lambda captures it by reference. Lanes writing through
/// such a name (`int *p = &n; ... atomic *p += 1;`) write the variable itself.
bool reachedThroughAlias(const clang::ValueDecl *Var, const clang::Stmt *S);

/// Whether Var is written by a statement of Body (outside Loops) that runs on one lane only
/// (leaderOnly, with IsLanePrivate: its value must reach the other lanes), or declared there with
/// an initialiser that must run once.
bool writtenByLeader(const clang::ValueDecl *Var, const clang::Stmt *Body, llvm::ArrayRef<LoopPlan *> Loops,
                     const llvm::SmallPtrSetImpl<const clang::CallExpr *> &RoutineCalls,
                     llvm::function_ref<bool(const clang::ValueDecl *)> IsLanePrivate);

/// The local variables declared in Body outside the statements of Loops that one shared copy can
/// hold: of a trivially copyable type of fixed size (or one spelled with template parameters), not
/// static, not references.
std::vector<const clang::VarDecl *> shareableLocals(const clang::Stmt *Body, llvm::ArrayRef<LoopPlan *> Loops,
                                                   const clang::ASTContext &Ctx);

/// Whether one shared copy can hold a variable of type T (as shareableLocals).
bool shareableType(clang::QualType T, const clang::ASTContext &Ctx);

} // namespace acorn
