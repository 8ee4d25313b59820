#include "analysis/LoopDependence.h"

#include "analysis/CallEffects.h"
#include "analysis/CanonicalLoop.h"
#include "analysis/ExpressionForms.h"
#include "analysis/SubscriptRanges.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/FoldingSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acorn {
namespace {

/// An element of an array (or of the memory a pointer points to) the loop uses.
struct ArrayAccess {
  const ValueDecl *Base = nullptr;
  std::vector<const Expr *> Indices;
  /// For each index but the first: whether it selects within the array the earlier ones selected
  /// (a[i][j] of a C array or of a pointer to arrays), not through a pointer loaded from it.
  std::vector<bool> WithinArray;
  const Expr *Whole = nullptr;
  bool Write = false;
};

/// What happens to a scalar declared outside the loop, in evaluation order.
struct ScalarUse {
  bool Seen = false;
  bool WrittenFirst = false; ///< the first access is an unconditional plain write
  bool Written = false;
  bool Read = false;         ///< its value is used in the loop (not only overwritten)
  bool Uncovered = false;    ///< read somewhere without a write before it in the same iteration
  bool PlainUse = false;     ///< read or written other than by accumulation
  std::optional<OpenACCReductionOperator> Accumulation;
  bool MixedAccumulation = false;
  SourceLocation First;
};

/// Whether two different variables may reach the same memory: two pointers unless one is restrict;
/// a pointer and an array unless the pointer is restrict, or a parameter and the array a local of
/// the function (whose address the caller cannot have).
bool mayAlias(const ValueDecl *X, const ValueDecl *Y) {
  auto Pointer = [](const ValueDecl *V) {
    return V->getType()->isPointerType() && !V->getType().isRestrictQualified();
  };
  if (Pointer(X) && Pointer(Y))
    return true;
  const ValueDecl *P = Pointer(X) ? X : Pointer(Y) ? Y : nullptr;
  const ValueDecl *A = P == X ? Y : X;
  if (!P || !A->getType()->isArrayType())
    return false;
  const auto *Array = dyn_cast<VarDecl>(A);
  return !(isa<ParmVarDecl>(P) && Array && Array->hasLocalStorage() && !isa<ParmVarDecl>(Array));
}

/// Walks the loop body in evaluation order.
class Walker {
public:
  Walker(const CanonicalLoop &Loop, const ASTContext &Ctx, const VariableSet &LiveAfter)
      : Loop(Loop), LoopVar(Loop.Var), Ctx(Ctx), LiveAfter(LiveAfter) {}

  void stmt(const Stmt *S);
  void finish(LoopDependence &Out);
  /// A variable each iteration has its own copy of (declared in the body, or private).
  void addLocal(const VarDecl *V) { Local.insert(V); }

private:
  void expr(const Expr *E);
  void assign(const Expr *Target, const Expr *Value, BinaryOperatorKind Op);
  void scalarEvent(const ValueDecl *V, SourceLocation Loc, bool Write, bool Plain,
                   std::optional<OpenACCReductionOperator> Accumulate);
  bool arrayAccess(const Expr *E, bool Write);
  void fail(SourceLocation Loc, std::string Msg) {
    if (Why.empty()) {
      Why = std::move(Msg);
      Where = Loc;
    }
  }
  bool isScalarOfInterest(const ValueDecl *V) const {
    const auto *VD = dyn_cast<VarDecl>(V);
    return VD && VD != LoopVar && !Local.count(VD) && !VD->getType()->isArrayType() &&
           !VD->getType()->isRecordType() && !VD->getType()->isReferenceType();
  }
  std::string text(const Expr *E) const {
    std::string S;
    llvm::raw_string_ostream OS(S);
    E->printPretty(OS, nullptr, PrintingPolicy(Ctx.getLangOpts()));
    return OS.str();
  }
  int affine(const Expr *E) const; // 0: invariant, 1: affine with a nonzero coefficient, -1: neither
  std::vector<const ValueDecl *> writtenFirstByBothBranches(const IfStmt *I) const;
  bool invariant(const Expr *E) const;
  bool disjoint(const ArrayAccess &X, const ArrayAccess &Y) const;
  bool fixed(const ValueDecl *V) const;
  SubscriptContext subscripts() const {
    return {Loop, Ctx, [this](const ValueDecl *V) { return fixed(V); }, InnerSpans};
  }

