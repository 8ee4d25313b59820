#include "analysis/CallEffects.h"

#include "analysis/Clauses.h"
#include "analysis/ExpressionForms.h"
#include "frontend/ToolchainHeaders.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acorn {
namespace {

// The expression an lvalue's storage starts from (a variable, `this`, a call), through members
// and elements; Pointer tells whether the way goes through a pointer (`p[i]`, `s->x`, `*q`).
const Expr *storageOf(const Expr *E, bool &Pointer) {
  Pointer = false;
  E = E->IgnoreParenImpCasts();
  while (true) {
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      Pointer |= M->isArrow();
      E = M->getBase()->IgnoreParenImpCasts();
    } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      E = subscriptBase(AS)->IgnoreParenImpCasts();
      Pointer |= !E->getType()->isArrayType();
    } else if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_Deref) {
      Pointer = true;
      E = U->getSubExpr()->IgnoreParenImpCasts();
    } else {
      return E;
    }
  }
}

// Whether a lambda's body refers to V as its own copy ([=], [v]) rather than to the variable.
bool capturedByCopy(const FunctionDecl *Body, const VarDecl *V) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Body);
  if (!Method || !Method->getParent()->isLambda())
    return false;
  for (const LambdaCapture &C : Method->getParent()->captures())
    if (C.capturesVariable() && C.getCapturedVar() == V)
      return C.getCaptureKind() == LCK_ByCopy;
  return false;
}

class Finder : public RecursiveASTVisitor<Finder> {
public:
  CallEffect Effect;
  llvm::SmallPtrSet<const FunctionDecl *, 8> Seen;

  const FunctionDecl *Current = nullptr;
  const FunctionDecl *Called = nullptr; ///< the function called in the loop (its definition)
  /// Parameters of the functions it calls that a call hands such a parameter on to
  /// (`g(u)` in f(u)): what they reach is the caller's argument too.
  llvm::SmallPtrSet<const ParmVarDecl *, 8> HandedOn;

