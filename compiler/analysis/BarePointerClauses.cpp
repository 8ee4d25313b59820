#include "analysis/BarePointerClauses.h"

#include "analysis/StructMembers.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace acorn {

namespace {

bool isVariable(const Expr *E, const ValueDecl *Var) {
  const auto *Ref = E ? dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()) : nullptr;
  return Ref && Ref->getDecl() == Var;
}

// `p`, or `p + i` / `i + p` / `p - i`: an address the dereference reads through p.
bool addressFrom(const Expr *E, const ValueDecl *Var) {
  E = E->IgnoreParenImpCasts();
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAdditiveOp())
    return addressFrom(B->getLHS(), Var) || (B->getOpcode() == BO_Add && addressFrom(B->getRHS(), Var));
  return isVariable(E, Var);
}

class Dereference : public ASTWalk<Dereference> {
public:
  explicit Dereference(const ValueDecl *Var) : Var(Var) {}
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) { return !(Found |= addressFrom(E->getBase(), Var)); }
  bool VisitUnaryOperator(UnaryOperator *U) {
    return !(Found |= U->getOpcode() == UO_Deref && addressFrom(U->getSubExpr(), Var));
  }
  bool VisitMemberExpr(MemberExpr *ME) { return !(Found |= ME->isArrow() && addressFrom(ME->getBase(), Var)); }
  const ValueDecl *Var;
  bool Found = false;
};

// `double A[][M]` as a parameter: C made it a pointer, and the first dimension is not known.
bool unknownFirstDimension(const ValueDecl *Var) {
  const auto *P = dyn_cast<ParmVarDecl>(Var);
  return P && P->getOriginalType()->isIncompleteArrayType();
}

void warnAt(const Expr *Item, const std::string &Clause, const clang::Stmt *Region,
            const std::function<bool(const ValueDecl *)> &Visible, Reporter &Diags) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Item->IgnoreParenImpCasts());
  const ValueDecl *Var = Ref ? Ref->getDecl() : nullptr;
  QualType T = Var ? Var->getType().getNonReferenceType() : QualType();
  if (!Var || !T->isPointerType() || T->isFunctionPointerType() || Visible(Var) || !dereferences(Var, Region))
    return;
  std::string Name = Var->getNameAsString();
  std::string Why = unknownFirstDimension(Var)
                        ? "'" + Name + "' is a parameter declared as an array of unknown first dimension, a pointer: "
                        : "";
  Diags.warning(Item->getBeginLoc(),
                Why + Clause + "(" + Name + ") copies only the pointer '" + Name +
                    "'; its data is not mapped: unless a data construct or enter data made it present, the "
                    "region reads host memory through it on a GPU; write " + Name + "[0:n]");
}

} // namespace

std::optional<MapItem> firstPrivatePointerMap(const ComputePlan &Plan, const ValueDecl *Var, bool IsMember) {
  QualType T = Var->getType().getNonReferenceType();
  // The clause names the variable, or the member of `this` (`firstprivate(p)` in a member function).
  auto Names = [&](const Expr *E) {
    const auto *ME = IsMember ? dyn_cast<MemberExpr>(E->IgnoreParenImpCasts()) : nullptr;
    return ME ? ME->getMemberDecl() == Var && isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts())
              : isVariable(E, Var);
  };
  if (!T->isPointerType() || T->isFunctionPointerType() || llvm::none_of(Plan.Clauses.FirstPrivate, Names))
    return std::nullopt;
  ImplicitContext Pointer{Plan.Kind, false, false};
  Pointer.StructTarget = reachedThroughMembers(Var, Plan.Block);
  ImplicitAttribute A = implicitAttribute(Var, IsMember, Pointer);
  if (A.Mode != CaptureMode::PointerTarget || !A.Map)
    return std::nullopt;
  return A.Map;
}

bool capturedByPlan(const ComputePlan &Plan, const ValueDecl *Var) {
  return llvm::any_of(Plan.Units, [&](const LaunchUnit &U) {
    return llvm::any_of(U.Captures, [&](const Capture &C) { return C.Var == Var; });
  });
}

bool dereferences(const ValueDecl *Var, const Stmt *Region) {
  Dereference Walk(Var);
  Walk.TraverseStmt(const_cast<Stmt *>(Region));
  return Walk.Found;
}

void warnBarePointerClauses(const ClauseSet &Clauses, const Stmt *Region,
                            const std::function<bool(const ValueDecl *)> &Visible, Reporter &Diags) {
  for (const OpenACCClause *C : Clauses.Data) {
    std::optional<acorn_map_kind> Kind = dataClauseKind(C);
    if (Kind == ACORN_MAP_COPY || Kind == ACORN_MAP_COPYIN || Kind == ACORN_MAP_COPYOUT || Kind == ACORN_MAP_CREATE)
      for (const Expr *E : dataClauseItems(C))
        warnAt(E, clauseName(C->getClauseKind()), Region, Visible, Diags);
  }
  for (const Expr *E : Clauses.FirstPrivate)
    warnAt(E, "firstprivate", Region, Visible, Diags);
}

} // namespace acorn
