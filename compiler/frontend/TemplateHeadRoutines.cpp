#include "frontend/TemplateHeadRoutines.h"

#include "llvm/Support/Regex.h"

namespace acorn {

namespace {

/// A line without its `//` comment and surrounding blanks (a `//` inside a string is rare enough
/// on a template header's lines).
llvm::StringRef codeOf(llvm::StringRef Line) { return Line.substr(0, Line.find("//")).trim(); }

bool isIdentifierChar(char C) { return llvm::isAlnum(C) || C == '_'; }

/// Whether Code ends with a template header: `template`, then a balanced `<...>` at its end.
bool endsWithTemplateHeader(llvm::StringRef Code) {
  Code = Code.rtrim();
  if (!Code.ends_with(">"))
    return false;
  int Depth = 0;
  size_t I = Code.size();
  while (I > 0) {
    char C = Code[--I];
    Depth += C == '>' ? 1 : C == '<' ? -1 : 0;
    if (Depth == 0)
      break;
  }
  if (Depth != 0)
    return false;
  llvm::StringRef Before = Code.substr(0, I).rtrim();
  return Before.ends_with("template") &&
         (Before.size() == 8 || !isIdentifierChar(Before[Before.size() - 9]));
}

} // namespace

std::string blankRoutinesAfterTemplateHeads(llvm::StringRef Text, llvm::StringRef File,
                                            std::vector<SourcePatch> &Patches) {
  static const llvm::Regex Pragma("^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]+routine([^A-Za-z0-9_].*)?$");
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  std::string Out;
  for (size_t I = 0; I < Lines.size(); ++I) {
    llvm::StringRef Line = Lines[I];
    std::string Kept = Line.str();
    if (Pragma.match(Line.rtrim("\r"))) {
      // The code before the directive: the lines of a header that spans several, comments out.
      std::string Before;
      for (size_t J = I, Code = 0; J > 0 && Code < 16; --J) {
        llvm::StringRef Prev = codeOf(Lines[J - 1]);
        if (Prev.empty())
          continue;
        if (Prev.starts_with("#"))
          break;
        Before = Prev.str() + " " + Before;
        ++Code;
        if (!llvm::StringRef(Before).rtrim().ends_with(">") || endsWithTemplateHeader(Before))
          break;
      }
      if (endsWithTemplateHeader(Before)) {
        Patches.push_back({File.str(), unsigned(I + 1), unsigned(Line.find('#') + 1),
                           SourcePatch::RoutineAfterTemplateHead});
        llvm::StringRef Body = Line.rtrim("\r");
        Kept = std::string(Body.size(), ' ') + Line.substr(Body.size()).str();
      }
    }
    Out += Kept;
    if (I + 1 < Lines.size())
      Out += '\n';
  }
  return Out;
}

} // namespace acorn
