// Continued directives joined for the text-level rewrites, and split again (see LogicalDirectives.h).
#include "frontend/LogicalDirectives.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Regex.h"

#include <algorithm>

namespace acorn {

namespace {

constexpr size_t None = llvm::StringRef::npos;

// The offset of the backslash that continues Line (a backslash, then only blanks: Clang splices
// those lines too), or None.
size_t continuation(llvm::StringRef Line) {
  llvm::StringRef Code = Line.rtrim(" \t\r");
  return Code.ends_with("\\") ? Code.size() - 1 : None;
}

// For each offset of Old (0 to its size), the offset in New where the text there went: the common
// prefix and suffix map straight; between them, a longest common subsequence pairs the characters
// (a rewrite replaces or inserts a few words), and an offset whose character is gone goes where its
// next kept one went. A middle too long to pair goes to the end of New's middle.
std::vector<size_t> alignOffsets(llvm::StringRef Old, llvm::StringRef New) {
  size_t Prefix = 0, Shorter = std::min(Old.size(), New.size());
  while (Prefix < Shorter && Old[Prefix] == New[Prefix])
    ++Prefix;
  size_t Suffix = 0;
  while (Suffix < Shorter - Prefix && Old[Old.size() - 1 - Suffix] == New[New.size() - 1 - Suffix])
    ++Suffix;
  llvm::StringRef A = Old.slice(Prefix, Old.size() - Suffix), B = New.slice(Prefix, New.size() - Suffix);
  std::vector<size_t> Map(Old.size() + 1);
  for (size_t I = 0; I < Prefix; ++I)
    Map[I] = I;
  for (size_t I = Old.size() - Suffix; I <= Old.size(); ++I)
    Map[I] = I + New.size() - Old.size();
  size_t N = A.size(), M = B.size();
  std::vector<size_t> Paired(N, None);
  if ((N + 1) * (M + 1) <= (size_t(1) << 22)) {
    // L[I][J]: the length of a longest common subsequence of A from I and B from J.
    std::vector<unsigned> L((N + 1) * (M + 1), 0);
    auto At = [&](size_t I, size_t J) -> unsigned & { return L[I * (M + 1) + J]; };
    for (size_t I = N; I-- > 0;)
      for (size_t J = M; J-- > 0;)
        At(I, J) = A[I] == B[J] ? At(I + 1, J + 1) + 1 : std::max(At(I + 1, J), At(I, J + 1));
    for (size_t I = 0, J = 0; I < N && J < M;) {
      if (A[I] == B[J] && At(I, J) == At(I + 1, J + 1) + 1)
        Paired[I++] = J++;
      else if (At(I + 1, J) >= At(I, J + 1))
        ++I;
      else
        ++J;
    }
  }
  for (size_t I = N; I-- > 0;)
    Map[Prefix + I] = Paired[I] != None ? Prefix + Paired[I] : Map[Prefix + I + 1];
  return Map;
}

} // namespace

LogicalDirectives::LogicalDirectives(llvm::StringRef Physical) {
  static const llvm::Regex Pragma("^[ \t]*#[ \t]*pragma([^A-Za-z0-9_]|$)");
  size_t LineNo = 0;
  for (size_t At = 0; At <= Physical.size(); ++LineNo) {
    size_t End = Physical.find('\n', At);
    llvm::StringRef Line = Physical.slice(At, End);
    if (End == None || continuation(Line) == None || !Pragma.match(Line)) {
      Joined += Line;
      if (End != None)
        Joined += '\n';
      At = End == None ? Physical.size() + 1 : End + 1;
      continue;
    }
    Directive D{LineNo, {}, ""};
    for (size_t Backslash; End != None && (Backslash = continuation(Line)) != None;) {
      D.Joined += Line.substr(0, Backslash);
      D.Splices.push_back({D.Joined.size(), Physical.slice(At + Backslash, End + 1).str()});
      At = End + 1;
      End = Physical.find('\n', At);
      Line = Physical.slice(At, End);
    }
    D.Joined += Line;
    Joined += D.Joined + std::string(D.Splices.size(), '\n') + (End != None ? "\n" : "");
    LineNo += D.Splices.size();
    At = End == None ? Physical.size() + 1 : End + 1;
    Directives.push_back(std::move(D));
  }
}

std::string LogicalDirectives::split(llvm::StringRef Rewritten) const {
  if (Directives.empty())
    return Rewritten.str();
  std::string Out;
  size_t LineNo = 0, At = 0;
  for (const Directive &D : Directives) {
    for (; LineNo < D.Line && At < Rewritten.size(); ++LineNo) {
      size_t End = std::min(Rewritten.find('\n', At), Rewritten.size());
      Out += Rewritten.slice(At, End + 1);
      At = End + 1;
    }
    if (LineNo != D.Line || At >= Rewritten.size())
      break;
    size_t End = std::min(Rewritten.find('\n', At), Rewritten.size());
    llvm::StringRef Line = Rewritten.slice(At, End);
    size_t Lines = D.Splices.size();
    // A rewrite that wrote into the empty lines leaves the directive joined (the lines still count).
    if (Rewritten.substr(End, Lines) != std::string(Lines, '\n')) {
      Out += Line;
      At = End;
      continue;
    }
    std::vector<size_t> Map = alignOffsets(D.Joined, Line);
    size_t From = 0;
    for (const Splice &S : D.Splices) {
      size_t To = std::max(Map[S.At], From);
      Out += Line.slice(From, To);
      Out += S.Text;
      From = To;
    }
    Out += Line.substr(From);
    At = End + Lines;
    LineNo += Lines;
  }
  Out += Rewritten.substr(std::min(At, Rewritten.size()));
  return Out;
}

std::pair<unsigned, unsigned> LogicalDirectives::physical(unsigned Line, unsigned Column) const {
  auto D = llvm::find_if(Directives, [&](const Directive &D) { return D.Line + 1 == Line; });
  if (D == Directives.end() || Column == 0)
    return {Line, Column};
  size_t Offset = Column - 1, Before = 0;
  while (Before < D->Splices.size() && D->Splices[Before].At <= Offset)
    ++Before;
  if (Before == 0)
    return {Line, Column};
  return {Line + unsigned(Before), unsigned(Offset - D->Splices[Before - 1].At + 1)};
}

} // namespace acorn
