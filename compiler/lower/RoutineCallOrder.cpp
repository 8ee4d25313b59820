// Calls of routines with loop parallelism in a statement that runs on the leader (2.5.1
// worker-single and vector-single modes): every thread must make the call, so the calls run
// first, on all threads, and the leader's statement uses their values (`__acorn_rc<N>`). The calls
// keep the order and the conditions C and C++ give them: the operand of `?:` not selected, the
// right operand of `&&` or `||` the left one decides, are not evaluated; the left operand of a
// comma runs before a call on its right (6.5.15, 6.5.13-14, 6.5.17; [expr.cond], [expr.log.and]).
#include "lower/KernelBody.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace acorn {

// E without the parentheses and implicit nodes around it.
static const Expr *bareOperand(const Expr *E) {
  const Expr *Prev = nullptr;
  while (E != Prev) {
    Prev = E;
    E = E->IgnoreParens()->IgnoreImplicit();
  }
  return E;
}

// The outermost calls in S of routines with loop parallelism. Not those a lambda's body makes (the
// lambda runs where it is called: in place) nor those of an operand that is not evaluated (sizeof).
std::vector<const CallExpr *> KernelBody::routineCallsIn(const Stmt *S, bool WithVoid) const {
  std::vector<const CallExpr *> Calls;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *Cur) {
    if (!Cur || isa<LambdaExpr, UnaryExprOrTypeTraitExpr, CXXTypeidExpr, CXXNoexceptExpr, StmtExpr>(Cur))
      return;
    if (const auto *Call = dyn_cast<CallExpr>(Cur);
        Call && Plan.RoutineCalls.count(Call) && (WithVoid || !Call->getType()->isVoidType())) {
      Calls.push_back(Call);
      return;
    }
    for (const Stmt *Child : Cur->children())
      Walk(Child);
  };
  Walk(S);
  return Calls;
}

static const LambdaExpr *lambdaIn(const Stmt *S) {
  if (!S)
    return nullptr;
  if (const auto *L = dyn_cast<LambdaExpr>(S))
    return L;
  for (const Stmt *Child : S->children())
    if (const LambdaExpr *L = lambdaIn(Child))
      return L;
  return nullptr;
}

// `T name;` for the value of Value (a call, or the first operand of `a ?: f()`), assigned where it
// is computed under a condition.
std::string KernelBody::routineValueDeclaration(const Expr *Value, const std::string &Name) const {
  QualType T = Value->getType().getNonReferenceType();
  if (T->isDependentType() || T->getContainedDeducedType())
    return "::acorn_val_t<decltype(" + code(Value) + ")> " + Name + "; ";
  std::string S;
  llvm::raw_string_ostream OS(S);
  spelledType(T).getUnqualifiedType().print(OS, Policy, Name);
  return OS.str() + "; ";
}

// The value of a condition that decides which routine calls run: every thread evaluates it, so it
// may not write what the threads share (it would run once per thread).
std::string KernelBody::routineCondition(const Expr *Cond, const CallExpr *Guarded, Lifted &Out, bool Conditional) {
  liftRoutineCalls(Cond, Out, Conditional);
  if (writesSharedMemory(Cond)) {
    const auto *F = Guarded->getDirectCallee();
    Diags.error(Cond->getBeginLoc(),
                "this condition decides whether routine '" + (F ? F->getNameAsString() : std::string("?")) +
                    "' is called, and every thread of the gang or worker must evaluate it, but it writes memory "
                    "they share; Acorn cannot lower it: assign the condition to a variable first");
    OK = false;
  }
  std::string Name = "__acorn_rcc" + std::to_string(Counter++);
  Out.Declarations += "int " + Name + "; ";
  Out.Statements += Name + " = !!(" + code(Cond) + "); ";
  RW.ReplaceText(Text.tokenRange(Cond), Name);
  return Name;
}

