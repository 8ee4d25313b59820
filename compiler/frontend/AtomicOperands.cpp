#include "frontend/AtomicOperands.h"

#include "frontend/ASTWalk.h"
#include "frontend/SourceText.h"

#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenACC.h"

#include <functional>
#include <optional>
#include <set>

using namespace clang;

namespace acorn {
namespace {

class OperandTypes : public ASTWalk<OperandTypes> {
public:
  OperandTypes(ASTContext &Ctx, Reporter &Diags) : Text(Ctx.getSourceManager(), Ctx.getLangOpts()), Diags(Diags) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitOpenACCAtomicConstruct(OpenACCAtomicConstruct *A) {
    // (A template's construct once, whatever the number of its instantiations.)
    if (!Reported.count(A->getBeginLoc()) && reportOperands(A))
      Reported.insert(A->getBeginLoc());
    return true;
  }

private:
  // Reports the first operand of A that 2.12 does not allow; whether there was one.
  bool reportOperands(const OpenACCAtomicConstruct *A) {
    const Stmt *S = A->getAssociatedStmt();
    if (S && checkStorage(A, S))
      return true;
    if (const auto *Block = dyn_cast_or_null<CompoundStmt>(S)) {
      for (const Stmt *Part : Block->body())
        if (check(Part))
          return true;
      return A->getAtomicKind() == OpenACCAtomicKind::Capture && Block->size() == 2 &&
             (capturedReadByUpdate(Block->body_front(), Block->body_back()) ||
              capturedReadByUpdate(Block->body_back(), Block->body_front()));
    }
    if (!S)
      return false;
    if (check(S))
      return true;
    // v = x op= expr
    const auto *B = dyn_cast<BinaryOperator>(cast<Expr>(S)->IgnoreParens());
    return A->getAtomicKind() == OpenACCAtomicKind::Capture && B && B->getOpcode() == BO_Assign &&
           capturedReadByUpdate(B, B->getRHS()->IgnoreParenImpCasts(), /*Nested=*/true);
  }

  // The operands of 2.12's forms in one atomic statement, as far as it is one of them.
  struct Operands {
    const Expr *X = nullptr, *V = nullptr;
    llvm::SmallVector<const Expr *, 2> Exprs;
  };

  static const Expr *assignment(const Stmt *S, const Expr **RHS = nullptr) {
    const auto *E = dyn_cast_or_null<Expr>(S);
    const auto *B = E ? dyn_cast<BinaryOperator>(E->IgnoreParens()) : nullptr;
    if (!B || B->getOpcode() != BO_Assign)
      return nullptr;
    if (RHS)
      *RHS = B->getRHS()->IgnoreParenImpCasts();
    return B->getLHS()->IgnoreParens();
  }

  // x++, x op= expr, x = x op expr, x = expr op x.
  bool update(const Stmt *S, Operands &O) const {
    const auto *E = dyn_cast_or_null<Expr>(S);
    if (!E)
      return false;
    E = E->IgnoreParenImpCasts();
    if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->isIncrementDecrementOp()) {
      O.X = U->getSubExpr()->IgnoreParens();
      return true;
    }
    if (const auto *CA = dyn_cast<CompoundAssignOperator>(E)) {
      O.X = CA->getLHS()->IgnoreParens();
      O.Exprs.push_back(CA->getRHS());
      return true;
    }
    const Expr *RHS = nullptr, *X = assignment(E, &RHS);
    const auto *Op = X ? dyn_cast<BinaryOperator>(RHS) : nullptr;
    if (!Op || Op->isAssignmentOp() || Op->isComparisonOp())
      return false;
    if (!sameStorage(Op->getLHS(), X) && !sameStorage(Op->getRHS(), X))
      return false;
    O.X = X;
    O.Exprs.push_back(sameStorage(Op->getLHS(), X) ? Op->getRHS() : Op->getLHS());
    return true;
  }

  std::optional<Operands> operands(const OpenACCAtomicConstruct *A, const Stmt *S) const {
    Operands O;
    const Expr *RHS = nullptr;
    switch (A->getAtomicKind()) {
    case OpenACCAtomicKind::Read:
      O.V = assignment(S, &RHS);
      O.X = RHS;
      break;
    case OpenACCAtomicKind::Write:
      if ((O.X = assignment(S, &RHS)))
        O.Exprs.push_back(RHS);
      break;
    case OpenACCAtomicKind::None:
    case OpenACCAtomicKind::Update:
      update(S, O);
      break;
    case OpenACCAtomicKind::Capture: {
      const auto *Block = dyn_cast<CompoundStmt>(S);
      if (!Block) { // v = x++, v = x op= expr, v = x = x op expr
        O.V = assignment(S, &RHS);
        if (O.V)
          update(RHS, O);
        break;
      }
      if (Block->size() != 2)
        break;
      const Stmt *S1 = Block->body_front(), *S2 = Block->body_back();
      if (update(S2, O))
        O.V = assignment(S1);
      else if (update(S1, O))
        O.V = assignment(S2);
      else if ((O.V = assignment(S1, &O.X)) && assignment(S2, &RHS)) // v = x; x = expr;
        O.Exprs.push_back(RHS);
      break;
    }
    }
    if (!O.X || O.X->isTypeDependent())
      return std::nullopt;
    return O;
  }

  // Whether A and B designate one storage location as written (the same variable, or the same text).
  bool sameStorage(const Expr *A, const Expr *B) const {
    A = A->IgnoreParenImpCasts();
    B = B->IgnoreParenImpCasts();
    const auto *RA = dyn_cast<DeclRefExpr>(A), *RB = dyn_cast<DeclRefExpr>(B);
    if (RA || RB)
      return RA && RB && RA->getDecl() == RB->getDecl();
    return A->isLValue() && B->isLValue() && Text.text(A) == Text.text(B);
  }

