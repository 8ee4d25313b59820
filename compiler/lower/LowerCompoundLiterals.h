// C compound literals in device code, which is C++ (LowerCompoundLiterals.cpp).
#pragma once

#include "frontend/SourceText.h"

#include "clang/AST/PrettyPrinter.h"
#include "clang/Rewrite/Core/Rewriter.h"

namespace acorn {

/// Makes each array compound literal that initialises a declaration in S (`const int *w =
/// (const int[]){1, 2, 3};`) a named array declared just before that declaration.
void hoistCompoundLiterals(const clang::Stmt *S, clang::Rewriter &RW, const SourceText &Text,
                           const clang::PrintingPolicy &Policy);

} // namespace acorn
