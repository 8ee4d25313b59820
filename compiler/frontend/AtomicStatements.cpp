#include "frontend/AtomicStatements.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

#include <functional>

using namespace clang;

namespace acorn {
namespace {

const Expr *bare(const Expr *E) { return E->IgnoreParenImpCasts(); }

// Whether A and B name the same storage: variables, members, elements, dereferences, and calls of
// the same function with the same arguments (an accessor returning a reference).
bool sameLocation(const Expr *A, const Expr *B) {
  A = bare(A);
  B = bare(B);
  if (A->getStmtClass() != B->getStmtClass())
    return false;
  if (const auto *R = dyn_cast<DeclRefExpr>(A))
    return R->getDecl() == cast<DeclRefExpr>(B)->getDecl();
  if (const auto *M = dyn_cast<MemberExpr>(A)) {
    const auto *N = cast<MemberExpr>(B);
    return M->getMemberDecl() == N->getMemberDecl() && M->isArrow() == N->isArrow() &&
           sameLocation(M->getBase(), N->getBase());
  }
  if (const auto *M = dyn_cast<CXXDependentScopeMemberExpr>(A)) { // `s.get(i)` of a dependent s
    const auto *N = cast<CXXDependentScopeMemberExpr>(B);
    if (M->getMember() != N->getMember() || M->isArrow() != N->isArrow() ||
        M->isImplicitAccess() != N->isImplicitAccess())
      return false;
    return M->isImplicitAccess() || sameLocation(M->getBase(), N->getBase());
  }
  if (const auto *S = dyn_cast<ArraySubscriptExpr>(A)) {
    const auto *T = cast<ArraySubscriptExpr>(B);
    return sameLocation(S->getBase(), T->getBase()) && sameLocation(S->getIdx(), T->getIdx());
  }
  if (const auto *C = dyn_cast<CallExpr>(A)) {
    const auto *D = cast<CallExpr>(B);
    if (C->getNumArgs() != D->getNumArgs() || !C->getCallee() || !D->getCallee() ||
        !sameLocation(C->getCallee(), D->getCallee()))
      return false;
    for (unsigned I = 0; I < C->getNumArgs(); ++I)
      if (!sameLocation(C->getArg(I), D->getArg(I)))
        return false;
    return true;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(A))
    return U->getOpcode() == cast<UnaryOperator>(B)->getOpcode() &&
           sameLocation(U->getSubExpr(), cast<UnaryOperator>(B)->getSubExpr());
  if (const auto *O = dyn_cast<BinaryOperator>(A)) // a subscript's `i + 1`
    return O->getOpcode() == cast<BinaryOperator>(B)->getOpcode() &&
           sameLocation(O->getLHS(), cast<BinaryOperator>(B)->getLHS()) &&
           sameLocation(O->getRHS(), cast<BinaryOperator>(B)->getRHS());
  if (const auto *I = dyn_cast<IntegerLiteral>(A))
    return llvm::APInt::isSameValue(I->getValue(), cast<IntegerLiteral>(B)->getValue());
  return isa<CXXThisExpr>(A);
}

bool scalarLValue(const Expr *E, bool Dependent) {
  E = E->IgnoreParens();
  if (Dependent && E->isTypeDependent())
    return true;
  return E->isLValue() && E->getType()->isScalarType();
}

bool allowedOperator(BinaryOperatorKind Op) {
  return llvm::is_contained({BO_Add, BO_Mul, BO_Sub, BO_Div, BO_And, BO_Xor, BO_Or, BO_Shl, BO_Shr}, Op);
}

// x++, --x, x op= e, x = x op e, x = e op x: its x, or null for another statement.
const Expr *updated(const Expr *E, bool Dependent) {
  E = bare(E);
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return U->isIncrementDecrementOp() && scalarLValue(U->getSubExpr(), Dependent) ? U->getSubExpr() : nullptr;
  if (const auto *C = dyn_cast<CompoundAssignOperator>(E))
    return allowedOperator(BinaryOperator::getOpForCompoundAssignment(C->getOpcode())) &&
                   scalarLValue(C->getLHS(), Dependent)
               ? C->getLHS()
               : nullptr;
  const auto *A = dyn_cast<BinaryOperator>(E);
  if (!A || A->getOpcode() != BO_Assign || !scalarLValue(A->getLHS(), Dependent))
    return nullptr;
  const auto *Op = dyn_cast<BinaryOperator>(bare(A->getRHS()));
  return Op && allowedOperator(Op->getOpcode()) &&
                 (sameLocation(A->getLHS(), Op->getLHS()) || sameLocation(A->getLHS(), Op->getRHS()))
             ? A->getLHS()
             : nullptr;
}

// `v = x` (Read: x an lvalue too) or `x = e`: the assignment, or null.
const BinaryOperator *assignment(const Expr *E, bool Read, bool Dependent) {
  const auto *A = dyn_cast<BinaryOperator>(E->IgnoreParens());
  if (!A || A->getOpcode() != BO_Assign || !scalarLValue(A->getLHS(), Dependent) ||
      (Read && !scalarLValue(bare(A->getRHS()), Dependent)))
    return nullptr;
  return A;
}

} // namespace

bool isAtomicForm(OpenACCAtomicKind Kind, const Expr *E, bool Dependent) {
  switch (Kind) {
  case OpenACCAtomicKind::Read:
    return assignment(E, /*Read=*/true, Dependent);
  case OpenACCAtomicKind::Write:
    return assignment(E, false, Dependent);
  case OpenACCAtomicKind::None:
  case OpenACCAtomicKind::Update:
    return updated(E, Dependent);
  case OpenACCAtomicKind::Capture: {
    const BinaryOperator *A = assignment(E, false, Dependent);
    return A && isa<UnaryOperator, BinaryOperator>(bare(A->getRHS())) && updated(A->getRHS(), Dependent);
  }
  }
  return false;
}

bool isCaptureBlock(const CompoundStmt *Block, bool Dependent) {
  if (Block->size() != 2 || !isa<Expr>(Block->body_front()) || !isa<Expr>(Block->body_back()))
    return false;
  const auto *S1 = cast<Expr>(Block->body_front()), *S2 = cast<Expr>(Block->body_back());
  // {v = x; x binop= expr;}, {v = x; x = x binop expr;}, {v = x; x = expr;}, {v = x; x++;}, ...
  if (const BinaryOperator *Read = assignment(S1, /*Read=*/true, Dependent)) {
    const Expr *X = updated(S2, Dependent);
    if (!X)
      if (const BinaryOperator *Write = assignment(S2, false, Dependent))
        X = Write->getLHS();
    if (X && sameLocation(Read->getRHS(), X))
      return true;
  }
  // {x binop= expr; v = x;}, {x = x binop expr; v = x;}, {x++; v = x;}, ...
  const Expr *X = updated(S1, Dependent);
  const BinaryOperator *Read = assignment(S2, /*Read=*/true, Dependent);
  return X && Read && sameLocation(X, Read->getRHS());
}

bool hasDependentOperand(const Stmt *S) {
  if (const auto *E = dyn_cast_or_null<Expr>(S); E && E->isTypeDependent())
    return true;
  return S && llvm::any_of(S->children(), [](const Stmt *Child) { return hasDependentOperand(Child); });
}

std::string whyNotAtomicForm(OpenACCAtomicKind Kind, const Stmt *S, const ASTContext &Ctx, SourceLocation &At) {
  // The operands 2.12 needs to be scalar lvalues: what is assigned, incremented or read.
  std::vector<const Expr *> Operands;
  std::function<void(const Stmt *, bool)> Collect = [&](const Stmt *Part, bool ReadSide) {
    const auto *E = dyn_cast_or_null<Expr>(Part);
    if (!E)
      return;
    E = bare(E);
    if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->isIncrementDecrementOp())
      Operands.push_back(U->getSubExpr());
    else if (const auto *C = dyn_cast<CXXOperatorCallExpr>(E); C && C->getNumArgs() && // a class's operator
             (C->isAssignmentOp() || C->getOperator() == OO_PlusPlus || C->getOperator() == OO_MinusMinus))
      Operands.push_back(C->getArg(0));
    else if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp()) {
      Operands.push_back(B->getLHS());
      const Expr *R = bare(B->getRHS());
      if (isa<UnaryOperator, BinaryOperator>(R))
        Collect(R, false);
      else if (ReadSide)
        Operands.push_back(R);
    }
  };
  if (const auto *Block = dyn_cast<CompoundStmt>(S)) {
    // (The second statement's right side may be any expression: `{v = x; x = e;}`.)
    for (const Stmt *Part : Block->body())
      Collect(Part, Part == Block->body_front());
  } else
    Collect(S, Kind == OpenACCAtomicKind::Read || Kind == OpenACCAtomicKind::Capture);
  for (const Expr *E : Operands) {
    E = E->IgnoreParens();
    if (E->isLValue() && E->getType()->isScalarType())
      continue;
    At = E->getBeginLoc();
    std::string Text = Lexer::getSourceText(CharSourceRange::getTokenRange(E->getSourceRange()),
                                            Ctx.getSourceManager(), Ctx.getLangOpts())
                           .str();
    return "'" + Text + "' has type '" + E->getType().getAsString(Ctx.getPrintingPolicy()) + "'" +
           (E->getType()->isScalarType() ? ", and is not an lvalue" : ", not a scalar type") +
           ": 2.12's x and v are lvalues of scalar type";
  }
  At = S->getBeginLoc();
  return "the statement is none of the forms 2.12 allows for this atomic construct";
}

