#include "frontend/Translate.h"

#include "frontend/AtomicOperands.h"
#include "frontend/AtomicParens.h"
#include "frontend/BindTargets.h"
#include "frontend/ComplexReductions.h"
#include "frontend/IteratorIncrements.h"
#include "frontend/DeclareScopes.h"
#include "frontend/DeclareSubarrays.h"
#include "frontend/CacheItems.h"
#include "frontend/FirstPrivateArrays.h"
#include "frontend/MacroDirectives.h"
#include "frontend/OuterMacros.h"
#include "frontend/Preprocess.h"
#include "frontend/SourcePatches.h"
#include "frontend/ToolchainHeaders.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;

namespace acorn {
namespace {

/// Records the toolchain's headers the user's own files include, as spelled (`<math.h>`): the
/// device unit of a C file includes them instead of carrying their declarations (those of the
/// user's headers, -isystem ones too, it carries).
class SystemIncludes : public PPCallbacks {
public:
  SystemIncludes(SourceManager &SM, std::vector<std::string> &Out) : SM(SM), Out(Out) {}
  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef FileName, bool IsAngled,
                          CharSourceRange, OptionalFileEntryRef File, StringRef, StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind FileType) override {
    if (!File || !SrcMgr::isSystem(FileType) || !isToolchainFile(File->getName()) || isToolchainCode(SM, HashLoc))
      return;
    std::string Spelled = IsAngled ? "<" + FileName.str() + ">" : "\"" + FileName.str() + "\"";
    if (!llvm::is_contained(Out, Spelled))
      Out.push_back(Spelled);
  }

private:
  SourceManager &SM;
  std::vector<std::string> &Out;
};

/// The paths of the user's headers as each #include found them, skipped ones too (a #pragma once
/// header reached again through a link: `inc/k.h` beside `real/k.h`).
class IncludedPaths : public PPCallbacks {
public:
  explicit IncludedPaths(std::vector<std::string> &Out) : Out(Out) {}
  void InclusionDirective(SourceLocation, const Token &, StringRef, bool, CharSourceRange, OptionalFileEntryRef File,
                          StringRef, StringRef, const Module *, bool, SrcMgr::CharacteristicKind) override {
    if (File)
      Out.push_back(File->getName().str());
  }

private:
  std::vector<std::string> &Out;
};

/// The ranges of the user's files that the preprocessor skipped (inactive #if blocks).
class SkippedRanges : public PPCallbacks {
public:
  explicit SkippedRanges(std::vector<SourceRange> &Out) : Out(Out) {}
  void SourceRangeSkipped(SourceRange Range, SourceLocation) override { Out.push_back(Range); }

private:
  std::vector<SourceRange> &Out;
};

/// Each lowered header also under the other paths the file was included by, which name the same
/// file: the driver serves them one copy, so #pragma once still sees one file.
void addHeaderAliases(std::map<std::string, std::string> &Headers, const std::vector<std::string> &Included) {
  std::map<std::string, std::string> ByRealPath; // of the lowered headers
  for (const auto &[Path, Text] : Headers)
    ByRealPath.emplace(realFilePath(Path), Path);
  for (const std::string &Name : Included) {
    llvm::SmallString<256> Path(Name);
    llvm::sys::fs::make_absolute(Path);
    llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
    auto It = ByRealPath.find(realFilePath(Name));
    if (It != ByRealPath.end() && !Headers.count(Path.str().str()))
      Headers[Path.str().str()] = Headers[It->second];
  }
}

/// Whether a file the compile read lies in Dir (both by their real paths: a toolkit's headers are
/// often reached through links, /usr/local/include/cuda_runtime.h).
bool readsFileUnder(const SourceManager &SM, StringRef Dir) {
  llvm::SmallString<256> RealDir;
  if (Dir.empty() || llvm::sys::fs::real_path(Dir, RealDir))
    return false;
  RealDir += llvm::sys::path::get_separator();
  for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
    StringRef Real = It->getFirst().getFileEntry().tryGetRealPathName();
    if (Real.starts_with(RealDir))
      return true;
  }
  return false;
}