  const CanonicalLoop &Loop;
  const VarDecl *LoopVar;
  const ASTContext &Ctx;
  const VariableSet &LiveAfter;
  /// The loop's body and the bodies of loops nested in it: which scalars each iteration of them
  /// writes first (Base: the conditional depth at which its statements run unconditionally).
  struct NestLevel {
    explicit NestLevel(int Base) : Base(Base) {}
    int Base;
    llvm::DenseMap<const ValueDecl *, bool> FirstIsWrite;
  };
  std::vector<NestLevel> Nest = std::vector<NestLevel>(1, NestLevel(0));
  llvm::SmallPtrSet<const VarDecl *, 8> Local;
  llvm::MapVector<const ValueDecl *, ScalarUse> Scalars;
  std::vector<ArrayAccess> Accesses;
  std::map<const ValueDecl *, Polynomial> InnerSpans; ///< how far each inner loop's variable ranges
  bool UnknownReads = false; ///< memory read through expressions other than a variable's elements
  int Conditional = 0, Breakable = 0, InAtomic = 0;
  std::string Why;
  SourceLocation Where;
};

std::vector<const ValueDecl *> Walker::writtenFirstByBothBranches(const IfStmt *I) const {
  if (!I->getElse())
    return {};
  // Each branch walked alone: the scalars whose first use in it is an unconditional plain write.
  auto FirstWrites = [&](const Stmt *Branch) {
    Walker W(Loop, Ctx, LiveAfter);
    W.Local = Local;
    W.stmt(Branch);
    std::vector<const ValueDecl *> Out;
    for (const auto &[V, U] : W.Scalars)
      if (U.WrittenFirst)
        Out.push_back(V);
    return Out;
  };
  std::vector<const ValueDecl *> Then = FirstWrites(I->getThen()), Else = FirstWrites(I->getElse());
  llvm::erase_if(Then, [&](const ValueDecl *V) { return !llvm::is_contained(Else, V); });
  return Then;
}

void Walker::scalarEvent(const ValueDecl *V, SourceLocation Loc, bool Write, bool Plain,
                         std::optional<OpenACCReductionOperator> Accumulate) {
  if (InAtomic && Write) // atomic updates leave the variable shared
    return;
  if (!isScalarOfInterest(V)) {
    // What a reference from outside the loop refers to is one variable for all the iterations.
    const auto *VD = dyn_cast<VarDecl>(V);
    if (Write && VD && VD != LoopVar && !Local.count(VD) && VD->getType()->isReferenceType())
      fail(Loc, "it writes '" + VD->getNameAsString() + "', a reference to a variable the iterations share");
    return;
  }
  ScalarUse &U = Scalars[V];
  if (!U.Seen) {
    U.Seen = true;
    U.First = Loc;
    U.WrittenFirst = Write && Plain && Conditional == 0;
  }
  bool Reads = !Write || Accumulate;
  // A read is covered when, in the current iteration of this loop or of a loop nested in it, the
  // first use of the scalar was an unconditional write.
  bool Covered = false;
  for (NestLevel &Level : Nest) {
    auto [It, New] = Level.FirstIsWrite.try_emplace(V, Write && Plain && !Accumulate && Conditional == Level.Base);
    Covered |= It->second && !New;
  }
  U.Uncovered |= Reads && !Covered;
  U.Written |= Write;
  U.Read |= Reads;
  if (Accumulate) {
    if (U.Accumulation && *U.Accumulation != *Accumulate)
      U.MixedAccumulation = true;
    U.Accumulation = Accumulate;
  } else if (!InAtomic) {
    U.PlainUse = true;
  }
}

// a[i][j], p[k]: records the access; false when the base is not a variable.
bool Walker::arrayAccess(const Expr *E, bool Write) {
  ArrayAccess A;
  A.Whole = E;
  A.Write = Write && !InAtomic;
  const Expr *Cur = E->IgnoreParenImpCasts();
  while (const auto *AS = dyn_cast<ArraySubscriptExpr>(Cur)) {
    A.Indices.insert(A.Indices.begin(), AS->getIdx());
    expr(AS->getIdx());
    Cur = AS->getBase()->IgnoreParenImpCasts();
    if (isa<ArraySubscriptExpr>(Cur))
      A.WithinArray.insert(A.WithinArray.begin(), Cur->getType()->isArrayType());
  }
  const ValueDecl *Base = referenced(Cur);
  if (!Base) {
    expr(Cur);
    return false;
  }
  const auto *VD = dyn_cast<VarDecl>(Base);
  if (VD && Local.count(VD))
    return true; // the iteration's own array
  if (Base->getType()->isPointerType())
    scalarEvent(Base, Cur->getBeginLoc(), false, true, std::nullopt); // reads the pointer
  A.Base = Base;
  Accesses.push_back(std::move(A));
  return true;
}

void Walker::assign(const Expr *Target, const Expr *Value, BinaryOperatorKind Op) {
  const Expr *T = Target->IgnoreParenImpCasts();
  std::optional<OpenACCReductionOperator> Acc;
  if (const ValueDecl *V = referenced(T)) {
    // s = s op e and s op= e accumulate into s; anything else is a plain write.
    OpenACCReductionOperator Extremum;
    if (Op == BO_Assign && Value) {
      if (const Expr *E = extremum(V, Value, Ctx, Extremum)) {
        expr(E);
        scalarEvent(V, T->getBeginLoc(), true, false, Extremum);
        return;
      }
    }
    if (Op != BO_Assign) {
      Acc = accumulationOp(Op);
    } else if (const auto *B = dyn_cast<BinaryOperator>(Value->IgnoreParenImpCasts())) {
      bool Left = referenced(B->getLHS()) == V && !mentions(B->getRHS(), V);
      bool Right = referenced(B->getRHS()) == V && !mentions(B->getLHS(), V) && B->getOpcode() != BO_Sub;
      if (Left || Right)
        Acc = accumulationOp(B->getOpcode());
      if (Acc) {
        expr(Left ? B->getRHS() : B->getLHS());
        scalarEvent(V, T->getBeginLoc(), true, false, Acc);
        return;
      }
    }
    if (Value)
      expr(Value);
    if (Op != BO_Assign && !Acc)
      scalarEvent(V, T->getBeginLoc(), false, true, std::nullopt); // x <<= e reads x
    scalarEvent(V, T->getBeginLoc(), true, !Acc, Acc);
    return;
  }
  if (Value)
    expr(Value);
  if (isa<ArraySubscriptExpr>(T)) {
    if (!arrayAccess(T, true) && !InAtomic)
      fail(T->getBeginLoc(), "it writes '" + text(T) + "', whose address Acorn cannot follow");
    return;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(T)) {
    const ValueDecl *Root = referenced(ME->getBase());
    if (const auto *RV = dyn_cast_or_null<VarDecl>(Root); RV && Local.count(RV))
      return;
  }
  if (!InAtomic)
    fail(T->getBeginLoc(), "it writes '" + text(T) + "', whose address Acorn cannot follow");
}

void Walker::expr(const Expr *E) {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    scalarEvent(DRE->getDecl(), DRE->getLocation(), false, true, std::nullopt);
    return;
  }
  if (isa<ArraySubscriptExpr>(E)) {
    if (!arrayAccess(E, false))
      UnknownReads = true;
    return;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAssignmentOp()) {
      assign(B->getLHS(), B->getRHS(), B->getOpcode());
      return;
    }
    expr(B->getLHS());
    if (B->isLogicalOp())
      ++Conditional;
    expr(B->getRHS());
    if (B->isLogicalOp())
      --Conditional;
    return;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->isIncrementDecrementOp()) {
      assign(U->getSubExpr(), nullptr, U->isIncrementOp() ? BO_AddAssign : BO_SubAssign);
      return;
    }
    if (U->getOpcode() == UO_Deref)
      UnknownReads = true;
    expr(U->getSubExpr());
    return;
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    expr(C->getCond());
    ++Conditional;
    expr(C->getTrueExpr());
    expr(C->getFalseExpr());
    --Conditional;
    return;
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    bool System = false;
    std::string Name = calleeName(Call, Ctx, System);
    for (const Expr *Arg : Call->arguments()) {
      QualType T = Arg->IgnoreParenImpCasts()->getType();
      if (!System && !Name.empty() && (T->isPointerType() || T->isArrayType() || Arg->isGLValue()))
        fail(Arg->getBeginLoc(), "the call of '" + Name + "' passes '" + text(Arg) + "', which it may write");
      expr(Arg);
    }
    if (Name.empty() || isa<CXXMemberCallExpr>(Call))
      fail(Call->getBeginLoc(), "it calls '" + text(Call->getCallee()) + "', which Acorn cannot follow");
    else if (CallEffect Effect = callEffect(Call->getDirectCallee()); Effect.WrittenGlobal)
      fail(Call->getBeginLoc(), "the call of '" + Name + "' writes '" + Effect.WrittenGlobal->getNameAsString() +
                                    "', which other iterations may use");
    else if (Effect.Unknown)
      fail(Call->getBeginLoc(), "it calls '" + Effect.Unknown->getNameAsString() +
                                    "', whose body is in another file and may write global data (mark the loop "
                                    "independent if it does not)");
    return;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    if (ME->isArrow())
      UnknownReads = true;
    expr(ME->getBase());
    return;
  }
  for (const Stmt *Child : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Child))
      expr(CE);
}