  // A reference parameter of the called function, or a pointer parameter its body never changes:
  // what it reaches is the caller's argument, which the caller judges (LoopDependence takes only
  // the iteration's own variables there).
  const ParmVarDecl *argumentParameter(const Expr *E) const {
    const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *P = R ? dyn_cast<ParmVarDecl>(R->getDecl()) : nullptr;
    bool Own = Current == Called && P && P->getDeclContext() == Called;
    if (!P || (!Own && !HandedOn.count(P)))
      return nullptr;
    if (P->getType()->isReferenceType())
      return P; // `u = x` writes what it refers to
    return P->getType()->isPointerType() && !writesDirectly(Current->getBody(), P) ? P : nullptr;
  }
  // Whether E, dereferenced, reaches only the caller's argument: such a pointer parameter.
  bool argumentPointer(const Expr *E) const {
    const ParmVarDecl *P = argumentParameter(E);
    return P && P->getType()->isPointerType();
  }
  // Whether E is `this` of the called function, a non-const member function (not a lambda's,
  // whose `this` is the enclosing object): its object is the caller's, which the caller judges
  // as written (LoopDependence).
  bool objectOfCalled(const Expr *E) const {
    const auto *Method = dyn_cast<CXXMethodDecl>(Called);
    return Current == Called && isa<CXXThisExpr>(E->IgnoreParenImpCasts()) && Method && !Method->isConst() &&
           !Method->getParent()->isLambda();
  }
  // Whether Target is memory reached through such a parameter and through nothing else: `*u`,
  // `u[k]`, `u->x.y` of a pointer parameter, `r`, `r.x` of a reference one (not `u->p[k]`, where
  // a pointer loaded from it leads elsewhere).
  bool throughArgument(const Expr *Target) const {
    const Expr *E = Target->IgnoreParenImpCasts();
    while (true) {
      const Expr *Next = nullptr;
      bool Deref = false;
      if (const auto *M = dyn_cast<MemberExpr>(E)) {
        Next = M->getBase();
        Deref = M->isArrow();
      } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
        Next = subscriptBase(AS);
        Deref = !Next->IgnoreParenImpCasts()->getType()->isArrayType();
      } else if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_Deref) {
        Next = U->getSubExpr();
        Deref = true;
      } else {
        const ParmVarDecl *P = argumentParameter(E);
        return P && P->getType()->isReferenceType();
      }
      if (Deref)
        return argumentPointer(Next) || objectOfCalled(Next);
      E = Next->IgnoreParenImpCasts();
    }
  }

  void function(const FunctionDecl *F) {
    if (!F || Effect.WrittenGlobal || Effect.WritesMemory || Effect.Unknown ||
        !Seen.insert(F->getCanonicalDecl()).second)
      return;
    const SourceManager &SM = F->getASTContext().getSourceManager();
    if (F->getBuiltinID() || isToolchainCode(SM, F->getLocation()))
      return;
    const FunctionDecl *Def = F->getDefinition();
    if (!Def || !Def->hasBody()) {
      Effect.Unknown = F;
      return;
    }
    const FunctionDecl *Caller = Current;
    Current = Def;
    if (!Called)
      Called = Def;
    TraverseStmt(Def->getBody());
    Current = Caller;
  }
  // A variable of the function's own is not shared: a global is, a lambda's captured variable is,
  // and so is memory reached through a pointer, a reference or `this`.
  void written(const Expr *Target) {
    if (throughArgument(Target))
      return;
    bool Pointer = false;
    const Expr *Root = storageOf(Target, Pointer);
    const auto *R = dyn_cast<DeclRefExpr>(Root);
    const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
    bool Own = V && V->hasLocalStorage() && V->getParentFunctionOrMethod() == Current &&
               !V->getType()->isReferenceType();
    if (Pointer || !V || V->getType()->isReferenceType()) {
      if (!Effect.WritesMemory)
        Effect.WritesMemory = Target;
    } else if (!Own && !V->getType().isConstQualified() && !Effect.WrittenGlobal) {
      Effect.WrittenGlobal = V;
    }
  }
  // Reads of memory the caller's loop cannot see: globals, variables a lambda refers to, memory
  // reached through pointers (not `this`'s own members, which are the object the call reads).
  bool VisitDeclRefExpr(DeclRefExpr *R) {
    const auto *V = dyn_cast<VarDecl>(R->getDecl());
    if (V && !V->getType().isConstQualified() && !V->isConstexpr() &&
        (V->hasGlobalStorage() || (V->getParentFunctionOrMethod() != Current && !capturedByCopy(Current, V))))
      Effect.ReadsShared = true;
    return true;
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *AS) {
    Effect.ReadsShared |= !subscriptBase(AS)->IgnoreParenImpCasts()->getType()->isArrayType() &&
                          !argumentPointer(subscriptBase(AS));
    return true;
  }
  bool VisitMemberExpr(MemberExpr *M) {
    Effect.ReadsShared |= M->isArrow() && !isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()) &&
                          !argumentPointer(M->getBase());
    return true;
  }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *C) {
    // A non-const member function of an object not the function's own (the body of one of the
    // program's is read too; a library's is not).
    const CXXMethodDecl *M = C->getMethodDecl();
    if (M && !M->isConst() && !M->isStatic()) {
      bool Pointer = false;
      const auto *R = dyn_cast<DeclRefExpr>(storageOf(C->getImplicitObjectArgument(), Pointer));
      const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
      if ((Pointer || !V || !V->hasLocalStorage() || V->getParentFunctionOrMethod() != Current) && !Effect.WritesMemory)
        Effect.WritesMemory = C;
    }
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp())
      written(B->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      written(U->getSubExpr());
    Effect.ReadsShared |= U->getOpcode() == UO_Deref && !argumentPointer(U->getSubExpr());
    return true;
  }
  bool VisitCallExpr(CallExpr *C) {
    if (const Expr *To = trivialAssignmentTarget(C)) { // `out = v` of a plain struct: writes out
      written(To);
      return true;
    }
    const FunctionDecl *F = C->getDirectCallee();
    const FunctionDecl *Def = F ? F->getDefinition() : nullptr;
    bool Visited = Def && Seen.count(Def->getCanonicalDecl());
    // (A member operator's object is its first argument.)
    const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Def);
    unsigned First = isa<CXXOperatorCallExpr>(C) && Method && Method->isInstance() ? 1 : 0;
    for (unsigned K = First; Def && K < C->getNumArgs() && K - First < Def->getNumParams(); ++K) {
      const ParmVarDecl *To = Def->getParamDecl(K - First);
      bool Handed = (To->getType()->isPointerType() || To->getType()->isReferenceType()) &&
                    argumentParameter(C->getArg(K));
      // The body was walked before, taking the parameter one way: a call that hands it another
      // thing may read or write what the walk did not count.
      if (Visited && Handed != HandedOn.count(To)) {
        Effect.ReadsShared = true;
        if (!Effect.WritesMemory)
          Effect.WritesMemory = C;
      }
      if (Handed && !Visited)
        HandedOn.insert(To);
    }
    function(F);
    return true;
  }
};

