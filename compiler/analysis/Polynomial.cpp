#include "analysis/Polynomial.h"

#include "analysis/IndexFunctions.h"


#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace acorn {

Polynomial constantPolynomial(int64_t C) {
  Polynomial P;
  if (C)
    P[{}] = C;
  return P;
}

Polynomial symbolPolynomial(Symbol S) { return Polynomial{{{S}, 1}}; }

// E without parentheses and the casts that keep every integer value (`(size_t)i`, int to long);
// a narrowing one (`(unsigned char)i`) wraps values around, which a polynomial does not say.
static const Expr *withoutWideningCasts(const Expr *E, const ASTContext &Ctx) {
  while (true) {
    E = E->IgnoreParens();
    const auto *C = dyn_cast<CastExpr>(E);
    if (!C)
      return E;
    QualType To = C->getType(), From = C->getSubExpr()->getType();
    bool Keeps = C->getCastKind() == CK_LValueToRValue || C->getCastKind() == CK_NoOp ||
                 (C->getCastKind() == CK_IntegralCast && To->isIntegerType() && From->isIntegerType() &&
                  !To->isBooleanType() && Ctx.getTypeSize(To) >= Ctx.getTypeSize(From));
    if (!Keeps)
      return E;
    E = C->getSubExpr();
  }
}

std::optional<Polynomial> polynomialOf(const Expr *E, const ASTContext &Ctx, const SymbolLookup &Lookup) {
  E = withoutWideningCasts(E, Ctx);
  if (Lookup)
    if (std::optional<Polynomial> Known = Lookup(E))
      return Known;
  if (std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(Ctx))
    return constantPolynomial(V->getExtValue());
  // (In a template, a variable of a parameter's type that indexes an array is an integer.)
  if (const auto *R = dyn_cast<DeclRefExpr>(E);
      R && (R->getDecl()->getType()->isIntegerType() || R->getDecl()->getType()->isDependentType()))
    return symbolPolynomial(R->getDecl());
  if (const auto *Call = dyn_cast<CallExpr>(E)) // an index helper, idx(i, j, ny)
    return indexHelperCall(Call, Ctx, Lookup);
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_Minus)
    if (std::optional<Polynomial> P = polynomialOf(U->getSubExpr(), Ctx, Lookup))
      return addPolynomials({}, *P, -1);
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B || (B->getOpcode() != BO_Add && B->getOpcode() != BO_Sub && B->getOpcode() != BO_Mul))
    return std::nullopt;
  std::optional<Polynomial> L = polynomialOf(B->getLHS(), Ctx, Lookup), R = polynomialOf(B->getRHS(), Ctx, Lookup);
  if (!L || !R)
    return std::nullopt;
  if (B->getOpcode() == BO_Mul)
    return multiplyPolynomials(*L, *R);
  return addPolynomials(*L, *R, B->getOpcode() == BO_Add ? 1 : -1);
}

Polynomial addPolynomials(const Polynomial &A, const Polynomial &B, int64_t Sign) {
  Polynomial Sum = A;
  for (const auto &[Monomial, Coefficient] : B)
    if ((Sum[Monomial] += Sign * Coefficient) == 0)
      Sum.erase(Monomial);
  return Sum;
}

Polynomial multiplyPolynomials(const Polynomial &A, const Polynomial &B) {
  Polynomial Product;
  for (const auto &[MA, CA] : A)
    for (const auto &[MB, CB] : B) {
      std::vector<Symbol> M = MA;
      M.insert(M.end(), MB.begin(), MB.end());
      llvm::sort(M);
      if ((Product[M] += CA * CB) == 0)
        Product.erase(M);
    }
  return Product;
}

Polynomial substitute(const Polynomial &P, Symbol S, const Polynomial &Value) {
  Polynomial Out;
  for (const auto &[Monomial, C] : P) {
    Polynomial Term = constantPolynomial(C);
    for (Symbol M : Monomial)
      Term = multiplyPolynomials(Term, M == S ? Value : symbolPolynomial(M));
    Out = addPolynomials(Out, Term);
  }
  return Out;
}

std::set<Symbol> symbolsOf(const Polynomial &P) {
  std::set<Symbol> Out;
  for (const auto &[Monomial, C] : P)
    Out.insert(Monomial.begin(), Monomial.end());
  return Out;
}

bool provablyNonNegative(const Polynomial &P, const std::set<Symbol> &Sizes, const std::vector<Polynomial> &Facts) {
  std::vector<Polynomial> Left;
  for (Symbol S : Sizes)
    Left.push_back(addPolynomials(symbolPolynomial(S), constantPolynomial(1), -1));
  Left.insert(Left.end(), Facts.begin(), Facts.end());
  std::vector<char> Fresh(Left.size()); // the new symbols are the addresses of its elements
  std::set<Symbol> New;
  Polynomial Q = P;
  for (size_t K = 0; K < Left.size(); ++K) {
    // A symbol X of the fact F = C * X + R (C = 1 or -1, X in no other monomial): X = C * (f - R).
    const Polynomial &F = Left[K];
    auto Linear = llvm::find_if(F, [&](const auto &Term) {
      if (Term.first.size() != 1 || (Term.second != 1 && Term.second != -1) || New.count(Term.first[0]))
        return false;
      return llvm::count_if(F, [&](const auto &O) { return llvm::is_contained(O.first, Term.first[0]); }) == 1;
    });
    if (Linear == F.end())
      continue;
    Symbol X = Linear->first[0];
    int64_t C = Linear->second;
    New.insert(&Fresh[K]);
    Polynomial Value = multiplyPolynomials(
        constantPolynomial(C), addPolynomials(symbolPolynomial(&Fresh[K]), addPolynomials(F, Polynomial{{{X}, C}}, -1), -1));
    Q = substitute(Q, X, Value);
    for (size_t L = K + 1; L < Left.size(); ++L)
      Left[L] = substitute(Left[L], X, Value);
  }
  return llvm::all_of(Q, [&](const auto &Term) {
    return Term.second > 0 && llvm::all_of(Term.first, [&](Symbol S) { return New.count(S) != 0; });
  });
}

} // namespace acorn
