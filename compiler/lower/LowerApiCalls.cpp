// Calls of the OpenACC runtime routines in host code: each is preceded by a record of where it is
// and how its arguments are written, `(acorn_api_at("f.c", 15, 3, "acc_copyout", "u\000n", 2),
// acc_copyout(u, n))`, so that the routine's errors name the user's variables and file:line as
// the directives' errors do (libacorn's ApiCall takes the record when the routine's name matches).
#include "lower/HostLowering.h"

#include "frontend/ASTWalk.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenACC.h"

using namespace clang;

namespace acorn {

namespace {

// The routine of openacc.h a call names, or null: every acc_ routine the toolchain declares but
// acc_on_device (device code calls it, and it reports no errors). In a template, a call with
// dependent arguments names it through an unresolved lookup.
const FunctionDecl *apiRoutine(const CallExpr *Call, const SourceText &Text) {
  const FunctionDecl *F = Call->getDirectCallee();
  if (const auto *Lookup = dyn_cast<UnresolvedLookupExpr>(Call->getCallee()->IgnoreParenImpCasts());
      Lookup && Lookup->getNumDecls() == 1)
    F = dyn_cast<FunctionDecl>(*Lookup->decls_begin());
  if (!F || !F->getIdentifier() || Text.isUserCode(F->getLocation()))
    return nullptr;
  StringRef Name = F->getName();
  return Name.starts_with("acc_") && Name != "acc_on_device" ? F : nullptr;
}

// The call statements of host code: not inside compute constructs, loops and atomics (their code is
// lowered elsewhere) nor clauses (Stmt::children of a construct with a statement is that statement
// only), nor the arguments of directives without a statement (`wait(acc_get_default_async())`:
// the directive's lowering replaces its text).
void collectCalls(const Stmt *S, const SourceText &Text, std::vector<const CallExpr *> &Out) {
  if (!S || isa<OpenACCComputeConstruct, OpenACCCombinedConstruct, OpenACCLoopConstruct, OpenACCAtomicConstruct>(S) ||
      (isa<OpenACCConstructStmt>(S) && !isa<OpenACCDataConstruct, OpenACCHostDataConstruct>(S)))
    return;
  if (const auto *Call = dyn_cast<CallExpr>(S); Call && apiRoutine(Call, Text))
    Out.push_back(Call);
  for (const Stmt *Child : childStatements(S))
    collectCalls(Child, Text, Out);
}

} // namespace

// Calls written in a macro's expansion, or spread over several files, keep the caller's address
// as their only location.
size_t HostLowering::wrapApiCalls() {
  std::vector<const CallExpr *> Calls;
  for (const FunctionDecl *FD : HostFunctions)
    collectCalls(FD->getBody(), Text, Calls);
  size_t Wrapped = 0;
  for (const CallExpr *Call : Calls) {
    SourceRange R = Call->getSourceRange();
    if (R.getBegin().isMacroID() || R.getEnd().isMacroID() || !Text.isUserCode(R.getBegin()) ||
        !HostRW.isRewritable(R.getBegin()))
      continue;
    std::string Args;
    unsigned Count = 0;
    for (const Expr *A : Call->arguments()) {
      if (isa<CXXDefaultArgExpr>(A))
        break;
      Args += (Count++ ? "\\000" : "") + cString(Text.text(A));
    }
    SourceLocation Begin = R.getBegin();
    std::string Site = "(acorn_api_at(\"" + cString(Text.fileName(Begin)) + "\", " + std::to_string(Text.line(Begin)) +
                       ", " + std::to_string(Text.column(Begin)) + ", \"" +
                       apiRoutine(Call, Text)->getName().str() + "\", \"" + Args + "\", " + std::to_string(Count) +
                       "), ";
    HostRW.InsertTextAfter(Begin, Site); // after code other lowering put before the statement
    HostRW.InsertTextAfterToken(R.getEnd(), ")");
    ++Wrapped;
  }
  return Wrapped;
}

} // namespace acorn
