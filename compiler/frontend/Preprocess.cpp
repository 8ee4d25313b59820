#include "frontend/Preprocess.h"

#include "frontend/OuterMacros.h"
#include "frontend/PreprocessedInput.h"
#include "frontend/ToolchainHeaders.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <deque>
#include <map>
#include <memory>

namespace acorn {

namespace {

/// A directive with its macros expanded, and where it was: presumed file and line.
struct AccPragma {
  std::string Text, File;
  unsigned Line = 0;
  bool Marked = false; ///< _Pragma: a marker in the printed tokens shows where it goes
  WrittenSpellings Macros; ///< the macro invocations expanded in Text (offsets in Text)
};
using AccPragmas = std::vector<AccPragma>;

/// The identifier that stands for directive N in the printed output until restore() replaces it.
constexpr llvm::StringLiteral PragmaMarker = "__acorn_acc_pragma_";

/// Takes `#pragma acc` directives out of the preprocessor's output, recording each with its macros
/// expanded (the printer would copy them unexpanded), and leaves a marker where each was among the
/// tokens: a _Pragma expanded from a macro may follow other code of its line
/// (`do { _Pragma("acc loop") for (...) ... } while (0)`). restore() puts them back there.
class AccPragmaRecorder : public clang::PragmaHandler {
public:
  explicit AccPragmaRecorder(AccPragmas &Out) : PragmaHandler("acc"), Out(Out) {}

  void HandlePragma(clang::Preprocessor &PP, clang::PragmaIntroducer Introducer, clang::Token &) override {
    std::string Text = "#pragma acc";
    clang::Token Tok;
    bool First = true;
    WrittenSpellings Macros;
    clang::SourceLocation Invocation; // of the expansion the last token came from
    clang::SourceManager &SM = PP.getSourceManager();
    int Depth = 0;
    for (PP.Lex(Tok); Tok.isNot(clang::tok::eod) && Tok.isNot(clang::tok::eof); PP.Lex(Tok)) {
      std::string Spelling = PP.getSpelling(Tok);
      Depth += Tok.is(clang::tok::l_paren) ? 1 : Tok.is(clang::tok::r_paren) ? -1 : 0;
      // A `pcreate` clause from a macro or a _Pragma is the user's: `create` (2.7.8), as
      // ClausePatches writes it in a file, where `pcreate` spells firstprivate (FirstPrivateArrays).
      if (Depth == 0 && Spelling == "pcreate" && Tok.getLocation().isMacroID())
        Spelling = "create";
      appendTokenText(Text, Spelling, First || Tok.hasLeadingSpace());
      First = false;
      if (!Tok.getLocation().isMacroID()) {
        Invocation = clang::SourceLocation();
        continue;
      }
      clang::CharSourceRange Range = SM.getExpansionRange(Tok.getLocation());
      size_t End = Text.size(), Begin = End - Spelling.size();
      if (Range.getBegin() == Invocation && !Macros.empty()) {
        Macros.back().Length = End - Macros.back().Offset;
        continue;
      }
      Invocation = Range.getBegin();
      Macros.push_back({Begin, End - Begin, clang::Lexer::getSourceText(Range, SM, PP.getLangOpts()).str()});
    }
    clang::PresumedLoc P = SM.getPresumedLoc(Introducer.Loc);
    if (!P.isValid())
      return;
    // A #pragma line is put back at the first printed line of its presumed place, unless #line
    // gives that place to several lines (generated code): then a marker, as for _Pragma.
    clang::PresumedLoc Physical = SM.getPresumedLoc(Introducer.Loc, /*UseLineDirectives=*/false);
    bool LineDirective = Physical.isValid() && (Physical.getLine() != P.getLine() ||
                                                llvm::StringRef(Physical.getFilename()) != P.getFilename());
    bool Marked = Introducer.Kind != clang::PIK_HashPragma || LineDirective;
    Out.push_back({Text, P.getFilename(), P.getLine(), Marked, Marked ? WrittenSpellings() : std::move(Macros)});
    if (!Out.back().Marked)
      return; // a #pragma line: restore() puts the directive back in its place
    clang::Token Marker;
    Marker.startToken();
    Marker.setKind(clang::tok::identifier);
    Marker.setIdentifierInfo(PP.getIdentifierInfo((PragmaMarker + llvm::Twine(Out.size() - 1)).str()));
    Marker.setLocation(Introducer.Loc);
    Marker.setFlag(clang::Token::LeadingSpace);
    PP.EnterToken(Marker, /*IsReinject=*/false);
  }

private:
  AccPragmas &Out;
};

/// Records the #define and #undef of reserved names (`_GNU_SOURCE`, `_POSIX_C_SOURCE`,
/// `_FILE_OFFSET_BITS`, `_GLIBCXX_ASSERTIONS`) in the user's code and on the command line, for -E
/// to print where they were: a preprocessed file compiled again reads its toolchain headers again
/// as #includes (PreprocessedInput.h), and these macros select what those headers declare. The
/// program's own macros are expanded in the text already; an include guard is left out.
class LibraryMacroRecorder : public clang::PPCallbacks {
public:
  LibraryMacroRecorder(clang::Preprocessor &PP, AccPragmas &Out) : PP(PP), Out(Out) {}

