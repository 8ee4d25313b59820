// Source text Acorn adjusts before Clang reads it:
//  - directives that NVHPC and GCC accept and Clang 22 rejects: a `routine` directive without gang,
//    worker, vector or seq is taken as `routine seq` (NVHPC's and GCC's reading), with a warning
//    at the directive;
//  - clause groups of device_type naming other devices than NVIDIA's, blanked but for their launch
//    sizes (Clang 22 checks them against the others; they never apply to Acorn's schedule, which
//    host and multicore share: a warning where their groups ask for another);
//  - clause text (ClausePatches.h);
//  - C++: statement macros holding directives, replaced by their expansions (MacroDirectives.h);
//  - a for or while loop holding a `break` that is the whole block of a compute construct, put in
//    braces (Clang 22 takes the break for a branch out of the construct);
//  - a `routine` directive before `extern "C"` and a declaration, put into a linkage block;
//  - a `routine` directive after a template header, blanked (an error, TemplateHeadRoutines.h).
// Each reads a directive continued with backslash-newlines on one line (LogicalDirectives.h).
#pragma once

#include "frontend/MacroDirectives.h"
#include "frontend/Reporter.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <string>
#include <vector>

namespace acorn {

struct SourcePatch {
  enum Kind {
    RoutineSeq,               ///< `routine` without a level, completed as `routine seq` (a warning)
    RoutineAfterTemplateHead, ///< blanked (an error: TemplateHeadRoutines.h)
    DeviceTypeSchedule,       ///< device_type groups asking host or multicore for another schedule (a warning)
  };
  std::string File;
  unsigned Line = 0, Column = 0;
  Kind What = RoutineSeq;
  std::string Message; ///< DeviceTypeSchedule's warning
};

/// A file system that serves the user's files with the patches applied, and records them.
class PatchingFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  explicit PatchingFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS) : ProxyFileSystem(std::move(FS)) {}

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>> openFileForRead(const llvm::Twine &Path) override;

  /// Reports each patched directive that the file being compiled read.
  /// Reports the patches, except those in Skipped: the ranges the preprocessor skipped (an
  /// inactive #if), where the directive means nothing.
  void report(clang::SourceManager &SM, Reporter &Diags, llvm::ArrayRef<clang::SourceRange> Skipped) const;

  /// Macro invocations to replace by their expansions, in the files read from now on.
  void setExpansions(MacroExpansions E) { Expansions = std::move(E); }

  /// The file at Path is preprocessed (.i, .ii): its toolchain headers are read as #includes
  /// (PreprocessedInput.h).
  void setPreprocessedFile(const std::string &Path);

  /// Leaves the directives of the capture blocks Clang would reject (patchAtomicBlockParens): a C
  /// file's preprocessing keeps no comment, and its lowering hides them in the text it reads.
  void keepCaptureDirectives() { HideCaptures = false; }

private:
  std::vector<SourcePatch> Patches;
  MacroExpansions Expansions;
  std::string PreprocessedFile; ///< real path
  bool HideCaptures = true;
};

/// The text with routine directives lacking a parallelism clause completed; records where.
std::string patchRoutineDirectives(llvm::StringRef Text, llvm::StringRef File, std::vector<SourcePatch> &Patches);

} // namespace acorn
