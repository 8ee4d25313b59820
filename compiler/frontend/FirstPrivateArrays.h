// Firstprivate arrays of arrays (`double c[3][3]`, a stencil's coefficients; 2.5.14 copies the
// whole variable): Clang 22 crashes building its copy of one (SemaOpenACC's firstprivate recipe),
// whatever names its type (`Mat c;` of `typedef double Mat[3][3];`, used only through its rows).
// The text cannot tell the types, so ClausePatches writes `&` before every firstprivate item that
// is a plain name (the blank before it, where there is one), so that Clang rejects the item
// instead; Acorn sets that error aside while Clang parses (when the name is a variable or data
// member there), then puts the variable back into its clause, so that the rest of the compiler
// sees the clause as written (Acorn reads no recipe of Clang's).
#pragma once

#include "frontend/DiagnosticFilter.h"
#include "frontend/Reporter.h"

#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"

#include <vector>

namespace acorn {

/// Sets aside Clang's rejection of a patched firstprivate item (`&c`), recording its location.
class FirstPrivateArrayFilter : public DiagnosticFilter {
public:
  /// Wraps the consumer of CI's engine in a filter that the engine then owns; returns the filter.
  /// The filter looks the patched names up in CI's Sema when the error comes.
  static FirstPrivateArrayFilter *install(clang::CompilerInstance &CI);

  /// The items set aside, at their `&`.
  const std::vector<clang::SourceLocation> &setAside() const { return SetAside; }
  /// The items whose names are not variables, whose errors (about the `&`) were held back.
  const std::vector<clang::SourceLocation> &notVariables() const { return NotVariables; }

private:
  explicit FirstPrivateArrayFilter(clang::CompilerInstance &CI) : CI(CI) {}

  bool holdBack(clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) override;
  bool namesVariable(clang::SourceLocation Loc) const;

  clang::CompilerInstance &CI;
  std::vector<clang::SourceLocation> SetAside, NotVariables;
};

/// Puts the variables Filter set aside back into the firstprivate clauses of the constructs
/// (templates' instantiations included) that hold them.
void restoreFirstPrivateArrays(clang::ASTContext &Ctx, const FirstPrivateArrayFilter &Filter, Reporter &Diags);

} // namespace acorn
