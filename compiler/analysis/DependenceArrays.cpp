// The arrays of the dependence walk (DependenceWalker.h): which elements each access reaches, and
// whether an element one iteration writes can be another's.
#include "analysis/DependenceWalker.h"

#include "analysis/ExpressionForms.h"
#include "analysis/LocalValues.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace acorn {
namespace dependence {
namespace {

/// Whether the memory of two accesses with different bases may overlap: two pointers unless one is
/// restrict (variables or members alike: a restrict pointer aliases no other pointer its scope
/// accesses); a pointer and an array unless the pointer is restrict, or a parameter and the array a
/// local of the function (whose address the caller cannot have); the same member of two objects
/// that may be one.
bool mayAlias(const ArrayAccess &X, const ArrayAccess &Y) {
  auto Pointer = [](const ValueDecl *V) {
    return V->getType()->isPointerType() && !V->getType().isRestrictQualified();
  };
  auto Restrict = [](const ValueDecl *V) {
    return V->getType()->isPointerType() && V->getType().isRestrictQualified();
  };
  auto InUnion = [](const ValueDecl *V) {
    const auto *F = dyn_cast<FieldDecl>(V);
    return F && F->getParent()->isUnion();
  };
  if (!isa<VarDecl>(X.Base) || !isa<VarDecl>(Y.Base)) {
    if (X.Base == Y.Base || InUnion(X.Base) || InUnion(Y.Base))
      return true;
    return !Restrict(X.Base) && !Restrict(Y.Base) && (Pointer(X.Base) || Pointer(Y.Base));
  }
  if (Pointer(X.Base) && Pointer(Y.Base))
    return true;
  const ValueDecl *P = Pointer(X.Base) ? X.Base : Pointer(Y.Base) ? Y.Base : nullptr;
  const ValueDecl *A = P == X.Base ? Y.Base : X.Base;
  if (!P || !A->getType()->isArrayType())
    return false;
  const auto *Array = dyn_cast<VarDecl>(A);
  return !(isa<ParmVarDecl>(P) && Array && Array->hasLocalStorage() && !isa<ParmVarDecl>(Array));
}

/// The variable a chain of members starts from (`s` of `s->a.b`), or null for `this`; Ok is false
/// when the chain starts elsewhere (a call, an element).
const ValueDecl *memberRoot(const MemberExpr *ME, bool &Ok) {
  const Expr *Cur = ME;
  while (const auto *M = dyn_cast<MemberExpr>(Cur))
    Cur = M->getBase()->IgnoreParenImpCasts();
  Ok = isa<CXXThisExpr>(Cur) || isa<DeclRefExpr>(Cur);
  return referenced(Cur);
}

} // namespace

const Expr *elementOf(const Expr *E) {
  const Expr *Cur = E->IgnoreParenImpCasts();
  for (const auto *ME = dyn_cast<MemberExpr>(Cur); ME && !ME->isArrow(); ME = dyn_cast<MemberExpr>(Cur))
    Cur = ME->getBase()->IgnoreParenImpCasts();
  return Cur != E->IgnoreParenImpCasts() && isa<ArraySubscriptExpr>(Cur) ? Cur : nullptr;
}

// a[i][j], p[k].x, s->y[i]: records the access; false when the base is neither a variable nor a
// member of one.
bool Walker::arrayAccess(const Expr *E, bool Write) {
  ArrayAccess A;
  A.Whole = E;
  A.Write = Write && !InAtomic;
  const Expr *Cur = E->IgnoreParenImpCasts();
  std::optional<bool> PendingWithin; // of the index peeled last: selects within its base's array
  while (true) {
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(Cur)) {
      if (PendingWithin)
        A.WithinArray.insert(A.WithinArray.begin(), *PendingWithin);
      A.Indices.insert(A.Indices.begin(), subscriptIndex(AS));
      A.Forms.insert(A.Forms.begin(), polynomial(subscriptIndex(AS)));
      expr(subscriptIndex(AS));
      Cur = subscriptBase(AS)->IgnoreParenImpCasts();
      PendingWithin = Cur->getType()->isArrayType();
      continue;
    }
    // A member of an element (p[i].x, p[i].pos[k]) is part of that element.
    const Expr *Element = elementOf(Cur);
    if (!Element)
      break;
    Cur = Element;
  }
  const ValueDecl *Root = referenced(Cur);
  bool Followed = Root != nullptr;
  A.Base = Root;
  if (const auto *ME = dyn_cast<MemberExpr>(Cur)) {
    Root = memberRoot(ME, Followed);
    A.Base = ME->getMemberDecl();
  }
  if (!Followed || (InAccessor && Root)) { // an accessor's element is of a member of its object
    expr(Cur);
    return false;
  }
  A.This = ThisObject;
  // The iteration's own array: an array variable of its own, or an array member reached without
  // a pointer (`t.v[k]`, not `t.p[k]` nor `t.q->v[k]`).
  bool ThroughPointer = A.Base->getType()->isPointerType();
  for (const auto *M = dyn_cast<MemberExpr>(Cur); M; M = dyn_cast<MemberExpr>(M->getBase()->IgnoreParenImpCasts()))
    ThroughPointer |= M->isArrow();
  if ((ownStorage(Root) && !ThroughPointer) || (Root == A.Base && OwnPointees.count(Root)))
    return true;
  if (const auto *VD = dyn_cast_or_null<VarDecl>(Root); VD && Local.count(VD)) {
    // A pointer of the iteration's: what it was set to point to.
    auto Def = PointerDefs.find(VD);
    if (Root != A.Base || A.Indices.size() != 1 || Def == PointerDefs.end())
      return false;
    A.Forms[0] = A.Forms[0] && Def->second.Offset ? std::optional(addPolynomials(*A.Forms[0], *Def->second.Offset))
                                                  : std::nullopt;
    throughPointerDef(A, Def->second);
    Cur = Def->second.BaseExpr;
    const auto *ME = dyn_cast<MemberExpr>(Cur);
    Root = ME ? memberRoot(ME, Followed) : referenced(Cur);
  }
  if (Root && (Root->getType()->isPointerType() || Root != A.Base))
    scalarEvent(Root, Cur->getBeginLoc(), false, true, std::nullopt); // reads the pointer
  A.BaseExpr = Cur;
  A.InLoops = BodiesWalked;
  Accesses.push_back(std::move(A));
  return true;
}

