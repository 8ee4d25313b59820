#include "analysis/SubscriptRanges.h"

#include "llvm/ADT/STLExtras.h"

#include <numeric>

using namespace clang;

namespace acorn {
namespace {

Polynomial plus(const Polynomial &A, const Polynomial &B, int64_t Sign = 1) { return addPolynomials(A, B, Sign); }
Polynomial times(const Polynomial &P, int64_t C) { return multiplyPolynomials(P, constantPolynomial(C)); }

/// An upper bound of P over the values the loop variables it names take (each replaced by its
/// largest or smallest value, innermost first; with Enclosing, then those of the loops around the
/// analysed one too): a polynomial of fixed symbols, or nullopt when P is not linear with constant
/// coefficients in those variables.
std::optional<Polynomial> upperBound(Polynomial P, const SubscriptContext &S, bool Enclosing = false) {
  while (true) {
    const VariableRange *Deepest = nullptr;
    Symbol U = nullptr;
    for (Symbol X : symbolsOf(P))
      if (auto It = S.Ranges.find(X); It != S.Ranges.end() && (!Deepest || It->second.Depth > Deepest->Depth))
        U = X, Deepest = &It->second;
    for (const auto &[X, R] : S.Enclosing)
      if (!U && Enclosing && symbolsOf(P).count(X))
        U = X, Deepest = &R;
    if (!U)
      return llvm::all_of(symbolsOf(P), S.Fixed) ? std::optional<Polynomial>(P) : std::nullopt;
    int64_t K = 0;
    for (const auto &[Monomial, C] : P)
      if (llvm::is_contained(Monomial, U)) {
        if (Monomial.size() != 1)
          return std::nullopt;
        K = C;
      }
    if (!Deepest->Span)
      return std::nullopt;
    // U runs from Lower towards Far; the bound takes whichever end makes K * U largest.
    Polynomial Far = plus(Deepest->Lower, *Deepest->Span, Deepest->Step > 0 ? 1 : -1);
    P = substitute(P, U, (K > 0) == (Deepest->Step > 0) ? Far : Deepest->Lower);
  }
}

/// How far the terms of F (all, or all but the analysed loop's) move the subscript below and above
/// its fixed part: each bound nullopt when a term's sign, or the spread of a term moving that way,
/// is unknown.
struct TermBounds {
  std::optional<Polynomial> Low, High;
};
TermBounds termBounds(const IndexForm &F, Symbol Skip) {
  TermBounds B{Polynomial{}, Polynomial{}};
  for (const IndexTerm &T : F.Terms) {
    if (T.Var == Skip)
      continue;
    std::optional<Polynomial> &Side = T.Sign > 0 ? B.High : B.Low;
    if (!T.Sign)
      return {};
    if (Side)
      Side = T.Spread ? std::optional<Polynomial>(plus(*Side, *T.Spread, T.Sign)) : std::nullopt;
  }
  return B;
}

/// Whether X = Y in two iterations forces the analysed loop's counter to be the same in both, for
/// X and Y the same form: like digits of a mixed-radix number, a term whose coefficient exceeds
/// everything the other terms can add is the same in both, and so on down to the loop's term.
bool mixedRadix(const IndexForm &X, Symbol LoopVar, const std::set<Symbol> &Sizes,
                const std::vector<Polynomial> &Facts) {
  std::vector<const IndexTerm *> Left;
  for (const IndexTerm &T : X.Terms)
    Left.push_back(&T);
  while (llvm::any_of(Left, [&](const IndexTerm *T) { return T->Var == LoopVar; })) {
    auto Top = llvm::find_if(Left, [&](const IndexTerm *T) {
      if (!T->Sign)
        return false;
      Polynomial Margin = plus(times(T->Coefficient, T->Sign), constantPolynomial(1), -1);
      for (const IndexTerm *O : Left)
        if (O != T) {
          if (!O->Spread)
            return false;
          Margin = plus(Margin, *O->Spread, -1);
        }
      return provablyNonNegative(Margin, Sizes, Facts);
    });
    if (Top == Left.end())
      return false;
    Left.erase(Top);
  }
  return true;
}

/// The GCD test: X = Y says the terms of both, c * t - c' * t', add up to Y.Fixed - X.Fixed, with
/// integer counters; never, when g, the gcd of the integers of every coefficient (each coefficient
/// a multiple of g), divides every monomial of that difference but its constant.
bool gcdApart(const IndexForm &X, const IndexForm &Y) {
  int64_t G = 0;
  for (const IndexForm *F : {&X, &Y})
    for (const IndexTerm &T : F->Terms)
      for (const auto &[Monomial, C] : T.Coefficient)
        G = std::gcd(G, C < 0 ? -C : C);
  if (G < 2)
    return false;
  int64_t Constant = 0;
  for (const auto &[Monomial, C] : plus(Y.Fixed, X.Fixed, -1)) {
    if (Monomial.empty())
      Constant = C;
    else if (C % G)
      return false;
  }
  return Constant % G != 0;
}

} // namespace

std::optional<VariableRange> variableRange(const CanonicalLoop &L, const ASTContext &Ctx, unsigned Depth,
                                           const SymbolLookup &Lookup) {
  if (L.Iterator) // not an integer: no subscript is a polynomial of it
    return std::nullopt;
  VariableRange R;
  R.Depth = Depth;
  std::optional<Polynomial> Lo = polynomialOf(L.Lower, Ctx, Lookup);
  if (!Lo)
    return std::nullopt;
  R.Lower = *Lo;
  if (L.Step) {
    std::optional<llvm::APSInt> Step = L.Step->getIntegerConstantExpr(Ctx);
    if (!Step || Step->getExtValue() == 0)
      return std::nullopt;
    R.Step = Step->getExtValue();
  }
  if (L.StepNegated)
    R.Step = -R.Step;
  bool Up = L.Cmp == CanonicalLoop::Less || L.Cmp == CanonicalLoop::LessEqual;
  std::optional<Polynomial> Hi = polynomialOf(L.Upper, Ctx, Lookup);
  if (Hi && L.Cmp != CanonicalLoop::NotEqual && Up == (R.Step > 0)) {
    R.Span = Up ? plus(*Hi, *Lo, -1) : plus(*Lo, *Hi, -1);
    if (L.Cmp == CanonicalLoop::Less || L.Cmp == CanonicalLoop::Greater)
      R.Span = plus(*R.Span, constantPolynomial(1), -1);
  }
  return R;
}

std::set<Symbol> sizesBoundedBy(const VariableRange &R) {
  if (!R.Span)
    return {};
  Symbol X = nullptr;
  int64_t Constant = 0;
  for (const auto &[Monomial, C] : *R.Span) {
    if (Monomial.empty())
      Constant = C;
    else if (Monomial.size() == 1 && C == 1 && !X)
      X = Monomial.front();
    else
      return {};
  }
  if (!X || Constant > -1)
    return {};
  return {X};
}

bool IndexForm::operator==(const IndexForm &O) const {
  return Fixed == O.Fixed && Terms.size() == O.Terms.size() &&
         llvm::all_of(llvm::zip(Terms, O.Terms), [](const auto &P) {
           return std::get<0>(P).Var == std::get<1>(P).Var &&
                  std::get<0>(P).Coefficient == std::get<1>(P).Coefficient;
         });
}

const IndexTerm *IndexForm::term(Symbol Var) const {
  auto It = llvm::find_if(Terms, [&](const IndexTerm &T) { return T.Var == Var; });
  return It == Terms.end() ? nullptr : &*It;
}

std::optional<IndexForm> indexForm(const Polynomial &Subscript, const SubscriptContext &S) {
  // Each loop variable as its start plus step times its counter (which keeps the variable's
  // symbol), innermost first: an inner loop's start may name outer loops' variables.
  std::vector<std::pair<unsigned, Symbol>> Order;
  for (const auto &[V, R] : S.Ranges)
    Order.push_back({R.Depth, V});
  llvm::sort(Order, [](const auto &A, const auto &B) { return A.first > B.first; });
  Polynomial P = Subscript;
  for (const auto &[Depth, V] : Order) {
    const VariableRange &R = S.Ranges.at(V);
    P = substitute(P, V, plus(R.Lower, times(symbolPolynomial(V), R.Step)));
  }
  IndexForm F;
  std::map<Symbol, Polynomial> Coefficients;
  for (const auto &[Monomial, C] : P) {
    Symbol Counter = nullptr;
    std::vector<Symbol> Rest;
    for (Symbol X : Monomial) {
      if (!S.Ranges.count(X)) {
        if (!S.Fixed(X))
          return std::nullopt;
        Rest.push_back(X);
      } else if (Counter) {
        return std::nullopt;
      } else {
        Counter = X;
      }
    }
    if (Counter)
      Coefficients[Counter] = plus(Coefficients[Counter], Polynomial{{Rest, C}});
    else
      F.Fixed[Monomial] = C;
  }
  for (Symbol X : S.ProvenSizes)
    if (!S.NotSizes.count(X))
      F.Sizes.insert(X);
  F.Facts = S.Facts;
  for (auto &[V, C] : Coefficients) {
    IndexTerm T{V, C};
    if (provablyNonNegative(plus(C, constantPolynomial(1), -1), F.Sizes, F.Facts))
      T.Sign = 1;
    else if (provablyNonNegative(plus(times(C, -1), constantPolynomial(1), -1), F.Sizes, F.Facts))
      T.Sign = -1;
    // |C| * t <= |C| / |Step| * span, C being a multiple of Step.
    const VariableRange &R = S.Ranges.at(V);
    int64_t Step = R.Step < 0 ? -R.Step : R.Step;
    bool Divisible = llvm::all_of(C, [&](const auto &Term) { return Term.second % Step == 0; });
    if (T.Sign && R.Span && Divisible) {
      Polynomial PerStep;
      for (const auto &[Monomial, K] : C)
        PerStep[Monomial] = K * T.Sign / Step;
      if (std::optional<Polynomial> Span = upperBound(*R.Span, S))
        T.Spread = multiplyPolynomials(PerStep, *Span);
    }
    F.Terms.push_back(std::move(T));
  }
  return F;
}

std::vector<RowSplit> rowSplits(const Polynomial &P, const SubscriptContext &S) {
  // The sizes P's coefficients suggest: its symbols other than loop variables, its constants.
  std::vector<Polynomial> Sizes;
  for (const auto &[Monomial, C] : P) {
    for (Symbol X : Monomial)
      if (!S.Ranges.count(X) && !llvm::is_contained(Sizes, symbolPolynomial(X)))
        Sizes.push_back(symbolPolynomial(X));
    if (!Monomial.empty() && (C > 1 || C < -1) && !llvm::is_contained(Sizes, constantPolynomial(C < 0 ? -C : C)))
      Sizes.push_back(constantPolynomial(C < 0 ? -C : C));
  }
  std::vector<RowSplit> Out;
  for (const Polynomial &Size : Sizes) {
    RowSplit R{Size, {}, {}};
    Symbol X = Size.begin()->first.empty() ? nullptr : Size.begin()->first.front();
    int64_t K = X ? 1 : Size.begin()->second;
    for (const auto &[Monomial, C] : P) {
      auto It = X ? llvm::find(Monomial, X) : Monomial.end();
      if (X && It != Monomial.end()) {
        std::vector<Symbol> Rest(Monomial.begin(), It);
        Rest.insert(Rest.end(), std::next(It), Monomial.end());
        R.Row = plus(R.Row, Polynomial{{Rest, C}});
      } else if (!X && C % K == 0) {
        R.Row = plus(R.Row, Polynomial{{Monomial, C / K}});
      } else {
        R.Column = plus(R.Column, Polynomial{{Monomial, C}});
      }
    }
    // The column lies in [0, Size - 1] over the loops' values (those around the analysed loop too).
    std::optional<Polynomial> Max = upperBound(R.Column, S, true), MinusMin = upperBound(times(R.Column, -1), S, true);
    if (Max && MinusMin && provablyNonNegative(times(*MinusMin, -1), S.ProvenSizes, S.Facts) &&
        provablyNonNegative(plus(plus(Size, constantPolynomial(1), -1), *Max, -1), S.ProvenSizes, S.Facts))
      Out.push_back(std::move(R));
  }
  return Out;
}

std::optional<std::pair<std::set<Symbol>, std::set<Symbol>>> meetOnlyAtStart(const IndexForm &X, const IndexForm &Y) {
  auto Moves = [](const IndexForm &F, int Sign) {
    return llvm::all_of(F.Terms, [&](const IndexTerm &T) { return T.Sign == Sign; });
  };
  if (X.Fixed != Y.Fixed || !((Moves(X, -1) && Moves(Y, 1)) || (Moves(X, 1) && Moves(Y, -1))))
    return std::nullopt;
  std::pair<std::set<Symbol>, std::set<Symbol>> Zero;
  for (const IndexTerm &T : X.Terms)
    Zero.first.insert(T.Var);
  for (const IndexTerm &T : Y.Terms)
    Zero.second.insert(T.Var);
  return Zero;
}

IndexForm atStart(IndexForm F, const std::set<Symbol> &Zero) {
  llvm::erase_if(F.Terms, [&](const IndexTerm &T) { return Zero.count(T.Var); });
  return F;
}

Separation separation(const IndexForm &X, const IndexForm &Y, Symbol LoopVar) {
  std::set<Symbol> Sizes = X.Sizes;
  Sizes.insert(Y.Sizes.begin(), Y.Sizes.end());
  std::vector<Polynomial> Facts = X.Facts;
  Facts.insert(Facts.end(), Y.Facts.begin(), Y.Facts.end());
  auto NonNegative = [&](const Polynomial &P) { return provablyNonNegative(P, Sizes, Facts); };
  Polynomial D = plus(X.Fixed, Y.Fixed, -1);
  // Iterations t and t' move the loop's term c * t by a nonzero multiple of c: X = Y needs the rest
  // of the subscripts to differ by as much, impossible when they stay within |c| - 1 of each other.
  const IndexTerm *CX = X.term(LoopVar), *CY = Y.term(LoopVar);
  if (CX && CY && CX->Sign && CX->Coefficient == CY->Coefficient) {
    TermBounds BX = termBounds(X, LoopVar), BY = termBounds(Y, LoopVar);
    Polynomial Room = plus(times(CX->Coefficient, CX->Sign), constantPolynomial(1), -1);
    if (BX.Low && BX.High && BY.Low && BY.High &&
        NonNegative(plus(plus(plus(Room, D, -1), *BX.High, -1), *BY.Low)) &&
        NonNegative(plus(plus(plus(Room, D), *BX.Low), *BY.High, -1)))
      return Separation::SameIteration;
  }
  if (CX && X == Y && mixedRadix(X, LoopVar, Sizes, Facts))
    return Separation::SameIteration;
  if (gcdApart(X, Y))
    return Separation::Never;
  // X always above Y, or always below.
  // (Either needs the bounds of the terms moving one way only: c[i][j] and c[j][i] for j > i whatever
  // the bound of j.)
  TermBounds BX = termBounds(X, nullptr), BY = termBounds(Y, nullptr);
  if (BX.Low && BY.High && NonNegative(plus(plus(plus(D, *BX.Low), *BY.High, -1), constantPolynomial(1), -1)))
    return Separation::Never;
  if (BX.High && BY.Low &&
      NonNegative(plus(times(plus(plus(D, *BX.High), *BY.Low, -1), -1), constantPolynomial(1), -1)))
    return Separation::Never;
  return Separation::Unknown;
}

} // namespace acorn
