#include "analysis/ClauseClashes.h"

#include "analysis/Clauses.h"

#include "llvm/ADT/DenseMap.h"

using namespace clang;

namespace acorn {

// The variable a data clause item names whole, or the one-dimensional section of it (`a`,
// `a[0:n]`), with the section's bounds; null for other items (members, elements, deeper sections).
static const ValueDecl *simpleItem(const Expr *E, const Expr *&Lower, const Expr *&Length) {
  E = E->IgnoreParenImpCasts();
  Lower = Length = nullptr;
  if (const auto *AS = dyn_cast<ArraySectionExpr>(E)) {
    Lower = AS->getLowerBound();
    Length = AS->getLength();
    E = AS->getBase()->IgnoreParenImpCasts();
  }
  const auto *R = dyn_cast<DeclRefExpr>(E);
  return R ? R->getDecl() : nullptr;
}

// A variable named whole in two reduction clauses, or in two of private, firstprivate and
// reduction, of one construct, whole or as a section (`firstprivate(a[0:n]) private(a)`): which
// one wins is not said anywhere (GCC rejects it: a variable is in one of them; with private and
// firstprivate the copy started uninitialised). Two sections of one array in two reduction clauses
// may be disjoint: ReductionItems joins them into one, or reports them.
static bool reductionClash(ArrayRef<const OpenACCClause *> Clauses, Reporter &Diags) {
  struct Use {
    const OpenACCClause *Clause;
    bool Section;
  };
  llvm::DenseMap<const ValueDecl *, Use> Seen;
  bool OK = true;
  for (const OpenACCClause *C : Clauses) {
    if (!isa<OpenACCReductionClause, OpenACCPrivateClause, OpenACCFirstPrivateClause>(C))
      continue;
    for (const Expr *E : cast<OpenACCClauseWithVarList>(C)->getVarList()) {
      const Expr *Lower, *Length;
      const ValueDecl *Var = simpleItem(E, Lower, Length);
      if (!Var)
        continue;
      bool Section = !isa<DeclRefExpr>(E->IgnoreParenImpCasts());
      auto [It, New] = Seen.try_emplace(Var, Use{C, Section});
      if (New)
        continue;
      const OpenACCClause *Before = It->second.Clause;
      bool BothReductions = isa<OpenACCReductionClause>(Before) && isa<OpenACCReductionClause>(C);
      if ((Before->getClauseKind() == C->getClauseKind() && !isa<OpenACCReductionClause>(C)) ||
          (BothReductions && (Section || It->second.Section)))
        continue;
      std::string First = clauseName(Before->getClauseKind()), Second = clauseName(C->getClauseKind());
      Diags.error(E->getBeginLoc(), "'" + Var->getNameAsString() + "' appears in " +
                                        (First == Second ? "two '" + First + "' clauses"
                                                         : "a '" + First + "' and a '" + Second + "' clause") +
                                        " of the same construct");
      OK = false;
    }
  }
  return OK;
}

static bool sameBound(const Expr *A, const Expr *B) {
  if (!A || !B)
    return !A && !B;
  const auto *IA = dyn_cast<IntegerLiteral>(A->IgnoreParenImpCasts());
  const auto *IB = dyn_cast<IntegerLiteral>(B->IgnoreParenImpCasts());
  if (IA || IB)
    return IA && IB && llvm::APInt::isSameValue(IA->getValue(), IB->getValue());
  return Expr::isSameComparisonOperand(A, B);
}

// The same variable (or the same section of it) in two data clauses of one construct: which
// action applies is not said anywhere (GCC rejects it; Acorn's targets did different things).
static bool dataClauseClash(ArrayRef<const OpenACCClause *> Clauses, Reporter &Diags) {
  struct Item {
    const OpenACCClause *Clause;
    const ValueDecl *Var;
    const Expr *Lower, *Length;
  };
  std::vector<Item> Seen;
  bool OK = true;
  for (const OpenACCClause *C : Clauses) {
    if (!isa<OpenACCCopyClause, OpenACCCopyInClause, OpenACCCopyOutClause, OpenACCCreateClause,
             OpenACCNoCreateClause, OpenACCPresentClause, OpenACCDevicePtrClause, OpenACCDeleteClause>(C))
      continue;
    for (const Expr *E : cast<OpenACCClauseWithVarList>(C)->getVarList()) {
      Item This{C, nullptr, nullptr, nullptr};
      if (!(This.Var = simpleItem(E, This.Lower, This.Length)))
        continue;
      auto Same = llvm::find_if(Seen, [&](const Item &I) {
        return I.Var == This.Var && sameBound(I.Lower, This.Lower) && sameBound(I.Length, This.Length);
      });
      if (Same == Seen.end()) {
        Seen.push_back(This);
        continue;
      }
      std::string First = clauseName(Same->Clause->getClauseKind()), Second = clauseName(C->getClauseKind());
      std::string Where = Same->Clause == C ? "twice in a '" + First + "' clause"
                          : First == Second ? "in two '" + First + "' clauses of the same construct"
                                            : "in a '" + First + "' and a '" + Second + "' clause of the same construct";
      std::string What = "'" + This.Var->getNameAsString() + "'" + (This.Lower || This.Length ? " (a section)" : "");
      Diags.error(E->getBeginLoc(), What + " appears " + Where + ": name it once, in one data clause");
      OK = false;
    }
  }
  return OK;
}

bool checkClauseClashes(ArrayRef<const OpenACCClause *> Clauses, Reporter &Diags) {
  bool OK = reductionClash(Clauses, Diags);
  return dataClauseClash(Clauses, Diags) && OK;
}

} // namespace acorn
