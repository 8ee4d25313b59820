#include "frontend/SourcePatches.h"

#include "frontend/AtomicParens.h"
#include "frontend/ClausePatches.h"
#include "frontend/LogicalDirectives.h"
#include "frontend/PreprocessedInput.h"
#include "frontend/TemplateHeadRoutines.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"

#include <optional>
#include <tuple>
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
    if (Pragma.match(Line.rtrim("\r"), &M) && !hasLevelClause(M[1])) {
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

// A clause at the top level of a directive's text: its name and where it ends (past its
// parenthesised arguments, if any).
struct ClauseText {
  llvm::StringRef Name;
  size_t Begin, End;
};

static std::vector<ClauseText> clausesIn(llvm::StringRef Text) {
  std::vector<ClauseText> Out;
  int Depth = 0;
  for (size_t I = 0; I < Text.size();) {
    char C = Text[I];
    if (Text.substr(I).starts_with("/*")) { // a comment: no clause
      size_t Close = Text.find("*/", I + 2);
      I = Close == llvm::StringRef::npos ? Text.size() : Close + 2;
    } else if (C == '(' || C == ')') {
      Depth += C == '(' ? 1 : -1;
      if (C == ')' && Depth == 0 && !Out.empty() && Out.back().End == size_t(-1))
        Out.back().End = I + 1;
      ++I;
    } else if (Depth == 0 && (isalpha(static_cast<unsigned char>(C)) || C == '_')) {
      size_t End = I;
      while (End < Text.size() && (isalnum(static_cast<unsigned char>(Text[End])) || Text[End] == '_'))
        ++End;
      if (!Out.empty() && Out.back().End == size_t(-1))
        Out.back().End = Out.back().Begin + Out.back().Name.size();
      Out.push_back({Text.slice(I, End), I, size_t(-1)});
      size_t Next = Text.find_first_not_of(" \t", End);
      if (Next == llvm::StringRef::npos || Text[Next] != '(')
        Out.back().End = End;
      I = End;
    } else {
      ++I;
    }
  }
  if (!Out.empty() && Out.back().End == size_t(-1))
    Out.back().End = Text.size();
  return Out;
}

// The clauses that may follow device_type (2.4: those of compute, loop, data and routine directives).
static bool mayFollowDeviceType(llvm::StringRef Name) {
  static const llvm::StringSet<> Allowed = {"async",  "wait",        "num_gangs", "num_workers", "vector_length",
                                            "collapse", "gang",      "worker",    "vector",      "seq",
                                            "independent", "auto",   "tile",      "bind"};
  return Allowed.contains(Name);
}

// The launch sizes, which Acorn gives each device type as its groups do (LowerCompute).
static bool isLaunchSize(llvm::StringRef Name) {
  return Name == "num_gangs" || Name == "num_workers" || Name == "vector_length";
}

// The device type names of a device_type clause's argument text, lowered (acc_device_nvidia: nvidia).
static std::vector<std::string> deviceNames(llvm::StringRef Args) {
  llvm::SmallVector<llvm::StringRef, 4> Names;
  Args.split(Names, ',');
  std::vector<std::string> Out;
  for (llvm::StringRef Name : Names) {
    std::string N = Name.trim().lower();
    Out.push_back(N == "acc_device_nvidia" ? "nvidia" : N);
  }
  return Out;
}

namespace {
// A directive's clause groups: the default one (Names empty), then one per device_type clause.
struct ClauseGroup {
  std::vector<std::string> Names;
  size_t Begin = 0, End = 0; ///< the clauses after the device_type clause, in the line
};
} // namespace

// 2.4: the clauses other than launch sizes that apply on Device, as written, in their order: the
// default group's, replaced clause by clause by the group naming Device, else by a `*` group.
static std::vector<std::string> scheduleClauses(llvm::StringRef Line, const std::vector<ClauseGroup> &Groups,
                                                llvm::StringRef Device) {
  auto Named = [&](const ClauseGroup &G, llvm::StringRef N) { return llvm::is_contained(G.Names, N.str()); };
  const ClauseGroup *Chosen = nullptr;
  for (const ClauseGroup &G : llvm::drop_begin(Groups))
    if (Named(G, Device) || (!Chosen && Named(G, "*")))
      Chosen = &G;
  auto Clauses = [&](const ClauseGroup *G) {
    std::vector<ClauseText> Out;
    if (G)
      for (ClauseText C : clausesIn(Line.slice(G->Begin, G->End)))
        if (mayFollowDeviceType(C.Name) && !isLaunchSize(C.Name))
          Out.push_back(C);
    return Out;
  };
  std::vector<ClauseText> Own = Clauses(Chosen);
  std::vector<std::string> Out;
  for (ClauseText C : Clauses(&Groups[0]))
    if (llvm::none_of(Own, [&](const ClauseText &O) { return O.Name == C.Name; }))
      Out.push_back(Line.slice(Groups[0].Begin, Groups[0].End).slice(C.Begin, C.End).str());
  for (ClauseText C : Own)
    Out.push_back(Line.slice(Chosen->Begin, Chosen->End).slice(C.Begin, C.End).str());
  return Out;
}

// 2.4: host and multicore run the loop schedule, and the async and wait clauses, chosen for NVIDIA
// (their launch sizes are their own); a warning where their groups choose a clause NVIDIA's do
// not. Those they do not give are Acorn's to choose: NVIDIA's choice stands for them.
static std::string scheduleWarning(llvm::StringRef Line, const std::vector<ClauseGroup> &Groups) {
  auto Join = [](std::vector<std::string> V) { // (in one order: the clauses' order means nothing)
    llvm::sort(V);
    std::string S;
    for (const std::string &C : V)
      S += (S.empty() ? "" : " ") + llvm::StringRef(C).trim().str();
    return S;
  };
  std::vector<std::string> NvidiaClauses = scheduleClauses(Line, Groups, "nvidia");
  std::string Nvidia = Join(NvidiaClauses);
  auto Trimmed = [](llvm::StringRef C) { return C.trim().str(); };
  std::vector<std::pair<std::string, std::string>> Others; // device, its own clauses
  for (llvm::StringRef Device : {"multicore", "host"}) {
    std::vector<std::string> Own = scheduleClauses(Line, Groups, Device);
    if (llvm::any_of(Own, [&](const std::string &C) {
          return llvm::none_of(NvidiaClauses, [&](const std::string &N) { return Trimmed(N) == Trimmed(C); });
        }))
      Others.push_back({Device.str(), Join(Own)});
  }
  if (Others.empty())
    return "";
  std::string Runs;
  if (Others.size() == 2 && Others[0].second == Others[1].second)
    Runs = "multicore and host run it instead of their own ('" + Others[0].second + "')";
  else
    for (const auto &[Device, Own] : Others)
      Runs += (Runs.empty() ? Device + " runs it" : ", " + Device) + " instead of its own ('" + Own + "')";
  return "device_type: Acorn compiles one loop schedule for every device type, from the clauses for nvidia ('" +
         (Nvidia.empty() ? std::string("none") : Nvidia) + "'); " + Runs +
         " (only num_gangs, num_workers and vector_length are chosen per device type)";
}

// 2.4: the clauses after a device_type naming other devices than NVIDIA never apply to the schedule
// Acorn compiles (NVIDIA's, which host and multicore run too: scheduleWarning). Clang 22 still
// checks them against the others (`loop device_type(host) seq device_type(nvidia) gang` is "gang
// with seq"), so such groups are blanked out of the directive, keeping its columns, but for their
// launch sizes (num_gangs, num_workers, vector_length), which LowerCompute gives each device type.
// Groups naming nvidia stay, and `*` groups when no group names nvidia (`*` is the least specific
// name: NVIDIA ignores it then). A group holding a clause that may not follow device_type
// (`device_type(host) private(t)`) is left for Clang to diagnose, the line unchanged.
static std::string dropOtherDeviceGroups(llvm::StringRef Line, llvm::StringRef File, unsigned LineNo,
                                         std::vector<SourcePatch> &Patches) {
  // On init, shutdown and set, device_type selects the device: no groups.
  static const llvm::Regex Directive("^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]+(init|shutdown|set)?");
  static const llvm::Regex DeviceType("(^|[^A-Za-z0-9_])(device_type|dtype)[ \t]*\\(");
  std::string Out = Line.str();
  llvm::SmallVector<llvm::StringRef, 2> D;
  if (!Directive.match(Line, &D) || !D[1].empty())
    return Out;
  size_t End = Out.find("//");
  End = End == std::string::npos ? Out.size() : End;
  // The groups: the default one, from the directive's name on, then one per device_type clause.
  std::vector<ClauseGroup> Groups(1);
  std::vector<size_t> Starts; // of each device_type clause
  Groups[0].Begin = D[0].size();
  for (size_t At = 0; At < End;) {
    llvm::SmallVector<llvm::StringRef, 3> M;
    llvm::StringRef Rest = llvm::StringRef(Out).slice(At, End);
    if (!DeviceType.match(Rest, &M))
      break;
    size_t Start = At + (M[2].data() - Rest.data());
    size_t Open = Out.find('(', Start), Close = Out.find(')', Open);
    if (Close == std::string::npos || Close >= End)
      return Line.str();
    Groups.back().End = Start;
    Groups.push_back({deviceNames(llvm::StringRef(Out).slice(Open + 1, Close)), Close + 1, End});
    Starts.push_back(Start);
    At = Close + 1;
  }
  Groups.back().End = End;
  if (Starts.empty())
    return Out;
  // A group naming nvidia makes the `*` groups another device's too (the most specific name wins).
  bool NvidiaNamed = llvm::any_of(Groups, [](const ClauseGroup &G) { return llvm::is_contained(G.Names, "nvidia"); });
  for (size_t I = 1; I < Groups.size(); ++I) {
    const ClauseGroup &G = Groups[I];
    // A name that is no device type (a typo of nvidia) stays for Clang to report.
    for (const std::string &Name : G.Names)
      if (!llvm::is_contained({"*", "default", "nvidia", "radeon", "host", "multicore"}, Name))
        return Line.str();
    std::vector<ClauseText> Clauses = clausesIn(llvm::StringRef(Out).slice(G.Begin, G.End));
    if (llvm::any_of(Clauses, [](const ClauseText &C) { return !mayFollowDeviceType(C.Name); }))
      return Line.str();
  }
  std::string Warning = scheduleWarning(Line, Groups);
  if (!Warning.empty())
    Patches.push_back({File.str(), LineNo, unsigned(Starts[0] + 1), SourcePatch::DeviceTypeSchedule, Warning});
  for (size_t I = 1; I < Groups.size(); ++I) {
    const ClauseGroup &G = Groups[I];
    bool Ours = llvm::is_contained(G.Names, "nvidia") || (!NvidiaNamed && llvm::is_contained(G.Names, "*"));
    if (Ours)
      continue;
    std::vector<ClauseText> Clauses = clausesIn(llvm::StringRef(Out).slice(G.Begin, G.End));
    bool KeepsSizes = llvm::any_of(Clauses, [](const ClauseText &C) { return isLaunchSize(C.Name); });
    for (size_t K = KeepsSizes ? G.Begin : Starts[I - 1]; K < G.End; ++K)
      if (!KeepsSizes || llvm::none_of(Clauses, [&](const ClauseText &C) {
            return isLaunchSize(C.Name) && K >= G.Begin + C.Begin && K < G.Begin + C.End;
          }))
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
    if (!Compute.match(Directive, &D) || llvm::StringRef(D[2]).trim().starts_with("loop"))
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
    if (!Linkage.match(After, &L))
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

// Runs Rewrite on Text with each continued directive on one line (LogicalDirectives.h); the
// patches it records move to the line and column of their text in the file.
static std::string onLogicalLines(llvm::StringRef Text, std::vector<SourcePatch> &Patches,
                                  llvm::function_ref<std::string(const std::string &)> Rewrite) {
  LogicalDirectives Logical(Text);
  size_t Before = Patches.size();
  std::string Out = Logical.split(Rewrite(Logical.text()));
  for (size_t I = Before; I < Patches.size(); ++I)
    std::tie(Patches[I].Line, Patches[I].Column) = Logical.physical(Patches[I].Line, Patches[I].Column);
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
  // First: the scan for macros reads the same text.
  bool Changed = false;
  if (!PreprocessedFile.empty() && realFilePath(Name) == PreprocessedFile) {
    std::string Included = includeToolchainHeaders(Text);
    Changed = Included != Text;
    Text = std::move(Included);
  }
  // Each rewrite below reads every continued directive on one line (LogicalDirectives.h).
  auto Rewrite = [&](llvm::function_ref<std::string(const std::string &)> Patch) {
    std::string Patched = onLogicalLines(Text, Patches, Patch);
    Changed |= Patched != Text;
    Text = std::move(Patched);
  };
  // Other devices' clause groups dropped (a warning where host or multicore lose theirs), keeping
  // every column, before the routine patch: a routine whose only level was another device's
  // becomes `routine seq`.
  if (llvm::StringRef(Text).contains("device_type") || llvm::StringRef(Text).contains("dtype"))
    Rewrite([&](const std::string &Logical) {
      llvm::SmallVector<llvm::StringRef, 0> Lines;
      llvm::StringRef(Logical).split(Lines, '\n');
      std::string Patched;
      for (size_t I = 0; I < Lines.size(); ++I)
        Patched += dropOtherDeviceGroups(Lines[I], Name, unsigned(I + 1), Patches) + (I + 1 < Lines.size() ? "\n" : "");
      return Patched;
    });
  if (llvm::StringRef(Text).contains("acc"))
    Rewrite([](const std::string &Logical) { return patchClauses(Logical); });
  if (llvm::StringRef(Text).contains("atomic"))
    Rewrite([this](const std::string &Logical) { return patchAtomicBlockParens(Logical, HideCaptures); });
  // Before the routine patch, which would complete a blanked directive.
  if (llvm::StringRef(Text).contains("routine") && llvm::StringRef(Text).contains("template"))
    Rewrite([&](const std::string &Logical) { return blankRoutinesAfterTemplateHeads(Logical, Name, Patches); });
  if (llvm::StringRef(Text).contains("routine"))
    Rewrite([&](const std::string &Logical) { return patchRoutineDirectives(Logical, Name, Patches); });
  // Offsets count in the text with the routine patches, which the scan for macros read too.
  if (Expanded)
    for (auto R = Expanded->rbegin(); R != Expanded->rend(); ++R)
      if (R->Offset + R->Length <= Text.size())
        Text.replace(R->Offset, R->Length, R->Text);
  // Last: they may add characters, which the offsets of the expansions do not count.
  if (llvm::StringRef(Text).contains("routine") && llvm::StringRef(Text).contains("extern"))
    Rewrite([](std::string Logical) {
      routinesIntoLinkageBlocks(Logical);
      return Logical;
    });
  if (llvm::StringRef(Text).contains("pragma"))
    Rewrite([](std::string Logical) {
      braceComputeBlocks(Logical);
      return Logical;
    });
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
    if (P.What == SourcePatch::DeviceTypeSchedule) {
      Diags.warning(Loc, P.Message);
    } else if (P.What == SourcePatch::RoutineAfterTemplateHead) {
      Diags.error(Loc, "a 'routine' directive must come before the template header ('template <...>'), not "
                       "between it and the function: move the directive above the 'template' line");
    } else {
      Diags.warning(Loc, "'routine' without gang, worker, vector or seq is compiled as 'routine seq'");
    }
  }
  Diags.WrittenFiles = Written;
}

} // namespace acorn