void Walker::stmt(const Stmt *S) {
  if (!S)
    return;
  if (const auto *E = dyn_cast<Expr>(S))
    return expr(E);
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D)) {
        Local.insert(VD);
        expr(VD->getInit());
      }
    return;
  }
  if (const auto *F = dyn_cast<ForStmt>(S)) {
    std::string Why;
    SourceLocation Where;
    if (std::optional<CanonicalLoop> Inner = analyzeCanonicalLoop(F, Why, Where))
      if (std::optional<Polynomial> Span = variableSpan(*Inner, Ctx))
        InnerSpans[Inner->Var] = *Span;
    stmt(F->getInit());
    ++Conditional, ++Breakable;
    Nest.emplace_back(Conditional);
    expr(F->getCond());
    stmt(F->getBody());
    expr(F->getInc());
    Nest.pop_back();
    --Conditional, --Breakable;
    return;
  }
  if (isa<WhileStmt, DoStmt, SwitchStmt>(S)) {
    ++Conditional, ++Breakable;
    if (!isa<SwitchStmt>(S))
      Nest.emplace_back(Conditional);
    for (const Stmt *Child : S->children())
      stmt(Child);
    if (!isa<SwitchStmt>(S))
      Nest.pop_back();
    --Conditional, --Breakable;
    return;
  }
  if (const auto *I = dyn_cast<IfStmt>(S)) {
    const ValueDecl *Target;
    OpenACCReductionOperator Extremum;
    if (const Expr *E = conditionalExtremum(I, Ctx, Target, Extremum)) { // if (e > m) m = e;
      expr(E);
      scalarEvent(Target, I->getBeginLoc(), /*Write=*/true, /*Plain=*/false, Extremum);
      return;
    }
    stmt(I->getInit());
    expr(I->getCond());
    // A scalar that both branches write before they read it is written first by the if.
    for (const ValueDecl *V : writtenFirstByBothBranches(I))
      scalarEvent(V, I->getBeginLoc(), /*Write=*/true, /*Plain=*/true, std::nullopt);
    ++Conditional;
    stmt(I->getThen());
    stmt(I->getElse());
    --Conditional;
    return;
  }
  if (isa<ReturnStmt, GotoStmt, IndirectGotoStmt>(S) || (isa<BreakStmt>(S) && Breakable == 0)) {
    fail(S->getBeginLoc(), "it can leave the loop early");
    return;
  }
  if (const auto *A = dyn_cast<OpenACCAtomicConstruct>(S)) {
    // Atomic updates do not order the iterations.
    ++InAtomic;
    for (const Stmt *Child : A->children())
      stmt(Child);
    --InAtomic;
    return;
  }
  for (const Stmt *Child : S->children())
    stmt(Child);
}