// `*p`, `p->x` for a pointer of the iteration's that points into an array: that array's element.
bool Walker::derivedAccess(const Expr *Pointer, const Expr *Whole, bool Write) {
  const auto *VD = dyn_cast_or_null<VarDecl>(referenced(Pointer));
  if (VD && OwnPointees.count(VD))
    return true;
  auto Def = VD ? PointerDefs.find(VD) : PointerDefs.end();
  if (Def == PointerDefs.end())
    return false;
  ArrayAccess A;
  A.Whole = Whole;
  A.Write = Write && !InAtomic;
  A.Indices = {Whole};
  A.Forms = {Def->second.Offset};
  throughPointerDef(A, Def->second);
  A.InLoops = BodiesWalked;
  Accesses.push_back(std::move(A));
  return true;
}

// A pointer argument whose callee only reads through it, or updates atomically (ArgumentReads.h):
// `a`, `&a[k]`, `a + k` of a variable from outside the loop, recorded as a use of a's elements at
// places unknown. False for other pointers.
bool Walker::argumentAccess(const Expr *Arg) {
  const Expr *E = Arg->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf) {
    E = U->getSubExpr()->IgnoreParenImpCasts();
    while (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
      E = subscriptBase(AS)->IgnoreParenImpCasts();
  } else if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAdditiveOp()) {
    E = (B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS())->IgnoreParenImpCasts();
  }
  const auto *VD = dyn_cast_or_null<VarDecl>(referenced(E));
  if (!VD || Local.count(VD) || !(VD->getType()->isPointerType() || VD->getType()->isArrayType()))
    return false;
  ArrayAccess A;
  A.Whole = Arg;
  A.BaseExpr = E;
  A.Base = VD;
  A.Indices = {Arg};
  A.Forms = {std::nullopt};
  A.InLoops = BodiesWalked;
  Accesses.push_back(std::move(A));
  return true;
}

void Walker::throughPointerDef(ArrayAccess &A, const PointerDef &Def) const {
  A.BaseExpr = Def.BaseExpr;
  A.Base = Def.Base;
  A.Indices.insert(A.Indices.begin(), Def.RowIndices.begin(), Def.RowIndices.end());
  A.Forms.insert(A.Forms.begin(), Def.RowForms.begin(), Def.RowForms.end());
  A.WithinArray.assign(Def.RowIndices.size(), true); // each row is an array within the one before
}

