#include "frontend/SourcePatches.h"

#include "frontend/AtomicParens.h"
#include "frontend/ClausePatches.h"
#include "frontend/PreprocessedInput.h"
#include "frontend/TemplateHeadRoutines.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Regex.h"

#include <optional>
#include <utility>

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

// 2.4: the clauses after a device_type naming other devices never apply to Acorn's (NVIDIA's
// schedule, which host and multicore run too). Clang 22 still checks them against the others
// (`loop device_type(host) seq device_type(nvidia) gang` is "gang with seq"), so such groups are
// blanked out of the directive, keeping its columns. Groups naming nvidia stay, and `*` groups when
// no group names nvidia (`*` is the least specific name: NVIDIA ignores it then). A group
// holding a clause that may not follow device_type (`device_type(host) private(t)`) is left for
// Clang to diagnose, the line unchanged.
static bool onlyDeviceTypeClauses(llvm::StringRef Group) {
  static const llvm::StringSet<> Allowed = {"async",  "wait",        "num_gangs", "num_workers", "vector_length",
                                            "collapse", "gang",      "worker",    "vector",      "seq",
                                            "independent", "auto",   "tile",      "bind"};
  int Depth = 0;
  for (size_t I = 0; I < Group.size();) {
    char C = Group[I];
    if (C == '(' || C == ')') {
      Depth += C == '(' ? 1 : -1;
      ++I;
    } else if (Depth == 0 && (isalpha(static_cast<unsigned char>(C)) || C == '_')) {
      size_t End = I;
      while (End < Group.size() && (isalnum(static_cast<unsigned char>(Group[End])) || Group[End] == '_'))
        ++End;
      if (!Allowed.contains(Group.slice(I, End)))
        return false;
      I = End;
    } else {
      ++I;
    }
  }
  return true;
}

static std::string dropOtherDeviceGroups(llvm::StringRef Line) {
  // On init, shutdown and set, device_type selects the device: no groups.
  static const llvm::Regex Directive("^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]+(init|shutdown|set)?");
  static const llvm::Regex DeviceType("(^|[^A-Za-z0-9_])(device_type|dtype)[ \t]*\\(");
  std::string Out = Line.str();
  llvm::SmallVector<llvm::StringRef, 2> D;
  if (!Directive.match(Line, &D) || !D[1].empty() || Line.rtrim().ends_with("\\"))
    return Out;
  // The start of each device_type clause, then of the end of its group (the next one, or the end).
  std::vector<size_t> Starts;
  for (size_t At = 0; At < Out.size();) {
    llvm::SmallVector<llvm::StringRef, 3> M;
    llvm::StringRef Rest = llvm::StringRef(Out).substr(At);
    if (!DeviceType.match(Rest, &M))
      break;
    Starts.push_back(At + (M[2].data() - Rest.data()));
    At = At + (M[0].data() - Rest.data()) + M[0].size();
  }
  size_t End = Out.find("//");
  End = End == std::string::npos ? Out.size() : End;
  auto ArgsOf = [&](size_t Start) -> std::optional<std::string> {
    size_t Open = Out.find('(', Start), Close = Out.find(')', Open);
    if (Close == std::string::npos)
      return std::nullopt;
    return llvm::StringRef(Out).slice(Open + 1, Close).lower();
  };
  // A group naming nvidia makes the `*` groups another device's too (the most specific name wins).
  bool NvidiaNamed = llvm::any_of(Starts, [&](size_t Start) {
    std::optional<std::string> Args = ArgsOf(Start);
    return Args && Args->find("nvidia") != std::string::npos;
  });
  for (size_t I = Starts.size(); I-- > 0;) {
    std::optional<std::string> MaybeArgs = ArgsOf(Starts[I]);
    if (!MaybeArgs)
      return Line.str();
    std::string Args = *MaybeArgs;
    size_t Close = Out.find(')', Out.find('(', Starts[I]));
    bool Ours = Args.find("nvidia") != std::string::npos || (!NvidiaNamed && Args.find('*') != std::string::npos);
    // A name that is no device type (a typo of nvidia) stays for Clang to report.
    llvm::SmallVector<llvm::StringRef, 4> Names;
    llvm::StringRef(Args).split(Names, ',');
    for (llvm::StringRef Name : Names)
      if (!llvm::is_contained({"*", "default", "nvidia", "acc_device_nvidia", "radeon", "host", "multicore"},
                              Name.trim()))
        return Line.str();
    size_t GroupEnd = I + 1 < Starts.size() ? Starts[I + 1] : End;
    if (!Ours && !onlyDeviceTypeClauses(llvm::StringRef(Out).slice(Close + 1, GroupEnd)))
      return Line.str();
    if (!Ours)
      for (size_t K = Starts[I]; K < GroupEnd; ++K)
        Out[K] = ' ';
  }
  return Out;
}

