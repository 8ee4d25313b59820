// Each inclusion of a changed header lowered as itself (see HeaderInclusions.h). Clang's Rewriter
// edits per FileID, one per inclusion, but the compile of the lowered code reads files by path:
// one text per path would give every inclusion the last one's lowering.
#include "lower/HeaderInclusions.h"
#include "frontend/SourceText.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <cstring>
#include <set>
#include <vector>

using namespace clang;

namespace acorn {

static std::string absolutePath(llvm::StringRef Name) {
  llvm::SmallString<256> Path(Name);
  llvm::sys::fs::make_absolute(Path);
  llvm::sys::path::remove_dots(Path, true);
  return Path.str().str();
}

static std::string textOf(Rewriter &RW, FileID F) {
  if (const llvm::RewriteBuffer *Buf = RW.getRewriteBufferFor(F))
    return std::string(Buf->begin(), Buf->end());
  return RW.getSourceMgr().getBufferData(F).str();
}

// Every inclusion (FileID) of each user file, by absolute path.
static std::map<std::string, std::vector<FileID>> inclusionsByPath(SourceManager &SM) {
  std::map<std::string, std::vector<FileID>> Out;
  for (unsigned I = 0, N = SM.local_sloc_entry_size(); I < N; ++I) {
    const SrcMgr::SLocEntry &E = SM.getLocalSLocEntry(I);
    if (!E.isFile())
      continue;
    FileID F = SM.getFileID(SourceLocation::getFromRawEncoding(E.getOffset()));
    if (F == SM.getMainFileID())
      continue;
    if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(F))
      Out[absolutePath(Entry->getName())].push_back(F);
  }
  return Out;
}

// Points the #include that entered F at Copy. The include location is the file name's token.
static bool redirectInclusion(Rewriter &RW, Reporter &Diags, FileID F, const std::string &Copy) {
  SourceManager &SM = RW.getSourceMgr();
  SourceLocation Name = SM.getIncludeLoc(F);
  bool Invalid = false;
  const char *C = SM.getCharacterData(Name, &Invalid);
  if (Invalid || Name.isMacroID() || (*C != '"' && *C != '<')) {
    Diags.error(Name, "a header with OpenACC directives lowered differently at each of its inclusions is not "
                      "supported when a macro names it in #include; write the header's name");
    return false;
  }
  const char *End = std::strchr(C + 1, *C == '"' ? '"' : '>');
  if (!End)
    return false;
  RW.ReplaceText(Name, unsigned(End - C + 1), "\"" + cString(Copy) + "\"");
  return true;
}

bool rewrittenHeaders(Rewriter &RW, Reporter &Diags, const std::string &AcornInclude,
                      std::map<std::string, std::string> &Out) {
  SourceManager &SM = RW.getSourceMgr();
  std::map<std::string, std::vector<FileID>> Inclusions = inclusionsByPath(SM);
  // Redirecting an inclusion edits its includer, which may then differ between its own
  // inclusions: repeat until no path has inclusions of different texts left.
  std::set<std::string> Split;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const auto &[Path, Files] : Inclusions) {
      if (Files.size() < 2 || Split.count(Path))
        continue;
      std::set<std::string> Texts;
      for (FileID F : Files)
        Texts.insert(textOf(RW, F));
      if (Texts.size() < 2)
        continue;
      Split.insert(Path);
      Changed = true;
      llvm::StringRef Ext = llvm::sys::path::extension(Path);
      llvm::StringRef Stem = llvm::StringRef(Path).drop_back(Ext.size());
      for (size_t I = 0; I < Files.size(); ++I)
        if (!redirectInclusion(RW, Diags, Files[I], (Stem + ".acorn-inclusion" + std::to_string(I + 1) + Ext).str()))
          return false;
    }
  }
  for (const auto &[Path, Files] : Inclusions) {
    bool PerInclusion = Split.count(Path);
    llvm::StringRef Ext = llvm::sys::path::extension(Path);
    llvm::StringRef Stem = llvm::StringRef(Path).drop_back(Ext.size());
    for (size_t I = 0; I < Files.size(); ++I) {
      if (!PerInclusion && !RW.getRewriteBufferFor(Files[I]))
        continue;
      std::string Name = PerInclusion ? (Stem + ".acorn-inclusion" + std::to_string(I + 1) + Ext).str() : Path;
      // (The name as Clang found it, as __FILE__ spells it in the original.)
      std::string Spelled = SM.getPresumedLoc(SM.getLocForStartOfFile(Files[I])).getFilename();
      Out[Name] = AcornInclude + "#line 1 \"" + cString(Spelled) + "\"\n" + textOf(RW, Files[I]);
      if (!PerInclusion)
        break;
    }
  }
  return true;
}

} // namespace acorn