// `double *row = a + i * ld;`, `P *c = &p[i];`, `double *q = s->y;`, `double *row = A[i];` (or
// `&A[i][0]`) of a 2-D array, in code every iteration runs: the pointer stands for that place of
// the array (of the same element type) until it or what the indices name is written.
void Walker::definePointer(const VarDecl *P, const Expr *Init) {
  if (!Init || InAtomic || Conditional != Nest.back().Base)
    return;
  const Expr *E = Init->IgnoreParenImpCasts(), *Base = E;
  std::optional<Polynomial> Offset = constantPolynomial(0);
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf) {
    const auto *AS = dyn_cast<ArraySubscriptExpr>(U->getSubExpr()->IgnoreParenImpCasts());
    if (!AS)
      return;
    Base = subscriptBase(AS)->IgnoreParenImpCasts();
    Offset = polynomial(subscriptIndex(AS));
  } else if (const auto *B = dyn_cast<BinaryOperator>(E); B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub)) {
    bool LeftPointer = B->getLHS()->getType()->isPointerType();
    Base = (LeftPointer ? B->getLHS() : B->getRHS())->IgnoreParenImpCasts();
    Offset = polynomial(LeftPointer ? B->getRHS() : B->getLHS());
    if (Offset && B->getOpcode() == BO_Sub)
      Offset = addPolynomials({}, *Offset, -1);
  }
  QualType Element = Base->getType()->isArrayType() ? QualType(Base->getType()->getArrayElementTypeNoTypeQual(), 0)
                                                    : Base->getType()->getPointeeType();
  if (Element.isNull() ||
      Element.getCanonicalType().getUnqualifiedType() !=
          P->getType()->getPointeeType().getCanonicalType().getUnqualifiedType())
    return;
  pointInto(P, Base, Offset);
}

// Records that P points to element Offset of the array Base (not one of the iteration's own).
void Walker::pointInto(const VarDecl *P, const Expr *Base, std::optional<Polynomial> Offset) {
  // A row of an array (`A[i]` of `double A[R][C]`, `p[i]` of `double (*p)[C]`): its indices.
  PointerDef Def;
  for (const auto *AS = dyn_cast<ArraySubscriptExpr>(Base); AS && AS->getType()->isArrayType();
       AS = dyn_cast<ArraySubscriptExpr>(Base)) {
    Def.RowIndices.insert(Def.RowIndices.begin(), subscriptIndex(AS));
    Def.RowForms.insert(Def.RowForms.begin(), polynomial(subscriptIndex(AS)));
    Base = subscriptBase(AS)->IgnoreParenImpCasts();
  }
  const ValueDecl *Decl = referenced(Base);
  bool Followed = Decl != nullptr;
  if (const auto *ME = dyn_cast<MemberExpr>(Base)) {
    memberRoot(ME, Followed);
    Decl = ME->getMemberDecl();
  }
  const auto *BaseVar = dyn_cast_or_null<VarDecl>(Decl);
  if (!Followed || (BaseVar && Local.count(BaseVar)))
    return;
  Def.BaseExpr = Base;
  Def.Base = Decl;
  Def.Offset = Offset;
  Def.Depth = Nest.size();
  PointerDefs[P] = std::move(Def);
}

// `double &o = b[i];`, `Vec3 &q = P[i];`, `auto &&r = C[i].q;` in code every iteration runs: the
// reference stands for (part of) that element as a pointer to it would, until what its indices
// name is written; one bound to the iteration's own storage (`double &x = t[k];`) is its own.
void Walker::defineReference(const VarDecl *R, const Expr *Init) {
  const Expr *E = Init->IgnoreParenImpCasts();
  if (!E->isGLValue())
    return;
  if (ownStorage(referenced(ownStorageBase(E)))) {
    OwnReferences.insert(R);
    return;
  }
  const auto *Element = dyn_cast<ArraySubscriptExpr>(elementOf(E) ? elementOf(E) : E);
  if (Element && !R->getType().getNonReferenceType()->isArrayType() && !InAtomic &&
      Conditional == Nest.back().Base)
    pointInto(R, subscriptBase(Element)->IgnoreParenImpCasts(), polynomial(subscriptIndex(Element)));
}

