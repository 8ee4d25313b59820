// 2.12 atomic: read, write, update and capture become calls of the acorn::atomic_* functions.
#include "lower/KernelBody.h"

#include "lower/RuntimeABI.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace acorn {

namespace {
/// One atomic update `x op= e` (also x++, x = x op e, x = e op x), as text.
struct AtomicUpdate {
  std::string X, E, Op;
  bool Reversed = false; ///< x = e op x
  bool Postfix = false;  ///< x++ / x--: a capture gets the old value
};
} // namespace

static bool decomposeUpdate(const Expr *E, const KernelBody &B, AtomicUpdate &U) {
  E = E->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->isIncrementDecrementOp()) {
    U.X = B.code(UO->getSubExpr());
    U.Op = UO->isIncrementOp() ? "+" : "-";
    U.E = "1";
    U.Postfix = UO->isPostfix();
    return true;
  }
  if (const auto *CA = dyn_cast<CompoundAssignOperator>(E)) {
    U.X = B.code(CA->getLHS());
    U.E = B.code(CA->getRHS());
    U.Op = BinaryOperator::getOpcodeStr(BinaryOperator::getOpForCompoundAssignment(CA->getOpcode())).str();
    return true;
  }
  const auto *Assign = dyn_cast<BinaryOperator>(E);
  if (!Assign || Assign->getOpcode() != BO_Assign)
    return false;
  const auto *Op = dyn_cast<BinaryOperator>(Assign->getRHS()->IgnoreParenImpCasts());
  if (!Op || Op->isAssignmentOp() || Op->isComparisonOp())
    return false;
  U.X = B.code(Assign->getLHS());
  U.Op = Op->getOpcodeStr().str();
  if (B.code(Op->getLHS()->IgnoreParenImpCasts()) == U.X) {
    U.E = B.code(Op->getRHS());
    return true;
  }
  if (B.code(Op->getRHS()->IgnoreParenImpCasts()) == U.X) {
    U.E = B.code(Op->getLHS());
    U.Reversed = true;
    return true;
  }
  return false;
}

/// `v = x`: the two sides as text.
static bool decomposeAssign(const Stmt *S, const KernelBody &B, std::string &LHS, std::string &RHS) {
  const auto *BO = dyn_cast<BinaryOperator>(S);
  if (!BO || BO->getOpcode() != BO_Assign)
    return false;
  LHS = B.code(BO->getLHS());
  RHS = B.code(BO->getRHS()->IgnoreParenImpCasts());
  return true;
}

// The function applying an update to the old value, and its call.
static std::string updateFunction(const AtomicUpdate &U) {
  std::string Apply = U.Reversed ? "__acorn_e " + U.Op + " __acorn_o" : "__acorn_o " + U.Op + " __acorn_e";
  return "auto __acorn_e = (" + U.E + "); auto __acorn_f = [&](auto __acorn_o) { return " + Apply + "; }; ";
}

// 2.12 atomic: read, write, update and capture become calls of the acorn::atomic_* functions.
bool KernelBody::rewriteAtomic(const OpenACCAtomicConstruct *A) {
  if (!checkClauses(A, A->clauses(), Diags))
    return false;
  const Stmt *S = A->getAssociatedStmt();
  std::string Code;
  AtomicUpdate U;
  std::string V, X;
  const auto *Block = dyn_cast<CompoundStmt>(S);
  switch (A->getAtomicKind()) {
  case OpenACCAtomicKind::Read:
    if (decomposeAssign(S, *this, V, X))
      Code = V + " = ::acorn::atomic_read(&(" + X + "));";
    break;
  case OpenACCAtomicKind::Write:
    if (decomposeAssign(S, *this, X, V))
      Code = "::acorn::atomic_exchange(&(" + X + "), (" + V + "));";
    break;
  case OpenACCAtomicKind::None:
  case OpenACCAtomicKind::Update:
    if (!decomposeUpdate(cast<Expr>(S), *this, U))
      break;
    if ((U.Op == "+" || U.Op == "-") && !U.Reversed)
      Code = "::acorn::atomic_add(&(" + U.X + "), " + (U.Op == "-" ? "-(" + U.E + ")" : "(" + U.E + ")") + ");";
    else
      Code = "{ " + updateFunction(U) + "::acorn::atomic_rmw(&(" + U.X + "), __acorn_f); }";
    break;
  case OpenACCAtomicKind::Capture: {
    std::string Old = "__acorn_old", New = "::acorn::convert_like(__acorn_old, __acorn_f(__acorn_old))";
    std::string Rhs;
    if (!Block) {
      // v = x++, v = ++x, v = x op= e, v = x = x op e
      const auto *BO = dyn_cast<BinaryOperator>(S);
      if (BO && BO->getOpcode() == BO_Assign && decomposeUpdate(BO->getRHS(), *this, U))
        Code = "{ " + updateFunction(U) + "auto __acorn_old = ::acorn::atomic_rmw(&(" + U.X + "), __acorn_f); " +
               code(BO->getLHS()) + " = " + (U.Postfix ? Old : New) + "; }";
      break;
    }
    if (Block->size() != 2)
      break;
    const Stmt *S1 = Block->body_front(), *S2 = Block->body_back();
    if (isa<Expr>(S2) && decomposeUpdate(cast<Expr>(S2), *this, U) && decomposeAssign(S1, *this, V, X))
      Code = "{ " + updateFunction(U) + "auto __acorn_old = ::acorn::atomic_rmw(&(" + U.X + "), __acorn_f); " + V +
             " = " + Old + "; }";
    else if (isa<Expr>(S1) && decomposeUpdate(cast<Expr>(S1), *this, U) && decomposeAssign(S2, *this, V, X))
      Code = "{ " + updateFunction(U) + "auto __acorn_old = ::acorn::atomic_rmw(&(" + U.X + "), __acorn_f); " + V +
             " = " + New + "; }";
    else if (decomposeAssign(S1, *this, V, X) && decomposeAssign(S2, *this, X, Rhs))
      Code = V + " = ::acorn::atomic_exchange(&(" + X + "), (" + Rhs + "));";
    break;
  }
  }
  if (Code.empty()) {
    Diags.unsupported(S->getBeginLoc(), "this form of the atomic statement");
    return false;
  }
  // 3.3 if clause: with a false condition the statement runs as written, not atomically.
  ClauseSet Clauses = readClauses(A->clauses());
  if (Clauses.If) {
    std::string Plain = wholeCode(S);
    if (!isa<CompoundStmt>(S))
      Plain += ";";
    Code = "if (" + wholeCode(Clauses.If) + ") { " + Code + " } else { " + Plain + " }";
  }
  CharSourceRange R =
      CharSourceRange::getCharRange(Text.sourceManager().getExpansionLoc(A->getBeginLoc()), Text.endOf(A));
  RW.ReplaceText(R, Code + std::string(Text.newlinesIn(R), '\n'));
  return true;
}

} // namespace acorn
