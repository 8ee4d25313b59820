#include "analysis/MemberFunctionPointers.h"

#include "frontend/ASTWalk.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecordLayout.h"

#include <set>

using namespace clang;

namespace acorn {

namespace {

// Calls followed from the region's call, at most: deeper chains of accessors are left alone.
constexpr unsigned MaxDepth = 8;

// What an expression of a called function is relative to its object: the object's address (`this`,
// `&s`, a pointer parameter) or an lvalue inside the object (`*this`, `s`, `this->buf`, `s->p`), at
// the fields of Path.
struct Place {
  MemberPath Path;
  bool Address = false;
};

bool dataPointer(QualType T) { return T->isPointerType() && !T->isFunctionPointerType(); }

class Reached : public ASTWalk<Reached> {
public:
  Reached(const ParmVarDecl *Object, MemberPath Prefix, unsigned Depth, std::set<std::vector<const void *>> &Seen,
          std::vector<MemberPath> &Out)
      : Object(Object), Prefix(std::move(Prefix)), Depth(Depth), Seen(Seen), Out(Out) {}

  bool VisitMemberExpr(MemberExpr *ME) {
    const auto *Field = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!Field || !dataPointer(Field->getType()))
      return true;
    if (std::optional<Place> P = place(ME)) {
      MemberPath Path = Prefix;
      Path.insert(Path.end(), P->Path.begin(), P->Path.end());
      if (!llvm::is_contained(Out, Path))
        Out.push_back(Path);
    }
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    for (const CallObject &C : callObjects(Call))
      if (std::optional<Place> P = place(C.Object); P && (C.Param || P->Address == C.Arrow))
        follow(Call->getDirectCallee(), C.Param, P->Path);
    return true;
  }

  void follow(const FunctionDecl *Callee, const ParmVarDecl *CalleeObject, const MemberPath &Path) {
    const FunctionDecl *Def = nullptr;
    if (Depth >= MaxDepth || !Callee->hasBody(Def) || !Def->getBody() || Def->isDependentContext())
      return;
    if (CalleeObject) // the parameter of the definition
      CalleeObject = Def->getParamDecl(CalleeObject->getFunctionScopeIndex());
    MemberPath Inner = Prefix;
    Inner.insert(Inner.end(), Path.begin(), Path.end());
    std::vector<const void *> Key = {Def, CalleeObject};
    Key.insert(Key.end(), Inner.begin(), Inner.end());
    if (!Seen.insert(Key).second)
      return;
    Reached(CalleeObject, Inner, Depth + 1, Seen, Out).TraverseStmt(Def->getBody());
  }

private:
  // Where E is relative to the object; nullopt for anything else (also a base class's part).
  std::optional<Place> place(const Expr *E) const {
    E = E->IgnoreParens();
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E)) {
      if (Cast->getCastKind() != CK_NoOp && Cast->getCastKind() != CK_LValueToRValue)
        return std::nullopt;
      return place(Cast->getSubExpr());
    }
    if (isa<CXXThisExpr>(E))
      return Object ? std::nullopt : std::optional<Place>(Place{{}, true});
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      if (!Object || Ref->getDecl() != Object)
        return std::nullopt;
      return Place{{}, Object->getType()->isPointerType()};
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      std::optional<Place> P = place(U->getSubExpr());
      if (!P || (U->getOpcode() != UO_Deref && U->getOpcode() != UO_AddrOf))
        return std::nullopt;
      bool Deref = U->getOpcode() == UO_Deref;
      if (P->Address != Deref)
        return std::nullopt;
      P->Address = !Deref;
      return P;
    }
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      const auto *Field = dyn_cast<FieldDecl>(ME->getMemberDecl());
      std::optional<Place> P = Field ? place(ME->getBase()) : std::nullopt;
      if (!P || P->Address != ME->isArrow() || Field->getParent()->isUnion())
        return std::nullopt;
      P->Path.push_back(Field);
      P->Address = false;
      return P;
    }
    return std::nullopt;
  }

  const ParmVarDecl *Object;
  MemberPath Prefix;
  unsigned Depth;
  std::set<std::vector<const void *>> &Seen;
  std::vector<MemberPath> &Out;
};

} // namespace

std::vector<MemberPath> pointerMembersReached(const FunctionDecl *Callee, const ParmVarDecl *Object) {
  std::vector<MemberPath> Out;
  std::set<std::vector<const void *>> Seen;
  Reached Walk(nullptr, {}, 0, Seen, Out);
  Walk.follow(Callee, Object, {});
  return Out;
}

std::vector<CallObject> callObjects(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee)
    return {};
  if (const auto *Method = dyn_cast<CXXMethodDecl>(Callee); Method && !Method->isStatic()) {
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call)) {
      const auto *ME = dyn_cast<MemberExpr>(MC->getCallee()->IgnoreParens());
      return {{MC->getImplicitObjectArgument(), nullptr, ME && ME->isArrow()}};
    }
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call); Op && Op->getNumArgs())
      return {{Op->getArg(0), nullptr, false}};
    return {};
  }
  std::vector<CallObject> Out;
  for (unsigned I = 0; I < Call->getNumArgs() && I < Callee->getNumParams(); ++I)
    Out.push_back({Call->getArg(I), Callee->getParamDecl(I), false});
  return Out;
}

uint64_t memberOffset(const MemberPath &Path, const ASTContext &Ctx) {
  uint64_t Bits = 0;
  for (const FieldDecl *Field : Path)
    Bits += Ctx.getFieldOffset(Field);
  return Bits / 8;
}

} // namespace acorn