// The reference of the iteration's E is, or is a member of (`q` of `q.x`), else null.
const VarDecl *Walker::referenceRoot(const Expr *E) const {
  const auto *V = dyn_cast_or_null<VarDecl>(referenced(ownStorageBase(E)));
  return V && V->getType()->isReferenceType() && Local.count(V) ? V : nullptr;
}

// A variable of the iteration's own: an array or struct declared in the body (or private), not a
// pointer or a reference, which may reach memory other iterations share.
bool Walker::ownStorage(const ValueDecl *V) const {
  const auto *VD = dyn_cast_or_null<VarDecl>(V);
  return VD && Local.count(VD) && (VD->getType()->isArrayType() || VD->getType()->isRecordType());
}

// A variable with one value in the whole loop: not the loop's, not declared or written in it.
bool Walker::fixed(const ValueDecl *V) const {
  const auto *VD = dyn_cast<VarDecl>(V);
  auto It = Scalars.find(V);
  return V != LoopVar && VD && !Local.count(VD) && (It == Scalars.end() || !It->second.Written);
}

// A symbol of a subscript with one value in the whole loop: a fixed variable, or a member of one.
bool Walker::fixedSymbol(Symbol S) const {
  auto Atom = llvm::find_if(Atoms, [&](const auto &A) { return A.E == S; });
  if (Atom == Atoms.end())
    return fixed(static_cast<const ValueDecl *>(S));
  return !Atom->Root || fixed(Atom->Root);
}

// The value of a variable set earlier in this iteration (or, with LocalValues, of a local that keeps
// its initialiser), or an integer member taken as a symbol.
std::optional<Polynomial> Walker::knownValue(const Expr *E) {
  if (const auto *R = dyn_cast<DeclRefExpr>(E)) { // E has no casts left (polynomialOf)
    if (auto Argument = ArgumentValues.find(R->getDecl()); Argument != ArgumentValues.end())
      return Argument->second;
    if (auto It = Definitions.find(R->getDecl()); It != Definitions.end())
      return It->second.first;
    const auto *VD = dyn_cast<VarDecl>(R->getDecl());
    if (!LocalValues || !VD || InAccessor || Local.count(VD) || VD == LoopVar ||
        VD->getParentFunctionOrMethod() != LoopVar->getParentFunctionOrMethod())
      return std::nullopt;
    auto [It, New] = LocalValueCache.try_emplace(VD);
    if (New)
      It->second = unchangedLocalValue(VD, Ctx);
    return It->second;
  }
  const auto *ME = dyn_cast<MemberExpr>(E);
  bool Followed = false;
  if (!ME || !ME->getType()->isIntegerType())
    return std::nullopt;
  const ValueDecl *Root = memberRoot(ME, Followed);
  if (!Followed || (InAccessor && Root)) // an accessor's members are its object's
    return std::nullopt;
  if (!Root && ThisObject)
    Root = referenced(ThisObject);
  auto Atom = llvm::find_if(Atoms, [&](const auto &A) { return sameMember(A.E, A.This, E, ThisObject); });
  if (Atom == Atoms.end())
    Atom = Atoms.insert(Atoms.end(), {E, Root, ThisObject});
  return symbolPolynomial(Atom->E);
}

// How the analysed loop's variable runs. Its start is evaluated once, before the loop: one that is
// not a polynomial (`1 + i % 2`, red-black sweeps) is a symbol with one value in the whole loop.
std::optional<VariableRange> Walker::ownRange() {
  const Expr *Start = Loop.Lower ? Loop.Lower->IgnoreParenCasts() : nullptr;
  return variableRange(Loop, Ctx, 0, [this, Start](const Expr *E) -> std::optional<Polynomial> {
    if (std::optional<Polynomial> Known = knownValue(E))
      return Known;
    if (E != Start || !E->getType()->isIntegerType() || polynomialOf(E, Ctx, [this](const Expr *Sub) {
          return knownValue(Sub);
        }))
      return std::nullopt;
    Atoms.push_back({E, nullptr});
    return symbolPolynomial(E);
  });
}

// After `V = Value` in code every iteration of the innermost enclosing loop runs: V's value is known
// until something it names is written.
void Walker::define(const ValueDecl *V, const Expr *Value) {
  if (!V->getType()->isIntegerType() || InAtomic || Conditional != Nest.back().Base)
    return;
  if (std::optional<Polynomial> P = polynomial(Value); P && !symbolsOf(*P).count(V))
    Definitions[V] = {*P, Nest.size()};
}