// The offset just past the bracket that closes the one at Open ('(' or '{'), skipping string and
// character literals and comments; npos when unbalanced.
static size_t pastClosing(llvm::StringRef Text, size_t Open) {
  char O = Text[Open], C = O == '(' ? ')' : '}';
  int Depth = 0;
  for (size_t I = Open; I < Text.size(); ++I) {
    char Ch = Text[I];
    if (Ch == '"' || Ch == '\'') {
      for (++I; I < Text.size() && Text[I] != Ch; ++I)
        I += Text[I] == '\\';
    } else if (Text.substr(I).starts_with("//")) {
      I = Text.find('\n', I);
      if (I == llvm::StringRef::npos)
        return I;
    } else if (Text.substr(I).starts_with("/*")) {
      I = Text.find("*/", I + 2);
      if (I == llvm::StringRef::npos)
        return I;
      ++I;
    } else if (Ch == O) {
      ++Depth;
    } else if (Ch == C && --Depth == 0) {
      return I + 1;
    }
  }
  return llvm::StringRef::npos;
}

// Keywords written like a call (`for (`, `sizeof(`): not macro invocations.
static bool isKeywordWithParenthesis(llvm::StringRef Word) {
  return llvm::is_contained({"for", "while", "do", "if", "switch", "return", "sizeof"}, Word);
}

// Whether a macro invocation at Name, whose line goes on at After, is a whole statement: its line
// ends and the next line is not its body (`FOR_N(i, n)` then `{` or a line indented deeper).
static bool endsStatement(llvm::StringRef Text, size_t Name, size_t After) {
  if (Text[After] != '\n')
    return false;
  size_t Next = Text.find_first_not_of(" \t\r\n", After);
  if (Next == llvm::StringRef::npos || Text[Next] == '{')
    return false;
  auto Indent = [&](size_t At) { return At - (Text.rfind('\n', At) + 1); };
  return Indent(Next) <= Indent(Name);
}

// Clang 22 takes a `break` in a for, while or do loop that is the whole block of a compute construct
// (`#pragma acc serial` then `for (...) { ... break; }`) for a branch out of the construct; GCC and
// NVHPC accept it. Such a loop is put in braces: the blank before the loop becomes `{` and a `}`
// follows the loop's body (a block, or a statement on one line), so every line and every column
// before the loop's end stays. A loop at the start of its line is left as written. The same for a
// statement that is a function-like macro's invocation (`SEARCH(a, n, key, pos)`), which may expand
// to such a loop.
static void braceComputeBlocks(std::string &Text) {
  static const llvm::Regex Compute("^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]+(parallel|serial|kernels)"
                                   "([ \t]+[A-Za-z_].*|[ \t]*)$");
  static const llvm::Regex Loop("^[ \t\n]*[ \t](for|while)[ \t]*\\(");
  static const llvm::Regex Do("^[ \t\n]*[ \t](do)[ \t\n]*\\{");
  static const llvm::Regex Break("(^|[^A-Za-z0-9_])break[ \t]*;");
  static const llvm::Regex MacroStatement("^[ \t\n]*[ \t]([A-Za-z_][A-Za-z0-9_]*)[ \t]*\\(");
  for (size_t Line = 0; Line < Text.size();) {
    size_t End = Text.find('\n', Line);
    if (End == std::string::npos)
      return;
    llvm::StringRef Directive = llvm::StringRef(Text).slice(Line, End).rtrim("\r");
    llvm::SmallVector<llvm::StringRef, 3> D, M;
    Line = End + 1;
    if (!Compute.match(Directive, &D) || llvm::StringRef(D[2]).trim().starts_with("loop") ||
        Directive.ends_with("\\"))
      continue;
    llvm::StringRef Rest = llvm::StringRef(Text).substr(End);
    if (Do.match(Rest, &M)) { // do { ... } while (...);
      size_t Keyword = End + (M[1].data() - Rest.data()), Body = End + M[0].size() - 1;
      size_t Block = pastClosing(Text, Body);
      size_t While = Block == std::string::npos ? Block : Text.find_first_not_of(" \t\r\n", Block);
      if (While == std::string::npos || llvm::StringRef(Text).substr(While, 5) != "while" ||
          !Break.match(llvm::StringRef(Text).slice(Body, Block)))
        continue;
      size_t Condition = Text.find('(', While);
      size_t Semicolon = Condition == std::string::npos ? Condition : pastClosing(Text, Condition);
      Semicolon = Semicolon == std::string::npos ? Semicolon : Text.find_first_not_of(" \t", Semicolon);
      if (Semicolon == std::string::npos || Text[Semicolon] != ';')
        continue;
      Text.insert(Semicolon + 1, "}");
      Text[Keyword - 1] = '{';
      continue;
    }
    if (MacroStatement.match(Rest, &M) && !isKeywordWithParenthesis(M[1])) {
      // A macro's expansion may hold the loop with the break; where the
      // macro is defined is not known here, so every such statement is braced.
      size_t Name = End + (M[1].data() - Rest.data());
      size_t Close = pastClosing(Text, End + M[0].size() - 1);
      size_t After = Close == std::string::npos ? Close : Text.find_first_not_of(" \t\r", Close);
      if (After == std::string::npos || (Text[After] != ';' && !endsStatement(Text, Name, After)))
        continue;
      Text.insert(Text[After] == ';' ? After + 1 : Close, "}");
      Text[Name - 1] = '{';
      continue;
    }
    if (!Loop.match(Rest, &M))
      continue;
    size_t Keyword = End + (M[1].data() - Rest.data());
    size_t Header = pastClosing(Text, End + M[0].size() - 1);
    size_t Body = Header == std::string::npos ? Header : Text.find_first_not_of(" \t\r\n", Header);
    if (Body == std::string::npos)
      continue;
    size_t Close = std::string::npos;
    if (Text[Body] == '{') {
      Close = pastClosing(Text, Body);
    } else { // one statement on one line: `if (v[i] == key) break;`
      llvm::StringRef Statement = llvm::StringRef(Text).substr(Body).split('\n').first.rtrim();
      if (Statement.ends_with(";") && !Statement.contains('{') && !Statement.contains("//") &&
          !Statement.contains("/*"))
        Close = Body + Statement.size();
    }
    if (Close == std::string::npos || !Break.match(llvm::StringRef(Text).slice(Body, Close)))
      continue;
    Text.insert(Close, "}");
    Text[Keyword - 1] = '{';
  }
}

