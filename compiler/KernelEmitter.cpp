#include "KernelEmitter.h"

#include "CanonicalLoop.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace acorn {

static PrintingPolicy makePolicy(const LangOptions &LO) {
  PrintingPolicy P(LO);
  P.Bool = true;
  P.SuppressTagKeyword = false;
  return P;
}

KernelEmitter::KernelEmitter(const SourceText &Text, Rewriter &RW, Reporter &Diags, const ComputePlan &Plan,
                             const LaunchUnit &Unit, bool TargetIsC)
    : Text(Text), RW(RW), Diags(Diags), Plan(Plan), Unit(Unit), TargetIsC(TargetIsC),
      Policy(makePolicy(Text.langOptions())) {}

std::string KernelEmitter::declareLike(const ValueDecl *Var) const {
  std::string Name = Var->getNameAsString();
  QualType T = Var->getType().getNonReferenceType();
  if (T->isDependentType())
    return "acorn_val_t<decltype(" + Name + ")> " + Name + ";";
  std::string S;
  llvm::raw_string_ostream OS(S);
  T.getUnqualifiedType().print(OS, Policy, Name);
  return OS.str() + ";";
}

std::string KernelEmitter::captureInit(const Capture &C) const {
  std::string M = "__acorn_m[" + std::to_string(C.MapIndex) + "]";
  const std::string &N = C.Name;
  switch (C.Mode) {
  case CaptureMode::Value: {
    QualType T = C.Var->getType().getNonReferenceType();
    if (!T->isConstantArrayType())
      return N + " = " + N;
    if (!TargetIsC)
      return N + " = acorn::array_copy(" + N + ")";
    // The outlined C function receives the array as a pointer to its first element.
    std::string ArrayPtr;
    llvm::raw_string_ostream OS(ArrayPtr);
    T.getUnqualifiedType().print(OS, Policy, "(*)");
    return N + " = acorn::array_copy(*(" + OS.str() + ")" + N + ")";
  }
  case CaptureMode::DeviceArray:
    return N + " = acorn::device_address(&" + N + "[0], " + M + ")";
  case CaptureMode::DevicePointer:
    return N + " = acorn::device_address(" + N + ", " + M + ")";
  case CaptureMode::DeviceRef:
    // In an outlined C region the parameter is already the host address.
    return "&" + N + " = *acorn::device_address(" + (TargetIsC ? N : "&" + N) + ", " + M + ")";
  case CaptureMode::PointerTarget:
    return N + " = (decltype(" + N + "))" + M + ".device";
  }
  return N;
}

std::vector<KernelEmitter::Parameter> KernelEmitter::outlinedParameters() const {
  std::vector<Parameter> Params;
  for (const Capture &C : Unit.Captures) {
    QualType T = C.Var->getType().getNonReferenceType().getUnqualifiedType();
    std::string Decl;
    llvm::raw_string_ostream OS(Decl);
    if (C.Mode == CaptureMode::DeviceRef) {
      T.print(OS, Policy, "*" + C.Name);
      Params.push_back({OS.str(), "&" + C.Name});
      continue;
    }
    if (const auto *AT = T->getAsArrayTypeUnsafe()) {
      // Arrays are passed as pointers to their first element, like any C array argument.
      QualType Elem = AT->getElementType();
      Elem.print(OS, Policy, "(*" + C.Name + ")");
      Params.push_back({OS.str(), C.Name});
      continue;
    }
    T.print(OS, Policy, C.Name);
    Params.push_back({OS.str(), C.Name});
  }
  return Params;
}

std::string KernelEmitter::lambdaOpen() const {
  std::string S = "[";
  for (size_t I = 0; I < Unit.Captures.size(); ++I)
    S += (I ? ", " : "") + captureInit(Unit.Captures[I]);
  S += "] ACORN_HD (auto &__acorn_ex) mutable { ";
  for (const ValueDecl *V : Plan.Privates)
    S += declareLike(V) + " ";
  if (Unit.Kind != 2 || Plan.Kind == 2)
    for (size_t I = 0; I < Plan.Reductions.size(); ++I)
      S += reductionOpen(Plan.Reductions[I], "__acorn_cred" + std::to_string(I));
  return S;
}

