// Which elements the iterations of a loop reach through subscripts that are polynomials in the loop
// variable, the variables of the loops nested in it and fixed values (flattened matrices u[i*n + j],
// interleaved z[2*i + 1], triangles j >= i). Used by the dependence analysis (LoopDependence) to
// prove that two subscripts reach the same element only in the same iteration, or never.
//
// Each loop variable v is written v = Lower + Step * t, t = 0, 1, ... with |Step| * t at most the
// loop's span; a subscript becomes Fixed + sum of c * t. Symbols that multiply a loop variable are
// sizes (at least 1) only where that is proven: the bound of a loop running the subscript (`j < n`
// from 0: n >= 1 whenever the body runs, as for u[i*n + j]), and so are the spans of those loops at
// least 0 (`i < nx + 1`: nx >= 0, so flux[k*(nx + 1) + i] has rows apart). A run-time stride
// (a[inc*i]) may be 0, every iteration then reaching one element; other fixed values (offsets) may
// have any sign.
#pragma once

#include "analysis/CanonicalLoop.h"
#include "analysis/Polynomial.h"

#include <functional>
#include <map>

namespace acorn {

/// How a loop variable runs: Lower, Lower + Step, ... while |value - Lower| <= Span.
struct VariableRange {
  Polynomial Lower;
  int64_t Step = 1;
  std::optional<Polynomial> Span; ///< nullopt when unknown; may name the variables of outer loops
  unsigned Depth = 0;             ///< 0 for the analysed loop, then one more per nesting level
};

/// The range of L's variable; nullopt unless the start is a polynomial and the step a constant.
std::optional<VariableRange> variableRange(const CanonicalLoop &L, const clang::ASTContext &Ctx, unsigned Depth,
                                           const SymbolLookup &Lookup = nullptr);

/// What subscripts are read against: the analysed loop's variable, the ranges of it and of the
/// variables of loops nested in it, and which other symbols keep one value in the whole loop.
struct SubscriptContext {
  Symbol LoopVar;
  std::map<Symbol, VariableRange> Ranges;
  std::function<bool(Symbol)> Fixed;
  /// Fixed symbols that are not sizes although they multiply a loop variable: the variables of
  /// loops around the analysed one (`a[i*j]` in a loop over j: i may be 0).
  std::set<Symbol> NotSizes;
  /// Fixed symbols at least 1 wherever the subscript runs (sizesBoundedBy of the loops running it);
  /// only they may be taken as sizes.
  std::set<Symbol> ProvenSizes;
  /// Polynomials of fixed symbols at least 0 wherever the subscript runs: the spans of the loops
  /// running it (`nx` of `i < nx + 1`: a stride nx + 1 is then at least 1, and above the column).
  std::vector<Polynomial> Facts;
  /// How the variables of the loops around the analysed one run, innermost first: fixed symbols
  /// in the subscripts, whose ranges only bound a flat subscript's column (rowSplits).
  std::vector<std::pair<Symbol, VariableRange>> Enclosing;
};

/// The symbols X a loop's bound shows to be at least 1 whenever its body runs: its span is
/// X - k for a constant k >= 1 (`for (j = 0; j < n; ++j)`, `for (i = n - 1; i >= 0; --i)`).
std::set<Symbol> sizesBoundedBy(const VariableRange &R);

/// A subscript as Fixed + the sum of Coefficient * t over the loop counters.
struct IndexTerm {
  Symbol Var;
  Polynomial Coefficient;             ///< of the counter t (the step included)
  int Sign = 0;                       ///< of the coefficient; 0 when unknown
  std::optional<Polynomial> Spread;   ///< a bound of |Coefficient| * t
};
struct IndexForm {
  Polynomial Fixed;
  std::vector<IndexTerm> Terms;
  std::set<Symbol> Sizes;         ///< the symbols taken to be at least 1
  std::vector<Polynomial> Facts;  ///< polynomials taken to be at least 0 (SubscriptContext::Facts)
  bool operator==(const IndexForm &) const;
  const IndexTerm *term(Symbol Var) const;
};

/// P (a subscript's polynomial) in that form; nullopt when it names a symbol that is neither fixed
/// nor a loop variable with a range, or a product of two counters.
std::optional<IndexForm> indexForm(const Polynomial &P, const SubscriptContext &S);

/// A flat subscript as Size * Row + Column with the column in [0, Size - 1] wherever the loops
/// reach it (`u[i*n + j]` for j below n: row i, column j): two such subscripts of one Size reach
/// the same element only with the same row and column.
struct RowSplit {
  Polynomial Size, Row, Column;
};
/// P split so for each Size its coefficients suggest (a symbol, a constant) where the column's
/// bounds prove it.
std::vector<RowSplit> rowSplits(const Polynomial &P, const SubscriptContext &S);

enum class Separation {
  Unknown,       ///< they may reach the same element in different iterations
  SameIteration, ///< equal only when both are taken in the same iteration of the analysed loop
  Never,         ///< never equal
};

/// For X and Y each moving one way only from a common fixed part, towards each other's side (i - j
/// <= 0 <= j' - i' for j from i): they are equal only where every counter of both is 0. The
/// variables of those counters, X's and Y's; nullopt for other forms.
std::optional<std::pair<std::set<Symbol>, std::set<Symbol>>> meetOnlyAtStart(const IndexForm &X, const IndexForm &Y);

/// F without the terms of the counters of Zero (those counters taken as 0).
IndexForm atStart(IndexForm F, const std::set<Symbol> &Zero);

/// Whether a subscript X of one iteration and Y of another can be equal (by their bounds, the
/// digits of a mixed-radix number, or the GCD test: a[32*i] and a[32*i + 33] never).
Separation separation(const IndexForm &X, const IndexForm &Y, Symbol LoopVar);

} // namespace acorn
