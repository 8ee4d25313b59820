#include "frontend/SourcePatches.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"

namespace acorn {

namespace {

bool hasLevelClause(llvm::StringRef Clauses) {
  static const llvm::Regex Level("(^|[^A-Za-z0-9_])(gang|worker|vector|seq)([^A-Za-z0-9_]|$)");
  return Level.match(Clauses);
}

/// A file whose contents were patched, served from memory under its real status.
class PatchedFile : public llvm::vfs::File {
public:
  PatchedFile(std::unique_ptr<llvm::MemoryBuffer> Buffer, llvm::vfs::Status Stat)
      : Buffer(std::move(Buffer)), Stat(std::move(Stat)) {}
  llvm::ErrorOr<llvm::vfs::Status> status() override { return Stat; }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> getBuffer(const llvm::Twine &, int64_t, bool, bool) override {
    return llvm::MemoryBuffer::getMemBufferCopy(Buffer->getBuffer(), Buffer->getBufferIdentifier());
  }
  std::error_code close() override { return {}; }

private:
  std::unique_ptr<llvm::MemoryBuffer> Buffer;
  llvm::vfs::Status Stat;
};

} // namespace

std::string patchRoutineDirectives(llvm::StringRef Text, llvm::StringRef File, std::vector<SourcePatch> &Patches) {
  static const llvm::Regex Pragma("^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]+routine([^A-Za-z0-9_].*)?$");
  static const llvm::Regex Operator("_Pragma[ \t]*\\([ \t]*\"[ \t]*acc[ \t]+routine([^\"A-Za-z0-9_][^\"]*)?\"");
  std::string Out;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    llvm::StringRef Line = Lines[I];
    std::string Patched = Line.str();
    llvm::SmallVector<llvm::StringRef, 2> M;
    if (!Line.rtrim().ends_with("\\") && Pragma.match(Line.rtrim("\r"), &M) && !hasLevelClause(M[1])) {
      Patches.push_back({File.str(), unsigned(I + 1), unsigned(Line.find('#') + 1)});
      Patched = Line.rtrim("\r").str() + " seq";
    } else if (Operator.match(Line, &M) && !hasLevelClause(M[1])) {
      size_t At = M[0].data() - Line.data();
      Patches.push_back({File.str(), unsigned(I + 1), unsigned(At + 1)});
      size_t Quote = At + M[0].size() - 1;
      Patched = Line.substr(0, Quote).str() + " seq" + Line.substr(Quote).str();
    }
    Out += Patched;
    if (I + 1 < Lines.size())
      Out += '\n';
  }
  return Out;
}

// 2.7.2-2.7.7: `pcopyin`/`present_or_copyin` (and create, copy, copyout) are other names of
// `copyin` etc.; Clang 22 rejects them on a declare directive at file scope. The clause keeps its
// columns: the new name is padded with blanks before its parenthesis.
std::string patchDeclareClauseAliases(llvm::StringRef Text) {
  static const llvm::Regex Declare("^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]+declare([^A-Za-z0-9_]|$)");
  static const llvm::Regex Alias("(^|[^A-Za-z0-9_])(present_or_|p)(copyin|copyout|copy|create)[ \t]*\\(");
  std::string Out;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    std::string Line = Lines[I].str();
    llvm::SmallVector<llvm::StringRef, 4> M;
    while (Declare.match(Line) && Alias.match(Line, &M)) {
      size_t At = M[2].data() - Line.data();
      Line.replace(At, M[2].size() + M[3].size(), M[3].str() + std::string(M[2].size(), ' '));
    }
    Out += Line;
    if (I + 1 < Lines.size())
      Out += '\n';
  }
  return Out;
}

llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>> PatchingFileSystem::openFileForRead(const llvm::Twine &Path) {
  auto File = ProxyFileSystem::openFileForRead(Path);
  if (!File)
    return File;
  auto Stat = (*File)->status();
  auto Buffer = (*File)->getBuffer(Path);
  if (!Stat || !Buffer)
    return ProxyFileSystem::openFileForRead(Path);
  std::string Name = Path.str();
  const std::vector<TextReplacement> *Expanded = nullptr;
  if (!Expansions.empty()) {
    auto It = Expansions.find(realFilePath(Name));
    Expanded = It == Expansions.end() ? nullptr : &It->second;
  }
  size_t Before = Patches.size();
  std::string Text = (*Buffer)->getBuffer().str();
  if (llvm::StringRef(Text).contains("routine"))
    Text = patchRoutineDirectives(Text, Name, Patches);
  bool Aliases = llvm::StringRef(Text).contains("declare");
  if (Aliases) {
    std::string Renamed = patchDeclareClauseAliases(Text);
    Aliases = Renamed != Text;
    Text = std::move(Renamed);
  }
  if (Patches.size() == Before && !Expanded && !Aliases)
    return ProxyFileSystem::openFileForRead(Path);
  // Offsets count in the text with the routine patches, which the scan for macros read too.
  if (Expanded)
    for (auto R = Expanded->rbegin(); R != Expanded->rend(); ++R)
      if (R->Offset + R->Length <= Text.size())
        Text.replace(R->Offset, R->Length, R->Text);
  auto Patched = llvm::MemoryBuffer::getMemBufferCopy(Text, Name);
  llvm::vfs::Status S = llvm::vfs::Status::copyWithNewSize(*Stat, Text.size());
  return std::unique_ptr<llvm::vfs::File>(new PatchedFile(std::move(Patched), S));
}

void PatchingFileSystem::report(clang::SourceManager &SM, Reporter &Diags) const {
  for (const SourcePatch &P : Patches) {
    auto Entry = SM.getFileManager().getOptionalFileRef(P.File);
    if (!Entry)
      continue;
    clang::SourceLocation Loc = SM.translateFileLineCol(*Entry, P.Line, P.Column);
    if (Loc.isValid())
      Diags.warning(Loc, "'routine' without gang, worker, vector or seq is compiled as 'routine seq'");
  }
}

} // namespace acorn