std::string KernelEmitter::lambdaClose() const {
  std::string S;
  if (Unit.Kind != 2 || Plan.Kind == 2)
    for (size_t I = Plan.Reductions.size(); I-- > 0;)
      S += reductionClose(Plan.Reductions[I], "__acorn_cred" + std::to_string(I), GangLevel);
  return S + " }";
}

std::string KernelEmitter::reductionOpen(const ReductionItem &R, const std::string &Alias) const {
  std::string T = Alias + "_t";
  return "auto &" + Alias + " = " + R.Name + "; { using " + T + " = acorn_val_t<decltype(" + Alias + ")>; " +
         T + " " + R.Name + " = " + reductionOpType(R.Op) + "::template identity<" + T + ">(); ";
}

std::string KernelEmitter::reductionClose(const ReductionItem &R, const std::string &Alias,
                                          unsigned Levels) const {
  return " __acorn_ex.template reduce<" + std::string(reductionOpType(R.Op)) + ">(" +
         std::to_string(Levels) + "u, " + Alias + ", " + R.Name + "); }";
}

// A gang-level combine writes device memory atomically, so it applies only to variables that live
// in device memory; a construct-level reduction of the same variable combines the gangs itself.
unsigned KernelEmitter::reductionLevels(const ReductionItem &R, unsigned LoopLevels) const {
  bool ConstructReduction = llvm::any_of(Plan.Reductions, [&](const ReductionItem &C) { return C.Var == R.Var; });
  bool InDeviceMemory = llvm::any_of(Unit.Captures, [&](const Capture &C) {
    return C.Var == R.Var && C.Mode == CaptureMode::DeviceRef;
  });
  if (ConstructReduction || !InDeviceMemory)
    return LoopLevels & ~GangLevel;
  return LoopLevels;
}

SourceLocation KernelEmitter::loopTextBegin(const LoopPlan &L) const {
  // The directive line of a combined construct is replaced by the compute construct's prologue.
  if (L.Directive == Plan.Construct)
    return Text.beginOf(L.For);
  return L.Directive->getBeginLoc();
}

