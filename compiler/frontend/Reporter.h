// Acorn's own diagnostics go through Clang's engine, so they carry file:line:col, the source line
// and a caret, and honour -Werror / -w like Clang's.
#pragma once

#include "clang/Basic/Diagnostic.h"

namespace acorn {

class Reporter {
public:
  explicit Reporter(clang::DiagnosticsEngine &D) : D(D) {}

  void error(clang::SourceLocation Loc, llvm::StringRef Msg) {
    report(clang::DiagnosticsEngine::Error, Loc, Msg);
  }
  void warning(clang::SourceLocation Loc, llvm::StringRef Msg) {
    report(clang::DiagnosticsEngine::Warning, Loc, Msg);
  }
  /// An OpenACC feature Acorn does not implement yet: never silently ignored.
  void unsupported(clang::SourceLocation Loc, llvm::StringRef What) {
    report(clang::DiagnosticsEngine::Error, Loc,
           (llvm::Twine(What) + " is not supported by Acorn yet").str());
  }
  /// Follows an error or warning: points at a second place it involves.
  void note(clang::SourceLocation Loc, llvm::StringRef Msg) {
    report(clang::DiagnosticsEngine::Note, Loc, Msg);
  }
  void remark(clang::SourceLocation Loc, llvm::StringRef Msg) {
    if (Remarks)
      report(clang::DiagnosticsEngine::Remark, Loc, Msg);
  }
  bool hasErrors() const { return D.hasErrorOccurred(); }
  bool Remarks = false; ///< -Minfo=accel

private:
  void report(clang::DiagnosticsEngine::Level L, clang::SourceLocation Loc, llvm::StringRef Msg) {
    unsigned ID = D.getCustomDiagID(L, "%0");
    D.Report(Loc, ID) << Msg;
  }
  clang::DiagnosticsEngine &D;
};

} // namespace acorn
