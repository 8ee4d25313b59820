// The device unit of a C file is compiled as CUDA C++; these edits keep the meaning C gave the
// code: explicit casts where C converts implicitly and C++ does not, casts of library-call
// arguments to C's parameter types (C++ overloads such as abs(double) would change the result),
// character constants as int, initialisations a goto or switch jumps past split into a declaration
// and an assignment, and identifiers that are C++ keywords (a parameter named `class`) renamed.
#pragma once

#include "frontend/SourceText.h"

#include "clang/Rewrite/Core/Rewriter.h"

namespace acorn {

/// Rewrites (in RW) the C statement S so that, compiled as C++, it means what it means in C.
void insertCxxCasts(const clang::Stmt *S, const SourceText &Text, clang::Rewriter &RW);

/// The value C gives the arithmetic constant Init (C's rules: `sizeof('a')` is 4, 1 in C++), as a
/// literal converted to T (an integer, enum, float or double type); empty when Init is no such constant.
std::string constantLiteral(const clang::Expr *Init, clang::QualType T, const clang::ASTContext &Ctx);

/// `int twice(x) int x; {` (a definition without a prototype, C17 6.9.1) as `int twice(int x) {`.
void writeOldStyleDefinitionAsPrototype(const clang::FunctionDecl *FD, const SourceText &Text, clang::Rewriter &RW);

/// Gives each struct, union and enum type that C code declares without a name (`struct { ... } cfg;`,
/// at file scope or in a function) the name `__acorn_tagN`, in the AST and in the text of both
/// rewriters, so that the outlined regions can name the types of the variables they capture.
void nameUnnamedTypes(clang::ASTContext &Ctx, const SourceText &Text, clang::Rewriter &HostRW,
                      clang::Rewriter &BodyRW);

/// A struct's `#pragma pack` in bytes (0: none): nothing in its text shows it (Clang records it on
/// the struct), so device code, which copies the text, writes the pack again.
unsigned packOf(const clang::Decl *D);
/// Renames every identifier of Code that is a keyword in C++ but not in C (in C23, bool, true,
/// nullptr, constexpr, static_assert... are C's keywords too, and keep their names).
std::string renameCxxKeywords(llvm::StringRef Code, bool C23);

/// The name an identifier of C code has in C++ (Name itself unless it is a C++ keyword).
std::string cxxName(llvm::StringRef Name);

} // namespace acorn
