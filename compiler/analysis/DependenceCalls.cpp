// Calls in the dependence walk (DependenceWalker.h): what a call reads and writes through its
// arguments and object, and what its callee's body writes besides (CallEffects.h).
#include "analysis/DependenceWalker.h"

#include "analysis/ArgumentReads.h"
#include "analysis/CallEffects.h"
#include "analysis/ExpressionForms.h"
#include "analysis/TemplateInstances.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace acorn {
namespace dependence {

// The iteration's own variable an argument hands the callee: `&u`, `t` or `&t.x` of a variable
// declared in the body (a struct, an array) passed as a pointer; null for anything else (what a
// pointer variable points to is no variable's own).
const VarDecl *Walker::ownObject(const Expr *Arg) const {
  const Expr *E = Arg->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf)
    E = U->getSubExpr()->IgnoreParenImpCasts();
  else if (!E->getType()->isArrayType())
    return nullptr;
  E = ownStorageBase(E);
  const auto *V = dyn_cast_or_null<VarDecl>(referenced(E));
  return V && Local.count(V) && V->hasLocalStorage() && !V->getType()->isReferenceType() ? V : nullptr;
}

// The variable (or a member of it) a pointer argument `&x`, `&s.y` points to: one object the
// callee cannot index past, unlike `&a[i]`, which reaches the whole array; null otherwise.
static const Expr *addressedVariable(const Expr *Arg) {
  const auto *U = dyn_cast<UnaryOperator>(Arg->IgnoreParenImpCasts());
  if (!U || U->getOpcode() != UO_AddrOf)
    return nullptr;
  const Expr *Object = U->getSubExpr()->IgnoreParenImpCasts();
  const Expr *Root = Object;
  for (const auto *M = dyn_cast<MemberExpr>(Root); M && !M->isArrow(); M = dyn_cast<MemberExpr>(Root))
    Root = M->getBase()->IgnoreParenImpCasts();
  return isa<DeclRefExpr>(Root) && !Object->getType()->isArrayType() ? Object : nullptr;
}

// What a callee may do to an lvalue it gets by reference (or whose address it gets): read it
// (Reads) and write it, as an assignment there would.
void Walker::writeThrough(const Expr *Target, bool Reads) {
  if (Reads)
    expr(Target);
  assign(Target, nullptr, BO_Assign, nullptr);
}