/// The standard headers the GPU compile's own headers read only when the file reads them too (a
/// header's names in std must not meet the file's globals under `using namespace std;` where
/// the file never asked for them), each with the macro that tells them so (cuda_prelude.h,
/// kernel/std_device.hpp).
const std::pair<const char *, const char *> OptionalStdHeaders[] = {
    {"bits/specfun.h", "__ACORN_READS_SPECFUN"}, // of <cmath>: with it stl_algobase.h (fill, distance)
    {"tuple", "__ACORN_READS_TUPLE"},            // std::tie
    {"bits/move.h", "__ACORN_READS_SWAP"},       // std::swap
    {"type_traits", "__ACORN_READS_SWAP"},       // (declares std::swap)
    {"math.h", "__ACORN_READS_MATH"},            // the device math (<cmath> reads it): y1, j0
    {"stdlib.h", "__ACORN_READS_STDLIB"},        // div, abs (<cstdlib> reads it)
    {"string.h", "__ACORN_READS_STRING"},        // with <strings.h>: index
    {"strings.h", "__ACORN_READS_STRING"},
    {"complex.h", "__ACORN_READS_MATH"},         // (a C file's complex arithmetic: kernel/c_complex.hpp)
    {"new", "__ACORN_READS_NEW"},                // Clang's wrapper of it has the device new and delete
};

/// The macros of OptionalStdHeaders for the headers the compile read (of libstdc++, by path).
std::vector<std::string> optionalStdHeaderMacros(const SourceManager &SM) {
  std::vector<std::string> Out;
  for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
    StringRef Name = It->getFirst().getName();
    for (const auto &[Header, Macro] : OptionalStdHeaders)
      if (Name.ends_with(std::string("/") + Header) && !llvm::is_contained(Out, Macro))
        Out.push_back(Macro);
  }
  return Out;
}

/// What the driver asks of the file as written, beside its lowering.
struct FileFacts {
  std::string CudaInclude;               ///< the CUDA toolkit's include directory (none: empty)
  bool ReadsCudaHeaders = false;         ///< the file reads a header there
  std::vector<std::string> StdHeaderMacros; ///< optionalStdHeaderMacros
  std::vector<std::string> OuterMacros;  ///< macrosBeforeMainFile
};

/// The arguments of a compile without its dependency output (-MD, -MF file, ...).
std::vector<std::string> withoutDependencyOutput(const std::vector<std::string> &Args) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    if (A == "-MF" || A == "-MT" || A == "-MQ")
      ++I;
    else if (!A.starts_with("-M"))
      Out.push_back(A.str());
  }
  return Out;
}

/// Marks the macros of invocations replaced by their expansions used as they are defined
/// (-Wunused-macros would otherwise name them).
class MacrosUsedInExpansions : public PPCallbacks {
public:
  MacrosUsedInExpansions(Preprocessor &PP, const std::vector<std::string> &Names)
      : PP(PP) {
    for (const std::string &Name : Names)
      this->Names.insert(Name);
  }
  void MacroDefined(const Token &Name, const MacroDirective *) override {
    if (Names.count(Name.getIdentifierInfo()->getName()))
      if (MacroInfo *MI = PP.getMacroInfo(Name.getIdentifierInfo()))
        PP.markMacroAsUsed(MI);
  }

private:
  Preprocessor &PP;
  llvm::StringSet<> Names;
};

/// Parses and lowers (or, with Lower false, only checks) the main file.
class LoweringConsumer : public ASTConsumer {
public:
  LoweringConsumer(CompilerInstance &CI, const LoweringOptions &Options, LoweredUnit *Out,
                   const PatchingFileSystem *Patches, bool &OK)
      : CI(CI), Options(Options), Out(Out), Patches(Patches), OK(OK),
        Complex(ComplexReductionFilter::install(CI.getDiagnostics())), Scopes(DeclareScopeFilter::install(CI)),
        Atomics(AtomicParensFilter::install(CI.getDiagnostics())),
        Increments(IteratorIncrementFilter::install(CI.getDiagnostics(), CI.getSourceManager(), CI.getLangOpts())) {}

