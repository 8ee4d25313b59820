#include "analysis/DependenceWalker.h"

#include "analysis/CallEffects.h"
#include "analysis/CanonicalLoop.h"
#include "analysis/ExpressionForms.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace acorn {
namespace dependence {

// Whether every statement of For's body runs whenever the loop is reached: its bounds are
// constants that meet its condition at the start (`for (j = 0; j < 64; j++)`), and no break or
// continue skips part of the body.
static bool runsAtLeastOnce(const ForStmt *For) {
  std::string Why;
  SourceLocation Where;
  std::optional<CanonicalLoop> CL = analyzeCanonicalLoop(For, Why, Where);
  if (!CL || CL->Iterator)
    return false;
  const ASTContext &Ctx = CL->Var->getASTContext();
  Expr::EvalResult Lower, Upper;
  if (!CL->Lower->EvaluateAsInt(Lower, Ctx) || !CL->Upper->EvaluateAsInt(Upper, Ctx))
    return false;
  // Nonnegative values that fit int64_t, the start one that fits the variable, compare alike
  // whatever the loop's types.
  const llvm::APSInt &L = Lower.Val.getInt(), &U = Upper.Val.getInt();
  QualType VarType = CL->Var->getType();
  unsigned VarBits = VarType->isIntegerType() ? Ctx.getIntWidth(VarType) - VarType->isSignedIntegerType() : 0;
  if (L.isNegative() || U.isNegative() || L.getActiveBits() > std::min(63u, VarBits) || U.getActiveBits() > 63)
    return false;
  int64_t From = L.getZExtValue(), To = U.getZExtValue();
  bool Enters = false;
  switch (CL->Cmp) {
  case CanonicalLoop::Less: Enters = From < To; break;
  case CanonicalLoop::LessEqual: Enters = From <= To; break;
  case CanonicalLoop::Greater: Enters = From > To; break;
  case CanonicalLoop::GreaterEqual: Enters = From >= To; break;
  case CanonicalLoop::NotEqual: Enters = From != To; break;
  }
  std::function<bool(const Stmt *)> Jumps = [&](const Stmt *S) {
    return S && (isa<BreakStmt, ContinueStmt, GotoStmt, IndirectGotoStmt, ReturnStmt>(S) ||
                 llvm::any_of(S->children(), Jumps));
  };
  return Enters && !Jumps(For->getBody());
}

std::vector<const ValueDecl *> Walker::writtenFirstByBothBranches(const IfStmt *I) const {
  if (!I->getElse())
    return {};
  // Each branch walked alone: the scalars whose first use in it is an unconditional plain write.
  auto FirstWrites = [&](const Stmt *Branch) {
    Walker W(Loop, Ctx, LiveAfter, LocalValues);
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
  if (Write)
    forgetDefinitions(V);
  if (InAtomic && Write) // atomic updates leave the variable shared
    return;
  if (Accumulate && V->getType()->isRecordType()) { // `m = std::max(m, v[i])` of a class: no reduction
    scalarEvent(V, Loc, false, true, std::nullopt);
    Plain = true;
    Accumulate.reset();
  }
  if (!isScalarOfInterest(V)) {
    // What a reference from outside the loop refers to is one variable for all the iterations.
    const auto *VD = dyn_cast<VarDecl>(V);
    if (Write && VD && VD != LoopVar && VD->getType()->isReferenceType())
      fail(Loc, "it writes '" + text(VD) + "', a reference to a variable the iterations share");
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

// s = s + a[i] + b[i], parsed (s + a[i]) + b[i]; s = s * a[i] * b[i]: s first in a chain of one
// accumulating operator (+ and - mixed for a sum) and named nowhere else. The operands after s,
// last first, with the chain's operator in Op; empty when Value is no such chain.
std::vector<const Expr *> Walker::accumulatedChain(const ValueDecl *V, const BinaryOperator *Value,
                                                   std::optional<OpenACCReductionOperator> &Op) {
  std::vector<const Expr *> Rest;
  const Expr *First = Value;
  Op.reset();
  while (const auto *C = dyn_cast<BinaryOperator>(First)) {
    std::optional<OpenACCReductionOperator> K = accumulationOp(C->getOpcode());
    if (!K || C->isAssignmentOp() || (Op && *K != *Op))
      break;
    Op = K;
    Rest.push_back(C->getRHS());
    First = C->getLHS()->IgnoreParenImpCasts();
  }
  if (referenced(First) != V || llvm::any_of(Rest, [&](const Expr *E) { return mentions(E, V); })) {
    Op.reset();
    return {};
  }
  return Rest;
}

// `ok = ok && e` skips e once ok is false, where each thread's copy of a reduction evaluates it:
// the same only when e writes nothing.
static bool evaluatedAlike(OpenACCReductionOperator Op, llvm::ArrayRef<const Expr *> Operands) {
  bool ShortCircuits = Op == OpenACCReductionOperator::And || Op == OpenACCReductionOperator::Or;
  return !ShortCircuits || llvm::all_of(Operands, writesNothing);
}

void Walker::assign(const Expr *Target, const Expr *Value, BinaryOperatorKind Op, const Expr *UsedAs) {
  const Expr *T = Target->IgnoreParenImpCasts();
  std::optional<OpenACCReductionOperator> Acc;
  // Through a reference of the iteration's (`out = x`, `q.x = x`): what it is bound to.
  if (const VarDecl *R = referenceRoot(T); R && (OwnReferences.count(R) || PointerDefs.count(R))) {
    if (Value)
      expr(Value);
    const Expr *Root = ownStorageBase(T);
    if (!OwnReferences.count(R) && Op != BO_Assign)
      derivedAccess(Root, T, false);
    if (!OwnReferences.count(R))
      derivedAccess(Root, T, true);
    return;
  }
  if (const ValueDecl *V = referenced(T); V && UsedAs) {
    // `v[i] = k++`, `x = (s += a[i])`: the loop reads what the update makes of the value the one
    // before left, a plain read and write whatever the operator.
    if (Value)
      expr(Value);
    if (Op != BO_Assign)
      scalarEvent(V, T->getBeginLoc(), false, true, std::nullopt);
    scalarEvent(V, T->getBeginLoc(), true, true, std::nullopt);
    if (auto It = Scalars.find(V); It != Scalars.end() && !It->second.UsedUpdate &&
                                   (Op != BO_Assign || mentions(Value, V)))
      It->second.UsedUpdate = UsedAs;
    if (Op == BO_Assign)
      define(V, Value);
    return;
  }
  if (const ValueDecl *V = referenced(T)) {
    // As a statement, s = s op e and s op= e accumulate into s; anything else is a plain write.
    OpenACCReductionOperator Extremum;
    if (Op == BO_Assign && Value) {
      if (std::vector<const Expr *> Operands = extremumOperands(V, Value, Ctx, Extremum); !Operands.empty()) {
        for (const Expr *E : Operands)
          expr(E);
        scalarEvent(V, T->getBeginLoc(), true, false, Extremum);
        return;
      }
    }
    if (Op != BO_Assign) {
      Acc = accumulationOp(Op);
    } else if (const auto *B = Value ? dyn_cast<BinaryOperator>(Value->IgnoreParenImpCasts()) : nullptr) {
      bool Left = referenced(B->getLHS()) == V && !mentions(B->getRHS(), V);
      bool Right = referenced(B->getRHS()) == V && !mentions(B->getLHS(), V) && B->getOpcode() != BO_Sub;
      if (Left || Right)
        Acc = accumulationOp(B->getOpcode());
      if (Acc && evaluatedAlike(*Acc, {Left ? B->getRHS() : B->getLHS()})) {
        expr(Left ? B->getRHS() : B->getLHS());
        scalarEvent(V, T->getBeginLoc(), true, false, Acc);
        return;
      }
      if (std::vector<const Expr *> Rest = accumulatedChain(V, B, Acc); !Rest.empty() && evaluatedAlike(*Acc, Rest)) {
        for (const Expr *E : llvm::reverse(Rest))
          expr(E);
        scalarEvent(V, T->getBeginLoc(), true, false, Acc);
        return;
      }
      Acc.reset();
    }
    if (Value)
      expr(Value);
    if (Op != BO_Assign && !Acc)
      scalarEvent(V, T->getBeginLoc(), false, true, std::nullopt); // x <<= e reads x
    scalarEvent(V, T->getBeginLoc(), true, !Acc, Acc);
    if (Op == BO_Assign && Value)
      define(V, Value);
    return;
  }
  if (Value)
    expr(Value);
  if (const auto *Call = dyn_cast<CallExpr>(T); Call && accessorAccess(Call, true)) // g(i, j) = x
    return;
  if (isa<ArraySubscriptExpr>(T) || elementOf(T)) {
    if (!arrayAccess(T, true) && !InAtomic)
      fail(T->getBeginLoc(), "it writes '" + text(T) + "', whose address Acorn cannot follow");
    return;
  }
  // A member of the iteration's own struct (`t.x`, `t.in.y`, not through a pointer).
  const Expr *Object = T;
  for (const auto *M = dyn_cast<MemberExpr>(Object); M && !M->isArrow(); M = dyn_cast<MemberExpr>(Object))
    Object = M->getBase()->IgnoreParenImpCasts();
  if (Object != T && ownStorage(referenced(Object)))
    return;
  // A member of a struct variable from outside the loop (`st.sum`): one place for all iterations.
  const auto *Shared = dyn_cast_or_null<VarDecl>(referenced(Object));
  if (Object != T && Shared && !Local.count(Shared) && !Shared->getType()->isReferenceType() && !InAtomic) {
    fail(T->getBeginLoc(), "every iteration writes " + text(T));
    return;
  }
  const auto *ME = dyn_cast<MemberExpr>(T);
  const auto *U = dyn_cast<UnaryOperator>(T);
  if ((ME && ME->isArrow() && derivedAccess(ME->getBase(), T, true)) ||
      (U && U->getOpcode() == UO_Deref && derivedAccess(U->getSubExpr(), T, true)))
    return;
  if (!InAtomic)
    fail(T->getBeginLoc(), "it writes '" + text(T) + "', whose address Acorn cannot follow");
}

void Walker::expr(const Expr *E, bool Used) {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (const auto *F = dyn_cast<FullExpr>(E)) {
    expr(F->getSubExpr(), Used);
    return;
  }
  if (const auto *C = dyn_cast<ExplicitCastExpr>(E); C && C->getType()->isVoidType()) {
    expr(C->getSubExpr(), false);
    return;
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (!referenceRoot(DRE) || !derivedAccess(DRE, DRE, false)) // a reference of the iteration's: what it is bound to
      scalarEvent(DRE->getDecl(), DRE->getLocation(), false, true, std::nullopt);
    return;
  }
  if (isa<ArraySubscriptExpr>(E)) {
    if (!arrayAccess(E, false))
      UnknownReads.push_back(E->getType());
    return;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAssignmentOp()) {
      assign(B->getLHS(), B->getRHS(), B->getOpcode(), Used ? B : nullptr);
      return;
    }
    if (B->getOpcode() == BO_Comma) {
      expr(B->getLHS(), false);
      expr(B->getRHS(), Used);
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
      assign(U->getSubExpr(), nullptr, U->isIncrementOp() ? BO_AddAssign : BO_SubAssign, Used ? U : nullptr);
      return;
    }
    if (U->getOpcode() == UO_Deref && !derivedAccess(U->getSubExpr(), E, false))
      UnknownReads.push_back(E->getType());
    expr(U->getSubExpr());
    return;
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    expr(C->getCond());
    ++Conditional;
    expr(C->getTrueExpr(), Used);
    expr(C->getFalseExpr(), Used);
    --Conditional;
    return;
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    call(Call);
    return;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    if (elementOf(ME)) {
      if (!arrayAccess(ME, false))
        UnknownReads.push_back(E->getType());
      return;
    }
    if (ME->isArrow() && !derivedAccess(ME->getBase(), E, false))
      UnknownReads.push_back(E->getType());
    // `s.x` reads (part of) the variable s; `q.x` of a reference what it is bound to.
    if (const Expr *Root = ownStorageBase(ME); !ME->isArrow() && isa<DeclRefExpr>(Root) &&
                                                 (!referenceRoot(Root) || !derivedAccess(Root, E, false)))
      expr(Root);
    return;
  }
  for (const Stmt *Child : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Child))
      expr(CE);
}

void Walker::stmt(const Stmt *S) {
  if (!S)
    return;
  if (const auto *E = dyn_cast<Expr>(S)) // a statement: its value is discarded
    return expr(E, false);
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D)) {
        Local.insert(VD);
        expr(VD->getInit());
        if (VD->getInit())
          define(VD, VD->getInit());
        if (VD->getType()->isPointerType())
          definePointer(VD, VD->getInit());
        if (VD->getType()->isReferenceType() && VD->getInit())
          defineReference(VD, VD->getInit());
      }
    return;
  }
  if (const auto *F = dyn_cast<ForStmt>(S)) {
    std::string Why;
    SourceLocation Where;
    const VarDecl *Ranged = nullptr;
    if (std::optional<CanonicalLoop> Inner = analyzeCanonicalLoop(F, Why, Where))
      if (std::optional<VariableRange> Range = variableRange(*Inner, Ctx, Nest.size(),
                                                             [this](const Expr *E) { return knownValue(E); }))
        InnerRanges[Ranged = Inner->Var] = *Range;
    stmt(F->getInit());
    // A body that surely runs writes first what it writes first (for the iteration around it too).
    int Skippable = runsAtLeastOnce(F) ? 0 : 1;
    Conditional += Skippable, ++Breakable;
    enterLoop(F);
    expr(F->getCond());
    // The body and the increment run only when the condition held: the loop's bound is then met.
    if (Ranged)
      BodiesWalked.push_back(Ranged);
    stmt(F->getBody());
    expr(F->getInc(), false);
    if (Ranged)
      BodiesWalked.pop_back();
    leaveLoop();
    Conditional -= Skippable, --Breakable;
    return;
  }
  if (isa<WhileStmt, DoStmt, SwitchStmt>(S)) {
    ++Conditional, ++Breakable;
    if (!isa<SwitchStmt>(S))
      enterLoop(S);
    const Expr *Cond = isa<WhileStmt>(S) ? cast<WhileStmt>(S)->getCond()
                       : isa<DoStmt>(S)  ? cast<DoStmt>(S)->getCond()
                                         : cast<SwitchStmt>(S)->getCond();
    for (const Stmt *Child : S->children())
      Child == Cond ? expr(Cond) : stmt(Child);
    if (!isa<SwitchStmt>(S))
      leaveLoop();
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
  // The expressions of other statements (a range-based for's range) are values, not statements,
  // but for a body and a range-based for's increment.
  bool Statements = isa<CompoundStmt, LabelStmt, AttributedStmt, SwitchCase, OpenACCAssociatedStmtConstruct>(S);
  const auto *Range = dyn_cast<CXXForRangeStmt>(S);
  for (const Stmt *Child : S->children())
    if (const auto *E = dyn_cast_or_null<Expr>(Child); E && !Statements && !(Range && Child == Range->getBody()))
      expr(E, !(Range && Child == Range->getInc()));
    else
      stmt(Child);
}