bool KernelEmitter::rewriteLoop(const LoopPlan &L, unsigned Context) {
  std::string N = std::to_string(Counter++);
  // The collapsed loops, outermost first.
  std::vector<CanonicalLoop> Loops;
  const Stmt *Cur = L.For;
  for (unsigned I = 0; I < (L.Levels ? L.Collapse : 0); ++I) {
    const auto *F = dyn_cast_or_null<ForStmt>(Cur);
    if (!F) {
      Diags.error(Cur ? Cur->getBeginLoc() : L.For->getBeginLoc(),
                  "collapse(" + std::to_string(L.Collapse) + ") needs " + std::to_string(L.Collapse) +
                      " tightly nested for loops");
      return false;
    }
    std::string Why;
    SourceLocation Where;
    std::optional<CanonicalLoop> CL = analyzeCanonicalLoop(F, Text, Why, Where);
    if (!CL) {
      Diags.error(Where, "loop cannot be partitioned: " + Why);
      return false;
    }
    Loops.push_back(*CL);
    Cur = F->getBody();
    if (I + 1 < L.Collapse)
      if (const auto *CS = dyn_cast<CompoundStmt>(Cur); CS && CS->size() == 1)
        Cur = CS->body_front();
  }
  CharSourceRange DirectiveLine;
  if (L.Directive != Plan.Construct) {
    const auto *D = cast<OpenACCConstructStmt>(L.Directive);
    DirectiveLine = Text.directiveRange(D->getBeginLoc(), D->getEndLoc());
  }
  std::string Privates;
  for (const ValueDecl *V : L.Privates)
    Privates += declareLike(V) + " ";

  if (!L.Levels) {
    // Sequential: the loop stays as written; privates get a scope around it.
    if (DirectiveLine.isValid())
      RW.ReplaceText(DirectiveLine, std::string(Text.newlinesIn(DirectiveLine), '\n'));
    if (!Privates.empty()) {
      RW.InsertTextBefore(Text.beginOf(L.For), "{ " + Privates);
      RW.InsertTextAfter(Text.endOf(L.For), " }");
    }
    rewriteStatements(L.For->getBody(), Context);
    return true;
  }

  unsigned Levels = L.Levels;
  std::string Head = "{ ";
  for (size_t I = 0; I < L.Reductions.size(); ++I)
    Head += reductionOpen(L.Reductions[I], "__acorn_red" + N + "_" + std::to_string(I));
  std::string Total;
  for (size_t J = 0; J < Loops.size(); ++J) {
    const CanonicalLoop &C = Loops[J];
    std::string Sfx = N + "_" + std::to_string(J);
    Head += "auto __acorn_lb" + Sfx + " = " + C.Lower + "; auto __acorn_ub" + Sfx + " = " + C.Upper +
            "; long long __acorn_st" + Sfx + " = " + C.Step + "; long long __acorn_n" + Sfx + " = " +
            C.tripFunction() + "(__acorn_lb" + Sfx + ", __acorn_ub" + Sfx + ", __acorn_st" + Sfx + "); ";
    Total += (J ? " * " : "") + ("__acorn_n" + Sfx);
  }
  Head += "acorn::Range __acorn_r" + N + " = __acorn_ex.part(" + std::to_string(Levels) + "u, " + Total +
          "); for (long long __acorn_k" + N + " = __acorn_r" + N + ".begin; __acorn_k" + N + " < __acorn_r" +
          N + ".end; __acorn_k" + N + " += __acorn_r" + N + ".step) { ";
  if (Loops.size() > 1)
    Head += "long long __acorn_q" + N + " = __acorn_k" + N + "; ";
  for (size_t J = Loops.size(); J-- > 0;) {
    const CanonicalLoop &C = Loops[J];
    std::string Sfx = N + "_" + std::to_string(J);
    std::string Index = "__acorn_k" + N;
    if (Loops.size() > 1) {
      Index = "__acorn_i" + Sfx;
      if (J > 0)
        Head += "long long " + Index + " = __acorn_q" + N + " % __acorn_n" + Sfx + "; __acorn_q" + N +
                " /= __acorn_n" + Sfx + "; ";
      else
        Head += "long long " + Index + " = __acorn_q" + N + "; ";
    }
    std::string Type;
    if (C.DeclaredInInit && C.TypeText != "auto" && !C.Var->getType()->isDependentType())
      Type = C.TypeText;
    else if (!C.Var->getType()->isDependentType())
      Type = C.Var->getType().getUnqualifiedType().getAsString(Policy);
    else
      Type = "decltype(__acorn_lb" + Sfx + ")";
    Head += Type + " " + C.VarName + " = (" + Type + ")(__acorn_lb" + Sfx + " + " + Index + " * __acorn_st" +
            Sfx + "); ";
  }
  Head += Privates;

  std::string Tail = " }";
  for (size_t I = L.Reductions.size(); I-- > 0;)
    Tail += reductionClose(L.Reductions[I], "__acorn_red" + N + "_" + std::to_string(I),
                           reductionLevels(L.Reductions[I], Levels));
  // Code after a worker or vector loop reads what all lanes wrote.
  if ((Levels & (WorkerLevel | VectorLevel)) && L.Directive != Plan.Construct)
    Tail += " __acorn_ex.sync(" + std::to_string(Context) + "u);";
  Tail += " }";

  const Stmt *Body = Loops.back().For->getBody();
  SourceLocation Begin = loopTextBegin(L);
  CharSourceRange HeadRange = CharSourceRange::getCharRange(Begin, Text.beginOf(Body));
  unsigned Lines = Text.newlinesIn(HeadRange);
  RW.ReplaceText(HeadRange, Head + std::string(Lines, '\n'));
  SourceLocation BodyEnd = Text.endOf(Body);
  SourceLocation LoopEnd = Text.endOf(L.For);
  if (BodyEnd != LoopEnd) {
    CharSourceRange Closing = CharSourceRange::getCharRange(BodyEnd, LoopEnd);
    RW.ReplaceText(Closing, Tail + std::string(Text.newlinesIn(Closing), '\n'));
  } else {
    RW.InsertTextAfter(BodyEnd, Tail);
  }
  rewriteStatements(Body, Context | Levels);
  return true;
}