  void MacroDefined(const clang::Token &Name, const clang::MacroDirective *MD) override {
    const clang::MacroInfo *MI = MD->getMacroInfo();
    if (!MI || !wanted(Name))
      return;
    clang::SourceManager &SM = PP.getSourceManager();
    clang::CharSourceRange Range = clang::CharSourceRange::getTokenRange(Name.getLocation(), MI->getDefinitionEndLoc());
    std::string Text = clang::Lexer::getSourceText(Range, SM, PP.getLangOpts()).str();
    if (Text.empty())
      Text = PP.getSpelling(Name);
    record(Name, "#define " + joinLines(Text), MI);
  }

  void MacroUndefined(const clang::Token &Name, const clang::MacroDefinition &, const clang::MacroDirective *Undef) override {
    if (Undef && wanted(Name))
      record(Name, "#undef " + PP.getSpelling(Name), nullptr);
  }

  /// The directives recorded, include guards left out (known once their header has been read).
  void finish() {
    for (size_t I = 0; I < Recorded.size(); ++I)
      if (!Definitions[I] || !Definitions[I]->isUsedForHeaderGuard())
        Out.push_back(std::move(Recorded[I]));
  }

private:
  bool wanted(const clang::Token &Name) const {
    const clang::IdentifierInfo *II = Name.getIdentifierInfo();
    // (_OPENACC is the driver's own, defined in every compile.)
    if (!II || !isReservedName(II->getName()) || II->getName() == "_OPENACC")
      return false;
    clang::PresumedLoc P = PP.getSourceManager().getPresumedLoc(Name.getLocation());
    if (!P.isValid())
      return false;
    llvm::StringRef File = P.getFilename();
    return File == "<command line>" || !isToolchainFile(File);
  }

  void record(const clang::Token &Name, std::string Text, const clang::MacroInfo *MI) {
    clang::PresumedLoc P = PP.getSourceManager().getPresumedLoc(Name.getLocation());
    Recorded.push_back({std::move(Text), P.getFilename(), P.getLine(), false, {}});
    Definitions.push_back(MI);
  }

  // A definition continued over lines (`\` at their ends) on one line: the output's lines stay.
  static std::string joinLines(llvm::StringRef Text) {
    std::string Out;
    for (size_t I = 0; I < Text.size(); ++I) {
      if (Text[I] == '\\' && (Text.substr(I + 1).starts_with("\n") || Text.substr(I + 1).starts_with("\r\n"))) {
        I += Text[I + 1] == '\r' ? 2 : 1;
        Out += ' ';
        continue;
      }
      Out += Text[I];
    }
    return Out;
  }

  clang::Preprocessor &PP;
  AccPragmas &Out;
  AccPragmas Recorded;
  std::vector<const clang::MacroInfo *> Definitions;
};

/// The lines of source files as Clang read them (with SourcePatches' and ClausePatches' changes,
/// so that a patched directive's tokens are its line's), read once.
class SourceLines {
public:
  explicit SourceLines(llvm::vfs::FileSystem &FS) : FS(FS) {}