void Walker::finish(LoopDependence &Out) {
  // Scalars: private when every read follows a write in the same iteration, a reduction when only
  // accumulated.
  for (auto &[V, U] : Scalars) {
    if (!U.Written)
      continue;
    std::string Name = "'" + V->getNameAsString() + "'";
    bool Live = LiveAfter.count(V);
    const auto *VD = dyn_cast<VarDecl>(V);
    std::string UsedAfter = VD && VD->hasGlobalStorage()
                                ? " and outlives the function (other code may use its last value)"
                                : " and used after the loop";
    // A variable only ever set, and only in some iterations (a flag), keeps its shared value.
    bool SetOnly = !U.Read && !U.WrittenFirst;
    if (!U.Uncovered && !Live && !SetOnly) {
      Out.Privates.push_back(V);
    } else if (!U.Uncovered && U.WrittenFirst) {
      Out.Carried.push_back({V, U.First, Name + " is written by every iteration" + UsedAfter});
    } else if (U.Accumulation && !U.PlainUse && !U.MixedAccumulation) {
      Out.Reductions.push_back({*U.Accumulation, V, nullptr, U.First});
    } else if (U.Read) {
      std::string Update = U.UsedUpdate ? " (the loop uses the value of '" + text(U.UsedUpdate) + "')" : "";
      Out.Carried.push_back({V, U.First, Name + " is carried from one iteration to the next" + Update});
    } else {
      Out.Carried.push_back({V, U.First, Name + " is written by several iterations"});
      Out.Carried.back().Benign = true;
    }
  }
  for (const CarriedScalar &C : Out.Carried)
    fail(C.Loc, C.What);
  // Arrays: no element one iteration writes is used by another.
  for (ArrayAccess &A : Accesses) {
    SubscriptContext S = subscripts(A);
    for (const std::optional<Polynomial> &F : A.Forms)
      A.IndexForms.push_back(F ? indexForm(*F, S) : std::nullopt);
  }
  // A dependence the accesses of one array show is said before one that aliasing may make.
  for (bool Aliases : {false, true})
    for (const ArrayAccess &W : Accesses)
      if (W.Write)
        checkWrite(W, Aliases);
  Out.Independent = Why.empty();
  Out.Why = Why;
  Out.Where = Where;
}

} // namespace dependence

