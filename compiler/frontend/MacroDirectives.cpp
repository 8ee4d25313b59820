#include "frontend/MacroDirectives.h"

#include "frontend/Preprocess.h"
#include "frontend/ToolchainHeaders.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace acorn {
namespace {

/// A macro invoked in a user file (not from another macro): its text and its expansion.
struct Expansion {
  FileID File;
  unsigned Begin = 0, End = 0; ///< offsets of the macro's name and of the end of the invocation
  std::string Text;            ///< the expanded tokens, directives as _Pragma
  bool HasDirective = false, HasCode = false;
  std::vector<std::string> Macros; ///< the names of the macros it expands

  bool contains(const SourceManager &SM, SourceLocation Loc) const {
    auto [F, Offset] = SM.getDecomposedLoc(SM.getExpansionLoc(Loc));
    return F == File && Offset >= Begin && Offset < End;
  }
};

/// Records each invocation of a macro written in a user file. A macro named in another's
/// arguments is part of that one; a function-like macro whose name came from an object-like one
/// (`#define RUN VISIT` ... `RUN(a, b)`) extends it to its closing parenthesis.
class ExpansionRecorder : public PPCallbacks {
public:
  ExpansionRecorder(const SourceManager &SM, const LangOptions &LO, std::vector<Expansion> &Out)
      : SM(SM), LO(LO), Out(Out) {}

  void MacroExpands(const Token &Name, const MacroDefinition &, SourceRange Range, const MacroArgs *) override {
    if (!Out.empty() && Out.back().contains(SM, Range.getBegin()))
      Out.back().Macros.push_back(Name.getIdentifierInfo()->getName().str());
    SourceLocation End = Range.getEnd();
    if (!End.isFileID())
      return;
    unsigned EndOffset = SM.getFileOffset(End) + Lexer::MeasureTokenLength(End, SM, LO);
    if (!Out.empty() && Out.back().contains(SM, Range.getBegin())) {
      if (SM.getFileID(End) == Out.back().File)
        Out.back().End = std::max(Out.back().End, EndOffset);
      return;
    }
    SourceLocation Begin = Range.getBegin();
    if (!Begin.isFileID() || isToolchainCode(SM, Begin) || SM.getFileID(End) != SM.getFileID(Begin))
      return;
    Out.push_back({SM.getFileID(Begin), SM.getFileOffset(Begin), EndOffset, "", false, false,
                   {Name.getIdentifierInfo()->getName().str()}});
  }

private:
  const SourceManager &SM;
  const LangOptions &LO;
  std::vector<Expansion> &Out;
};

/// Writes a pragma that a macro expands into the text of that macro's expansion, as a _Pragma.
/// Registered for `acc` and for every pragma without a handler of its own, so that the other
/// pragmas of such a macro (`omp simd`, `unroll`) are kept too.
class PragmaRecorder : public PragmaHandler {
public:
  PragmaRecorder(llvm::StringRef Name, std::vector<Expansion> &Out) : PragmaHandler(Name), Out(Out) {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer, Token &First) override {
    std::string Text = PP.getSpelling(First);
    Token Tok;
    for (PP.Lex(Tok); Tok.isNot(tok::eod) && Tok.isNot(tok::eof); PP.Lex(Tok))
      appendTokenText(Text, PP.getSpelling(Tok), Tok.hasLeadingSpace());
    if (Introducer.Kind == PIK_HashPragma || Out.empty() ||
        !Out.back().contains(PP.getSourceManager(), Introducer.Loc))
      return;
    std::string Escaped;
    for (char C : Text) {
      if (C == '\\' || C == '"')
        Escaped += '\\';
      Escaped += C;
    }
    appendTokenText(Out.back().Text, "_Pragma(\"" + Escaped + "\")", true);
    Out.back().HasDirective |= getName() == "acc";
  }

private:
  std::vector<Expansion> &Out;
};

} // namespace

std::string realFilePath(const std::string &Path) {
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(Path, Real))
    return Real.str().str();
  Real = Path;
  llvm::sys::fs::make_absolute(Real);
  llvm::sys::path::remove_dots(Real, /*remove_dot_dot=*/true);
  return Real.str().str();
}

MacroExpansions expandDirectiveMacros(CompilerInstance &CI, std::vector<std::string> &Used) {
  Preprocessor &PP = CI.getPreprocessor();
  SourceManager &SM = CI.getSourceManager();
  // Clang reports the file's errors when it parses it next; this pass only reads.
  CI.getDiagnostics().setSuppressAllDiagnostics(true);
  std::vector<Expansion> Found;
  PP.addPPCallbacks(std::make_unique<ExpansionRecorder>(SM, CI.getLangOpts(), Found));
  PragmaRecorder Acc("acc", Found), Others("", Found);
  PP.AddPragmaHandler(&Acc);
  PP.AddPragmaHandler(&Others);
  PP.EnterMainSourceFile();
  Token Tok;
  for (PP.Lex(Tok); Tok.isNot(tok::eof); PP.Lex(Tok)) {
    if (!Tok.getLocation().isMacroID() || Found.empty() || !Found.back().contains(SM, Tok.getLocation()))
      continue;
    appendTokenText(Found.back().Text, PP.getSpelling(Tok), Tok.hasLeadingSpace());
    Found.back().HasCode = true;
  }
  PP.RemovePragmaHandler(&Acc);
  PP.RemovePragmaHandler(&Others);

  MacroExpansions Out;
  for (Expansion &E : Found) {
    if (!E.HasDirective || !E.HasCode)
      continue;
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(E.File);
    if (!Entry)
      continue;
    llvm::StringRef Written = SM.getBufferData(E.File).substr(E.Begin, E.End - E.Begin);
    E.Text.append(Written.count('\n'), '\n');
    Used.insert(Used.end(), E.Macros.begin(), E.Macros.end());
    Out[realFilePath(Entry->getName().str())].push_back({E.Begin, E.End - E.Begin, std::move(E.Text)});
  }
  return Out;
}

} // namespace acorn
