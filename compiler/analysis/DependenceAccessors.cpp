// Accessor member functions in the dependence walk (DependenceWalker.h): `g(i, j)` of a class whose
// `double &operator()(int i, int j) { return d[i*ny + j]; }` returns an element of an array
// member is that element of `g`'s member, `g.d[i*g.ny + j]`, written or read as the call is.
#include "analysis/DependenceWalker.h"

#include "analysis/CallEffects.h"
#include "analysis/ExpressionForms.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace acorn {
namespace dependence {
namespace {

/// The members of a chain (`s.a.b`: b, a) and what it starts from: the variable, or the object
/// This stands for when it starts from `this` (null: the caller's `this`); nullopt when it starts
/// elsewhere.
struct MemberPath {
  const ValueDecl *Root = nullptr;
  std::vector<const ValueDecl *> Members;
  bool operator==(const MemberPath &O) const { return Root == O.Root && Members == O.Members; }
};
std::optional<MemberPath> memberPath(const Expr *E, const Expr *This) {
  MemberPath P;
  E = E->IgnoreParenImpCasts();
  while (const auto *M = dyn_cast<MemberExpr>(E)) {
    P.Members.push_back(M->getMemberDecl());
    E = M->getBase()->IgnoreParenImpCasts();
  }
  if (isa<CXXThisExpr>(E))
    P.Root = This ? referenced(This) : nullptr;
  else if (isa<DeclRefExpr>(E))
    P.Root = referenced(E);
  else
    return std::nullopt;
  return P;
}

} // namespace

// Whether A (`this` standing for ThisA in it) and B are one place: the same member chain of the
// same object (`this->ny` with this = g, and `g.ny`), or, without accessors, the same expression.
bool Walker::sameMember(const Expr *A, const Expr *ThisA, const Expr *B, const Expr *ThisB) const {
  if (!ThisA && !ThisB)
    return sameExpression(A, B, Ctx);
  std::optional<MemberPath> PA = memberPath(A, ThisA), PB = memberPath(B, ThisB);
  return PA && PB && *PA == *PB;
}

// The object of an accessor call as the element's `this`: null for the caller's own (`at(i, j)`,
// `(*this)(i, j)`), the variable for an object variable (`g(i, j)`); nullopt for other objects
// (`p->at(i)`, `v[k](i)`), whose identity across iterations Acorn does not follow.
std::optional<const Expr *> Walker::accessorObject(const Expr *Object) const {
  Object = Object->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(Object); U && U->getOpcode() == UO_Deref)
    return isa<CXXThisExpr>(U->getSubExpr()->IgnoreParenImpCasts()) ? std::optional<const Expr *>(nullptr)
                                                                      : std::nullopt;
  if (isa<CXXThisExpr>(Object))
    return nullptr;
  if (isa<DeclRefExpr>(Object) && Object->getType()->isRecordType() && isa_and_nonnull<VarDecl>(referenced(Object)))
    return Object;
  return std::nullopt;
}

// A call of a member function of the program whose body is `return e;`, e an element of an array
// member of the object (`d[i*ny + j]`, a reference to it when the call is written), with integer
// parameters: records e as the caller's access, the arguments (polynomials) put in for the
// parameters. False, having recorded nothing of the element, for other calls.
bool Walker::accessorAccess(const CallExpr *Call, bool Write) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
  CallShape Shape = callShape(Call);
  if (!Method || !Method->isInstance() || Method->isVirtual() || !Shape.Object || InAccessor)
    return false;
  const FunctionDecl *Def = Method->getDefinition();
  const auto *Body = Def ? dyn_cast_or_null<CompoundStmt>(Def->getBody()) : nullptr;
  const auto *Return = Body && Body->size() == 1 ? dyn_cast<ReturnStmt>(Body->body_front()) : nullptr;
  const auto *Element = Return && Return->getRetValue()
                            ? dyn_cast<ArraySubscriptExpr>(Return->getRetValue()->IgnoreParenImpCasts())
                            : nullptr;
  std::optional<const Expr *> Object = accessorObject(Shape.Object);
  if (!Element || !Object || (Write && !Def->getReturnType()->isLValueReferenceType()))
    return false;
  unsigned First = isa<CXXOperatorCallExpr>(Call) ? 1 : 0; // a member operator's object is argument 0
  if (Call->getNumArgs() != First + Def->getNumParams())
    return false;
  std::map<const ValueDecl *, Polynomial> Values;
  for (unsigned K = 0; K < Def->getNumParams(); ++K) {
    const ParmVarDecl *P = Def->getParamDecl(K);
    std::optional<Polynomial> Value =
        P->getType()->isIntegerType() ? polynomial(Call->getArg(First + K)) : std::nullopt;
    if (!Value)
      return false;
    Values[P] = *Value;
  }
  for (unsigned K = First; K < Call->getNumArgs(); ++K)
    expr(Call->getArg(K));
  if (*Object) // reading the caller's `this` reads no memory
    expr(Shape.Object);
  InAccessor = true;
  ThisObject = *Object;
  ArgumentValues = std::move(Values);
  bool Followed = arrayAccess(Element, Write);
  InAccessor = false;
  ThisObject = nullptr;
  ArgumentValues.clear();
  if (Followed) // the access as the caller wrote it, for -Minfo
    Accesses.back().Whole = Call;
  return Followed;
}

// The base of an access as the user sees it: `g.d` for `this->d` of g's accessor.
std::string Walker::baseText(const ArrayAccess &A) const {
  const auto *ME = dyn_cast<MemberExpr>(A.BaseExpr);
  if (!A.This || !ME || !isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
    return text(A.BaseExpr);
  return text(A.This) + "." + ME->getMemberDecl()->getNameAsString();
}

} // namespace dependence
} // namespace acorn
