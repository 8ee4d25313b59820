#include "analysis/AliasedWrites.h"

#include "analysis/CallEffects.h"
#include "analysis/Clauses.h"
#include "analysis/ExpressionForms.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace acorn {

// Whether a write of type Written may change an object of type Accessed (C 6.5p7, C++
// [basic.lval]): its own type (either signedness), a character type, or an aggregate or union
// holding a member of such a type. Types a template has not settled may be anything.
static bool mayAlias(QualType Written, QualType Accessed, const ASTContext &Ctx) {
  Written = Written.getCanonicalType().getUnqualifiedType();
  Accessed = Accessed.getNonReferenceType().getCanonicalType().getUnqualifiedType();
  if (Written->isDependentType() || Accessed->isDependentType() || Accessed->isRecordType() ||
      Written->isVoidType() || Written->isCharType() || Written->isStdByteType() || Written->isIncompleteType())
    return true;
  if (Ctx.hasSameType(Written, Accessed))
    return true;
  if (const ArrayType *A = Ctx.getAsArrayType(Written))
    return mayAlias(A->getElementType(), Accessed, Ctx);
  if (const RecordDecl *R = Written->getAsRecordDecl()) {
    if (const auto *Class = dyn_cast<CXXRecordDecl>(R))
      for (const CXXBaseSpecifier &B : Class->bases())
        if (mayAlias(B.getType(), Accessed, Ctx))
          return true;
    return llvm::any_of(R->fields(), [&](const FieldDecl *F) { return mayAlias(F->getType(), Accessed, Ctx); });
  }
  if (Written->isIntegralOrEnumerationType() && Accessed->isIntegralOrEnumerationType())
    return Ctx.getTypeSize(Written) == Ctx.getTypeSize(Accessed);
  return false;
}

// Whether the function of V (a lambda's body within it too) lets another name reach V: takes its
// address (or an array member's), binds a non-const reference to it, passes it to a non-const
// reference parameter or as the object of a non-const member function, or a lambda captures it by
// reference.
static bool escapes(const VarDecl *V) {
  const auto *Function = dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
  if (!Function || !Function->getBody())
    return true;
  class Finder : public ASTWalk<Finder> {
  public:
    explicit Finder(const VarDecl *V) : V(V) {}
    bool Found = false;
    bool VisitUnaryOperator(UnaryOperator *U) { return found(U->getOpcode() == UO_AddrOf && names(U->getSubExpr())); }
    bool VisitImplicitCastExpr(ImplicitCastExpr *C) {
      return found(C->getCastKind() == CK_ArrayToPointerDecay && names(C->getSubExpr()));
    }
    bool VisitVarDecl(VarDecl *D) {
      QualType T = D->getType();
      return found(T->isReferenceType() && !T.getNonReferenceType().isConstQualified() && D->getInit() &&
                   D->getInit()->isGLValue() && names(D->getInit()));
    }
    bool VisitCallExpr(CallExpr *C) {
      CallShape Shape = callShape(C);
      for (unsigned K = 0; K < C->getNumArgs(); ++K)
        if (C->getArg(K) != Shape.Object && !Shape.readsOnly(K) && boundReference(C->getArg(K)))
          return found(true);
      return found(Shape.Object && !Shape.ConstObject && names(Shape.Object));
    }
    bool VisitCXXConstructExpr(CXXConstructExpr *C) {
      const CXXConstructorDecl *Ctor = C->getConstructor();
      for (unsigned K = 0; Ctor && K < C->getNumArgs() && K < Ctor->getNumParams(); ++K) {
        QualType T = Ctor->getParamDecl(K)->getType();
        if (T->isReferenceType() && !T.getNonReferenceType().isConstQualified() && boundReference(C->getArg(K)))
          return found(true);
      }
      return true;
    }
    bool VisitLambdaExpr(LambdaExpr *L) {
      return found(llvm::any_of(L->captures(), [&](const LambdaCapture &C) {
        return C.capturesVariable() && C.getCapturedVar() == V && C.getCaptureKind() == LCK_ByRef;
      }));
    }

  private:
    bool names(const Expr *E) const { return rootVariable(E) == V; }
    bool boundReference(const Expr *Arg) const { return Arg->IgnoreParens()->isGLValue() && names(Arg); }
    bool found(bool Escapes) {
      Found |= Escapes;
      return !Found;
    }
    const VarDecl *V;
  } F(V);
  F.TraverseStmt(Function->getBody());
  return F.Found;
}

