// Firstprivate arrays of arrays (`double c[3][3]`, a stencil's coefficients; 2.5.14 copies the
// whole variable): Clang 22 crashes building its copy of one (SemaOpenACC's firstprivate recipe).
// ClausePatches writes `&` before a name the file subscripts twice, so that Clang rejects the item
// instead; Acorn sets that error aside while Clang parses, then puts the variable back into its
// clause, so that the rest of the compiler sees the clause as written.
#pragma once

#include "frontend/DiagnosticFilter.h"
#include "frontend/Reporter.h"

#include "clang/AST/ASTContext.h"

#include <vector>

namespace acorn {

/// Sets aside Clang's rejection of a patched firstprivate item (`&c`), recording its location.
class FirstPrivateArrayFilter : public DiagnosticFilter {
public:
  /// Wraps Engine's consumer in a filter that Engine then owns; returns the filter.
  static FirstPrivateArrayFilter *install(clang::DiagnosticsEngine &Engine);

  /// The items set aside, at their `&`.
  const std::vector<clang::SourceLocation> &setAside() const { return SetAside; }

private:
  bool holdBack(clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) override;

  std::vector<clang::SourceLocation> SetAside;
};

/// Puts the variables Filter set aside back into the firstprivate clauses of the constructs
/// (templates' instantiations included) that hold them.
void restoreFirstPrivateArrays(clang::ASTContext &Ctx, const FirstPrivateArrayFilter &Filter, Reporter &Diags);

} // namespace acorn