// A call reads its arguments and writes what it gets by non-const reference or pointer, the
// object of a non-const member function (but an assignment operator's, which it only writes),
// and (CallEffects.h) what its body writes besides. Pure library functions take no such
// arguments; a library function writing through a pointer (modf, frexp, memcpy) writes them.
void Walker::call(const CallExpr *Call) {
  if (const Expr *To = trivialAssignmentTarget(Call)) { // p[i] = q[i] of a plain struct
    assign(To, Call->getArg(1), BO_Assign, nullptr);
    return;
  }
  if (accessorAccess(Call, false)) // g(i, j) of `return d[i*ny + j];`
    return;
  // In a template, a call its parameters decide is judged by what each instantiation calls.
  std::vector<const CallExpr *> Resolved =
      instantiatedCalls(Call, dyn_cast_or_null<FunctionDecl>(LoopVar->getParentFunctionOrMethod()));
  std::vector<QualType> ObjectTypes;
  std::optional<CallShape> Instantiated =
      Resolved.empty() ? std::nullopt : instantiatedCallShape(Call, Resolved, ObjectTypes);
  if (!Instantiated)
    Resolved = {Call};
  bool System = false;
  std::string Name = calleeName(Call, Ctx, System);
  if (Name.empty() && Instantiated)
    Name = calleeName(Resolved.front(), Ctx, System);
  CallShape Shape = Instantiated ? *Instantiated : callShape(Call);
  // A template's call no instance resolves: its callee's body is not known, nor what it writes.
  bool Unresolved = !Instantiated && !Call->getDirectCallee() && !Name.empty();
  std::vector<const VarDecl *> Handed; // the iteration's own variables the callee may write
  for (unsigned K = 0; K < Call->getNumArgs(); ++K) {
    const Expr *Arg = Call->getArg(K);
    if (Arg == Shape.Object)
      continue;
    QualType T = Arg->IgnoreParenImpCasts()->getType();
    // A pointer passed by value lets the callee reach other iterations' elements, read-only or
    // not; one to the iteration's own variable, or to a single variable, reaches only that.
    bool Pointer = (T->isPointerType() || T->isArrayType()) && !Arg->isGLValue() &&
                   !Arg->isNullPointerConstant(const_cast<ASTContext &>(Ctx), Expr::NPC_ValueDependentIsNotNull);
    bool Writes = !Shape.readsOnly(K) && (Pointer || Arg->isGLValue());
    // `f(&i)` of a scalar to a parameter the callee only reads through reads the scalar (f2c's
    // calls pass every argument so).
    const auto *Address = dyn_cast<UnaryOperator>(Arg->IgnoreParenImpCasts());
    bool ReadsScalar = Address && Address->getOpcode() == UO_AddrOf &&
                       Address->getSubExpr()->getType()->isScalarType() &&
                       isa_and_nonnull<VarDecl>(referenced(Address->getSubExpr())) &&
                       (!Writes || argumentOnlyRead(Call, K));
    if (ReadsScalar) {
      ; // read below
    } else if (Unresolved && Writes && !ownObject(Arg)) {
      if (!System)
        fail(Arg->getBeginLoc(), "the call of '" + Name + "' passes '" + text(Arg) + "', which it may write");
    } else if (const VarDecl *Own = Pointer ? ownObject(Arg) : nullptr) {
      if (Writes)
        Handed.push_back(Own);
    } else if (const Expr *Object = Pointer && Writes ? addressedVariable(Arg) : nullptr) {
      writeThrough(Object, /*Reads=*/true);
      continue;
    } else if (Writes && !Pointer) {
      writeThrough(Arg, /*Reads=*/true);
      continue;
    } else if (Pointer && argumentOnlyRead(Call, K, true) && argumentAccess(Arg)) {
      ; // its array is used at places Acorn cannot tell
    } else if (!Name.empty() && Pointer && (Writes || !System)) {
      fail(Arg->getBeginLoc(), "the call of '" + Name + "' passes '" + text(Arg) + "', " +
                                   (!Writes || argumentOnlyRead(Call, K)
                                        ? "through which it reads elements Acorn cannot place"
                                        : "which it may write"));
    }
    expr(Arg);
  }
  for (const VarDecl *V : Handed)
    forgetDefinitions(V);
  if (Shape.Object) {
    const auto *Operator = dyn_cast<CXXOperatorCallExpr>(Call);
    bool Assignment = Operator && Operator->getOperator() == OO_Equal;
    bool ThroughPointer = Shape.Object->getType()->isPointerType();
    if (!Shape.ConstObject && !ThroughPointer) {
      writeThrough(Shape.Object, /*Reads=*/!Assignment);
    } else {
      if (!Shape.ConstObject)
        fail(Call->getBeginLoc(), "the call of '" + Name + "' may change '" + text(Shape.Object) + "'");
      expr(Shape.Object);
    }
    // The member function may read any memory the object reaches (its members, what they point to).
    if (!Instantiated)
      ObjectTypes = {Shape.Object->getType()};
    for (QualType T : ObjectTypes)
      UnknownReads.push_back(T->isPointerType() ? T->getPointeeType() : T);
  }
  for (const CallExpr *Each : Resolved)
    callee(Call, Each, Name);
}

// What the function Resolved calls (Call itself, or its instantiation in a template) may write or
// read that other iterations see.
void Walker::callee(const CallExpr *Call, const CallExpr *Resolved, const std::string &Name) {
  bool System = false;
  if (Name.empty() || calleeName(Resolved, Ctx, System).empty())
    fail(Call->getBeginLoc(), "it calls '" + text(Call->getCallee()) + "', which Acorn cannot follow");
  else if (CallEffect Effect = callEffect(Resolved->getDirectCallee()); Effect.WrittenGlobal)
    fail(Call->getBeginLoc(), "the call of '" + Name + "' writes '" + Effect.WrittenGlobal->getNameAsString() +
                                  "', which other iterations may use");
  else if (Effect.WritesMemory)
    fail(Call->getBeginLoc(), "the call of '" + Name + "' writes memory through a pointer, a reference or an "
                                  "object, which other iterations may use");
  else if (Effect.Unknown)
    fail(Call->getBeginLoc(), "it calls '" + Effect.Unknown->getNameAsString() +
                                  "', whose body is in another file and may write global data (mark the loop "
                                  "independent if it does not)");
  else if (Effect.ReadsShared && !SharedReader)
    SharedReader = Call;
}

} // namespace dependence
} // namespace acorn