namespace {
/// One atomic update `x op= e` (also x++, x = x op e, x = e op x), as text.
struct AtomicUpdate {
  std::string X, E, Op;
  bool Reversed = false; ///< x = e op x
  bool Postfix = false;  ///< x++ / x--: a capture gets the old value
};
} // namespace

static bool decomposeUpdate(const Expr *E, const SourceText &Text, AtomicUpdate &U) {
  E = E->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->isIncrementDecrementOp()) {
    U.X = Text.text(UO->getSubExpr());
    U.Op = UO->isIncrementOp() ? "+" : "-";
    U.E = "1";
    U.Postfix = UO->isPostfix();
    return true;
  }
  if (const auto *CA = dyn_cast<CompoundAssignOperator>(E)) {
    U.X = Text.text(CA->getLHS());
    U.E = Text.text(CA->getRHS());
    U.Op = BinaryOperator::getOpcodeStr(BinaryOperator::getOpForCompoundAssignment(CA->getOpcode())).str();
    return true;
  }
  const auto *Assign = dyn_cast<BinaryOperator>(E);
  if (!Assign || Assign->getOpcode() != BO_Assign)
    return false;
  const auto *Op = dyn_cast<BinaryOperator>(Assign->getRHS()->IgnoreParenImpCasts());
  if (!Op || Op->isAssignmentOp() || Op->isComparisonOp())
    return false;
  U.X = Text.text(Assign->getLHS());
  U.Op = Op->getOpcodeStr().str();
  if (Text.text(Op->getLHS()->IgnoreParenImpCasts()) == U.X) {
    U.E = Text.text(Op->getRHS());
    return true;
  }
  if (Text.text(Op->getRHS()->IgnoreParenImpCasts()) == U.X) {
    U.E = Text.text(Op->getLHS());
    U.Reversed = true;
    return true;
  }
  return false;
}

/// `v = x`: the two sides as text.
static bool decomposeAssign(const Stmt *S, const SourceText &Text, std::string &LHS, std::string &RHS) {
  const auto *BO = dyn_cast<BinaryOperator>(S);
  if (!BO || BO->getOpcode() != BO_Assign)
    return false;
  LHS = Text.text(BO->getLHS());
  RHS = Text.text(BO->getRHS()->IgnoreParenImpCasts());
  return true;
}

// The function applying an update to the old value, and its call.
static std::string updateFunction(const AtomicUpdate &U) {
  std::string Apply = U.Reversed ? "__acorn_e " + U.Op + " __acorn_o" : "__acorn_o " + U.Op + " __acorn_e";
  return "auto __acorn_e = (" + U.E + "); auto __acorn_f = [&](auto __acorn_o) { return " + Apply + "; }; ";
}

