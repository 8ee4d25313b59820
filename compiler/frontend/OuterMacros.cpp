#include "frontend/OuterMacros.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

#include <algorithm>

using namespace clang;

namespace acorn {

// Whether Loc is outside everything the main file includes: the command line's buffer or a file
// that -include brought in (its include chain never passes through the main file).
static bool beforeMainFile(const SourceManager &SM, SourceLocation Loc) {
  Loc = SM.getExpansionLoc(Loc);
  if (SM.isWrittenInCommandLineFile(Loc))
    return true;
  if (Loc.isInvalid() || SM.isWrittenInBuiltinFile(Loc)) // Clang's predefined macros
    return false;
  for (FileID F = SM.getFileID(Loc); F.isValid(); F = SM.getFileID(SM.getIncludeLoc(F))) {
    if (F == SM.getMainFileID())
      return false;
    if (SM.getIncludeLoc(F).isInvalid())
      break;
  }
  return true;
}

bool isReservedName(llvm::StringRef Name) {
  return Name.size() > 1 && Name[0] == '_' && (Name[1] == '_' || llvm::isUpper(Name[1]));
}

std::vector<std::string> macrosBeforeMainFile(Preprocessor &PP) {
  const SourceManager &SM = PP.getSourceManager();
  std::vector<std::string> Names;
  for (const auto &Entry : PP.macros(/*IncludeExternalMacros=*/false)) {
    const IdentifierInfo *II = Entry.first;
    llvm::StringRef Name = II->getName();
    if (isReservedName(Name))
      continue;
    for (const MacroDirective *MD = PP.getLocalMacroDirectiveHistory(II); MD; MD = MD->getPrevious())
      if (const auto *Def = dyn_cast<DefMacroDirective>(MD); Def && beforeMainFile(SM, Def->getLocation())) {
        Names.push_back(Name.str());
        break;
      }
  }
  std::sort(Names.begin(), Names.end());
  return Names;
}

std::string includeSettingAside(const std::vector<std::string> &Names, const std::string &Include) {
  std::string Out;
  for (const std::string &N : Names)
    Out += "#pragma push_macro(\"" + N + "\")\n#undef " + N + "\n";
  Out += "#include " + Include + "\n";
  for (const std::string &N : Names)
    Out += "#pragma pop_macro(\"" + N + "\")\n";
  return Out;
}

} // namespace acorn