void reportInvalidAtomic(Reporter &Diags, const OpenACCAtomicConstruct *A, const Stmt *S, const ASTContext &Ctx,
                         const FunctionDecl *Function) {
  static const char *const Names[] = {"atomic read", "atomic write", "atomic update", "atomic capture", "atomic"};
  OpenACCAtomicKind Kind = A->getAtomicKind();
  const char *Name = Kind == OpenACCAtomicKind::Read      ? Names[0]
                     : Kind == OpenACCAtomicKind::Write   ? Names[1]
                     : Kind == OpenACCAtomicKind::Update  ? Names[2]
                     : Kind == OpenACCAtomicKind::Capture ? Names[3]
                                                          : Names[4];
  SourceLocation At;
  std::string Why = whyNotAtomicForm(Kind, S, Ctx, At);
  Diags.error(A->getBeginLoc(), std::string("statement associated with OpenACC '") + Name + "' directive is invalid");
  Diags.note(At, Why);
  if (Function && Function->isTemplateInstantiation() && Function->getPointOfInstantiation().isValid()) {
    std::string Specialization;
    llvm::raw_string_ostream OS(Specialization);
    Function->getNameForDiagnostic(OS, Ctx.getPrintingPolicy(), /*Qualified=*/true);
    Diags.note(Function->getPointOfInstantiation(), "in instantiation of '" + Specialization + "' requested here");
  }
}

} // namespace acorn