// The statements that run E's routine calls on every thread, in order, and the rewriting of E that
// reads their values. Conditional: the statements run under a condition (declarations go first).
void KernelBody::liftRoutineCalls(const Expr *E, Lifted &Out, bool Conditional) {
  std::vector<const CallExpr *> Calls = routineCallsIn(E, true);
  if (Calls.empty())
    return;
  E = bareOperand(E);
  if (const auto *Call = dyn_cast<CallExpr>(E); Call && Plan.RoutineCalls.count(Call)) {
    if (const LambdaExpr *L = lambdaIn(Call)) {
      // Its text cannot move: the lambda's device mark is made later, where the lambda is written.
      const auto *F = Call->getDirectCallee();
      Diags.error(L->getBeginLoc(), "Acorn cannot call routine '" + (F ? F->getNameAsString() : std::string("?")) +
                                        "' on every thread of the gang or worker before this statement, which "
                                        "runs on one, with a lambda in its arguments: declare a variable "
                                        "initialised with the call's value first");
      OK = false;
      return;
    }
    if (Call->getType()->isVoidType()) {
      auto [Open, Close] = oneWorkerGuard(Call, Out.Context);
      Out.Statements += Open + code(Call) + ";" + Close + " ";
      RW.ReplaceText(Text.tokenRange(Call), "((void)0)");
      return;
    }
    std::string Name = "__acorn_rc" + std::to_string(Counter++), Value = oneWorkerValue(Call, code(Call), Out.Context);
    if (Conditional) {
      Out.Declarations += routineValueDeclaration(Call, Name);
      Out.Statements += Name + " = " + Value + "; ";
    } else {
      Out.Statements += "auto " + Name + " = " + Value + "; ";
    }
    RW.ReplaceText(Text.tokenRange(Call), Name);
    return;
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    std::vector<const CallExpr *> InBranches = routineCallsIn(C->getTrueExpr(), true);
    for (const CallExpr *Call : routineCallsIn(C->getFalseExpr(), true))
      InBranches.push_back(Call);
    if (InBranches.empty())
      return liftRoutineCalls(C->getCond(), Out, Conditional);
    std::string Cond = routineCondition(C->getCond(), InBranches.front(), Out, Conditional);
    Lifted Then{"", "", Out.Context}, Else{"", "", Out.Context};
    liftRoutineCalls(C->getTrueExpr(), Then, true);
    liftRoutineCalls(C->getFalseExpr(), Else, true);
    Out.Declarations += Then.Declarations + Else.Declarations;
    Out.Statements += "if (" + Cond + ") { " + Then.Statements + "} else { " + Else.Statements + "} ";
    return;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && (B->isLogicalOp() || B->isCommaOp())) {
    std::vector<const CallExpr *> OnRight = routineCallsIn(B->getRHS(), true);
    if (OnRight.empty())
      return liftRoutineCalls(B->getLHS(), Out, Conditional);
    if (B->isCommaOp()) {
      // The left operand, with its own calls, is a statement of its own before the right one's calls.
      liftRoutineCalls(B->getLHS(), Out, Conditional);
      std::string Left = "(void)(" + code(B->getLHS()) + ");";
      if (writesSharedMemory(B->getLHS()))
        Left = leaderStatement(B->getLHS(), Left, Out.Context);
      Out.Statements += Left + " ";
      RW.RemoveText(CharSourceRange::getCharRange(Text.beginOf(B->getLHS()), Text.beginOf(B->getRHS())));
      return liftRoutineCalls(B->getRHS(), Out, Conditional);
    }
    std::string Cond = routineCondition(B->getLHS(), OnRight.front(), Out, Conditional);
    Lifted Right{"", "", Out.Context};
    liftRoutineCalls(B->getRHS(), Right, true);
    Out.Declarations += Right.Declarations;
    std::string Taken = B->getOpcode() == BO_LAnd ? Cond : "!" + Cond;
    Out.Statements += "if (" + Taken + ") { " + Right.Statements + "} ";
    return;
  }
  if (const auto *C = dyn_cast<BinaryConditionalOperator>(E)) {
    // GNU `a ?: f()`: a is evaluated once, and its value is the result when it is not zero. Every
    // thread evaluates it (as a condition), keeps it, and calls f only when it is zero.
    std::vector<const CallExpr *> OnRight = routineCallsIn(C->getFalseExpr(), true);
    if (OnRight.empty())
      return liftRoutineCalls(C->getCommon(), Out, Conditional);
    const Expr *Common = C->getCommon();
    liftRoutineCalls(Common, Out, Conditional);
    if (writesSharedMemory(Common)) {
      const auto *F = OnRight.front()->getDirectCallee();
      Diags.error(Common->getBeginLoc(),
                  "this operand of '?:' decides whether routine '" + (F ? F->getNameAsString() : std::string("?")) +
                      "' is called, and every thread of the gang or worker must evaluate it, but it writes memory "
                      "they share; Acorn cannot lower it: assign it to a variable first");
      OK = false;
    }
    std::string Name = "__acorn_rcv" + std::to_string(Counter++);
    Out.Declarations += routineValueDeclaration(Common, Name);
    Out.Statements += Name + " = " + code(Common) + "; ";
    RW.ReplaceText(Text.tokenRange(Common), Name);
    Lifted Else{"", "", Out.Context};
    liftRoutineCalls(C->getFalseExpr(), Else, true);
    Out.Declarations += Else.Declarations;
    Out.Statements += "if (!" + Name + ") { " + Else.Statements + "} ";
    return;
  }
  // Other operands are evaluated without an order between them, or in the order written (a call's
  // arguments before the call): the calls run first, in the order written.
  for (const Stmt *Child : E->children())
    if (const auto *Operand = dyn_cast_or_null<Expr>(Child))
      liftRoutineCalls(Operand, Out, Conditional);
}

// Worker 0's lanes make the call and every thread of the gang gets its value (GpuExec).
std::string KernelBody::oneWorkerValue(const CallExpr *Call, const std::string &Code, unsigned Context) const {
  if (Call->getType()->isVoidType() || !calledOnOneWorker(Call, Context))
    return Code;
  return "__acorn_ex.__acorn_worker0_value(" + std::to_string(Context) + "u, [&]() ACORN_HD { return " + Code + "; })";
}

void KernelBody::valuesOnOneWorker(const Stmt *S, unsigned Context) {
  for (const CallExpr *Call : routineCallsIn(S))
    if (std::string Code = code(Call), Value = oneWorkerValue(Call, Code, Context); Value != Code)
      RW.ReplaceText(Text.tokenRange(Call), Value);
}

// Code that runs on the leader of the threads that execute it redundantly, which then wait for it.
std::string KernelBody::leaderStatement(const Stmt *S, const std::string &Code, unsigned Context) const {
  std::string C = std::to_string(Context) + "u";
  // Before writing a variable the lanes share, they must be done reading its earlier value.
  std::string Before = writesLanesShared(S) ? "__acorn_ex.__acorn_sync(" + C + "); " : "";
  return "{ " + Before + "if (__acorn_ex.__acorn_leader(" + C + ")) { " + Code + " } __acorn_ex.__acorn_sync(" + C +
         "); }";
}

} // namespace acorn