  bool HandleTopLevelDecl(DeclGroupRef Group) override {
    Binds.see(Group);
    return true;
  }

  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (Facts) {
      Facts->ReadsCudaHeaders = readsFileUnder(CI.getSourceManager(), Facts->CudaInclude);
      Facts->StdHeaderMacros = optionalStdHeaderMacros(CI.getSourceManager());
      // A C file's device unit reads C++ headers its host parse does not (<cmath>, which may read
      // <new>), and C has no new or delete: the prelude's device new and delete are not wanted.
      if (!CI.getLangOpts().CPlusPlus)
        Facts->StdHeaderMacros.push_back("__ACORN_READS_NEW");
      Facts->OuterMacros = macrosBeforeMainFile(CI.getPreprocessor());
    }
    Reporter Diags(CI.getDiagnostics());
    Diags.Remarks = Options.Remarks;
    if (!Ctx.getLangOpts().CPlusPlus)
      Diags.WrittenFiles = &CI.getSourceManager();
    if (Patches)
      Patches->report(CI.getSourceManager(), Diags, Skipped);
    // The errors set aside were not errors: when Clang reported no other, its count starts afresh.
    // (A filter counts only the errors it and the filters inside it passed on.)
    if ((!Complex->setAside().empty() || !Scopes->setAside().empty() || !Atomics->empty() || !Increments->empty()) &&
        !Complex->getNumErrors())
      CI.getDiagnostics().Reset(/*soft=*/true);
    restoreComplexReductions(Ctx, *Complex, Diags);
    restoreDeclareScopes(Ctx, *Scopes, Diags);
    restoreFirstPrivateArrays(Ctx, Diags);
    Atomics->restore(Ctx, Diags);
    restoreHiddenCaptures(Ctx, Diags);
    checkAtomicOperands(Ctx, Diags);
    // Warnings the user's -W flags control: on the source as written (not C's preprocessed text).
    if (Ctx.getLangOpts().CPlusPlus || !Out) {
      warnDeclareSubarrays(Ctx);
      warnCacheLengths(Ctx, CI.getPreprocessor(), Diags);
    }
    // (Clang's errors that restore reports again do not count in the engine's flag, only here.)
    if (CI.getDiagnostics().hasErrorOccurred() || Complex->getNumErrors()) {
      OK = false;
      return;
    }
    if (!Out)
      return;
    LoweringOptions WithMacros = Options;
    WithMacros.Macros = &Macros;
    if (Facts)
      WithMacros.OuterMacros = Facts->OuterMacros;
    OK = lowerTranslationUnit(Ctx, Diags, WithMacros, *Out);
  }

  ExpandedTokens Macros;
  FileFacts *Facts = nullptr; ///< filled in, when given
  std::vector<SourceRange> Skipped; ///< SkippedRanges

private:
  CompilerInstance &CI;
  const LoweringOptions &Options;
  LoweredUnit *Out;
  const PatchingFileSystem *Patches;
  bool &OK;
  const ComplexReductionFilter *Complex; ///< owned by CI's diagnostics engine
  const DeclareScopeFilter *Scopes;      ///< owned by CI's diagnostics engine; wraps Complex
  AtomicParensFilter *Atomics;           ///< owned by CI's diagnostics engine; wraps Scopes
  const IteratorIncrementFilter *Increments; ///< owned by CI's diagnostics engine; wraps Atomics
  BindTargets Binds;
};

