#include "frontend/ExpandedTokens.h"

#include "frontend/ToolchainHeaders.h"

#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace acorn {

void ExpandedTokens::install(Preprocessor &PP) {
  SM = &PP.getSourceManager();
  LO = &PP.getLangOpts();
  PP.setTokenWatcher([this](const Token &T) {
    SourceLocation Loc = T.getLocation();
    if (!Loc.isMacroID() || T.isAnnotation() || !Seen.insert(Loc).second)
      return;
    SourceLocation Invocation = SM->getExpansionLoc(Loc);
    if (isToolchainCode(*SM, Invocation))
      return;
    ByInvocation[Invocation].push_back(T);
  });
}

std::vector<Token> ExpandedTokens::expansionOf(SourceLocation Loc) const {
  if (!SM || !Loc.isMacroID())
    return {};
  auto It = ByInvocation.find(SM->getExpansionLoc(Loc));
  return It == ByInvocation.end() ? std::vector<Token>() : It->second;
}

std::string ExpandedTokens::spelling(const Token &T) const { return Lexer::getSpelling(T, *SM, *LO); }

bool MacroRewriter::editable(SourceLocation Loc) const {
  return Tokens && !Tokens->expansionOf(Loc).empty();
}

bool MacroRewriter::replace(SourceRange Range, const std::string &Text) {
  SourceLocation Begin = Range.getBegin(), End = Range.getEnd();
  if (Begin.isFileID() && End.isFileID())
    return !RW.ReplaceText(CharSourceRange::getTokenRange(Range), Text);
  const SourceManager &SM = RW.getSourceMgr();
  if (!Begin.isMacroID() || !End.isMacroID() || SM.getExpansionLoc(Begin) != SM.getExpansionLoc(End) ||
      !editable(Begin))
    return false;
  Edits[Begin.getRawEncoding()].push_back({End, Text});
  Invocations.push_back(Begin);
  return true;
}

bool MacroRewriter::insertBefore(SourceLocation Loc, const std::string &Text) {
  if (Loc.isFileID())
    return !RW.InsertTextBefore(Loc, Text);
  if (!editable(Loc))
    return false;
  Edits[Loc.getRawEncoding()].push_back({SourceLocation(), Text});
  Invocations.push_back(Loc);
  return true;
}

void MacroRewriter::apply() {
  const SourceManager &SM = RW.getSourceMgr();
  llvm::DenseSet<SourceLocation> Done;
  for (SourceLocation Loc : Invocations) {
    if (!Done.insert(SM.getExpansionLoc(Loc)).second)
      continue;
    std::vector<Token> Expansion = Tokens->expansionOf(Loc);
    std::string Out;
    for (size_t I = 0; I < Expansion.size();) {
      auto It = Edits.find(Expansion[I].getLocation().getRawEncoding());
      size_t Next = I + 1;
      bool Replaced = false;
      for (const Edit &E : It == Edits.end() ? std::vector<Edit>() : It->second) {
        Out += " " + E.Text;
        if (!E.End.isValid() || Replaced)
          continue;
        size_t Last = I;
        while (Last < Expansion.size() && Expansion[Last].getLocation() != E.End)
          ++Last;
        Next = Last + 1;
        Replaced = true;
      }
      if (!Replaced)
        Out += " " + Tokens->spelling(Expansion[I]);
      I = Next;
    }
    // The invocation's lines stay: the lines after it keep their numbers.
    CharSourceRange Invocation = SM.getExpansionRange(Loc);
    StringRef Written = Lexer::getSourceText(Invocation, SM, RW.getLangOpts());
    RW.ReplaceText(Invocation, Out.substr(1) + std::string(Written.count('\n'), '\n'));
  }
}

} // namespace acorn
