#include "analysis/SubscriptRanges.h"

using namespace clang;

namespace acorn {

std::optional<Polynomial> variableSpan(const CanonicalLoop &L, const ASTContext &Ctx) {
  std::optional<Polynomial> Lo = polynomialOf(L.Lower, Ctx), Hi = polynomialOf(L.Upper, Ctx);
  bool Up = L.Cmp == CanonicalLoop::Less || L.Cmp == CanonicalLoop::LessEqual;
  if (!Lo || !Hi || L.Cmp == CanonicalLoop::NotEqual || Up == L.StepNegated)
    return std::nullopt;
  Polynomial Span = Up ? addPolynomials(*Hi, *Lo, -1) : addPolynomials(*Lo, *Hi, -1);
  if (L.Cmp == CanonicalLoop::Less || L.Cmp == CanonicalLoop::Greater)
    Span = addPolynomials(Span, {{{}, 1}}, -1);
  return Span;
}

bool separatesIterations(llvm::ArrayRef<const Expr *> Indices, const SubscriptContext &S) {
  const ValueDecl *LoopVar = S.Loop.Var;
  for (const Expr *Index : Indices) {
    std::optional<Polynomial> P = polynomialOf(Index, S.Ctx);
    if (!P)
      continue;
    Polynomial Coefficient, Rest;
    bool Linear = true;
    for (const auto &[Monomial, C] : *P) {
      std::vector<const ValueDecl *> Others;
      for (const ValueDecl *V : Monomial)
        if (V != LoopVar)
          Others.push_back(V);
      Linear &= Monomial.size() - Others.size() <= 1 &&
                llvm::all_of(Others, [&](const ValueDecl *V) { return S.Fixed(V) || S.InnerSpans.count(V); });
      if (Others.size() == Monomial.size())
        Rest[Monomial] = C;
      else
        Coefficient = addPolynomials(Coefficient, {{Others, C}});
    }
    std::optional<Polynomial> Spread = spreadOf(Rest, S.InnerSpans);
    if (!Linear || Coefficient.empty() || !Spread)
      continue;
    if (std::optional<int64_t> K = constantOf(Coefficient); K && *K < 0)
      Coefficient = {{{}, -*K}};
    Polynomial Margin = addPolynomials(addPolynomials(Coefficient, *Spread, -1), {{{}, 1}}, -1);
    if (std::optional<int64_t> M = constantOf(Margin); M && *M >= 0)
      return true;
  }
  return false;
}

bool apartByTrip(const Expr *A, const Expr *B, const SubscriptContext &S) {
  const CanonicalLoop &Loop = S.Loop;
  if (Loop.Step || Loop.StepNegated || (Loop.Cmp != CanonicalLoop::Less && Loop.Cmp != CanonicalLoop::LessEqual))
    return false;
  std::optional<Polynomial> PA = polynomialOf(A, S.Ctx), PB = polynomialOf(B, S.Ctx),
                            Lo = polynomialOf(Loop.Lower, S.Ctx), Hi = polynomialOf(Loop.Upper, S.Ctx);
  if (!PA || !PB || !Lo || !Hi)
    return false;
  const std::vector<const ValueDecl *> I = {Loop.Var};
  auto Coefficient = [&](const Polynomial &P) { return P.count(I) ? P.at(I) : 0; };
  // The loop variable only in a*i; every other variable unchanged by the loop.
  for (const Polynomial *P : {&*PA, &*PB, &*Lo, &*Hi})
    for (const auto &[Monomial, C] : *P)
      for (const ValueDecl *V : Monomial)
        if (!(V == Loop.Var && Monomial.size() == 1 && P != &*Lo && P != &*Hi) && !S.Fixed(V))
          return false;
  int64_t Stride = Coefficient(*PA);
  if (Stride == 0 || Coefficient(*PB) != Stride)
    return false;
  Polynomial Difference = addPolynomials(*PA, *PB, -1);
  Polynomial Trip = addPolynomials(*Hi, *Lo, -1);
  if (Loop.Cmp == CanonicalLoop::LessEqual)
    Trip = addPolynomials(Trip, {{{}, 1}});
  Polynomial Span = multiplyPolynomials(Trip, {{{}, Stride < 0 ? -Stride : Stride}});
  for (int64_t Sign : {1, -1})
    if (std::optional<int64_t> Margin =
            constantOf(addPolynomials(multiplyPolynomials(Difference, {{{}, Sign}}), Span, -1));
        Margin && *Margin >= 0)
      return true;
  return false;
}

} // namespace acorn
