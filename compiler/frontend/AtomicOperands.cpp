#include "frontend/AtomicOperands.h"

#include "frontend/ASTWalk.h"
#include "frontend/SourceText.h"

#include "clang/AST/Expr.h"

using namespace clang;

namespace acorn {
namespace {

class OperandTypes : public ASTWalk<OperandTypes> {
public:
  OperandTypes(ASTContext &Ctx, Reporter &Diags) : Text(Ctx.getSourceManager(), Ctx.getLangOpts()), Diags(Diags) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitOpenACCAtomicConstruct(OpenACCAtomicConstruct *A) {
    const Stmt *S = A->getAssociatedStmt();
    if (const auto *Block = dyn_cast_or_null<CompoundStmt>(S)) {
      for (const Stmt *Part : Block->body())
        if (check(Part))
          break;
    } else if (S) {
      check(S);
    }
    return true;
  }

private:
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
};

} // namespace

void checkAtomicOperands(ASTContext &Ctx, Reporter &Diags) { OperandTypes(Ctx, Diags).TraverseAST(Ctx); }

} // namespace acorn