  // The first expression in E that accesses X's storage, null if none.
  const Expr *accessOf(const Expr *X, const Stmt *E) const {
    if (const auto *Sub = dyn_cast_or_null<Expr>(E); Sub && sameStorage(Sub, X))
      return Sub->IgnoreParenImpCasts();
    for (const Stmt *Child : E ? E->children() : Stmt::const_child_range(nullptr, nullptr))
      if (const Expr *Found = accessOf(X, Child))
        return Found;
    return nullptr;
  }

  // 2.12: x is a scalar lvalue (a bit-field has no address an atomic operation could work on), and
  // neither v nor expr may access the storage x designates (expr would read x outside the atomic
  // operation; v would be written by it).
  bool checkStorage(const OpenACCAtomicConstruct *A, const Stmt *S) {
    std::optional<Operands> O = operands(A, S);
    if (!O)
      return false;
    std::string X = Text.text(O->X);
    if (O->X->refersToBitField()) {
      Diags.error(O->X->getBeginLoc(), "'" + X + "' is a bit-field: an atomic construct cannot update a " +
                                            "bit-field (2.12's x must be a scalar lvalue with storage of its own, and " +
                                            "no atomic operation reaches part of a word); make the member a whole " +
                                            "integer, or update it under a lock");
      return true;
    }
    if (const Expr *Read = O->V ? accessOf(O->X, O->V) : nullptr) {
      Diags.error(Read->getBeginLoc(), "'" + X + "' is the x of this atomic construct and its v accesses it, " +
                                            "which 2.12 does not allow (v may not access the storage x designates)");
      return true;
    }
    for (const Expr *E : O->Exprs)
      if (const Expr *Read = accessOf(O->X, E)) {
        Diags.error(Read->getBeginLoc(), "'" + X + "' is the x of this atomic construct and its expression " +
                                              "reads it, which 2.12 does not allow (expr may not access the storage " +
                                              "x designates: it would be read outside the atomic operation)");
        return true;
      }
    return false;
  }

  // The variable v that Capture (`v = x`; Nested: `v = <Update>`) writes, read by the expression of
  // Update (`x = expr`, `x op= expr`): 2.12 says expr may not access v's storage (the order of the
  // two would decide which value it reads).
  bool capturedReadByUpdate(const Stmt *Capture, const Stmt *Update, bool Nested = false) {
    const auto *C = dyn_cast<BinaryOperator>(Capture);
    const auto *U = dyn_cast<BinaryOperator>(Update);
    const auto *V = C && C->getOpcode() == BO_Assign ? dyn_cast<DeclRefExpr>(C->getLHS()->IgnoreParenImpCasts())
                                                      : nullptr;
    if (!V || !U || !U->isAssignmentOp())
      return false;
    // In a block the capture reads the update's x (`v = x; x = e;`, `x += e; v = x;`).
    if (!Nested && Text.text(C->getRHS()->IgnoreParenImpCasts()) != Text.text(U->getLHS()->IgnoreParenImpCasts()))
      return false;
    const DeclRefExpr *Read = nullptr;
    std::function<void(const Stmt *)> Find = [&](const Stmt *S) {
      if (const auto *R = dyn_cast_or_null<DeclRefExpr>(S); R && R->getDecl() == V->getDecl() && !Read)
        Read = R;
      for (const Stmt *Child : S ? S->children() : Stmt::const_child_range(nullptr, nullptr))
        Find(Child);
    };
    Find(U->getRHS());
    if (!Read)
      return false;
    std::string Name = V->getDecl()->getNameAsString();
    Diags.error(Read->getBeginLoc(), "the atomic capture writes '" + Name + "' (its v) and its update reads it, " +
                                         "which 2.12 does not allow: the update cannot use the value the capture " +
                                         "takes (OpenACC's atomics have no compare-and-swap form)");
    return true;
  }

  // The operands of one statement: the assigned and incremented ones, and a read's source.
  bool check(const Stmt *S) {
    const auto *E = dyn_cast<Expr>(S);
    if (!E)
      return false;
    E = E->IgnoreParenImpCasts();
    if (const auto *U = dyn_cast<UnaryOperator>(E))
      return U->isIncrementDecrementOp() && complexOperand(U->getSubExpr());
    const auto *B = dyn_cast<BinaryOperator>(E);
    if (!B || !B->isAssignmentOp())
      return false;
    if (complexOperand(B->getLHS()))
      return true;
    const Expr *R = B->getRHS()->IgnoreParenImpCasts();
    if (isa<UnaryOperator, BinaryOperator>(R))
      return check(R); // v = x++, v = x op= e
    return R->isLValue() && complexOperand(R);
  }

  bool complexOperand(const Expr *E) {
    E = E->IgnoreParens();
    if (E->isTypeDependent() || !E->getType()->isAnyComplexType())
      return false;
    Diags.error(E->getBeginLoc(), "'" + Text.text(E) + "' has type '" + E->getType().getAsString() +
                                      "': an atomic operates on one integer, floating-point or pointer value, not on " +
                                      "a complex one (2.12); update the real and imaginary parts as two atomics");
    return true;
  }

  SourceText Text;
  Reporter &Diags;
  std::set<SourceLocation> Reported;
};

} // namespace

void checkAtomicOperands(ASTContext &Ctx, Reporter &Diags) { OperandTypes(Ctx, Diags).TraverseAST(Ctx); }

} // namespace acorn
