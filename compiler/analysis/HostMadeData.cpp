#include "analysis/HostMadeData.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"

#include <functional>

using namespace clang;

namespace acorn {

namespace {

DataOrigin join(DataOrigin A, const DataOrigin &B) { return B.K > A.K ? B : A; }

DataOrigin host(const Expr *At, std::string Why) { return {DataOrigin::Host, At, std::move(Why)}; }
DataOrigin unknown(const Expr *At, std::string Why) { return {DataOrigin::Unknown, At, std::move(Why)}; }

// The variable an assignment to E writes (part of): `v`, `v.f`, `v[i]` of an array v, `v[i].f`; null
// when E is reached through a pointer.
const VarDecl *writtenVariable(const Expr *E) {
  while (E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *ME = dyn_cast<MemberExpr>(E); ME && !ME->isArrow()) {
      E = ME->getBase();
      continue;
    }
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      const Expr *Base = AS->getBase()->IgnoreParenImpCasts();
      if (!Base->getType()->isArrayType())
        return nullptr;
      E = Base;
      continue;
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  }
  return nullptr;
}

// A value of type T holds nothing this analysis follows: no pointer, reference, object or array.
bool holdsNoAddress(QualType T) {
  T = T.getCanonicalType();
  return T->isArithmeticType() || T->isVoidType() || T->isEnumeralType() || T->isNullPtrType();
}

// The argument of a call that parameter Index of its function receives, or null.
const Expr *argumentFor(const Expr *Call, unsigned Index) {
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Call))
    return Index < CE->getNumArgs() ? CE->getArg(Index) : nullptr;
  const auto *C = cast<CallExpr>(Call);
  // An operator that is a member function takes its object as the first argument.
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(C->getDirectCallee());
  if (isa<CXXOperatorCallExpr>(C) && MD && MD->isInstance())
    ++Index;
  return Index < C->getNumArgs() ? C->getArg(Index) : nullptr;
}

// The object (or pointer to it) a call of a member function is made on, or null.
const Expr *objectOf(const Expr *Call) {
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call))
    return MC->getImplicitObjectArgument();
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(Call))
    if (const auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee()); MD && MD->isInstance())
      return OC->getNumArgs() ? OC->getArg(0) : nullptr;
  return nullptr;
}

bool isLambdaOperator(const Decl *D) {
  const auto *MD = dyn_cast<CXXMethodDecl>(D);
  return MD && MD->getParent()->isLambda();
}

} // namespace

void HostMadeData::addRegion(const Stmt *Code, ArrayRef<const VarDecl *> Private) {
  Region R{Code, {}};
  R.Private.insert(Private.begin(), Private.end());
  Regions.push_back(std::move(R));
}

void HostMadeData::addFunction(const FunctionDecl *Def) { Functions.insert(Def->getCanonicalDecl()); }

void HostMadeData::addCall(const Expr *Call, const FunctionDecl *Callee) {
  std::vector<const Expr *> &Sites = Calls[Callee->getCanonicalDecl()];
  if (!llvm::is_contained(Sites, Call))
    Sites.push_back(Call);
}

bool HostMadeData::deviceFunction(const FunctionDecl *FD) const {
  return FD && Functions.count(FD->getCanonicalDecl());
}

const Stmt *HostMadeData::regionOf(SourceLocation Loc, const VarDecl *V) const {
  const SourceManager &SM = Text.sourceManager();
  Loc = SM.getExpansionLoc(Loc);
  for (const Region &R : Regions) {
    if (V && R.Private.count(V))
      return R.Code;
    SourceLocation Begin = SM.getExpansionLoc(R.Code->getBeginLoc()), End = SM.getExpansionLoc(R.Code->getEndLoc());
    if (Loc.isValid() && !SM.isBeforeInTranslationUnit(Loc, Begin) && !SM.isBeforeInTranslationUnit(End, Loc))
      return R.Code;
  }
  return nullptr;
}

const FunctionDecl *HostMadeData::enclosingFunction(const Expr *E) const {
  auto &Ctx = const_cast<ASTContext &>(Text.astContext());
  DynTypedNode Node = DynTypedNode::create(*E);
  for (DynTypedNodeList Parents = Ctx.getParents(Node); !Parents.empty(); Parents = Ctx.getParents(Node)) {
    Node = Parents[0];
    if (const auto *FD = Node.get<FunctionDecl>(); FD && !isLambdaOperator(FD))
      return FD;
  }
  return nullptr;
}

DataOrigin HostMadeData::calledPointer(const Expr *Callee) {
  Callee = Callee->IgnoreParens();
  // `(obj.*pm)(x)`: the member function pointer.
  if (const auto *B = dyn_cast<BinaryOperator>(Callee); B && B->isPtrMemOp())
    return of(B->getRHS(), Values);
  return of(Callee, Values);
}

