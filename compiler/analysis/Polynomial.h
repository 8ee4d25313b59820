// Integer polynomials over symbols, for reasoning about subscripts (u[i*n + j]) and loop bounds. A
// symbol is a variable (its ValueDecl) or an expression Acorn treats as one value (`s->n`).
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <vector>

namespace acorn {

using Symbol = const void *;

/// Each monomial (its symbols, sorted, a symbol repeated for a power) with its coefficient; no zero
/// coefficients.
using Polynomial = std::map<std::vector<Symbol>, int64_t>;

/// The polynomial of a subexpression when the caller knows it (a variable with a known value, an
/// expression taken as a symbol), else nullopt.
using SymbolLookup = std::function<std::optional<Polynomial>(const clang::Expr *)>;

/// E as a polynomial over the integer variables it names (`r * M + c - 1`), asking Lookup first
/// for each subexpression; nullopt when E holds anything but those, integer constants, +, - and *.
std::optional<Polynomial> polynomialOf(const clang::Expr *E, const clang::ASTContext &Ctx,
                                       const SymbolLookup &Lookup = nullptr);

Polynomial constantPolynomial(int64_t C);
Polynomial symbolPolynomial(Symbol S);

/// A + Sign * B, and A * B.
Polynomial addPolynomials(const Polynomial &A, const Polynomial &B, int64_t Sign = 1);
Polynomial multiplyPolynomials(const Polynomial &A, const Polynomial &B);

/// P with every occurrence of S replaced by Value.
Polynomial substitute(const Polynomial &P, Symbol S, const Polynomial &Value);

/// The symbols P names.
std::set<Symbol> symbolsOf(const Polynomial &P);

/// Whether P >= 0 whenever every symbol of Sizes is at least 1 (sizes and strides) and every
/// polynomial of Facts is at least 0 (`n - m` of a loop from m to n that runs), whatever the other
/// symbols are: each fact (a size s: s - 1) is a new symbol f >= 0, put in for a symbol the fact is
/// linear in (n = f + m); P is then provable when every coefficient is positive and every monomial
/// names only those new symbols.
bool provablyNonNegative(const Polynomial &P, const std::set<Symbol> &Sizes, const std::vector<Polynomial> &Facts = {});

} // namespace acorn
