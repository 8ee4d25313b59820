#include "analysis/ArgumentReads.h"

#include "analysis/ExpressionForms.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acorn {
namespace {

// The parameter of Call's callee that its argument K binds, or null (a variadic argument).
const ParmVarDecl *parameterOf(const CallExpr *Call, unsigned K) {
  const FunctionDecl *F = Call->getDirectCallee();
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(F);
  unsigned First = isa<CXXOperatorCallExpr>(Call) && Method && Method->isInstance() ? 1 : 0;
  if (!F || K < First || K - First >= F->getNumParams())
    return nullptr;
  return F->getParamDecl(K - First);
}

bool namesParameter(const Expr *E, const ParmVarDecl *P) {
  const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return R && R->getDecl() == P;
}

// Whether E is memory reached through pointer P alone (`*p`, `p[k]`, `p->m`, `p[k].m[j]`); the
// subscripts it uses go into Indices.
bool throughPointer(const Expr *E, const ParmVarDecl *P, llvm::SmallVectorImpl<const Expr *> &Indices) {
  E = E->IgnoreParens();
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return M->isArrow() ? namesParameter(M->getBase(), P) : throughPointer(M->getBase(), P, Indices);
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_Deref)
    return namesParameter(U->getSubExpr(), P);
  const auto *AS = dyn_cast<ArraySubscriptExpr>(E);
  if (!AS)
    return false;
  Indices.push_back(AS->getIdx());
  const Expr *Base = subscriptBase(AS)->IgnoreParens();
  if (const auto *Decay = dyn_cast<ImplicitCastExpr>(Base); Decay && Decay->getCastKind() == CK_ArrayToPointerDecay)
    return throughPointer(Decay->getSubExpr(), P, Indices);
  return namesParameter(Base, P);
}

class Reads {
public:
  explicit Reads(bool AtomicWrites) : AtomicWrites(AtomicWrites) {}

  // Whether Call's callee only reads through its pointer parameter for argument K (a recursive
  // call reads as the call does).
  bool argument(const CallExpr *Call, unsigned K) {
    const ParmVarDecl *P = parameterOf(Call, K);
    if (!P || !P->getType()->isPointerType())
      return false;
    if (P->getType()->getPointeeType().isConstQualified())
      return true;
    const FunctionDecl *Def = Call->getDirectCallee()->getDefinition();
    if (!Def || !Def->hasBody())
      return false;
    P = Def->getParamDecl(P->getFunctionScopeIndex());
    return !Seen.insert(P).second || onlyReads(Def->getBody(), P);
  }

private:
  bool AtomicWrites;
  int InAtomic = 0;
  llvm::SmallPtrSet<const ParmVarDecl *, 4> Seen; ///< the parameters on the way

  // Whether Place is memory through P and the subscripts that reach it only read P.
  bool readsPlace(const Expr *Place, const ParmVarDecl *P) {
    llvm::SmallVector<const Expr *, 2> Indices;
    return throughPointer(Place, P, Indices) &&
           llvm::all_of(Indices, [&](const Expr *I) { return onlyReads(I, P); });
  }

  // Whether S uses pointer parameter P only to read what it points to (or, within an atomic
  // construct with AtomicWrites, to update it), or to hand it on to a parameter that only reads.
  bool onlyReads(const Stmt *S, const ParmVarDecl *P) {
    if (!S)
      return true;
    if (const auto *Atomic = dyn_cast<OpenACCAtomicConstruct>(S); Atomic && AtomicWrites) {
      ++InAtomic;
      bool Reads = onlyReads(Atomic->getAssociatedStmt(), P);
      --InAtomic;
      return Reads;
    }
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(S);
        Cast && Cast->getCastKind() == CK_LValueToRValue && readsPlace(Cast->getSubExpr(), P))
      return true;
    if (InAtomic) {
      if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp() && readsPlace(B->getLHS(), P))
        return onlyReads(B->getRHS(), P);
      if (const auto *U = dyn_cast<UnaryOperator>(S); U && U->isIncrementDecrementOp())
        if (readsPlace(U->getSubExpr(), P))
          return true;
    }
    if (const auto *R = dyn_cast<DeclRefExpr>(S))
      return R->getDecl() != P; // any other use of P: it may be stored, changed or written through
    if (const auto *Call = dyn_cast<CallExpr>(S)) {
      for (const Stmt *Child : Call->children()) {
        const auto *Arg = dyn_cast<Expr>(Child);
        auto K = llvm::find(Call->arguments(), Arg) - Call->arg_begin();
        bool Handed = K < Call->getNumArgs() && Arg->getType()->isPointerType() && namesParameter(Arg, P);
        if (Handed ? !argument(Call, K) : !onlyReads(Child, P))
          return false;
      }
      return true;
    }
    return llvm::all_of(childStatements(S), [&](const Stmt *C) { return onlyReads(C, P); });
  }
};

} // namespace

bool argumentOnlyRead(const CallExpr *Call, unsigned K, bool AtomicWrites) {
  return Reads(AtomicWrites).argument(Call, K);
}

} // namespace acorn