// A parameter through which the callee cannot write the argument: a value, a reference or pointer
// to const.
bool readOnlyParameter(QualType T) {
  if (T->isReferenceType() || T->isPointerType())
    return T->getPointeeType().isConstQualified();
  return !T->isArrayType();
}

} // namespace

CallShape callShape(const CallExpr *Call) {
  CallShape Shape;
  const FunctionDecl *F = Call->getDirectCallee();
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(F);
  unsigned FirstParamArg = 0;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call)) {
    Shape.Object = Member->getImplicitObjectArgument();
  } else if (isa<CXXOperatorCallExpr>(Call) && Method && Method->isInstance()) {
    Shape.Object = Call->getArg(0); // a member operator's object is its first argument
    FirstParamArg = 1;
  }
  Shape.ConstObject = Method && Method->isInstance() && Method->isConst();
  // `(o.*pm)(x)`: the member pointer's type tells whether the function it holds is const.
  if (const auto *B = dyn_cast<BinaryOperator>(Call->getCallee()->IgnoreParens()); B && B->isPtrMemOp())
    if (const auto *MP = B->getRHS()->getType()->getAs<MemberPointerType>())
      if (const auto *FT = MP->getPointeeType()->getAs<FunctionProtoType>())
        Shape.ConstObject = FT->isConst();
  Shape.ReadOnly.assign(Call->getNumArgs(), false);
  for (unsigned K = FirstParamArg; F && K < Call->getNumArgs(); ++K)
    // A variadic function's extra arguments are promoted values (printf's "%s" reads its string).
    Shape.ReadOnly[K] = K - FirstParamArg < F->getNumParams()
                            ? readOnlyParameter(F->getParamDecl(K - FirstParamArg)->getType())
                            : F->isVariadic();
  return Shape;
}

// The expression of S that spans Range, without parentheses and implicit casts, or null.
static const Expr *expressionAt(const Stmt *S, SourceRange Range) {
  if (!S)
    return nullptr;
  if (const auto *E = dyn_cast<Expr>(S); E && E->getSourceRange() == Range)
    return E->IgnoreParenImpCasts();
  for (const Stmt *Child : S->children())
    if (const Expr *E = expressionAt(Child, Range))
      return E;
  return nullptr;
}

std::optional<CallShape> instantiatedCallShape(const CallExpr *Pattern, llvm::ArrayRef<const CallExpr *> Instances,
                                               std::vector<QualType> &ObjectTypes) {
  CallShape Shape;
  Shape.ReadOnly.assign(Pattern->getNumArgs(), true);
  Shape.ConstObject = true;
  for (const CallExpr *Instance : Instances) {
    CallShape Own = callShape(Instance);
    if (Own.Object) {
      const Expr *Object = expressionAt(Pattern, Own.Object->getSourceRange());
      if (!Object || (Shape.Object && Shape.Object != Object))
        return std::nullopt;
      Shape.Object = Object;
      Shape.ConstObject &= Own.ConstObject;
      ObjectTypes.push_back(Own.Object->getType());
    }
    std::vector<bool> Matched(Instance->getNumArgs(), false);
    for (unsigned K = 0; K < Pattern->getNumArgs(); ++K) {
      SourceRange Range = Pattern->getArg(K)->getSourceRange();
      unsigned Same = 0;
      while (Same < Instance->getNumArgs() && Instance->getArg(Same)->getSourceRange() != Range)
        ++Same;
      if (Same == Instance->getNumArgs() && Pattern->getArg(K)->IgnoreParenImpCasts() != Shape.Object)
        return std::nullopt;
      if (Same < Instance->getNumArgs())
        Matched[Same] = true;
      Shape.ReadOnly[K] = Shape.ReadOnly[K] && Own.readsOnly(Same);
    }
    // An argument only the instance has (a default argument) must be one the callee only reads.
    for (unsigned J = 0; J < Instance->getNumArgs(); ++J) {
      const Expr *Arg = Instance->getArg(J);
      QualType T = Arg->IgnoreParenImpCasts()->getType();
      if (!Matched[J] && Arg != Own.Object &&
          (T->isPointerType() || T->isArrayType() || (Arg->isGLValue() && !Own.readsOnly(J))))
        return std::nullopt;
    }
  }
  Shape.ConstObject &= Shape.Object != nullptr;
  return Shape;
}

const Expr *trivialAssignmentTarget(const CallExpr *Call) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call);
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
  if (!Op || Op->getOperator() != OO_Equal || !Method || !Method->isTrivial() || Call->getNumArgs() != 2)
    return nullptr;
  return Call->getArg(0);
}

CallEffect callEffect(const FunctionDecl *Callee) {
  Finder F;
  F.function(Callee);
  return F.Effect;
}

} // namespace acorn
