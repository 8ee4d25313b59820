#include "frontend/DiagnosticFilter.h"

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

} // namespace acorn