void Walker::forgetDefinitions(const ValueDecl *Written) {
  forgetIf([&](const ValueDecl *V, const std::set<Symbol> &Named, size_t) { return V == Written || Named.count(Written); });
}

// A loop runs its body again after later statements: what they write is not known at its start.
void Walker::enterLoop(const Stmt *Loop) {
  forgetIf([&](const ValueDecl *V, const std::set<Symbol> &Named, size_t) {
    if (!V->getType()->isReferenceType() && writesDirectly(Loop, V)) // `r = x` writes what r is bound to
      return true;
    return llvm::any_of(Named, [&](Symbol S) {
      return llvm::none_of(Atoms, [&](const auto &A) { return A.E == S; }) &&
             writesDirectly(Loop, static_cast<const ValueDecl *>(S));
    });
  });
  Nest.emplace_back(Conditional);
}

void Walker::leaveLoop() {
  Nest.pop_back();
  forgetIf([&](const ValueDecl *, const std::set<Symbol> &, size_t Depth) { return Depth > Nest.size(); });
}

// What A's subscripts are read against: the sizes proven at least 1 are the bounds of the loops
// running A (the analysed one, the ones around it and the nested ones whose bodies hold it).
SubscriptContext Walker::subscripts(const ArrayAccess &A) const {
  SubscriptContext S{LoopVar, InnerRanges, [this](Symbol X) { return fixedSymbol(X); }};
  S.Ranges[LoopVar] = OwnRange ? *OwnRange : VariableRange{};
  S.NotSizes = EnclosingLoopVars;
  S.Enclosing = EnclosingRanges;
  S.ProvenSizes = sizesBoundedBy(S.Ranges[LoopVar]);
  S.ProvenSizes.insert(EnclosingSizes.begin(), EnclosingSizes.end());
  // The spans of those loops are at least 0 where A runs (when they name fixed symbols only).
  auto AddSpan = [&](const VariableRange &R) {
    if (R.Span && llvm::all_of(symbolsOf(*R.Span), [&](Symbol X) { return !S.Ranges.count(X) && S.Fixed(X); }))
      S.Facts.push_back(*R.Span);
  };
  AddSpan(S.Ranges[LoopVar]);
  for (const auto &[V, R] : EnclosingRanges)
    AddSpan(R);
  for (Symbol V : A.InLoops)
    if (auto It = InnerRanges.find(V); It != InnerRanges.end()) {
      for (Symbol X : sizesBoundedBy(It->second))
        S.ProvenSizes.insert(X);
      AddSpan(It->second);
    }
  return S;
}

// Whether indices X (of one iteration, read against SX) and Y (of another) of one array reach the
// same element only in the same iteration, or never: at one index, or else in the difference of
// two (the same element has the same difference: c[i][j] and c[j][i] of a triangle j > i, j - i
// above 0 in one, below in the other); Comparable(K) says whether the indices from K on can be.
static bool separated(const std::vector<std::optional<Polynomial>> &X, const SubscriptContext &SX,
                      const std::vector<std::optional<Polynomial>> &Y, const SubscriptContext &SY, Symbol LoopVar,
                      const std::function<bool(size_t)> &Comparable) {
  auto Apart = [&](const Polynomial &PX, const Polynomial &PY) {
    std::optional<IndexForm> FX = indexForm(PX, SX), FY = indexForm(PY, SY);
    return FX && FY && separation(*FX, *FY, LoopVar) != Separation::Unknown;
  };
  size_t N = std::min(X.size(), Y.size());
  for (size_t K = 0; K < N; ++K)
    if (X[K] && Y[K] && Apart(*X[K], *Y[K]) && Comparable(K))
      return true;
  for (size_t K = 0; K < N; ++K)
    for (size_t L = K + 1; L < N; ++L) {
      if (!X[K] || !X[L] || !Y[K] || !Y[L] || !Comparable(K))
        continue;
      std::optional<IndexForm> DX = indexForm(addPolynomials(*X[K], *X[L], -1), SX);
      std::optional<IndexForm> DY = indexForm(addPolynomials(*Y[K], *Y[L], -1), SY);
      if (!DX || !DY)
        continue;
      if (separation(*DX, *DY, LoopVar) != Separation::Unknown)
        return true;
      // Differences that meet only where their counters are 0 (a triangle with its diagonal,
      // j from i: i - j <= 0 <= j' - i'): apart when the loop's counter is one of them in both, or
      // when an index is apart with those counters 0.
      auto Zero = meetOnlyAtStart(*DX, *DY);
      if (!Zero)
        continue;
      if (Zero->first.count(LoopVar) && Zero->second.count(LoopVar))
        return true;
      for (size_t M : {K, L}) {
        std::optional<IndexForm> FX = indexForm(*X[M], SX), FY = indexForm(*Y[M], SY);
        if (FX && FY &&
            separation(atStart(*FX, Zero->first), atStart(*FY, Zero->second), LoopVar) != Separation::Unknown)
          return true;
      }
    }
  return false;
}