// Whether another name than V's may reach V: it is a reference (to what, the function does not
// say), a variable outside functions (any code may hold its address), or its function lets one.
static bool mayBeAliased(const ValueDecl *V) {
  const auto *VD = dyn_cast<VarDecl>(V);
  if (!VD || VD->getType()->isReferenceType() || (VD->hasGlobalStorage() && !VD->isStaticLocal()))
    return true;
  return escapes(VD);
}

namespace {

// The first statement of a region that writes memory of a type that may be Accessed through
// another name than V's: through a pointer or a reference, in a called function, or, when V is a
// reference, a variable V may refer to.
class AliasedWriteFinder : public ASTWalk<AliasedWriteFinder> {
public:
  AliasedWriteFinder(const ValueDecl *V, QualType Accessed) : V(V), Accessed(Accessed), Ctx(V->getASTContext()) {}
  const Stmt *Found = nullptr;

  bool VisitBinaryOperator(BinaryOperator *B) { return found(B, B->isAssignmentOp() && reaches(B->getLHS())); }
  bool VisitUnaryOperator(UnaryOperator *U) {
    return found(U, U->isIncrementDecrementOp() && reaches(U->getSubExpr()));
  }
  bool VisitCallExpr(CallExpr *C) {
    CallShape Shape = callShape(C);
    for (unsigned K = 0; K < C->getNumArgs(); ++K) {
      const Expr *Arg = C->getArg(K);
      if (Shape.readsOnly(K) || (Arg == Shape.Object && Shape.ConstObject))
        continue;
      QualType T = Arg->getType();
      if (T->isPointerType() ? mayAlias(T->getPointeeType(), Accessed, Ctx) : Arg->isGLValue() && reaches(Arg))
        return found(C, true);
    }
    const FunctionDecl *Callee = C->getDirectCallee();
    if (!Callee) // a call through a pointer: any function
      return found(C, true);
    CallEffect Effect = callEffect(Callee);
    const auto *VD = dyn_cast<VarDecl>(V);
    bool Global = VD && VD->hasGlobalStorage();
    return found(C, Effect.WritesMemory || Effect.Unknown || Effect.WrittenGlobal == V ||
                        (Effect.WrittenGlobal && Global));
  }

private:
  // Whether writing Target may write V under another name.
  bool reaches(const Expr *Target) const {
    if (!mayAlias(Target->getType(), Accessed, Ctx))
      return false;
    const Expr *E = ownStorageBase(Target);
    const auto *R = dyn_cast<DeclRefExpr>(E);
    const auto *Named = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
    if (!Named || Named->getType()->isReferenceType())
      return true;
    // A variable of its own: V itself is mayWrite's; another V may refer to if it is a reference.
    return Named != V && V->getType()->isReferenceType() && mayBeAliased(Named);
  }
  bool found(const Stmt *S, bool Writes) {
    if (Writes && !Found)
      Found = S;
    return !Found;
  }

  const ValueDecl *V;
  QualType Accessed;
  const ASTContext &Ctx;
};

} // namespace

bool writesThroughAlias(const Stmt *Region, const ValueDecl *V, QualType Accessed) {
  if (!Region || !mayBeAliased(V))
    return false;
  AliasedWriteFinder F(V, Accessed);
  F.TraverseStmt(const_cast<Stmt *>(Region));
  return F.Found;
}

bool regionMayWrite(const Stmt *Region, const ValueDecl *V) {
  return mayWrite(Region, V) || writesThroughAlias(Region, V, V->getType());
}

} // namespace acorn
