#include "frontend/DiagnosticFilter.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

using namespace clang;

namespace acorn {

void DiagnosticFilter::install(DiagnosticsEngine &Engine, DiagnosticFilter *Filter) {
  Filter->Inner = Engine.getClient();
  Filter->Owned = Engine.takeClient(); // null when Engine did not own it
  Engine.setClient(Filter, /*ShouldOwnClient=*/true);
}

void DiagnosticFilter::BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) {
  Inner->BeginSourceFile(LO, PP);
}
void DiagnosticFilter::EndSourceFile() { Inner->EndSourceFile(); }
void DiagnosticFilter::finish() { Inner->finish(); }
void DiagnosticFilter::clear() {
  DiagnosticConsumer::clear();
  Inner->clear();
}
bool DiagnosticFilter::IncludeInDiagnosticCounts() const { return Inner->IncludeInDiagnosticCounts(); }

void DiagnosticFilter::HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) {
  if (Level == DiagnosticsEngine::Note && InSetAside) {
    noteHeldBack(Info);
    return;
  }
  InSetAside = holdBack(Level, Info);
  if (InSetAside)
    return;
  // Counted as the consumer passed to counts it: an outer filter must not count what an inner one
  // holds back ("1 error generated" for none shown).
  std::string Text = reword(Info);
  if (Text.empty()) {
    Inner->HandleDiagnostic(Level, Info);
  } else {
    DiagnosticStorage NoArguments;
    Inner->HandleDiagnostic(Level, Diagnostic(Info.getDiags(), Info.getLocation(), Info.getID(), NoArguments, Text));
  }
  NumWarnings = Inner->getNumWarnings();
  NumErrors = Inner->getNumErrors();
}

const VarDecl *usedVariable(const Stmt *S, llvm::StringRef Name, llvm::function_ref<bool(const VarDecl *)> InScope) {
  if (!S)
    return nullptr;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()); V && V->getName() == Name && InScope(V))
      return V;
  for (const Stmt *Child : S->children())
    if (const VarDecl *V = usedVariable(Child, Name, InScope))
      return V;
  return nullptr;
}

} // namespace acorn
