// 2.12 atomic in host code outside compute regions (host threads, OpenMP's among them): the
// statement becomes the compiler's __atomic builtins, in C and C++ alike; an update is a
// compare-and-swap loop, so every type and operator of 2.12 works.
#include "lower/AtomicForms.h"
#include "lower/HostLowering.h"

using namespace clang;

namespace acorn {

// IsC: the file is C. The values the builtins load and store are of x's type without its
// qualifiers (x may be volatile: a flag other threads set).
static std::string hostAtomic(const AtomicForm &F, bool IsC) {
  const std::string Order = "__ATOMIC_SEQ_CST";
  const std::string Type = IsC ? "__typeof_unqual__(" + F.X + ")" : "__remove_cv(__typeof__(" + F.X + "))";
  switch (F.K) {
  case AtomicForm::Read:
    return "{ " + Type + " __acorn_v; __atomic_load(&(" + F.X + "), &__acorn_v, " + Order + "); " + F.V +
           " = __acorn_v; }";
  case AtomicForm::Write:
    return "{ " + Type + " __acorn_v = (" + F.E + "); __atomic_store(&(" + F.X + "), &__acorn_v, " + Order + "); }";
  case AtomicForm::Exchange:
    return "{ " + Type + " __acorn_n = (" + F.E + "), __acorn_o; __atomic_exchange(&(" + F.X +
           "), &__acorn_n, &__acorn_o, " + Order + "); " + F.V + " = __acorn_o; }";
  case AtomicForm::Update:
  case AtomicForm::CaptureOld:
  case AtomicForm::CaptureNew:
    break;
  }
  std::string Apply = F.Reversed ? "__acorn_e " + F.Op + " __acorn_o" : "__acorn_o " + F.Op + " __acorn_e";
  std::string Code = "{ __typeof__(" + F.X + ") *__acorn_p = &(" + F.X + "); __typeof__(" + F.E + ") __acorn_e = (" +
                     F.E + "); " + Type + " __acorn_o, __acorn_n; __atomic_load(__acorn_p, &__acorn_o, " +
                     "__ATOMIC_RELAXED); do __acorn_n = " + Apply + "; while (!__atomic_compare_exchange(__acorn_p, " +
                     "&__acorn_o, &__acorn_n, 0, " + Order + ", __ATOMIC_RELAXED)); ";
  if (F.K == AtomicForm::CaptureOld)
    Code += F.V + " = __acorn_o; ";
  if (F.K == AtomicForm::CaptureNew)
    Code += F.V + " = __acorn_n; ";
  return Code + "}";
}

void HostLowering::lowerHostAtomic(const OpenACCAtomicConstruct *A) {
  if (!checkLocation(A))
    return;
  if (!checkClauses(A, A->clauses(), Diags)) {
    OK = false;
    return;
  }
  rewriteHostAtomic(A);
}

// C: the file's own definition of a function with atomics (a routine, or called from regions) is
// the one host code calls (static, or the program's host version): its atomics are atomic there too.
void HostLowering::rewriteHostAtomics(const Stmt *S) {
  if (!S)
    return;
  if (const auto *A = dyn_cast<OpenACCAtomicConstruct>(S))
    return rewriteHostAtomic(A);
  for (const Stmt *Child : S->children())
    rewriteHostAtomics(Child);
}

void HostLowering::rewriteHostAtomic(const OpenACCAtomicConstruct *A) {
  const Stmt *S = A->getAssociatedStmt();
  std::optional<AtomicForm> Form = decomposeAtomic(A, [this](const Expr *E) { return Text.text(E); });
  if (!Form) {
    Diags.unsupported(S->getBeginLoc(), "this form of the atomic statement");
    OK = false;
    return;
  }
  auto TextOf = [this](const Stmt *E) { return Text.text(E); };
  std::string Code = underIfClause(A, hostAtomic(*Form, IsC), statementAsWritten(A, TextOf), TextOf);
  CharSourceRange R =
      CharSourceRange::getCharRange(Text.sourceManager().getExpansionLoc(A->getBeginLoc()), Text.endOf(A));
  HostRW.ReplaceText(R, Code + std::string(Text.newlinesIn(R), '\n'));
}

} // namespace acorn