class LoweringAction : public ASTFrontendAction {
public:
  LoweringAction(const LoweringOptions &Options, LoweredUnit *Out, std::vector<std::string> *Includes,
                 const PatchingFileSystem *Patches, bool &OK)
      : Options(Options), Out(Out), Includes(Includes), Patches(Patches), OK(OK) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    if (Includes)
      CI.getPreprocessor().addPPCallbacks(std::make_unique<SystemIncludes>(CI.getSourceManager(), *Includes));
    if (ExpandedMacros && !ExpandedMacros->empty())
      CI.getPreprocessor().addPPCallbacks(
          std::make_unique<MacrosUsedInExpansions>(CI.getPreprocessor(), *ExpandedMacros));
    auto Consumer = std::make_unique<LoweringConsumer>(CI, Options, Out, Patches, OK);
    Consumer->Facts = Facts;
    if (Patches)
      CI.getPreprocessor().addPPCallbacks(std::make_unique<SkippedRanges>(Consumer->Skipped));
    // C++ regions are rewritten where they are, macro invocations included (C is lowered from its
    // preprocessed text).
    if (Out && CI.getLangOpts().CPlusPlus)
      Consumer->Macros.install(CI.getPreprocessor());
    if (Included)
      CI.getPreprocessor().addPPCallbacks(std::make_unique<IncludedPaths>(*Included));
    return Consumer;
  }

  FileFacts *Facts = nullptr; ///< filled in, when given
  const std::vector<std::string> *ExpandedMacros = nullptr; ///< expandDirectiveMacros's Used
  std::vector<std::string> *Included = nullptr; ///< C++: IncludedPaths, when given

private:
  const LoweringOptions &Options;
  LoweredUnit *Out;
  std::vector<std::string> *Includes;
  const PatchingFileSystem *Patches;
  bool &OK;
};

class PreprocessAction : public PreprocessorFrontendAction {
public:
  PreprocessAction(std::string &Out, WrittenSpellings &Written, bool LibraryMacros = false)
      : Out(Out), Written(Written), LibraryMacros(LibraryMacros) {}
  void ExecuteAction() override { Out = preprocessToString(getCompilerInstance(), Written, LibraryMacros); }

private:
  std::string &Out;
  WrittenSpellings &Written;
  bool LibraryMacros; ///< -E: the macros that select what the toolchain's headers declare stay
};

class ExpandMacrosAction : public PreprocessorFrontendAction {
public:
  ExpandMacrosAction(MacroExpansions &Out, std::vector<std::string> &Used) : Out(Out), Used(Used) {}
  void ExecuteAction() override { Out = expandDirectiveMacros(getCompilerInstance(), Used); }

private:
  MacroExpansions &Out;
  std::vector<std::string> &Used;
};

bool run(std::vector<std::string> Args, const std::string &File, std::unique_ptr<FrontendAction> Action,
         llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS) {
  Args.insert(Args.begin(), "acorn-frontend");
  Args.push_back("-fsyntax-only");
  Args.push_back(File);
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), FS);
  tooling::ToolInvocation Invocation(Args, std::move(Action), Files.get());
  return Invocation.run();
}

} // namespace

bool preprocess(const TranslateRequest &Request, std::string &Out) {
  ToolchainHeaders Toolchain(Request.ClangArgs, Request.Source, Request.ToolchainIncludes);
  ToolchainHeaders::Scope InScope(Toolchain);
  WrittenSpellings Written;
  return run(withoutDependencyOutput(Request.ClangArgs), Request.Source,
             std::make_unique<PreprocessAction>(Out, Written, /*LibraryMacros=*/true), llvm::vfs::getRealFileSystem());
}

