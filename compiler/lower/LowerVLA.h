// C's variably modified types in device code, which is C++ and cannot name them (LowerVLA.cpp: the
// code; VLAExtents.cpp: the extents a launch's host computes).
#pragma once

#include "frontend/Reporter.h"
#include "frontend/SourceText.h"

#include "clang/AST/PrettyPrinter.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace acorn {

/// The number of subscripts that reach a scalar of a variably modified type (0 for other types).
unsigned variablyModifiedRank(clang::QualType T);

/// The scalar a pointer or array type holds, under all its dimensions.
clang::QualType scalarElement(clang::QualType T);

/// `double *` (with Name: `double *Name`) for a variably modified type of doubles.
std::string elementPointer(clang::QualType T, const clang::PrintingPolicy &Policy, const std::string &Name = "");

/// The number of scalars in an object of type T, `(n * 4LL)`, or "1LL" for a scalar; Extent names
/// each VLA type's (outermost) extent. Empty for an array of unknown size.
std::string scalarCount(clang::QualType T,
                        llvm::function_ref<std::string(const clang::VariableArrayType *)> Extent);

/// Calls OnVLA for each variable-length array type T reaches through pointers, arrays and
/// typedefs, outermost first, and OnTypedef for each typedef on the way.
void forEachVLAType(clang::QualType T, llvm::function_ref<void(const clang::VariableArrayType *)> OnVLA,
                    llvm::function_ref<void(const clang::TypedefNameDecl *)> OnTypedef = nullptr);

/// What device code knows of variably modified types. Each VLA type is the number of its
/// elements, a run-time value (C evaluates the size where the type is declared); a variable of
/// such a type is a pointer to its scalars.
struct VlaScope {
  /// The name of the `long long` holding each VLA type's extent (its outermost dimension).
  llvm::DenseMap<const clang::VariableArrayType *, std::string> Extents;
  /// The variables that are pointers to their scalars (captures, privates, parameters, locals).
  llvm::SmallPtrSet<const clang::ValueDecl *, 8> Lowered;
  /// The headers of loops whose lowering replaces them (LowerLoop.cpp), with what it reads of them
  /// (start, bound, step): those are lowered on their own.
  llvm::DenseMap<const clang::ForStmt *, std::vector<const clang::Expr *>> ReplacedHeaders;
};

/// A VLA type's extent computed by the host before a launch.
struct VlaExtent {
  const clang::VariableArrayType *Type;
  std::string Name, HostValue;
};

/// The extents of the VLA types Body reaches through Vars (variables of variably modified type
/// from outside it) or through typedefs declared outside it; each once, in a fixed order.
std::vector<VlaExtent> hostExtents(llvm::ArrayRef<const clang::ValueDecl *> Vars,
                                   llvm::ArrayRef<const clang::Stmt *> Body, const SourceText &Text);

/// Rewrites every use of a variably modified type in Body (a region's statements, a function's
/// body) in terms of element pointers and extents: subscripts, pointer arithmetic, `*`, `&`, casts,
/// sizeof, declarations of pointers to VLAs and of VLA typedefs (whose extents are declared
/// before the statement that evaluates them, and added to Scope). Returns false after reporting an
/// error.
bool lowerVariablyModified(llvm::ArrayRef<const clang::Stmt *> Body, VlaScope &Scope, clang::Rewriter &RW,
                           const SourceText &Text, const clang::PrintingPolicy &Policy, Reporter &Diags);

/// Rewrites the array parameters of the C function FD (all its declarations) and its body so that
/// they compile as C++: a variably modified parameter becomes a pointer to its elements.
bool lowerArrayParameters(const clang::FunctionDecl *FD, clang::Rewriter &RW, const SourceText &Text,
                          const clang::PrintingPolicy &Policy, Reporter &Diags);

} // namespace acorn
