// 2.12 atomic in device code (and multicore regions): read, write, update and capture become calls
// of the acorn::atomic_* functions; also where the region nests them in lambdas and statement expressions.
#include "lower/AtomicForms.h"
#include "lower/KernelBody.h"

#include "lower/RuntimeABI.h"

#include "analysis/LanesShared.h"

#include "frontend/ASTWalk.h"


using namespace clang;

namespace acorn {

// The function applying an update to the old value.
static std::string updateFunction(const AtomicForm &U) {
  std::string Apply = U.Reversed ? "__acorn_e " + U.Op + " __acorn_o" : "__acorn_o " + U.Op + " __acorn_e";
  return "auto __acorn_e = (" + U.E + "); auto __acorn_f = [&](auto __acorn_o) { return " + Apply + "; }; ";
}

// The statement as calls of the acorn::atomic_* functions, or (OwnStorage) of the acorn::own_*
// ones, which update the thread's own storage plainly. ConvertV: v is assigned with a conversion
// to its type, which C makes implicitly (an enum) and C++ does not.
static std::string deviceAtomic(const AtomicForm &F, bool OwnStorage, bool ConvertV) {
  std::string Call = OwnStorage ? "::__acorn_own_" : "::__acorn_atomic_";
  auto AssignV = [&](const std::string &Value) {
    return F.V + " = " + (ConvertV ? "(__typeof__(" + F.V + "))(" + Value + ")" : Value) + ";";
  };
  std::string Update = "auto __acorn_old = " + Call + "rmw(&(" + F.X + "), __acorn_f); ";
  switch (F.K) {
  case AtomicForm::Read:
    return AssignV(Call + "read(&(" + F.X + "))");
  case AtomicForm::Write:
    return Call + "exchange(&(" + F.X + "), (" + F.E + "));";
  case AtomicForm::Update:
    if ((F.Op == "+" || F.Op == "-") && !F.Reversed)
      return Call + (F.Op == "-" ? "sub" : "add") + "(&(" + F.X + "), (" + F.E + "));";
    return "{ " + updateFunction(F) + Call + "rmw(&(" + F.X + "), __acorn_f); }";
  case AtomicForm::CaptureOld:
    return "{ " + updateFunction(F) + Update + AssignV("__acorn_old") + " }";
  case AtomicForm::CaptureNew:
    return "{ " + updateFunction(F) + Update + AssignV("::__acorn_convert_like(__acorn_old, __acorn_f(__acorn_old))") +
           " }";
  case AtomicForm::Exchange:
    return AssignV(Call + "exchange(&(" + F.X + "), (" + F.E + "))");
  }
  return "";
}

bool KernelBody::rewriteAtomic(const OpenACCAtomicConstruct *A, unsigned Context) {
  if (!checkClauses(A, A->clauses(), Diags))
    return false;
  const Stmt *S = A->getAssociatedStmt();
  std::optional<AtomicForm> Form = decomposeAtomic(A, [&](const Expr *E) { return code(E); });
  if (!Form) {
    Diags.unsupported(S->getBeginLoc(), "this form of the atomic statement");
    return false;
  }
  // An atomic on the thread's own storage (a private or firstprivate scalar, a local no other lane
  // shares, a reduction's copy made at the levels partitioned here, an element of one) races with
  // no other thread: it runs as written (GPU atomics cannot address a thread's own memory, nor a
  // kernel's parameters).
  // A reduction's copy updated by lanes of finer levels than it was made for would need one copy
  // those lanes share: each has its own, and only the copy's own level contributes its result.
  const ValueDecl *SharedReductionCopy = nullptr;
  auto OwnVariable = [&](const ValueDecl *V) {
    for (auto It = ReductionCopies.rbegin(); It != ReductionCopies.rend(); ++It)
      if (It->first == V) {
        if (Context & ~It->second)
          SharedReductionCopy = V;
        return !sharedByLanes(V) && (Context & ~It->second) == 0;
      }
    const auto *VD = dyn_cast<VarDecl>(V);
    const Capture *C = captureOf(V);
    return isPrivateVar(V) && ((C && C->Mode == CaptureMode::Value) || (!C && VD && VD->hasLocalStorage()));
  };
  bool Own = laneOwnStorage(Form->XExpr, OwnVariable);
  if (SharedReductionCopy) {
    Diags.unsupported(S->getBeginLoc(), "an atomic update of the reduction variable '" +
                                            SharedReductionCopy->getNameAsString() +
                                            "' in a loop partitioned across finer levels than the reduction's "
                                            "(give that loop the reduction clause instead of the atomic)");
    return false;
  }
  // C's statement on an enum is left as written by CAsCxx: its conversions are the lowering's.
  bool CEnum = TargetIsC && involvesEnum(*Form);
  auto CodeOf = [this](const Stmt *E) { return wholeCode(E); };
  std::string Plain = CEnum ? deviceAtomic(*Form, true, true) : statementAsWritten(A, CodeOf);
  std::string Code = Own ? Plain : underIfClause(A, deviceAtomic(*Form, false, CEnum), Plain, CodeOf);
  CharSourceRange R =
      CharSourceRange::getCharRange(Text.sourceManager().getExpansionLoc(A->getBeginLoc()), Text.endOf(A));
  RW.ReplaceText(R, Code + std::string(Text.newlinesIn(R), '\n'));
  return true;
}

// The directives in an expression of the region: in the bodies of lambdas it defines and in statement
// expressions `({ ... })` (their statements are not the region's statements). A lambda is a function
// of its own: a loop directive there would be an orphaned loop without a routine directive.
void KernelBody::rewriteDirectivesIn(const Stmt *E) {
  class Finder : public ASTWalk<Finder> {
  public:
    KernelBody &B;
    explicit Finder(KernelBody &B) : B(B) {}
    bool TraverseOpenACCAtomicConstruct(OpenACCAtomicConstruct *A) {
      // (The levels partitioned here are not known: no reduction copy counts as the thread's own.)
      if (!B.rewriteAtomic(A, ACORN_LEVEL_GANG | ACORN_LEVEL_WORKER | ACORN_LEVEL_VECTOR))
        B.OK = false;
      return true;
    }
    bool TraverseOpenACCCacheConstruct(OpenACCCacheConstruct *C) {
      B.removeCache(C);
      return true;
    }
    bool VisitOpenACCLoopConstruct(OpenACCLoopConstruct *L) {
      B.Diags.error(L->getBeginLoc(), "a 'loop' directive in a lambda or statement expression inside a compute "
                                      "region is not supported: write the loop in the region itself, or in a "
                                      "function with a 'routine' directive");
      B.OK = false;
      return true;
    }
  } F(*this);
  F.TraverseStmt(const_cast<Stmt *>(E));
}

} // namespace acorn
