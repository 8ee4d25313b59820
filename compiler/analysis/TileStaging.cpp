#include "analysis/TileStaging.h"

#include "analysis/CanonicalLoop.h"

#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acorn {
namespace {

/// How a loop variable appears in a subscript: not at all, as a bare term (`+ j`), or otherwise
/// (scaled by an invariant, subtracted).
enum class Term { None, Unit, Other };

class Finder {
public:
  Finder(const ValueDecl *V0, const ValueDecl *V1) : Vars{V0, V1} {}

  /// Writes, declarations and calls of the body: what its reads may not depend on.
  void scan(const Stmt *S) {
    if (!S)
      return;
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
      written(B->getLHS());
    else if (const auto *U = dyn_cast<UnaryOperator>(S);
             U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
      written(U->getSubExpr());
    else if (const auto *D = dyn_cast<DeclStmt>(S))
      for (const Decl *Each : D->decls())
        if (const auto *V = dyn_cast<ValueDecl>(Each))
          Local.insert(V);
    if (isa<CallExpr>(S))
      HasCalls = true;
    for (const Stmt *Child : S->children())
      scan(Child);
  }

  /// The subscripts read in every iteration: not under a condition, a loop or a short-circuit.
  void collect(const Stmt *S, std::vector<const ArraySubscriptExpr *> &Out) {
    if (!S || isa<IfStmt, ForStmt, WhileStmt, DoStmt, SwitchStmt, ConditionalOperator, BinaryConditionalOperator,
                  OpenACCConstructStmt>(S))
      return;
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isLogicalOp())
      return collect(B->getLHS(), Out); // the right side may not be evaluated
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(S))
      Out.push_back(A);
    for (const Stmt *Child : S->children())
      collect(Child, Out);
  }

  bool invariant(const ValueDecl *V) const { return V && !Written.count(V) && !Local.count(V); }

  /// The terms of the two loop variables in an affine subscript, or false.
  bool affine(const Expr *E, Term (&Terms)[2]) const {
    E = E->IgnoreParenCasts();
    if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
      for (int K = 0; K < 2; ++K)
        if (D->getDecl() == Vars[K]) {
          Terms[K] = Term::Unit;
          return true;
        }
      return invariant(D->getDecl()) || isa<EnumConstantDecl>(D->getDecl());
    }
    if (isa<IntegerLiteral, CharacterLiteral>(E))
      return true;
    if (const auto *M = dyn_cast<MemberExpr>(E))
      return !mentionsLoopVariable(M) && invariant(rootVariable(M));
    const auto *B = dyn_cast<BinaryOperator>(E);
    if (!B)
      return false;
    Term L[2] = {}, R[2] = {};
    if (!affine(B->getLHS(), L) || !affine(B->getRHS(), R))
      return false;
    for (int K = 0; K < 2; ++K) {
      bool InL = L[K] != Term::None, InR = R[K] != Term::None;
      switch (B->getOpcode()) {
      case BO_Add:
        if (InL && InR)
          return false;
        Terms[K] = InL ? L[K] : R[K];
        break;
      case BO_Sub:
        if (InL && InR)
          return false;
        Terms[K] = InL ? L[K] : InR ? Term::Other : Term::None;
        break;
      case BO_Mul: {
        // Only one side may hold loop variables; an invariant factor scales them.
        bool Left = L[0] != Term::None || L[1] != Term::None, Right = R[0] != Term::None || R[1] != Term::None;
        if (Left && Right)
          return false;
        if (InL || InR)
          Terms[K] = Term::Other;
        break;
      }
      default:
        if (InL || InR)
          return false;
      }
    }
    return true;
  }

  const ValueDecl *Vars[2];
  llvm::SmallPtrSet<const ValueDecl *, 16> Written, Local;
  bool HasCalls = false;

private:
  void written(const Expr *E) {
    if (const ValueDecl *V = rootVariable(E))
      Written.insert(V);
  }

  bool mentionsLoopVariable(const Stmt *S) const {
    if (const auto *D = dyn_cast<DeclRefExpr>(S))
      return D->getDecl() == Vars[0] || D->getDecl() == Vars[1];
    for (const Stmt *Child : S->children())
      if (Child && mentionsLoopVariable(Child))
        return true;
    return false;
  }
};

} // namespace

std::vector<StagedRead> findStagedReads(const LoopPlan &L, const ASTContext &Ctx) {
  std::vector<StagedRead> Staged;
  std::vector<const ForStmt *> Nest = collapsedNest(L.For, 2);
  if (L.TileSizes.size() != 2 || Nest.size() != 2 || !(L.Levels & ACORN_LEVEL_GANG) ||
      !(L.Levels & ~ACORN_LEVEL_GANG))
    return Staged;
  unsigned Rows = constantTileSize(L.TileSizes[0], false, Ctx), Columns = constantTileSize(L.TileSizes[1], true, Ctx);
  if (!Rows || !Columns || Rows * Columns > 1024)
    return Staged;
  Finder F(loopVariable(Nest[0]), loopVariable(Nest[1]));
  if (!F.Vars[0] || !F.Vars[1])
    return Staged;
  const Stmt *Body = Nest[1]->getBody();
  F.scan(Body);
  std::vector<const ArraySubscriptExpr *> Reads;
  F.collect(Body, Reads);
  size_t Fastest = L.TileFastest, Other = 1 - L.TileFastest;
  unsigned Bytes = 0;
  for (const ArraySubscriptExpr *A : Reads) {
    const auto *Base = dyn_cast<DeclRefExpr>(A->getBase()->IgnoreParenImpCasts());
    QualType T = A->getType();
    if (!Base || !isa<VarDecl>(Base->getDecl()) || !F.invariant(Base->getDecl()) || T->isDependentType() ||
        !T->isArithmeticType())
      continue;
    QualType BaseType = Base->getDecl()->getType().getNonReferenceType();
    if (!BaseType->isPointerType() && !BaseType->isConstantArrayType())
      continue;
    // A call could write the data through another pointer, unless it is const.
    if (F.HasCalls && !T.isConstQualified())
      continue;
    Term Terms[2] = {};
    if (!F.affine(A->getIdx(), Terms) || Terms[Other] != Term::Unit || Terms[Fastest] != Term::Other)
      continue;
    unsigned Size = Rows * (Columns + 1) * static_cast<unsigned>(Ctx.getTypeSizeInChars(T).getQuantity());
    if (Staged.size() == 4 || Bytes + Size > 32 * 1024)
      break;
    Bytes += Size;
    Staged.push_back({A, Rows, Columns});
  }
  return Staged;
}

} // namespace acorn