// Clang 22 takes only a function declaration after a `routine` directive, not a linkage
// specification holding one (`extern "C" double f(double);`, which GCC and NVHPC accept; inside
// an `extern "C" { }` block the directive works). The directive goes into such a block on its own
// line, as `extern "C" { _Pragma("acc routine ...")`, the declaration's `extern "C"` is blanked and
// a `}` follows the declaration: every line, and the declaration's columns, stay.
static void routinesIntoLinkageBlocks(std::string &Text) {
  static const llvm::Regex Routine("^[ \t]*#[ \t]*pragma[ \t]+(acc[ \t]+routine([^A-Za-z0-9_(][^\n]*)?)$",
                                   llvm::Regex::Newline);
  static const llvm::Regex Linkage("^[ \t\r\n]*(extern[ \t]*\"C(\\+\\+)?\")[ \t]*[A-Za-z_]");
  for (size_t At = 0; At < Text.size();) {
    llvm::SmallVector<llvm::StringRef, 3> D, L;
    llvm::StringRef Rest = llvm::StringRef(Text).substr(At);
    if (!Routine.match(Rest, &D))
      return;
    size_t Line = At + (D[0].data() - Rest.data()), LineEnd = Line + D[0].size();
    At = LineEnd;
    llvm::StringRef After = llvm::StringRef(Text).substr(LineEnd);
    if (D[0].rtrim().ends_with("\\") || !Linkage.match(After, &L))
      continue;
    size_t Extern = LineEnd + (L[1].data() - After.data()), End = std::string::npos;
    for (size_t I = Extern + L[1].size(); I < Text.size(); ++I) {
      if (Text[I] == '(') { // a parameter list: skipped whole
        size_t Close = pastClosing(Text, I);
        if (Close == std::string::npos)
          break;
        I = Close - 1;
      } else if (Text[I] == ';' || Text[I] == '{') {
        End = Text[I] == ';' ? I + 1 : pastClosing(Text, I);
        break;
      }
    }
    if (End == std::string::npos)
      continue;
    std::string Directive;
    for (char C : D[1].rtrim("\r"))
      Directive += C == '"' || C == '\\' ? std::string("\\") + C : std::string(1, C);
    Text.insert(End, " }");
    Text.replace(Extern, L[1].size(), std::string(L[1].size(), ' '));
    std::string Opening = "extern \"" + std::string(L[2].empty() ? "C" : "C++") + "\" { _Pragma(\"" + Directive + "\")";
    Text.replace(Line, D[0].rtrim("\r").size(), Opening);
    At = Line + Opening.size();
  }
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
  // First: the scan for macros reads the same text.
  bool Changed = false;
  if (!PreprocessedFile.empty() && realFilePath(Name) == PreprocessedFile) {
    std::string Included = includeToolchainHeaders(Text);
    Changed = Included != Text;
    Text = std::move(Included);
  }
  // Clauses renamed or dropped (without a warning), keeping every column, before the routine
  // patch: a routine whose only level was another device's becomes `routine seq`.
  if (llvm::StringRef(Text).contains("device_type") || llvm::StringRef(Text).contains("dtype")) {
    llvm::SmallVector<llvm::StringRef, 0> Lines;
    llvm::StringRef(Text).split(Lines, '\n');
    std::string Patched;
    for (size_t I = 0; I < Lines.size(); ++I)
      Patched += dropOtherDeviceGroups(Lines[I]) + (I + 1 < Lines.size() ? "\n" : "");
    Changed |= Patched != Text;
    Text = std::move(Patched);
  }
  if (llvm::StringRef(Text).contains("acc")) {
    std::string Patched = patchClauses(Text);
    Changed |= Patched != Text;
    Text = std::move(Patched);
  }
  if (llvm::StringRef(Text).contains("atomic")) {
    std::string Patched = patchAtomicBlockParens(Text);
    Changed |= Patched != Text;
    Text = std::move(Patched);
  }
  // Before the routine patch, which would complete a blanked directive.
  if (llvm::StringRef(Text).contains("routine") && llvm::StringRef(Text).contains("template"))
    Text = blankRoutinesAfterTemplateHeads(Text, Name, Patches);
  if (llvm::StringRef(Text).contains("routine"))
    Text = patchRoutineDirectives(Text, Name, Patches);
  // Offsets count in the text with the routine patches, which the scan for macros read too.
  if (Expanded)
    for (auto R = Expanded->rbegin(); R != Expanded->rend(); ++R)
      if (R->Offset + R->Length <= Text.size())
        Text.replace(R->Offset, R->Length, R->Text);
  // Last: they may add characters, which the offsets of the expansions do not count.
  if (llvm::StringRef(Text).contains("routine") && llvm::StringRef(Text).contains("extern")) {
    std::string Blocks = Text;
    routinesIntoLinkageBlocks(Blocks);
    Changed |= Blocks != Text;
    Text = std::move(Blocks);
  }
  if (llvm::StringRef(Text).contains("pragma")) {
    std::string Braced = Text;
    braceComputeBlocks(Braced);
    Changed |= Braced != Text;
    Text = std::move(Braced);
  }
  if (Patches.size() == Before && !Expanded && !Changed)
    return ProxyFileSystem::openFileForRead(Path);
  auto Patched = llvm::MemoryBuffer::getMemBufferCopy(Text, Name);
  llvm::vfs::Status S = llvm::vfs::Status::copyWithNewSize(*Stat, Text.size());
  return std::unique_ptr<llvm::vfs::File>(new PatchedFile(std::move(Patched), S));
}