// 2.12 atomic: read, write, update and capture become calls of the acorn::atomic_* functions.
bool KernelEmitter::rewriteAtomic(const OpenACCAtomicConstruct *A) {
  const Stmt *S = A->getAssociatedStmt();
  std::string Code;
  AtomicUpdate U;
  std::string V, X;
  const auto *Block = dyn_cast<CompoundStmt>(S);
  switch (A->getAtomicKind()) {
  case OpenACCAtomicKind::Read:
    if (decomposeAssign(S, Text, V, X))
      Code = V + " = acorn::atomic_read(&(" + X + "));";
    break;
  case OpenACCAtomicKind::Write:
    if (decomposeAssign(S, Text, X, V))
      Code = "acorn::atomic_exchange(&(" + X + "), (" + V + "));";
    break;
  case OpenACCAtomicKind::None:
  case OpenACCAtomicKind::Update:
    if (!decomposeUpdate(cast<Expr>(S), Text, U))
      break;
    if ((U.Op == "+" || U.Op == "-") && !U.Reversed)
      Code = "acorn::atomic_add(&(" + U.X + "), " + (U.Op == "-" ? "-(" + U.E + ")" : "(" + U.E + ")") + ");";
    else
      Code = "{ " + updateFunction(U) + "acorn::atomic_rmw(&(" + U.X + "), __acorn_f); }";
    break;
  case OpenACCAtomicKind::Capture: {
    std::string Old = "__acorn_old", New = "(acorn_val_t<decltype(__acorn_old)>)__acorn_f(__acorn_old)";
    std::string Rhs;
    if (!Block) {
      // v = x++, v = ++x, v = x op= e, v = x = x op e
      const auto *BO = dyn_cast<BinaryOperator>(S);
      if (BO && BO->getOpcode() == BO_Assign && decomposeUpdate(BO->getRHS(), Text, U))
        Code = "{ " + updateFunction(U) + "auto __acorn_old = acorn::atomic_rmw(&(" + U.X + "), __acorn_f); " +
               Text.text(BO->getLHS()) + " = " + (U.Postfix ? Old : New) + "; }";
      break;
    }
    if (Block->size() != 2)
      break;
    const Stmt *S1 = Block->body_front(), *S2 = Block->body_back();
    if (isa<Expr>(S2) && decomposeUpdate(cast<Expr>(S2), Text, U) && decomposeAssign(S1, Text, V, X))
      Code = "{ " + updateFunction(U) + "auto __acorn_old = acorn::atomic_rmw(&(" + U.X + "), __acorn_f); " + V +
             " = " + Old + "; }";
    else if (isa<Expr>(S1) && decomposeUpdate(cast<Expr>(S1), Text, U) && decomposeAssign(S2, Text, V, X))
      Code = "{ " + updateFunction(U) + "auto __acorn_old = acorn::atomic_rmw(&(" + U.X + "), __acorn_f); " + V +
             " = " + New + "; }";
    else if (decomposeAssign(S1, Text, V, X) && decomposeAssign(S2, Text, X, Rhs))
      Code = V + " = acorn::atomic_exchange(&(" + X + "), (" + Rhs + "));";
    break;
  }
  }
  if (Code.empty()) {
    Diags.unsupported(S->getBeginLoc(), "this form of the atomic statement");
    return false;
  }
  CharSourceRange R = CharSourceRange::getCharRange(A->getBeginLoc(), Text.endOf(A));
  RW.ReplaceText(R, Code + std::string(Text.newlinesIn(R), '\n'));
  return true;
}

bool KernelEmitter::isPrivateVar(const ValueDecl *V) const {
  for (const Capture &C : Unit.Captures)
    if (C.Var == V)
      return C.Mode == CaptureMode::Value;
  return true; // declared inside the region, or private
}

