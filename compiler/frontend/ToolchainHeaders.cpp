#include "frontend/ToolchainHeaders.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Driver/CreateInvocationFromArgs.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <set>

using namespace clang;

namespace acorn {
namespace {

const ToolchainHeaders *Current = nullptr;

std::string normalized(llvm::StringRef Path) {
  llvm::SmallString<256> Out(Path);
  llvm::sys::fs::make_absolute(Out);
  llvm::sys::path::remove_dots(Out, /*remove_dot_dot=*/true);
  return Out.str().str();
}

// Whether Path is Dir or lies under it.
bool under(llvm::StringRef Path, llvm::StringRef Dir) {
  if (!Path.starts_with(Dir))
    return false;
  return Path.size() == Dir.size() || llvm::sys::path::is_separator(Path[Dir.size()]) ||
         llvm::sys::path::is_separator(Dir.back());
}

} // namespace

ToolchainHeaders::ToolchainHeaders(const std::vector<std::string> &ClangArgs, const std::string &Source,
                                   const std::vector<std::string> &Extra) {
  // The driver as Translate runs it: its cc1 arguments tell the directories it added by itself
  // (-internal-isystem) from those the command line named (-isystem), which Clang's
  // HeaderSearchOptions no longer tell apart.
  std::vector<const char *> Argv = {"acorn-frontend"};
  for (const std::string &A : ClangArgs)
    Argv.push_back(A.c_str());
  Argv.insert(Argv.end(), {"-fsyntax-only", Source.c_str()});
  DiagnosticOptions DiagOpts;
  CreateInvocationOptions Opts;
  Opts.Diags = llvm::makeIntrusiveRefCnt<DiagnosticsEngine>(DiagnosticIDs::create(), DiagOpts,
                                                            new IgnoringDiagConsumer());
  Opts.RecoverOnError = true; // Clang reports bad arguments when it runs
  std::vector<std::string> CC1;
  Opts.CC1Args = &CC1;
  std::unique_ptr<CompilerInvocation> Invocation = createInvocation(Argv, Opts);

  std::set<std::string> Builtin;
  for (const std::string &Dir : Extra)
    Builtin.insert(normalized(Dir));
  for (size_t I = 0; I + 1 < CC1.size(); ++I)
    if (CC1[I] == "-internal-isystem" || CC1[I] == "-internal-externc-isystem")
      Builtin.insert(normalized(CC1[++I]));
  for (const std::string &Dir : Builtin)
    Directories.push_back({Dir, true});
  if (Invocation)
    for (const HeaderSearchOptions::Entry &E : Invocation->getHeaderSearchOpts().UserEntries)
      if (std::string Dir = normalized(E.Path); !Builtin.count(Dir))
        Directories.push_back({Dir, false});
}

bool ToolchainHeaders::containsFile(llvm::StringRef Path) const {
  if (Path.starts_with("<"))
    return true;
  auto [It, New] = Known.try_emplace(Path, false);
  if (!New)
    return It->second;
  const Directory *Closest = closestDirectory(normalized(Path));
  It->second = Closest && Closest->Toolchain;
  return It->second;
}

// The closest directory decides; between two of the same length, the toolchain's
// (`-isystem /usr/include` names the C library's own directory).
const ToolchainHeaders::Directory *ToolchainHeaders::closestDirectory(const std::string &File) const {
  const Directory *Closest = nullptr;
  for (const Directory &D : Directories)
    if (under(File, D.Path) &&
        (!Closest || D.Path.size() > Closest->Path.size() ||
         (D.Path.size() == Closest->Path.size() && D.Toolchain)))
      Closest = &D;
  return Closest;
}

std::optional<std::string> ToolchainHeaders::includeName(llvm::StringRef Path) const {
  std::string File = normalized(Path);
  const Directory *Closest = closestDirectory(File);
  if (!Closest || !Closest->Toolchain || File.size() <= Closest->Path.size())
    return std::nullopt;
  return llvm::StringRef(File).drop_front(Closest->Path.size()).ltrim('/').str();
}

ToolchainHeaders::Scope::Scope(const ToolchainHeaders &Headers) : Outer(Current) { Current = &Headers; }

ToolchainHeaders::Scope::~Scope() { Current = Outer; }

bool isToolchainCode(const SourceManager &SM, SourceLocation Loc) {
  if (Loc.isInvalid())
    return false;
  SourceLocation At = SM.getExpansionLoc(Loc);
  if (!SM.isInSystemHeader(At))
    return false;
  if (!Current)
    return true;
  // A file is judged by its name, unless line markers name others (a C file's preprocessed text).
  FileID File = SM.getFileID(At);
  if (!SM.getSLocEntry(File).getFile().hasLineDirectives())
    if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File))
      return Current->containsFile(Entry->getName());
  PresumedLoc P = SM.getPresumedLoc(At);
  return !P.isValid() || Current->containsFile(P.getFilename());
}

bool isToolchainFile(llvm::StringRef Path) { return !Current || Current->containsFile(Path); }

std::optional<std::string> toolchainIncludeName(llvm::StringRef Path) {
  return Current ? Current->includeName(Path) : std::nullopt;
}

} // namespace acorn
