// C's variably modified types in device code, which is C++ (LowerVLA.cpp).
#pragma once

#include "frontend/SourceText.h"

#include "clang/AST/PrettyPrinter.h"
#include "clang/Rewrite/Core/Rewriter.h"

namespace acorn {

/// The number of subscripts that reach a scalar of a variably modified type (0 for other types).
unsigned variablyModifiedRank(clang::QualType T);

/// The scalar a pointer or array type holds, under all its dimensions.
clang::QualType scalarElement(clang::QualType T);

/// `double *` (with Name: `double *Name`) for a variably modified type of doubles.
std::string elementPointer(clang::QualType T, const clang::PrintingPolicy &Policy, const std::string &Name = "");

/// Rewrites the array parameters of the C function FD (all its declarations) and its body so that
/// they compile as C++: a variably modified parameter becomes a pointer to its elements.
void lowerArrayParameters(const clang::FunctionDecl *FD, clang::Rewriter &RW, const SourceText &Text,
                          const clang::PrintingPolicy &Policy);

/// Rewrites the pointers to VLAs declared in Body (`double (*a)[n] = (double (*)[n])p;`) and the
/// casts to such types as pointers to their elements, with the strides computed where declared.
void lowerVariablyModifiedLocals(const clang::Stmt *Body, clang::Rewriter &RW, const SourceText &Text,
                                 const clang::PrintingPolicy &Policy);

} // namespace acorn