DataOrigin HostMadeData::dispatchObject(const Expr *Object) { return of(Object, Objects); }

DataOrigin HostMadeData::of(const Expr *E, Mode M) {
  if (!E)
    return {};
  E = E->IgnoreParens();
  if (E->isTypeDependent())
    return unknown(E, "its type depends on a template parameter");
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      return variable(V, Ref, M);
    if (const auto *B = dyn_cast<BindingDecl>(Ref->getDecl())) // a structured binding: what it names
      return of(B->getBinding(), M);
    return {}; // a function, an enumerator
  }
  if (const auto *This = dyn_cast<CXXThisExpr>(E))
    return thisObject(This, M);
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    if (const auto *V = dyn_cast<VarDecl>(ME->getMemberDecl())) // a static data member
      return variable(V, ME, M);
    return of(ME->getBase(), M);
  }
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
    return of(AS->getBase(), M);
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return of(U->getSubExpr(), M);
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() == BO_Assign || B->getOpcode() == BO_Comma)
      return of(B->getRHS(), M);
    if (B->isAssignmentOp())
      return of(B->getLHS(), M);
    if (B->isPtrMemOp())
      return join(of(B->getLHS(), M), of(B->getRHS(), M));
    if (B->isAdditiveOp()) // pointer arithmetic: the pointer's
      return of(B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS(), M);
    return {};
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E))
    return join(of(C->getTrueExpr(), M), of(C->getFalseExpr(), M));
  if (const auto *C = dyn_cast<BinaryConditionalOperator>(E))
    return join(of(C->getCommon(), M), of(C->getFalseExpr(), M));
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    switch (Cast->getCastKind()) {
    case CK_NullToPointer:
    case CK_NullToMemberPointer:
      return {};
    case CK_LValueToRValue:
      // A pointer loaded from memory other than a variable of its own points where the value stored
      // there pointed: where that memory's values were made.
      if (M == Objects && !isa<DeclRefExpr>(Cast->getSubExpr()->IgnoreParens()))
        return of(Cast->getSubExpr(), Values);
      return of(Cast->getSubExpr(), M);
    default:
      return of(Cast->getSubExpr(), M);
    }
  }
  if (const auto *O = dyn_cast<OpaqueValueExpr>(E))
    return O->getSourceExpr() ? of(O->getSourceExpr(), M) : unknown(E, "");
  if (const auto *T = dyn_cast<MaterializeTemporaryExpr>(E))
    return M == Objects ? DataOrigin() : of(T->getSubExpr(), M); // constructed where it is
  if (const auto *F = dyn_cast<FullExpr>(E))
    return of(F->getSubExpr(), M);
  if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
    return of(B->getSubExpr(), M);
  if (const auto *D = dyn_cast<CXXDefaultArgExpr>(E))
    return of(D->getExpr(), M);
  if (const auto *D = dyn_cast<CXXDefaultInitExpr>(E))
    return of(D->getExpr(), M);
  if (const auto *CL = dyn_cast<CompoundLiteralExpr>(E))
    return of(CL->getInitializer(), M);
  if (const auto *A = dyn_cast<ArrayInitLoopExpr>(E))
    return of(A->getCommonExpr(), M);
  if (const auto *IL = dyn_cast<InitListExpr>(E)) {
    if (M == Objects && IL->getType()->getBaseElementTypeUnsafe()->isRecordType())
      return {};
    DataOrigin O;
    for (const Expr *Init : IL->inits())
      O = join(O, of(Init, M));
    return O;
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    if (M == Objects)
      return {};
    DataOrigin O;
    for (const Expr *Arg : CE->arguments())
      O = join(O, of(Arg, M));
    return O;
  }
  if (const auto *New = dyn_cast<CXXNewExpr>(E))
    return M == Objects || !New->getInitializer() ? DataOrigin() : of(New->getInitializer(), M);
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return returned(Call, M);
  if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral, StringLiteral, CXXBoolLiteralExpr,
          CXXNullPtrLiteralExpr, GNUNullExpr, UnaryExprOrTypeTraitExpr, ImplicitValueInitExpr, LambdaExpr,
          ArrayInitIndexExpr, CXXScalarValueInitExpr, SizeOfPackExpr, PredefinedExpr, AddrLabelExpr>(E))
    return {};
  return unknown(E, "");
}