LoopDependence analyzeLoopDependence(const ForStmt *For, const ASTContext &Ctx, const VariableSet &LiveAfter,
                                     llvm::ArrayRef<const ValueDecl *> Own,
                                     llvm::ArrayRef<const ValueDecl *> OwnPointees) {
  LoopDependence Out;
  std::string Why;
  SourceLocation Where;
  std::optional<CanonicalLoop> CL = analyzeCanonicalLoop(For, Why, Where);
  if (!CL) {
    Out.Why = "it is not in canonical form: " + Why;
    Out.Where = Where;
    return Out;
  }
  // The accesses through an iterator of class type go through its operators, which the dependence
  // analysis does not follow (NVHPC and GCC leave such loops sequential too without independent).
  if (CL->Iterator) {
    Out.Why = "its variable '" + CL->Var->getNameAsString() + "' is an iterator of class type, whose accesses Acorn "
              "does not analyse; add 'independent' if its iterations are";
    Out.Where = CL->Var->getLocation();
    return Out;
  }
  // A loop that locals seen as symbols leave dependent is tried again with the values they keep
  // (`u[k*W + j]` of `const int W = nx + 2;`), whose reasons then name what the values show: as
  // symbols they may be sizes a bound proves, which their values are not (`j < m` of `int m = n*n;`).
  for (bool LocalValues : {false, true}) {
    dependence::Walker W(*CL, Ctx, LiveAfter, LocalValues);
    for (const ValueDecl *V : Own)
      if (const auto *VD = dyn_cast_or_null<VarDecl>(V))
        W.addLocal(VD);
    for (const ValueDecl *V : OwnPointees)
      if (const auto *VD = dyn_cast_or_null<VarDecl>(V))
        W.addOwnPointee(VD);
    auto &Parents = const_cast<ASTContext &>(Ctx);
    for (const Stmt *S = For; S;) {
      DynTypedNodeList Up = Parents.getParents(*S);
      S = Up.empty() ? nullptr : Up[0].get<Stmt>();
      const auto *Outer = dyn_cast_or_null<ForStmt>(S);
      if (!Outer)
        continue;
      if (const VarDecl *V = loopVariable(Outer))
        W.addEnclosingLoopVariable(V);
      std::string OuterWhy;
      SourceLocation OuterWhere;
      if (std::optional<CanonicalLoop> OL = analyzeCanonicalLoop(Outer, OuterWhy, OuterWhere))
        if (std::optional<VariableRange> R = variableRange(*OL, Ctx, 0)) {
          W.addEnclosingSizes(sizesBoundedBy(*R));
          W.addEnclosingRange(OL->Var, *R);
        }
    }
    W.stmt(For->getBody());
    Out = LoopDependence();
    W.finish(Out);
    if (Out.Independent)
      break;
  }
  return Out;
}

} // namespace acorn