bool translate(const TranslateRequest &Request, LoweredUnit &Out) {
  bool OK = true;
  // Every run below judges user and toolchain headers alike (a C file's last run has no include
  // paths of its own).
  ToolchainHeaders Toolchain(Request.ClangArgs, Request.Source, Request.ToolchainIncludes);
  ToolchainHeaders::Scope InScope(Toolchain);
  // Each run reads the file through patches (a preprocessed file's headers, too).
  auto Patched = [&] {
    auto FS = llvm::makeIntrusiveRefCnt<PatchingFileSystem>(llvm::vfs::getRealFileSystem());
    if (Request.Preprocessed)
      FS->setPreprocessedFile(Request.Source);
    return FS;
  };
  auto Patches = Patched();
  FileFacts Facts;
  Facts.CudaInclude = Request.CudaInclude;
  if (!Request.IsC) {
    // Statement macros holding directives become their expansions first (MacroDirectives.h).
    MacroExpansions Expansions;
    std::vector<std::string> ExpandedMacros;
    auto Scan = Patched();
    run(Request.ClangArgs, Request.Source, std::make_unique<ExpandMacrosAction>(Expansions, ExpandedMacros), Scan);
    Patches->setExpansions(std::move(Expansions));
    auto Action = std::make_unique<LoweringAction>(Request.Options, &Out, nullptr, Patches.get(), OK);
    Action->Facts = &Facts;
    Action->ExpandedMacros = &ExpandedMacros;
    std::vector<std::string> Included;
    Action->Included = &Included;
    bool Ran = run(Request.ClangArgs, Request.Source, std::move(Action), Patches);
    addHeaderAliases(Out.Headers, Included);
    Out.IncludesCudaHeaders = Facts.ReadsCudaHeaders;
    Out.StdHeaderMacros = Facts.StdHeaderMacros;
    Out.OuterMacros = Facts.OuterMacros;
    return Ran && OK;
  }
  // C: check the file as written, then lower its preprocessed text.
  LoweringOptions Options = Request.Options;
  auto Check = std::make_unique<LoweringAction>(Options, nullptr, &Options.SystemIncludes, Patches.get(), OK);
  Check->Facts = &Facts;
  if (!run(Request.ClangArgs, Request.Source, std::move(Check), Patches) || !OK)
    return false;
  Out.IncludesCudaHeaders = Facts.ReadsCudaHeaders;
  Out.StdHeaderMacros = Facts.StdHeaderMacros;
  // The lowered host code calls libacorn: its declarations become part of the preprocessed text,
  // the program's -D macros set aside while they are read.
  llvm::SmallString<256> AbiInclude(Request.Source + ".acorn-abi.h");
  llvm::sys::fs::make_absolute(AbiInclude);
  auto AbiFile = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  AbiFile->addFile(AbiInclude, 0,
                   llvm::MemoryBuffer::getMemBufferCopy(includeSettingAside(Facts.OuterMacros, "\"acorn/abi.h\"")));
  // (The dependency file is the check's: this run reads the in-memory include too.)
  // (Its warnings, -Wunused-macros ones, the check reported.)
  std::vector<std::string> PreprocessArgs = withoutDependencyOutput(Request.ClangArgs);
  PreprocessArgs.insert(PreprocessArgs.end(), {"-include", AbiInclude.str().str(), "-w"});
  std::string Preprocessed;
  WrittenSpellings Written;
  auto KeepingCaptures = Patched();
  KeepingCaptures->keepCaptureDirectives();
  auto PatchedAgain = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(KeepingCaptures);
  PatchedAgain->pushOverlay(AbiFile);
  if (!run(PreprocessArgs, Request.Source, std::make_unique<PreprocessAction>(Preprocessed, Written), PatchedAgain))
    return false;
  Options.Spellings = &Written;
  llvm::SmallString<256> Virtual(Request.Source + ".acorn.i");
  llvm::sys::fs::make_absolute(Virtual);
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  // (The capture directives Clang would reject hidden again: every offset of Written kept.)
  Memory->addFile(Virtual, 0, llvm::MemoryBuffer::getMemBufferCopy(patchAtomicBlockParens(Preprocessed), Virtual));
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(llvm::vfs::getRealFileSystem());
  Overlay->pushOverlay(Memory);
  auto Lower = std::make_unique<LoweringAction>(Options, &Out, nullptr, nullptr, OK);
  return run(Request.PreprocessedArgs, Virtual.str().str(), std::move(Lower), Overlay) && OK;
}

} // namespace acorn