// Whether W and A (of the same base) reach the same element only in the same iteration, or never:
// so at some index, the later indices selecting within the element (not through a pointer each
// row holds: rows of a `double **` may overlap), and the rows loaded before it reached alike.
bool Walker::apart(const ArrayAccess &W, const ArrayAccess &A) const {
  auto Comparable = [&](size_t K) {
    auto Within = [&](const ArrayAccess &Z) {
      return llvm::all_of(llvm::drop_begin(Z.WithinArray, K), [](bool B) { return B; });
    };
    // Rows loaded from the indices before K (`q[r][c]` of a double **q) are one row only when
    // written alike.
    for (size_t M = 1; M <= K; ++M)
      if (!W.WithinArray[M - 1] || !A.WithinArray[M - 1])
        for (size_t P = 0; P < M; ++P)
          if (!sameExpression(W.Indices[P], A.Indices[P], Ctx))
            return false;
    return Within(W) && Within(A);
  };
  SubscriptContext SW = subscripts(W), SA = subscripts(A);
  if (separated(W.Forms, SW, A.Forms, SA, LoopVar, Comparable))
    return true;
  // A flat subscript of one size in both is a row and a column (c[i*n + j] and c[j*n + i]).
  if (W.Forms.size() != 1 || A.Forms.size() != 1 || !W.Forms[0] || !A.Forms[0])
    return false;
  for (const RowSplit &SplitW : rowSplits(*W.Forms[0], SW))
    for (const RowSplit &SplitA : rowSplits(*A.Forms[0], SA))
      if (SplitW.Size == SplitA.Size &&
          separated({SplitW.Row, SplitW.Column}, SW, {SplitA.Row, SplitA.Column}, SA, LoopVar,
                    [](size_t) { return true; }))
        return true;
  return false;
}

// A variable A's subscripts name (or the starts and bounds of the loops they name) that changes in
// the loop and is no loop's variable with a range: what keeps them from being affine in the loops'
// counters (`ilo` of psi[(d - i) * NX + i] for i from ilo, set in each iteration of d).
const ValueDecl *Walker::unfollowed(const ArrayAccess &A) const {
  SubscriptContext S = subscripts(A);
  std::vector<Symbol> Work;
  std::set<Symbol> Seen;
  for (const std::optional<Polynomial> &F : A.Forms)
    if (F)
      for (Symbol X : symbolsOf(*F))
        Work.push_back(X);
  while (!Work.empty()) {
    Symbol X = Work.back();
    Work.pop_back();
    if (!Seen.insert(X).second)
      continue;
    if (auto It = S.Ranges.find(X); It != S.Ranges.end()) {
      // The start last, to be looked at first.
      if (It->second.Span)
        for (Symbol B : symbolsOf(*It->second.Span))
          Work.push_back(B);
      for (Symbol B : symbolsOf(It->second.Lower))
        Work.push_back(B);
    } else if (!S.Fixed(X) && llvm::none_of(Atoms, [&](const auto &At) { return At.E == X; })) {
      return static_cast<const ValueDecl *>(X);
    }
  }
  return nullptr;
}

// Whether the base of an access is the same memory in every iteration: a member (`s->y`) of a
// variable the loop does not change.
bool Walker::baseFixed(const ArrayAccess &A) const {
  const auto *ME = dyn_cast<MemberExpr>(A.BaseExpr);
  bool Followed = false;
  const ValueDecl *Root = ME ? memberRoot(ME, Followed) : nullptr;
  if (ME && !Root && A.This)
    Root = referenced(A.This);
  return !Root || fixed(Root);
}

