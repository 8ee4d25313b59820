// Declare directives in a reopened namespace (2.13): a header has `namespace phys { extern double g; }`
// and the source file `namespace phys { double g = 1.4; #pragma acc declare copyin(g) }`. The
// directive is in the variable's scope (a namespace is one scope, however many blocks open it), and
// GCC accepts it; Clang 22 compares the block the directive is in with the namespace's first block
// (even for a variable first declared in the directive's own block), reports "must be in the same
// scope as the directive" and drops the variable from the clause. Acorn sets that error aside when
// the variable, named plainly or qualified by that namespace (`phys::g`, as NVHPC and GCC take it),
// belongs to the directive's namespace and is declared there before the directive, and puts it back
// into its clause; so too a static data member of a class of that namespace named through its class
// (`Table::coeffs` after `double Table::coeffs[4] = ...;` in a block opened again); anything else
// keeps Clang's error.
#pragma once

#include "frontend/DiagnosticFilter.h"
#include "frontend/Reporter.h"

#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"

#include <vector>

namespace acorn {

/// Sets aside Clang's "same scope" rejection of a variable that is in the directive's namespace (and
/// its notes), recording the variable.
class DeclareScopeFilter : public DiagnosticFilter {
public:
  /// Wraps the consumer of CI's engine in a filter that the engine then owns; returns the filter.
  /// The filter reads CI's Sema (the context the directive is parsed in) when the error comes.
  static DeclareScopeFilter *install(clang::CompilerInstance &CI);

  struct Item {
    clang::SourceLocation Loc; ///< the variable's name in the clause (its last part: `g` of `ns::g`)
    clang::VarDecl *Var;
  };
  const std::vector<Item> &setAside() const { return SetAside; }

private:
  explicit DeclareScopeFilter(clang::CompilerInstance &CI) : CI(CI) {}

  bool holdBack(clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) override;
  clang::VarDecl *namespaceVariable(clang::SourceLocation Loc, clang::SourceLocation &NameLoc) const;

  clang::CompilerInstance &CI;
  std::vector<Item> SetAside;
};

/// Puts the variables Filter set aside back into the clauses of their declare directives.
void restoreDeclareScopes(clang::ASTContext &Ctx, const DeclareScopeFilter &Filter, Reporter &Diags);

} // namespace acorn
