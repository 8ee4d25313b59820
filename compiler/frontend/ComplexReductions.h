// Reductions on C `_Complex` variables (`reduction(+:z)`, `reduction(*:z)`): GCC accepts them and
// codes written for it use them; Clang 22 rejects the variable ("invalid type '_Complex double' used
// in OpenACC 'reduction' variable reference") and drops it from the clause. The same for a
// multidimensional array (`int hist[4][8]`: 2.5.15 reduces an array element by element) and for a
// composite variable with a member that is an array or a struct (`struct H { int v[4]; }`, a
// `std::array`: 2.5.15 reduces each member, each element of an array), and for a class that is no
// aggregate (a struct with constructors, `std::complex<double>`). Acorn sets those errors
// aside while Clang parses, then puts each variable back into its clause, so that the rest of the
// compiler sees the reduction as written.
#pragma once

#include "frontend/DiagnosticFilter.h"
#include "frontend/Reporter.h"

#include "clang/AST/ASTContext.h"

#include <vector>

namespace acorn {

/// Sets aside Clang's rejection of a `_Complex`, multidimensional array, composite or class
/// reduction variable (and its notes), recording its location.
class ComplexReductionFilter : public DiagnosticFilter {
public:
  /// Wraps Engine's consumer in a filter that Engine then owns; returns the filter.
  static ComplexReductionFilter *install(clang::DiagnosticsEngine &Engine);

  /// The variables set aside, at their locations in the reduction clauses.
  const std::vector<clang::SourceLocation> &setAside() const { return SetAside; }

private:
  bool holdBack(clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) override;
  /// Clang 22 rejects a member in a reduction clause (2.5.15 allows none) with a message that lists
  /// "composite variable member" among the valid forms: the error says what is wrong instead.
  std::string reword(const clang::Diagnostic &Info) override;

  std::vector<clang::SourceLocation> SetAside;
};

/// Puts the variables Filter set aside back into the reduction clauses of the constructs (templates'
/// instantiations included) that hold them. Only `+` and `*` apply to complex values: other
/// operators are errors; a variable of another type (an array of structs) is an error too.
void restoreComplexReductions(clang::ASTContext &Ctx, const ComplexReductionFilter &Filter, Reporter &Diags);

} // namespace acorn