// A variable with one value in the whole loop: not the loop's, not declared or written in it.
bool Walker::fixed(const ValueDecl *V) const {
  const auto *VD = dyn_cast<VarDecl>(V);
  auto It = Scalars.find(V);
  return V != LoopVar && VD && !Local.count(VD) && (It == Scalars.end() || !It->second.Written);
}

// Whether an index has one value in the whole loop: it names neither the loop variable nor a
// variable the loop writes or declares.
bool Walker::invariant(const Expr *E) const {
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (VD && (VD == LoopVar || Local.count(VD)))
      return false;
    auto It = Scalars.find(DRE->getDecl());
    return It == Scalars.end() || !It->second.Written;
  }
  if (isa<CallExpr>(E) || isa<UnaryOperator>(E) && cast<UnaryOperator>(E)->isIncrementDecrementOp())
    return false;
  for (const Stmt *Child : E->children())
    if (Child && !invariant(cast<Expr>(Child)))
      return false;
  return true;
}

// Two accesses that never reach the same element: at some index both are invariant and differ by
// a nonzero constant (p[r][c] and p[r - 1][c] in a loop over c), with the later indices selecting
// within that row (not through a pointer each row holds).
bool Walker::disjoint(const ArrayAccess &X, const ArrayAccess &Y) const {
  if (X.Indices.size() != Y.Indices.size())
    return false;
  if (X.Indices.size() == 1 && apartByTrip(X.Indices[0], Y.Indices[0], subscripts()))
    return true;
  for (size_t K = 0; K < X.Indices.size(); ++K) {
    bool Within = llvm::all_of(llvm::drop_begin(X.WithinArray, K), [](bool B) { return B; }) &&
                  llvm::all_of(llvm::drop_begin(Y.WithinArray, K), [](bool B) { return B; });
    if (!Within || !invariant(X.Indices[K]) || !invariant(Y.Indices[K]))
      continue;
    std::pair<const Expr *, int64_t> XForm = offsetForm(X.Indices[K], Ctx), YForm = offsetForm(Y.Indices[K], Ctx);
    bool SameBase = (!XForm.first && !YForm.first) ||
                    (XForm.first && YForm.first && sameExpression(XForm.first, YForm.first, Ctx));
    if (SameBase && XForm.second != YForm.second)
      return true;
  }
  return false;
}

