// What the host can evaluate while it runs a kernels region's launches (KernelsUnits.h): values it
// knows at the region's start (constants, scalars the region does not write, arithmetic, pure
// calls), scalars whose device copies it reads back first because earlier launches may have
// changed them (a residual a reduction left, a bound a serial launch computed), and declarations it
// runs itself among the launches (a block's `double h = 1.0 / n;`, passed to each launch by value).
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace acorn {

/// An arithmetic or enumeration type, or in a template one spelled with its parameters (`T`).
bool scalarLike(clang::QualType T);

/// What the host knows of a kernels region's variables where it evaluates an expression.
struct HostView {
  const clang::Stmt *Region = nullptr;
  /// The variables of the loops the host runs around the expression: the host sets them.
  llvm::ArrayRef<const clang::VarDecl *> HostVars;
  /// V may have a device copy whose value differs from the host's (a data construct around the
  /// region, a declare directive, a present clause): no host value.
  llvm::function_ref<bool(const clang::ValueDecl *)> DeviceCopy = nullptr;
  /// V's device copy is one the host may read back between launches (a scalar of the region's
  /// data, declared outside it or by the host at its start); null: none is.
  llvm::function_ref<bool(const clang::VarDecl *)> ReadBack = nullptr;
};

/// Whether the host computes E as the device would at the region's start: no memory is read but
/// scalar variables' and members' that the region does not write, and the host's loop variables.
bool hostValue(const clang::Expr *E, const HostView &View);

/// hostValue, where E may also read scalars the region writes (or with a device copy from before
/// it) that View.ReadBack allows: the host reads their device copies back before it evaluates E,
/// and they are added to Reads. Returns null when the host can evaluate E so, else the first part
/// of E it cannot (a read of memory, a write, a call with side effects, another variable).
const clang::Expr *hostReadable(const clang::Expr *E, const HostView &View,
                                llvm::SmallVectorImpl<const clang::VarDecl *> &Reads);

/// Why the host cannot evaluate Part, hostReadable's answer, written for -Minfo ("it reads memory
/// ('a[0]')", "it writes 'n'").
std::string whyNotOnHost(const clang::Expr *Part, const clang::ASTContext &Ctx);

/// A declaration the host can run at the region's start (moved before it, KernelsUnits.h): scalars
/// with host values, arrays and structs of plain data without initialiser.
bool hostDeclaration(const clang::DeclStmt *DS, const clang::Stmt *Region);

/// Why the host cannot run DS in place among the region's launches (a declaration inside a block,
/// a branch or a loop the host runs, or among the nests of the region's block), or empty: each
/// variable is a scalar, initialised with a value the host knows there (View) and never written by
/// the region, so each launch may take it by value. The initialisers may read scalars whose device
/// copies View.ReadBack allows (a reduction's result: `float mean = sum / n;`): they go to Reads,
/// the host reading them back first.
std::string whyNotHostLocal(const clang::DeclStmt *DS, const HostView &View,
                            llvm::SmallVectorImpl<const clang::VarDecl *> &Reads);

/// The scalars S reads (but Skip) whose device copies the region's launches may have changed and
/// that View.ReadBack allows: what the host reads back before it runs S (a loop's header run after
/// the launch to give its variable the final value).
llvm::SmallVector<const clang::VarDecl *, 2> deviceReads(const clang::Stmt *S, const HostView &View,
                                                         const clang::ValueDecl *Skip);

} // namespace acorn