  /// Line N (1-based) of File, or nullopt when the file cannot be read or is shorter.
  std::optional<llvm::StringRef> line(llvm::StringRef File, unsigned N) {
    auto It = Files.find(File);
    if (It == Files.end()) {
      auto Buf = FS.getBufferForFile(File);
      llvm::SmallVector<llvm::StringRef, 0> Lines;
      if (Buf) {
        llvm::StringRef Text = (*Buf)->getBuffer();
        Text.split(Lines, '\n');
        Buffers.push_back(std::move(*Buf));
      }
      It = Files.try_emplace(File, std::move(Lines)).first;
    }
    if (N == 0 || N > It->second.size())
      return std::nullopt;
    return It->second[N - 1].rtrim('\r');
  }

private:
  llvm::vfs::FileSystem &FS;
  llvm::StringMap<llvm::SmallVector<llvm::StringRef, 0>> Files;
  std::vector<std::unique_ptr<llvm::MemoryBuffer>> Buffers;
};

bool isSpace(char C) { return C == ' ' || C == '\t' || C == '\f' || C == '\v'; }

// The source line with comments blanked, if its characters other than white space and comments
// are exactly those of the preprocessed line; nullopt otherwise.
std::optional<std::string> sameTokens(llvm::StringRef Pre, llvm::StringRef Src) {
  std::string Out(Src.str());
  size_t P = 0, S = 0;
  auto SkipPre = [&] {
    while (P < Pre.size() && isSpace(Pre[P]))
      ++P;
  };
  while (true) {
    SkipPre();
    while (S < Src.size()) {
      if (isSpace(Src[S])) {
        ++S;
      } else if (Src.substr(S).starts_with("//")) {
        for (size_t I = S; I < Src.size(); ++I)
          Out[I] = ' ';
        S = Src.size();
      } else if (Src.substr(S).starts_with("/*")) {
        size_t End = Src.find("*/", S + 2);
        if (End == llvm::StringRef::npos)
          return std::nullopt; // the comment goes on to the next line
        for (size_t I = S; I < End + 2; ++I)
          Out[I] = ' ';
        S = End + 2;
      } else {
        break;
      }
    }
    if (S == Src.size() || P == Pre.size())
      return (S == Src.size() && P == Pre.size()) ? std::optional<std::string>(Out) : std::nullopt;
    char Quote = Src[S];
    if (Quote == '"' || Quote == '\'') {
      // A literal is compared character by character, white space included.
      do {
        if (P >= Pre.size() || Pre[P] != Src[S])
          return std::nullopt;
        bool Escape = Src[S] == '\\';
        ++P, ++S;
        if (Escape && S < Src.size()) {
          if (P >= Pre.size() || Pre[P] != Src[S])
            return std::nullopt;
          ++P, ++S;
        }
      } while (S < Src.size() && Src[S] != Quote);
      if (S == Src.size() || P >= Pre.size() || Pre[P] != Quote)
        return std::nullopt;
      ++P, ++S;
      continue;
    }
    if (Pre[P] != Src[S])
      return std::nullopt;
    ++P, ++S;
  }
}

// The source line's spacing for a preprocessed line with the same tokens.
std::string restoreLine(llvm::StringRef Line, const std::string &File, unsigned LineNo, SourceLines &Sources) {
  if (Line.trim().empty())
    return Line.str();
  std::optional<llvm::StringRef> Source = Sources.line(File, LineNo);
  std::optional<std::string> Restored = Source ? sameTokens(Line, *Source) : std::nullopt;
  return Restored ? llvm::StringRef(*Restored).rtrim().str() : Line.str();
}

// A printed line holding directive markers (line LineNo of File): a directive alone on its own
// line takes the line's place; others go on lines of their own, with line markers, and the code
// before and after them keeps the line's number.
std::string placeDirectives(llvm::StringRef Line, const std::string &File, unsigned LineNo, const AccPragmas &Pragmas,
                            SourceLines &Sources) {
  std::vector<llvm::StringRef> Code; // around the directives: one more than them
  std::vector<const AccPragma *> Directives;
  for (size_t At = Line.find(PragmaMarker); At != llvm::StringRef::npos; At = Line.find(PragmaMarker)) {
    Code.push_back(Line.substr(0, At));
    Line = Line.substr(At + PragmaMarker.size());
    size_t Digits = std::min(Line.size(), Line.find_if_not([](char C) { return isdigit(static_cast<unsigned char>(C)); }));
    unsigned Index = 0;
    Line.substr(0, Digits).getAsInteger(10, Index);
    Line = Line.substr(Digits);
    Directives.push_back(&Pragmas[Index]);
  }
  Code.push_back(Line);
  auto Blank = [](llvm::StringRef S) { return S.trim().empty(); };
  if (Directives.size() == 1 && Blank(Code[0]) && Blank(Code[1]) && Directives[0]->File == File &&
      Directives[0]->Line == LineNo)
    return restoreLine(Directives[0]->Text, File, LineNo, Sources);
  auto MarkerOf = [](const std::string &F, unsigned N) { return "# " + std::to_string(N) + " \"" + F + "\"\n"; };
  std::string Out;
  for (size_t I = 0; I < Directives.size(); ++I) {
    if (!Blank(Code[I]))
      Out += MarkerOf(File, LineNo) + Code[I].rtrim().str() + "\n";
    const AccPragma &P = *Directives[I];
    Out += MarkerOf(P.File, P.Line) + restoreLine(P.Text, P.File, P.Line, Sources) + "\n";
  }
  // The line's own number again for its last code, then the next line's (restore() adds the
  // newline after it).
  std::string Next = MarkerOf(File, LineNo + 1);
  Next.pop_back();
  return Out + MarkerOf(File, LineNo) + Code.back().str() + "\n" + Next;
}

std::string restore(const std::string &Preprocessed, const AccPragmas &Pragmas, WrittenSpellings &Written,
                    llvm::vfs::FileSystem &FS) {
  SourceLines Sources(FS);
  std::string Out;
  // A #pragma line as restoreLine writes it: with its macros expanded, where they are recorded.
  // A directive whose macros expanded keeps its line's indentation, so its column is the user's.
  auto PutDirective = [&](const AccPragma &P, unsigned LineNo) {
    std::string Line = restoreLine(P.Text, P.File, LineNo, Sources);
    if (Line == P.Text) {
      std::optional<llvm::StringRef> Source = Sources.line(P.File, LineNo);
      if (Source && Source->ltrim().starts_with("#"))
        Out += Source->take_front(Source->size() - Source->ltrim().size()).str();
      for (const WrittenSpelling &M : P.Macros)
        Written.push_back({Out.size() + M.Offset, M.Length, M.Text});
    }
    Out += Line;
  };
  Out.reserve(Preprocessed.size());
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  llvm::StringRef(Preprocessed).split(Lines, '\n');
  // #pragma lines by place: the printer leaves them empty. A line holds one #pragma; a header
  // included several times holds it once per inclusion, in order.
  std::map<std::pair<std::string, unsigned>, std::deque<const AccPragma *>> AtLine;
  for (const AccPragma &P : Pragmas)
    if (!P.Marked)
      AtLine[{P.File, P.Line}].push_back(&P);
  std::string File;
  unsigned LineNo = 0;
  bool System = true;
  // Directives on lines the printer did not write (the last lines of a header, a run of blank
  // lines it replaced by a line marker), each on a line of its own with its number.
  auto FlushBelow = [&](unsigned End) {
    for (auto It = AtLine.lower_bound({File, LineNo});
         It != AtLine.end() && It->first.first == File && It->first.second < End;) {
      const AccPragma *P = It->second.front();
      Out += "# " + std::to_string(P->Line) + " \"" + File + "\"\n";
      PutDirective(*P, P->Line);
      Out += "\n";
      It->second.pop_front();
      It = It->second.empty() ? AtLine.erase(It) : std::next(It);
    }
  };
  for (size_t I = 0; I < Lines.size(); ++I) {
    llvm::StringRef Line = Lines[I];
    if (I)
      Out += '\n';
    LineMarker Marker;
    if (parseLineMarker(Line, Marker)) {
      if (Marker.File == File || Marker.Returning) // the rest of File's lines, or of those skipped, come no more
        FlushBelow(Marker.File == File ? Marker.Line : ~0u);
      File = Marker.File;
      LineNo = Marker.Line;
      // A user's header found through -isystem gets its spacing back too (its directives' columns).
      System = (Marker.System || llvm::StringRef(File).starts_with("<")) && isToolchainFile(File);
      Out += Line;
      continue;
    }
    if (auto It = AtLine.find({File, LineNo}); It != AtLine.end()) {
      // The directive goes on a line of its own; the line's remaining tokens keep their number.
      PutDirective(*It->second.front(), LineNo);
      Out += "\n";
      It->second.pop_front();
      if (It->second.empty())
        AtLine.erase(It);
      if (Line.trim().empty()) {
        Out.pop_back();
        ++LineNo;
        continue;
      }
      Out += "# " + std::to_string(LineNo) + " \"" + File + "\"\n";
    }
    if (Line.contains(PragmaMarker)) {
      Out += placeDirectives(Line, File, LineNo, Pragmas, Sources);
      ++LineNo;
      continue;
    }
    Out += System ? Line.str() : restoreLine(Line, File, LineNo, Sources);
    ++LineNo;
  }
  Out += '\n';
  FlushBelow(~0u);
  return Out;
}

// -P: the text without its line markers, and runs of empty lines (the headers' directives and
// blank lines) as one, as Clang prints it. (No directive's macros are recorded then: -E only.)
std::string withoutLineMarkers(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  std::string Out;
  bool Empty = true; // the last line written (none at the start)
  LineMarker Marker;
  for (llvm::StringRef Line : Lines) {
    if (parseLineMarker(Line, Marker) || (Empty && Line.trim().empty()))
      continue;
    Empty = Line.trim().empty();
    Out += Line.str() + "\n";
  }
  return Out;
}

} // namespace

void appendTokenText(std::string &Text, llvm::StringRef Spelling, bool Space) {
  // A space where the spellings would otherwise join into one token (`- -1`, `a b`).
  auto Joins = [](char A, char B) {
    llvm::StringRef Ops = "+-*/%&|^<>=!:.#";
    bool Word = isalnum(static_cast<unsigned char>(A)) || A == '_';
    bool NextWord = isalnum(static_cast<unsigned char>(B)) || B == '_';
    return (Word && NextWord) || (Ops.contains(A) && Ops.contains(B));
  };
  if (!Text.empty() && (Space || (!Spelling.empty() && Joins(Text.back(), Spelling.front()))))
    Text += " ";
  Text += Spelling;
}

std::string preprocessToString(clang::CompilerInstance &CI, WrittenSpellings &Written, bool LibraryMacros) {
  // restore() places the directives by the line markers: -P's output has them taken out after.
  // (-C and -CC keep comments: no line of the printed text is then the source line's tokens, so
  // it keeps the printer's spacing.)
  clang::PreprocessorOutputOptions Opts = CI.getPreprocessorOutputOpts();
  bool LineMarkers = Opts.ShowLineMarkers;
  Opts.ShowCPP = 1;
  Opts.ShowLineMarkers = 1;
  Opts.ShowMacros = 0;
  AccPragmas Pragmas;
  clang::Preprocessor &PP = CI.getPreprocessor();
  auto Recorder = std::make_unique<AccPragmaRecorder>(Pragmas);
  PP.AddPragmaHandler(Recorder.get());
  AccPragmas Macros;
  LibraryMacroRecorder *MacroRecorder = nullptr;
  if (LibraryMacros) {
    auto Callbacks = std::make_unique<LibraryMacroRecorder>(PP, Macros);
    MacroRecorder = Callbacks.get();
    PP.addPPCallbacks(std::move(Callbacks)); // (the printer's, added after, are chained with it)
  }
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  clang::DoPrintPreprocessedInput(PP, &OS, Opts);
  OS.flush();
  PP.RemovePragmaHandler(Recorder.get());
  if (MacroRecorder) {
    // Put back as #pragma lines are: each on its line (the printer leaves directives' lines empty).
    MacroRecorder->finish();
    Pragmas.insert(Pragmas.end(), Macros.begin(), Macros.end());
  }
  std::string Restored = restore(Out, Pragmas, Written, CI.getVirtualFileSystem());
  return LineMarkers ? Restored : withoutLineMarkers(Restored);
}

} // namespace acorn