// Whether E is affine in the loop variable: 1 with a nonzero coefficient, 0 when E does not depend
// on it, -1 otherwise (a coefficient that is not a constant counts as nonzero, as in codes that
// write u[i * n + j]).
int Walker::affine(const Expr *E) const {
  E = E->IgnoreParenImpCasts();
  // An integer cast of an integer (`(size_t)(i) * nx` in an index macro) keeps the form.
  if (const auto *C = dyn_cast<ExplicitCastExpr>(E);
      C && C->getType()->isIntegerType() && C->getSubExpr()->getType()->isIntegerType())
    return affine(C->getSubExpr());
  if (referenced(E) == LoopVar)
    return 1;
  if (!mentions(E, LoopVar))
    return 0;
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    int L = affine(B->getLHS()), R = affine(B->getRHS());
    if (L < 0 || R < 0)
      return -1;
    switch (B->getOpcode()) {
    case BO_Add:
    case BO_Sub:
      return (L == 1) != (R == 1) ? 1 : -1; // i + i or i - i may cancel
    case BO_Mul:
      return (L == 1 && R == 0) || (L == 0 && R == 1) ? 1 : -1;
    default:
      return -1;
    }
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_Minus)
    return affine(U->getSubExpr());
  return -1;
}

void Walker::finish(LoopDependence &Out) {
  // Scalars: private when every read follows a write in the same iteration, a reduction when only
  // accumulated.
  for (auto &[V, U] : Scalars) {
    if (!U.Written)
      continue;
    std::string Name = "'" + V->getNameAsString() + "'";
    bool Live = LiveAfter.count(V);
    // A variable only ever set, and only in some iterations (a flag), keeps its shared value.
    bool SetOnly = !U.Read && !U.WrittenFirst;
    if (!U.Uncovered && !Live && !SetOnly) {
      Out.Privates.push_back(V);
    } else if (!U.Uncovered && U.WrittenFirst) {
      Out.Carried.push_back({V, U.First, Name + " is written by every iteration and used after the loop"});
    } else if (U.Accumulation && !U.PlainUse && !U.MixedAccumulation) {
      Out.Reductions.push_back({*U.Accumulation, V, nullptr, U.First});
    } else if (U.Read) {
      Out.Carried.push_back({V, U.First, Name + " is carried from one iteration to the next"});
    } else {
      Out.Carried.push_back({V, U.First, Name + " is written by several iterations"});
      Out.Carried.back().Benign = true;
    }
  }
  for (const CarriedScalar &C : Out.Carried)
    fail(C.Loc, C.What);
  // Arrays: every use of a written array is the element the iteration writes, or one no iteration
  // writes.
  for (const ArrayAccess &W : Accesses) {
    if (!W.Write)
      continue;
    bool Affine = false, Analysable = true;
    for (const Expr *I : W.Indices) {
      int A = affine(I);
      Affine |= A == 1;
      Analysable &= A >= 0;
    }
    if (!Affine || !Analysable) {
      fail(W.Whole->getBeginLoc(), "the element of '" + W.Base->getNameAsString() + "' written (" + text(W.Whole) +
                                       ") is not an affine function of '" + LoopVar->getNameAsString() + "'");
      continue;
    }
    if (!separatesIterations(W.Indices, subscripts())) {
      fail(W.Whole->getBeginLoc(), "the elements of '" + W.Base->getNameAsString() + "' one iteration writes (" +
                                       text(W.Whole) + ") may be written by another");
      continue;
    }
    for (const ArrayAccess &A : Accesses) {
      if (A.Base == W.Base) {
        bool Same = A.Indices.size() == W.Indices.size();
        for (size_t K = 0; Same && K < A.Indices.size(); ++K)
          Same = sameExpression(A.Indices[K], W.Indices[K], Ctx);
        if (!Same && !disjoint(W, A))
          fail(A.Whole->getBeginLoc(), "'" + text(W.Whole) + "' is written and '" + text(A.Whole) +
                                           "' is used, which other iterations may write");
        continue;
      }
      if (mayAlias(W.Base, A.Base))
        fail(W.Whole->getBeginLoc(), "'" + W.Base->getNameAsString() + "' and '" + A.Base->getNameAsString() +
                                         "' may point to the same memory (declare them restrict or mark the "
                                         "loop independent)");
    }
    if (UnknownReads && W.Base->getType()->isPointerType() && !W.Base->getType().isRestrictQualified())
      fail(W.Whole->getBeginLoc(), "'" + W.Base->getNameAsString() + "' may point to memory the loop reads "
                                       "through other pointers");
  }
  Out.Independent = Why.empty();
  Out.Why = Why;
  Out.Where = Where;
}

} // namespace

LoopDependence analyzeLoopDependence(const ForStmt *For, const ASTContext &Ctx, const VariableSet &LiveAfter,
                                     llvm::ArrayRef<const ValueDecl *> Privates) {
  LoopDependence Out;
  std::string Why;
  SourceLocation Where;
  std::optional<CanonicalLoop> CL = analyzeCanonicalLoop(For, Why, Where);
  if (!CL) {
    Out.Why = "it is not in canonical form: " + Why;
    Out.Where = Where;
    return Out;
  }
  Walker W(*CL, Ctx, LiveAfter);
  for (const ValueDecl *V : Privates)
    if (const auto *VD = dyn_cast<VarDecl>(V))
      W.addLocal(VD);
  W.stmt(For->getBody());
  W.finish(Out);
  return Out;
}

} // namespace acorn
