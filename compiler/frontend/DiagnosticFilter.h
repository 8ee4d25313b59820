// Clang 22 rejects some valid OpenACC and drops the item from its clause (a `_Complex` reduction
// variable, a declare in a reopened namespace): Acorn sets those errors aside while Clang parses and
// puts the items back afterwards. This is the consumer the filters share: it passes every diagnostic
// on to the consumer it wraps, except those its subclass sets aside, with their notes, and with the
// text its subclass gives where Clang's misleads.
#pragma once

#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>

namespace clang {
class Stmt;
class VarDecl;
} // namespace clang

namespace acorn {

class DiagnosticFilter : public clang::DiagnosticConsumer {
public:
  void BeginSourceFile(const clang::LangOptions &LO, const clang::Preprocessor *PP) override;
  void EndSourceFile() override;
  void finish() override;
  void clear() override;
  bool IncludeInDiagnosticCounts() const override;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) final;

protected:
  /// Makes \p Filter the consumer of \p Engine (which owns it), wrapping the one Engine had.
  static void install(clang::DiagnosticsEngine &Engine, DiagnosticFilter *Filter);

  /// True when the subclass holds \p Info back from the user (recording what it needs).
  virtual bool holdBack(clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) = 0;

  /// The text to show instead of \p Info's, where Clang's says the wrong thing; "" to keep it.
  virtual std::string reword(const clang::Diagnostic &Info) { return ""; }

  /// A note that follows an error the subclass held back (held back with it).
  virtual void noteHeldBack(const clang::Diagnostic &Info) {}

private:
  clang::DiagnosticConsumer *Inner = nullptr;
  std::unique_ptr<clang::DiagnosticConsumer> Owned;
  bool InSetAside = false; ///< the notes that follow a set-aside error go with it
};

/// The first variable named Name that S uses and InScope accepts: an item set aside from a clause,
/// found again where the construct's statement uses it.
const clang::VarDecl *usedVariable(const clang::Stmt *S, llvm::StringRef Name,
                                   llvm::function_ref<bool(const clang::VarDecl *)> InScope);

} // namespace acorn