void PatchingFileSystem::setPreprocessedFile(const std::string &Path) { PreprocessedFile = realFilePath(Path); }

void PatchingFileSystem::report(clang::SourceManager &SM, Reporter &Diags,
                                llvm::ArrayRef<clang::SourceRange> Skipped) const {
  // The locations below are in the files as written already: C's mapping to the written files
  // (by name, which reads the patched text) stays off.
  clang::SourceManager *Written = std::exchange(Diags.WrittenFiles, nullptr);
  for (const SourcePatch &P : Patches) {
    auto Entry = SM.getFileManager().getOptionalFileRef(P.File);
    if (!Entry)
      continue;
    clang::SourceLocation Loc = SM.translateFileLineCol(*Entry, P.Line, P.Column);
    if (Loc.isInvalid() ||
        llvm::any_of(Skipped, [&](clang::SourceRange R) { return SM.isPointWithin(Loc, R.getBegin(), R.getEnd()); }))
      continue;
    // Quoted from the file as written: the text Clang read has the directive blanked, or its level
    // added.
    if (auto Written = llvm::MemoryBuffer::getFile(P.File)) {
      clang::SourceLocation At = SM.translateLineCol(SM.createFileID(std::move(*Written)), P.Line, P.Column);
      Loc = At.isValid() ? At : Loc;
    }
    if (P.What == SourcePatch::RoutineAfterTemplateHead) {
      Diags.error(Loc, "a 'routine' directive must come before the template header ('template <...>'), not "
                       "between it and the function: move the directive above the 'template' line");
    } else {
      Diags.warning(Loc, "'routine' without gang, worker, vector or seq is compiled as 'routine seq'");
    }
  }
  Diags.WrittenFiles = Written;
}

} // namespace acorn
