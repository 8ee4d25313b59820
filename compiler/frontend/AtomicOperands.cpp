#include "frontend/AtomicOperands.h"

#include "frontend/ASTWalk.h"
#include "frontend/SourceText.h"

#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenACC.h"

#include <functional>

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
          return true;
      if (A->getAtomicKind() == OpenACCAtomicKind::Capture && Block->size() == 2)
        capturedReadByUpdate(Block->body_front(), Block->body_back()) ||
            capturedReadByUpdate(Block->body_back(), Block->body_front());
    } else if (S && !check(S) && A->getAtomicKind() == OpenACCAtomicKind::Capture) {
      // v = x op= expr
      const auto *B = dyn_cast<BinaryOperator>(cast<Expr>(S)->IgnoreParens());
      if (B && B->getOpcode() == BO_Assign)
        capturedReadByUpdate(B, B->getRHS()->IgnoreParenImpCasts(), /*Nested=*/true);
    }
    return true;
  }

private:
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
};

} // namespace

void checkAtomicOperands(ASTContext &Ctx, Reporter &Diags) { OperandTypes(Ctx, Diags).TraverseAST(Ctx); }

} // namespace acorn
