// C variables of variably modified type (VLAs and pointers to VLAs, `double (*A)[n]`): device code
// is C++, which cannot name such types, so they reach it as pointers to their elements, with the
// strides of their dimensions computed on the host (sizeof of a VLA is evaluated at run time in
// C), and `A[i][j]` in a region becomes `A[(i) * stride + (j)]`.
#include "lower/KernelBody.h"

#include "frontend/ASTWalk.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acorn {

unsigned variablyModifiedRank(QualType T) {
  T = T.getNonReferenceType();
  if (!T->isVariablyModifiedType())
    return 0;
  unsigned Rank = 0;
  if (T->isPointerType()) {
    T = T->getPointeeType();
    ++Rank;
  }
  while (const ArrayType *AT = T->getAsArrayTypeUnsafe()) {
    T = AT->getElementType();
    ++Rank;
  }
  return Rank;
}

static QualType scalarElement(QualType T) {
  T = T.getNonReferenceType();
  if (T->isPointerType())
    T = T->getPointeeType();
  while (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    T = AT->getElementType();
  return T;
}

static std::string strideName(const ValueDecl *V, unsigned K) {
  return "__acorn_stride_" + V->getNameAsString() + "_" + std::to_string(K);
}

std::vector<KernelBody::Parameter> KernelBody::variablyModifiedParameters(const Capture &C) const {
  std::string Name = C.Var->getNameAsString();
  unsigned Rank = variablyModifiedRank(C.Var->getType());
  std::string Elem;
  llvm::raw_string_ostream OS(Elem);
  scalarElement(C.Var->getType()).print(OS, Policy, "*");
  std::vector<Parameter> Params = {{OS.str() + Name, "(" + OS.str() + ")(" + Name + ")"}};
  std::string Scalar = Name;
  for (unsigned K = 0; K < Rank; ++K)
    Scalar += "[0]";
  for (unsigned K = 0; K + 1 < Rank; ++K) {
    std::string Row = Name;
    for (unsigned I = 0; I <= K; ++I)
      Row += "[0]";
    Params.push_back({"long long " + strideName(C.Var, K),
                      "(long long)(sizeof(" + Row + ") / sizeof(" + Scalar + "))"});
  }
  return Params;
}

std::string KernelBody::variablyModifiedCaptures(const Capture &C) const {
  std::string S;
  if (C.IsThis)
    return S;
  for (unsigned K = 0; K + 1 < variablyModifiedRank(C.Var->getType()); ++K)
    S += ", " + strideName(C.Var, K) + " = " + strideName(C.Var, K);
  return S;
}

// Innermost subscripts first, so that an index holding another such subscript is rewritten too.
void KernelBody::rewriteVariablyModifiedSubscripts(const Stmt *S) {
  class Visitor : public ASTWalk<Visitor> {
  public:
    KernelBody &B;
    llvm::SmallPtrSet<const Expr *, 16> Inner;
    explicit Visitor(KernelBody &B) : B(B) {}
    bool shouldTraversePostOrder() const { return true; }
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
      if (const auto *Base = dyn_cast<ArraySubscriptExpr>(E->getBase()->IgnoreParenImpCasts()))
        Inner.insert(Base);
      return true;
    }
  } Marker(*this);
  Marker.TraverseStmt(const_cast<Stmt *>(S));
  class SubscriptRewriter : public ASTWalk<SubscriptRewriter> {
  public:
    KernelBody &B;
    const llvm::SmallPtrSetImpl<const Expr *> &Inner;
    SubscriptRewriter(KernelBody &B, const llvm::SmallPtrSetImpl<const Expr *> &Inner) : B(B), Inner(Inner) {}
    bool shouldTraversePostOrder() const { return true; }
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
      if (Inner.count(E))
        return true;
      std::vector<const Expr *> Indices;
      const Expr *Cur = E;
      while (const auto *AS = dyn_cast<ArraySubscriptExpr>(Cur->IgnoreParenImpCasts())) {
        Indices.insert(Indices.begin(), AS->getIdx());
        Cur = AS->getBase();
      }
      const auto *Ref = dyn_cast<DeclRefExpr>(Cur->IgnoreParenImpCasts());
      unsigned Rank = Ref ? variablyModifiedRank(Ref->getDecl()->getType()) : 0;
      if (Rank < 2 || !llvm::any_of(B.Unit.Captures, [&](const Capture &C) { return C.Var == Ref->getDecl(); }))
        return true;
      std::string Flat;
      for (size_t K = 0; K < Indices.size(); ++K) {
        std::string Index = "(" + B.RW.getRewrittenText(B.Text.tokenRange(Indices[K])) + ")";
        Flat += (K ? " + " : "") + (K + 1 < Rank ? Index + " * " + strideName(Ref->getDecl(), K) : Index);
      }
      std::string Name = Ref->getDecl()->getNameAsString();
      B.RW.ReplaceText(B.Text.tokenRange(E), Indices.size() == Rank ? Name + "[" + Flat + "]"
                                                                    : "(" + Name + " + " + Flat + ")");
      return true;
    }
  } R(*this, Marker.Inner);
  R.TraverseStmt(const_cast<Stmt *>(S));
}

} // namespace acorn
