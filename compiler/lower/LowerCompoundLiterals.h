// C compound literals in device code, which is C++ (LowerCompoundLiterals.cpp).
#pragma once

#include "frontend/SourceText.h"

#include "clang/AST/PrettyPrinter.h"
#include "clang/Rewrite/Core/Rewriter.h"

namespace acorn {

/// Gives each compound literal of S that outlives its expression in C (an array, which decays to
/// a pointer to it, or one whose address is taken) storage declared before the statement of the
/// block that holds it, which the literal is copied into where C evaluates it.
void hoistCompoundLiterals(const clang::Stmt *S, clang::Rewriter &RW, const SourceText &Text,
                           const clang::PrintingPolicy &Policy);

} // namespace acorn