bool KernelEmitter::writesSharedMemory(const Stmt *S) const {
  class Finder : public RecursiveASTVisitor<Finder> {
  public:
    const KernelEmitter &E;
    bool Found = false;
    explicit Finder(const KernelEmitter &E) : E(E) {}
    void lhs(const Expr *L) {
      L = L->IgnoreParenImpCasts();
      if (const auto *DRE = dyn_cast<DeclRefExpr>(L)) {
        if (!E.isPrivateVar(DRE->getDecl()))
          Found = true;
        return;
      }
      Found = true;
    }
    bool VisitBinaryOperator(BinaryOperator *B) {
      if (B->isAssignmentOp())
        lhs(B->getLHS());
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *U) {
      if (U->isIncrementDecrementOp())
        lhs(U->getSubExpr());
      return true;
    }
    bool VisitCallExpr(CallExpr *C) {
      Found = true; // the callee may write memory or print
      return true;
    }
  } F(*this);
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

// In worker-single or vector-single mode every lane runs the code redundantly; statements that
// write shared memory must run once (2.5.1 execution modes).
void KernelEmitter::guardIfShared(const Stmt *S, unsigned Context) {
  unsigned Redundant = Unit.Levels & (WorkerLevel | VectorLevel) & ~Context;
  if (!Redundant || !writesSharedMemory(S))
    return;
  std::string C = std::to_string(Context) + "u";
  RW.InsertTextBefore(Text.beginOf(S), "{ if (__acorn_ex.leader(" + C + ")) { ");
  RW.InsertTextAfter(Text.endOf(S), " } __acorn_ex.sync(" + C + "); }");
}

// The statements directly nested in S (not its conditions or other expressions).
static std::vector<const Stmt *> subStatements(const Stmt *S) {
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    return {CS->body_begin(), CS->body_end()};
  if (const auto *I = dyn_cast<IfStmt>(S))
    return {I->getThen(), I->getElse()};
  if (const auto *F = dyn_cast<ForStmt>(S))
    return {F->getBody()};
  if (const auto *W = dyn_cast<WhileStmt>(S))
    return {W->getBody()};
  if (const auto *D = dyn_cast<DoStmt>(S))
    return {D->getBody()};
  if (const auto *Sw = dyn_cast<SwitchStmt>(S))
    return {Sw->getBody()};
  if (const auto *C = dyn_cast<SwitchCase>(S))
    return {C->getSubStmt()};
  if (const auto *L = dyn_cast<LabelStmt>(S))
    return {L->getSubStmt()};
  if (const auto *A = dyn_cast<AttributedStmt>(S))
    return {A->getSubStmt()};
  return {};
}

void KernelEmitter::rewriteStatements(const Stmt *S, unsigned Context) {
  if (!S)
    return;
  if (auto It = Plan.Loops.find(S); It != Plan.Loops.end()) {
    if (!rewriteLoop(*It->second, Context))
      OK = false;
    return;
  }
  if (const auto *A = dyn_cast<OpenACCAtomicConstruct>(S)) {
    if (!rewriteAtomic(A))
      OK = false;
    return;
  }
  for (const Stmt *Child : subStatements(S)) {
    if (!Child)
      continue;
    if (isa<Expr>(Child) || isa<OpenACCAtomicConstruct>(Child))
      guardIfShared(Child, Context);
    rewriteStatements(Child, Context);
  }
}

// `this->member` becomes `member`, the name under which the member is captured.
static void removeExplicitThis(const Stmt *S, Rewriter &RW) {
  class Visitor : public RecursiveASTVisitor<Visitor> {
  public:
    Rewriter &RW;
    explicit Visitor(Rewriter &RW) : RW(RW) {}
    bool VisitMemberExpr(MemberExpr *ME) {
      const auto *This = dyn_cast<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts());
      if (This && !This->isImplicit() && isa<FieldDecl>(ME->getMemberDecl()))
        RW.RemoveText(CharSourceRange::getCharRange(This->getBeginLoc(), ME->getMemberLoc()));
      return true;
    }
  } V(RW);
  V.TraverseStmt(const_cast<Stmt *>(S));
}

bool KernelEmitter::rewriteBody() {
  for (const Stmt *S : Unit.Body) {
    if (!TargetIsC)
      removeExplicitThis(S, RW);
    if (isa<Expr>(S))
      guardIfShared(S, 0);
    rewriteStatements(S, 0);
  }
  return OK;
}

} // namespace acorn
