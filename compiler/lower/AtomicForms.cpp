#include "lower/AtomicForms.h"

#include "analysis/Clauses.h"

#include "clang/AST/Expr.h"

using namespace clang;

namespace acorn {
namespace {

using CodeOf = std::function<std::string(const Expr *)>;

void setX(AtomicForm &F, const Expr *X, const CodeOf &Code) {
  F.XExpr = X;
  F.X = Code(X);
}

/// One update `x op= e` (also x++, x = x op e, x = e op x); Postfix: x++ / x--, whose value is
/// the old one. Parentheses are looked through (`(x) = (x + 1)`, as macros write it).
bool decomposeUpdate(const Expr *E, const CodeOf &Code, AtomicForm &U, bool *Postfix = nullptr) {
  E = E->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->isIncrementDecrementOp()) {
    setX(U, UO->getSubExpr()->IgnoreParens(), Code);
    U.Op = UO->isIncrementOp() ? "+" : "-";
    U.E = "1";
    if (Postfix)
      *Postfix = UO->isPostfix();
    return true;
  }
  if (const auto *CA = dyn_cast<CompoundAssignOperator>(E)) {
    setX(U, CA->getLHS()->IgnoreParens(), Code);
    U.E = Code(CA->getRHS());
    U.Op = BinaryOperator::getOpcodeStr(BinaryOperator::getOpForCompoundAssignment(CA->getOpcode())).str();
    return true;
  }
  const auto *Assign = dyn_cast<BinaryOperator>(E);
  if (!Assign || Assign->getOpcode() != BO_Assign)
    return false;
  const auto *Op = dyn_cast<BinaryOperator>(Assign->getRHS()->IgnoreParenImpCasts());
  if (!Op || Op->isAssignmentOp() || Op->isComparisonOp())
    return false;
  setX(U, Assign->getLHS()->IgnoreParens(), Code);
  U.Op = Op->getOpcodeStr().str();
  if (Code(Op->getLHS()->IgnoreParenImpCasts()) == U.X) {
    U.E = Code(Op->getRHS());
    return true;
  }
  if (Code(Op->getRHS()->IgnoreParenImpCasts()) == U.X) {
    U.E = Code(Op->getLHS());
    U.Reversed = true;
    return true;
  }
  return false;
}

/// `v = x`: the two sides (with the expressions, when asked for).
bool decomposeAssign(const Stmt *S, const CodeOf &Code, std::string &LHS, std::string &RHS,
                     const Expr **LHSExpr = nullptr, const Expr **RHSExpr = nullptr) {
  const auto *BO = dyn_cast<BinaryOperator>(isa<Expr>(S) ? cast<Expr>(S)->IgnoreParens() : S);
  if (!BO || BO->getOpcode() != BO_Assign)
    return false;
  LHS = Code(BO->getLHS()->IgnoreParens());
  RHS = Code(BO->getRHS()->IgnoreParenImpCasts());
  if (LHSExpr)
    *LHSExpr = BO->getLHS()->IgnoreParens();
  if (RHSExpr)
    *RHSExpr = BO->getRHS()->IgnoreParenImpCasts();
  return true;
}

std::optional<AtomicForm> decomposeCapture(const Stmt *S, const CodeOf &Code) {
  AtomicForm F;
  const auto *Block = dyn_cast<CompoundStmt>(S);
  if (!Block) {
    // v = x++, v = ++x, v = x op= e, v = x = x op e
    const auto *BO = dyn_cast<BinaryOperator>(isa<Expr>(S) ? cast<Expr>(S)->IgnoreParens() : S);
    bool Postfix = false;
    if (!BO || BO->getOpcode() != BO_Assign || !decomposeUpdate(BO->getRHS(), Code, F, &Postfix))
      return std::nullopt;
    F.K = Postfix ? AtomicForm::CaptureOld : AtomicForm::CaptureNew;
    F.VExpr = BO->getLHS()->IgnoreParens();
    F.V = Code(F.VExpr);
    return F;
  }
  if (Block->size() != 2)
    return std::nullopt;
  const Stmt *S1 = Block->body_front(), *S2 = Block->body_back();
  std::string X;
  if (isa<Expr>(S2) && decomposeUpdate(cast<Expr>(S2), Code, F) && decomposeAssign(S1, Code, F.V, X, &F.VExpr)) {
    F.K = AtomicForm::CaptureOld;
    return F;
  }
  if (isa<Expr>(S1) && decomposeUpdate(cast<Expr>(S1), Code, F) && decomposeAssign(S2, Code, F.V, X, &F.VExpr)) {
    F.K = AtomicForm::CaptureNew;
    return F;
  }
  if (decomposeAssign(S1, Code, F.V, F.X, &F.VExpr, &F.XExpr) && decomposeAssign(S2, Code, X, F.E)) {
    F.K = AtomicForm::Exchange;
    return F;
  }
  return std::nullopt;
}

} // namespace

std::optional<AtomicForm> decomposeAtomic(const OpenACCAtomicConstruct *A, const CodeOf &Code) {
  const Stmt *S = A->getAssociatedStmt();
  AtomicForm F;
  switch (A->getAtomicKind()) {
  case OpenACCAtomicKind::Read:
    F.K = AtomicForm::Read;
    return decomposeAssign(S, Code, F.V, F.X, &F.VExpr, &F.XExpr) ? std::optional<AtomicForm>(F) : std::nullopt;
  case OpenACCAtomicKind::Write:
    F.K = AtomicForm::Write;
    return decomposeAssign(S, Code, F.X, F.E, &F.XExpr) ? std::optional<AtomicForm>(F) : std::nullopt;
  case OpenACCAtomicKind::None:
  case OpenACCAtomicKind::Update:
    return isa<Expr>(S) && decomposeUpdate(cast<Expr>(S), Code, F) ? std::optional<AtomicForm>(F) : std::nullopt;
  case OpenACCAtomicKind::Capture:
    return decomposeCapture(S, Code);
  }
  return std::nullopt;
}

bool involvesEnum(const AtomicForm &F) {
  return llvm::any_of(std::initializer_list<const Expr *>{F.XExpr, F.VExpr},
                      [](const Expr *E) { return E && E->getType()->isEnumeralType(); });
}

std::string underIfClause(const OpenACCAtomicConstruct *A, const std::string &Atomic, const std::string &Plain,
                          const std::function<std::string(const Stmt *)> &Code) {
  ClauseSet Clauses = readClauses(A->clauses());
  if (!Clauses.If)
    return Atomic;
  return "if (" + Code(Clauses.If) + ") { " + Atomic + " } else { " + Plain + " }";
}

std::string statementAsWritten(const OpenACCAtomicConstruct *A, const std::function<std::string(const Stmt *)> &Code) {
  const Stmt *S = A->getAssociatedStmt();
  return Code(S) + (isa<CompoundStmt>(S) ? "" : ";");
}

} // namespace acorn