// Fails unless no element W writes in one iteration is used by another: W itself, the other
// accesses of its base, and (with Aliases) accesses of bases that may overlap it.
void Walker::checkWrite(const ArrayAccess &W, bool Aliases) {
  std::string Name = "'" + W.Base->getNameAsString() + "'";
  if (!baseFixed(W)) {
    fail(W.Whole->getBeginLoc(), "it writes '" + text(W.Whole) + "', whose address Acorn cannot follow");
    return;
  }
  if (!apart(W, W)) {
    bool Analysed = llvm::all_of(W.IndexForms, [](const auto &F) { return F.has_value(); });
    bool Moves = llvm::any_of(W.IndexForms, [](const auto &F) { return F && !F->Terms.empty(); });
    const ValueDecl *Changing = Analysed ? nullptr : unfollowed(W);
    if (!Analysed && !Moves && Changing)
      fail(W.Whole->getBeginLoc(), "the element of " + Name + " written (" + text(W.Whole) + ") depends on '" +
                                       Changing->getNameAsString() + "', which changes in the loop in a way Acorn "
                                       "cannot follow (not an affine function of the loops' variables)");
    else if (!Analysed && !Moves)
      fail(W.Whole->getBeginLoc(), "the element of " + Name + " written (" + text(W.Whole) +
                                       ") is not an affine function of '" + LoopVar->getNameAsString() + "'");
    else if (!Moves)
      fail(W.Whole->getBeginLoc(), "every iteration writes " + text(W.Whole));
    else if (llvm::any_of(W.IndexForms, [&](const auto &F) {
               const IndexTerm *T = F ? F->term(LoopVar) : nullptr;
               return T && !T->Sign;
             }))
      fail(W.Whole->getBeginLoc(), "the elements of " + Name + " one iteration writes (" + text(W.Whole) +
                                       ") may be written by another: the factor of '" + LoopVar->getNameAsString() +
                                       "' there is not known to be nonzero");
    else
      fail(W.Whole->getBeginLoc(), "the elements of " + Name + " one iteration writes (" + text(W.Whole) +
                                       ") may be written by another");
    return;
  }
  for (const ArrayAccess &A : Accesses) {
    if (&A == &W)
      continue;
    if (!baseFixed(A))
      fail(A.Whole->getBeginLoc(), "'" + text(W.Whole) + "' is written and '" + text(A.Whole) +
                                       "' is used, whose address Acorn cannot follow");
    else if (sameMember(A.BaseExpr, A.This, W.BaseExpr, W.This)) {
      if (!apart(W, A))
        fail(A.Whole->getBeginLoc(), "'" + text(W.Whole) + "' is written and '" + text(A.Whole) + "' is " +
                                         (A.Write ? "written" : "used") + ", which other iterations may " +
                                         (A.Write ? "use" : "write"));
    } else if (Aliases && mayAlias(W, A)) {
      // The advice names the pointers that restrict would mend (an array cannot be declared so).
      auto Plain = [](const ValueDecl *V) { return V->getType()->isPointerType() && !V->getType().isRestrictQualified(); };
      std::string Advice = Plain(W.Base) && Plain(A.Base) ? "declare them restrict"
                           : Plain(W.Base)                ? "declare '" + baseText(W) + "' restrict"
                           : Plain(A.Base)                ? "declare '" + baseText(A) + "' restrict"
                                                          : "";
      fail(W.Whole->getBeginLoc(), "'" + baseText(W) + "' and '" + baseText(A) +
                                       "' may point to the same memory (" + (Advice.empty() ? "" : Advice + " or ") +
                                       "mark the loop independent)");
    }
  }
  if (!Aliases)
    return;
  if (SharedReader) {
    bool System = false;
    fail(SharedReader->getBeginLoc(), "the call of '" + calleeName(SharedReader, Ctx, System) +
                                          "' reads memory other iterations may write");
  }
  // Memory read through other expressions (`*q`, `s->n`) of the type W writes.
  QualType Element = W.Whole->getType().getCanonicalType().getUnqualifiedType();
  bool ReadsSameType = llvm::any_of(UnknownReads, [&](QualType T) {
    T = T.getCanonicalType().getUnqualifiedType();
    return T == Element || T->isCharType() || Element->isCharType() || T->isRecordType();
  });
  if (ReadsSameType && W.Base->getType()->isPointerType() && !W.Base->getType().isRestrictQualified())
    fail(W.Whole->getBeginLoc(), Name + " may point to memory the loop reads through other pointers");
}

} // namespace dependence
} // namespace acorn
