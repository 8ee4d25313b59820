// Parentheses in an atomic statement (2.12): `a = (a + 3);`, `b = 3 + (b);`, `(c) = c + 1;`, as
// macros write them. GCC and NVHPC accept them; Clang 22 compares the operands as written, rejects
// the statement ("statement associated with OpenACC 'atomic' directive is invalid") and keeps it
// under a RecoveryExpr. Acorn sets that error aside while Clang parses. Afterwards a statement that
// is one of 2.12's forms once parentheses are looked through takes its construct's place again; any
// other gets Clang's error and notes as Clang gave them. Clang keeps no statement of a rejected
// capture block, so in those the redundant parentheses are blanked before Clang reads the file
// (patchAtomicBlockParens), every column kept.
#pragma once

#include "frontend/DiagnosticFilter.h"
#include "frontend/Reporter.h"

#include "clang/AST/ASTContext.h"

#include <string>
#include <vector>

namespace acorn {

class AtomicParensFilter : public DiagnosticFilter {
public:
  /// Wraps Engine's consumer in a filter that Engine then owns; returns the filter.
  static AtomicParensFilter *install(clang::DiagnosticsEngine &Engine);

  bool empty() const { return SetAside.empty(); }

  /// Makes each set-aside statement that parentheses alone (or a template's dependent operands)
  /// made invalid its construct's statement again; reports Clang's diagnostics for the others, and
  /// Acorn's through Diags for the instantiations whose types make them invalid.
  void restore(clang::ASTContext &Ctx, Reporter &Diags);

private:
  bool holdBack(clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) override;
  void noteHeldBack(const clang::Diagnostic &Info) override;

  struct Rejection {
    clang::SourceLocation Directive;
    std::vector<clang::StoredDiagnostic> Diagnostics; ///< the error, then its notes
  };
  std::vector<Rejection> SetAside;
  clang::DiagnosticsEngine *Engine = nullptr;
  bool Replaying = false;
};

/// Text with the redundant parentheses of `atomic capture` blocks blanked: around a variable,
/// member or element (`(c) = c + 1;`) and around an assignment's whole right side (`c = (c + 1);`).
/// The directive of a block whose x is a call (`{ old = v(i); v(i) += 1; }`: in a template, Clang
/// rejects it and keeps no statement), or of `{v = x; x = expr;}` (Clang rejects the exchange of
/// a binary expression, `{ old = x; x = depth + 1; }`), is replaced by HiddenCaptureMarker, every
/// column kept, its if clause left as an if statement around the block; without HideCaptures (the
/// text a C file's preprocessing reads, whose comments it drops), left.
std::string patchAtomicBlockParens(llvm::StringRef Text, bool HideCaptures = true);

/// What a hidden capture directive reads as (no longer than the shortest directive).
inline constexpr llvm::StringLiteral HiddenCaptureMarker = "/*acorn:atomic capture*/";

/// Makes each block after a HiddenCaptureMarker (templates' instantiations included) the
/// statement of an atomic capture construct again, and reports those that are none of 2.12's
/// forms: with their instantiation's types, in a template.
void restoreHiddenCaptures(clang::ASTContext &Ctx, Reporter &Diags);

} // namespace acorn
