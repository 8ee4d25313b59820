// Acorn's own diagnostics go through Clang's engine, so they carry file:line:col, the source line
// and a caret, and honour -Werror / -w like Clang's.
#pragma once

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"

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
  /// C: the lowering reads preprocessed text, whose line markers name the files as written.
  /// Diagnostics then quote those files (the source line as the user wrote it, macros unexpanded).
  clang::SourceManager *WrittenFiles = nullptr;

private:
  void report(clang::DiagnosticsEngine::Level L, clang::SourceLocation Loc, llvm::StringRef Msg) {
    // Warnings are in Clang's group -Wopenacc: -Werror makes them errors, -w and -Wno-openacc
    // silence them (a custom diagnostic without a group obeys neither).
    unsigned ID = L == clang::DiagnosticsEngine::Warning
                      ? D.getDiagnosticIDs()->getCustomDiagID(clang::DiagnosticIDs::CustomDiagDesc(
                            clang::diag::Severity::Warning, "%0", clang::DiagnosticIDs::CLASS_WARNING,
                            /*ShowInSystemHeader=*/true, /*ShowInSystemMacro=*/true,
                            clang::DiagnosticIDs::getGroupForWarningOption("openacc")))
                      : D.getCustomDiagID(L, "%0");
    if (L == clang::DiagnosticsEngine::Warning && !GroupOptionsApplied)
      applyGroupErrorOptions();
    D.Report(WrittenFiles ? writtenLocation(*WrittenFiles, Loc) : Loc, ID) << Msg;
  }
  // Clang applies -Werror=openacc / -Wno-error=openacc to the group's diagnostics when it reads the
  // options, before this custom warning joins the group: apply them again now that it has.
  void applyGroupErrorOptions() {
    GroupOptionsApplied = true;
    for (const std::string &W : D.getDiagnosticOptions().Warnings) {
      if (W == "error=openacc")
        D.setDiagnosticGroupWarningAsError("openacc", true);
      else if (W == "no-error=openacc")
        D.setDiagnosticGroupWarningAsError("openacc", false);
    }
  }
  static clang::SourceLocation writtenLocation(clang::SourceManager &SM, clang::SourceLocation Loc) {
    clang::PresumedLoc P = SM.getPresumedLoc(Loc);
    if (P.isInvalid())
      return Loc;
    auto File = SM.getFileManager().getOptionalFileRef(P.getFilename());
    if (!File)
      return Loc;
    clang::FileID Written = SM.translateFile(*File);
    if (Written.isInvalid())
      Written = SM.createFileID(*File, clang::SourceLocation(), clang::SrcMgr::C_User);
    clang::SourceLocation Mapped = SM.translateLineCol(Written, P.getLine(), P.getColumn());
    return Mapped.isValid() ? Mapped : Loc;
  }
  clang::DiagnosticsEngine &D;
  bool GroupOptionsApplied = false;
};

} // namespace acorn
