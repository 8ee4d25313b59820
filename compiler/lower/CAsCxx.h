// The device unit of a C file is compiled as CUDA C++; these edits keep the meaning C gave the
// code: explicit casts where C converts implicitly and C++ does not, casts of library-call
// arguments to C's parameter types (C++ overloads such as abs(double) would change the result),
// and identifiers that are C++ keywords (a parameter named `class`) renamed.
#pragma once

#include "frontend/SourceText.h"

#include "clang/Rewrite/Core/Rewriter.h"

namespace acorn {

/// Inserts into RW the casts C code in S needs to mean the same as C++.
void insertCxxCasts(const clang::Stmt *S, const SourceText &Text, clang::Rewriter &RW);

/// Renames every identifier of Code that is a keyword in C++ but not in C.
std::string renameCxxKeywords(llvm::StringRef Code);

/// The name an identifier of C code has in C++ (Name itself unless it is a C++ keyword).
std::string cxxName(llvm::StringRef Name);

} // namespace acorn