DataOrigin HostMadeData::variable(const VarDecl *V, const Expr *Use, Mode M) {
  std::string Name = "'" + V->getNameAsString() + "'";
  if (V->hasGlobalStorage() && !V->isStaticLocal()) {
    // A C++ constant (constexpr) is the device compile's own, made with device addresses.
    if (Text.langOptions().CPlusPlus && V->isUsableInConstantExpressions(Text.astContext()))
      return {};
    return host(Use, Name + " is a global variable, whose device copy holds what the host stored in it");
  }
  const auto *F = dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
  const Stmt *Region = deviceFunction(F) ? nullptr : regionOf(V->getLocation(), V);
  // Declared outside the region in host code: the region has the host's copy.
  if (!Region && !deviceFunction(F))
    return host(Use, V->getType()->isPointerType()
                         ? Name + " points to the host's data, copied into the compute region"
                         : Name + " is the host's, copied into the compute region");
  auto Key = std::make_pair(static_cast<const void *>(V), static_cast<int>(M));
  if (auto It = Known.find(Key); It != Known.end())
    return It->second;
  Known[Key] = DataOrigin();
  QualType T = V->getType();
  // An object of its own (not a reference or pointer) constructed in device code has the device's
  // table of virtual functions, also when it is a copy of the host's.
  bool OwnObject = M == Objects && !T->isReferenceType() && T->getBaseElementTypeUnsafe()->isRecordType();
  DataOrigin O;
  if (Region) {
    O = OwnObject ? DataOrigin() : writes(V, Region, M);
  } else if (const auto *P = dyn_cast<ParmVarDecl>(V)) {
    O = OwnObject ? DataOrigin() : parameter(P, M); // by value: copy-constructed in device code
  } else if (!OwnObject) {
    const FunctionDecl *Def = F->getDefinition();
    O = writes(V, Def && Def->getBody() ? Def->getBody() : nullptr, M);
  }
  Known[Key] = O;
  return O;
}

// What V's initialiser and the assignments to V (or to its members and elements) in Scope store.
DataOrigin HostMadeData::writes(const VarDecl *V, const Stmt *Scope, Mode M) {
  DataOrigin O;
  if (const Expr *Init = V->getInit())
    O = of(Init, M);
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->getOpcode() == BO_Assign &&
                                                      writtenVariable(B->getLHS()) == V)
      O = join(O, of(B->getRHS(), M));
    if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(S);
        OC && OC->getOperator() == OO_Equal && OC->getNumArgs() == 2 && writtenVariable(OC->getArg(0)) == V)
      O = join(O, of(OC->getArg(1), M));
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Scope);
  return O;
}

// What the calls device code makes of the parameter's function pass it.
DataOrigin HostMadeData::parameter(const ParmVarDecl *P, Mode M) {
  const auto *F = cast<FunctionDecl>(P->getDeclContext());
  auto It = Calls.find(F->getCanonicalDecl());
  if (It == Calls.end())
    return unknown(nullptr, "'" + P->getNameAsString() + "' is a parameter of '" + F->getQualifiedNameAsString() +
                                "', which no device code of this file calls");
  DataOrigin O;
  for (const Expr *Call : It->second)
    O = join(O, of(argumentFor(Call, P->getFunctionScopeIndex()), M));
  return O;
}

// The objects the calls device code makes of the member function are made on.
DataOrigin HostMadeData::thisObject(const CXXThisExpr *E, Mode M) {
  const FunctionDecl *F = enclosingFunction(E);
  if (!deviceFunction(F)) {
    if (regionOf(E->getExprLoc()))
      return host(E, "'*this' is the host's object");
    return unknown(E, "");
  }
  if (isa<CXXConstructorDecl, CXXDestructorDecl>(F))
    return {};
  auto It = Calls.find(F->getCanonicalDecl());
  if (It == Calls.end())
    return unknown(nullptr, "'*this' is the object of '" + F->getQualifiedNameAsString() +
                                "', which no device code of this file calls");
  DataOrigin O;
  for (const Expr *Call : It->second)
    if (const Expr *Object = objectOf(Call))
      O = join(O, of(Object, M));
  return O;
}

// What a call returns: what its function's return statements give, or, for a function whose body is
// not in the file, what it is given (an accessor returns a part of its object).
DataOrigin HostMadeData::returned(const CallExpr *Call, Mode M) {
  if (holdsNoAddress(Call->getType()))
    return {};
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD)
    return unknown(Call, "it is returned by a call through a pointer");
  const FunctionDecl *Def = FD->getDefinition();
  if (!Def || !Def->getBody() || !Text.isUserCode(Def->getLocation())) {
    DataOrigin O = of(objectOf(Call), M);
    for (const Expr *Arg : Call->arguments())
      if (!holdsNoAddress(Arg->getType()))
        O = join(O, of(Arg, M));
    return O;
  }
  auto Key = std::make_pair(static_cast<const void *>(Def), static_cast<int>(M) + 2);
  if (auto It = Known.find(Key); It != Known.end())
    return It->second;
  Known[Key] = DataOrigin();
  DataOrigin O;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || isa<LambdaExpr>(S))
      return;
    if (const auto *R = dyn_cast<ReturnStmt>(S))
      O = join(O, of(R->getRetValue(), M));
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Def->getBody());
  Known[Key] = O;
  return O;
}

} // namespace acorn
