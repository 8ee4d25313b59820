#include "frontend/PreprocessedInput.h"

#include "frontend/ToolchainHeaders.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace acorn {

bool parseLineMarker(llvm::StringRef Line, LineMarker &Out) {
  if (!Line.consume_front("# "))
    return false;
  size_t Space = Line.find(' ');
  if (Space == llvm::StringRef::npos || Line.substr(0, Space).getAsInteger(10, Out.Line))
    return false;
  llvm::StringRef Rest = Line.substr(Space + 1);
  if (!Rest.consume_front("\""))
    return false;
  size_t Close = Rest.find('"');
  while (Close != llvm::StringRef::npos && Close > 0 && Rest[Close - 1] == '\\')
    Close = Rest.find('"', Close + 1);
  if (Close == llvm::StringRef::npos)
    return false;
  Out.File.clear();
  llvm::StringRef Name = Rest.substr(0, Close);
  for (size_t I = 0; I < Name.size(); ++I) {
    if (Name[I] == '\\' && I + 1 < Name.size())
      ++I;
    Out.File += Name[I];
  }
  llvm::SmallVector<llvm::StringRef, 4> Flags;
  Rest.substr(Close + 1).rtrim("\r").split(Flags, ' ', -1, false);
  Out.Entering = llvm::is_contained(Flags, "1");
  Out.Returning = llvm::is_contained(Flags, "2");
  Out.System = llvm::is_contained(Flags, "3");
  return true;
}

std::string includeToolchainHeaders(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  std::string Out;
  Out.reserve(Text.size());
  std::string Current;  // the file the lines are of
  unsigned Skipping = 0; // inside a toolchain header put back as an #include: its depth
  for (size_t I = 0; I < Lines.size(); ++I) {
    llvm::StringRef Line = Lines[I];
    std::string Eol = I + 1 < Lines.size() ? "\n" : "";
    LineMarker M;
    if (!parseLineMarker(Line, M)) {
      if (!Skipping)
        Out += Line.str() + Eol;
      continue;
    }
    if (Skipping) {
      Skipping += M.Entering;
      Skipping -= M.Returning;
      if (!Skipping) // back in the user's file that included it: its line, without the flags
        Out += Line.substr(0, Line.rfind('"') + 1).str() + Eol;
      Current = M.File;
      continue;
    }
    // Clang's buffers (<built-in>, <command line>) stay as they are.
    bool FromUserCode = !Current.empty() && !llvm::StringRef(Current).starts_with("<") && !isToolchainFile(Current);
    std::optional<std::string> Name;
    if (M.Entering && FromUserCode && !llvm::StringRef(M.File).starts_with("<") && isToolchainFile(M.File))
      Name = toolchainIncludeName(M.File);
    if (Name) {
      Out += "#include <" + *Name + ">" + Eol;
      Skipping = 1;
      continue;
    }
    Current = M.File;
    Out += Line.str() + Eol;
  }
  return Out;
}

} // namespace acorn
