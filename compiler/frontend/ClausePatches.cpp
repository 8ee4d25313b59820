// Clause text of directives that NVHPC and GCC accept and Clang 22 rejects, rewritten before Clang
// reads it (see ClausePatches.h).
#include "frontend/ClausePatches.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Regex.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <utility>

namespace acorn {

namespace {

// 2.7.2-2.7.8: `pcopyin`/`present_or_copyin` (and create, copy, copyout) are other names of
// `copyin` etc. On every directive they are spelled by the clause's own name: Clang 22 rejects the
// other names on a declare directive at file scope, and `pcreate` is how patchFirstPrivateClauses
// spells a firstprivate clause (FirstPrivateArrays restores every `pcreate` read from a file). The
// clause keeps its columns: the new name is padded with blanks before its parenthesis.
std::string patchClauseAliases(llvm::StringRef Text) {
  static const llvm::Regex Directive("^[ \t]*#[ \t]*pragma[ \t]+acc([^A-Za-z0-9_]|$)");
  static const llvm::Regex Alias("(^|[^A-Za-z0-9_])(present_or_|p)(copyin|copyout|copy|create)[ \t]*\\(");
  std::string Out;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    std::string Line = Lines[I].str();
    llvm::SmallVector<llvm::StringRef, 4> M;
    while (Directive.match(Line) && Alias.match(Line, &M)) {
      size_t At = M[2].data() - Line.data();
      Line.replace(At, M[2].size() + M[3].size(), M[3].str() + std::string(M[2].size(), ' '));
    }
    Out += Line;
    if (I + 1 < Lines.size())
      Out += '\n';
  }
  return Out;
}

// `*this` in a clause of a directive is the object a member function works on, as `this[0:1]` is
// (2.7.1; NVHPC takes it); Clang 22 rejects the dereference. The `*` becomes a blank, keeping the
// columns, and `this` alone in a data clause stands for the object (DataAttributes).
std::string patchDereferencedThis(llvm::StringRef Text) {
  static const llvm::Regex Directive("^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]");
  static const llvm::Regex Deref("[(,][ \t]*([*])[ \t]*this[ \t]*[),]");
  std::string Out = Text.str();
  for (size_t Line = 0; Line < Out.size();) {
    size_t End = std::min(Out.find('\n', Line), Out.size());
    if (Directive.match(llvm::StringRef(Out).slice(Line, End))) {
      llvm::SmallVector<llvm::StringRef, 2> M;
      while (Deref.match(llvm::StringRef(Out).slice(Line, End), &M))
        Out[M[1].data() - Out.data()] = ' ';
    }
    Line = End + 1;
  }
  return Out;
}

// Each item of each `Clause(...)` on a `#pragma acc` line (after the operator's colon when
// AfterColon: a reduction's), split at commas outside brackets: Insert(Item) gives the offset in the
// item where text goes in, that text and how many characters it replaces there, or nothing. The
// columns after an insertion move by what it adds.
struct ItemPatch {
  size_t At;
  std::string Text;
  size_t Replaces = 0;
};
using ItemInsertion = std::optional<ItemPatch>;
std::string patchClauseItems(llvm::StringRef Text, llvm::StringRef Clause, bool AfterColon,
                             llvm::function_ref<ItemInsertion(llvm::StringRef Item)> Insert) {
  static const llvm::Regex Directive("^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]");
  std::string Out = Text.str();
  for (size_t Line = 0; Line < Out.size();) {
    size_t End = std::min(Out.find('\n', Line), Out.size());
    llvm::StringRef Directives = llvm::StringRef(Out).slice(Line, End);
    if (!Directive.match(Directives)) {
      Line = End + 1;
      continue;
    }
    for (size_t At = Out.find(Clause.str(), Line); At < End; At = Out.find(Clause.str(), At + 1)) {
      size_t Open = Out.find_first_not_of(" \t", At + Clause.size());
      size_t Start = Open < End && Out[Open] == '(' ? (AfterColon ? Out.find(':', Open) : Open) : std::string::npos;
      if (Start >= End || (At > Line && (isalnum(Out[At - 1]) || Out[At - 1] == '_')))
        continue;
      int Depth = 0;
      size_t Item = Start + 1;
      for (size_t I = Item; I < End; ++I) {
        char C = Out[I];
        bool Last = C == ')' && Depth == 0;
        if (C == '(' || C == '[')
          ++Depth;
        else if ((C == ')' || C == ']') && !Last)
          --Depth;
        if (!(Last || (C == ',' && Depth == 0)))
          continue;
        if (ItemInsertion Patch = Insert(llvm::StringRef(Out).slice(Item, I))) {
          Out.replace(Item + Patch->At, Patch->Replaces, Patch->Text);
          End += Patch->Text.size() - Patch->Replaces;
          I += Patch->Text.size() - Patch->Replaces;
        }
        Item = I + 1;
        if (Last)
          break;
      }
    }
    Line = End + 1;
  }
  return Out;
}

// 2.5.15: a reduction on an array element (`res[r]`, `p[k]`) is the one-element section `res[r:1]`,
// which Acorn reduces with bounds of any value (the private copies are sized at launch). The item
// gets `:1` before its bracket: the columns after it on its line move by two.
std::string patchReductionElements(llvm::StringRef Text) {
  static const llvm::Regex Element("^[ \t]*[A-Za-z_][A-Za-z0-9_]*[ \t]*\\[[^]:[]*\\][ \t]*$");
  return patchClauseItems(Text, "reduction", /*AfterColon=*/true, [](llvm::StringRef Item) -> ItemInsertion {
    if (!Element.match(Item))
      return std::nullopt;
    return ItemPatch{Item.rfind(']'), ":1"};
  });
}

// 2.5.14: Clang 22 crashes building its copy of a firstprivate item whose type is an array of
// arrays (`double c[3][3]`, `Mat c` of `typedef double Mat[3][3]`, a member `s.m`, an element
// `a[1]` of `double a[2][3][3]`, a section `a[0:1]`), which the text cannot tell from others. On
// the directives that take firstprivate (parallel and serial, alone or combined with loop), the
// clause's name becomes `pcreate` and blanks, which Clang reads as a create clause of the same
// items, building no copy, and records under that spelling; FirstPrivateArrays turns each
// `pcreate` clause read from a file back into a firstprivate clause (patchClauseAliases spells the
// user's `pcreate` clauses `create`). The columns stay. (Elsewhere, and after a device_type, Clang
// rejects a firstprivate clause before reading its items.)
std::string patchFirstPrivateClauses(llvm::StringRef Text) {
  static const llvm::Regex Directive("^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]+(parallel|serial)([^A-Za-z0-9_]|$)");
  static const llvm::Regex Clause("(^|[^A-Za-z0-9_])(firstprivate)[ \t]*\\(");
  static const llvm::Regex DeviceType("(^|[^A-Za-z0-9_])(device_type|dtype)[ \t]*\\(");
  std::string Out = Text.str();
  for (size_t Line = 0; Line < Out.size();) {
    size_t End = std::min(Out.find('\n', Line), Out.size());
    if (Directive.match(llvm::StringRef(Out).slice(Line, End))) {
      llvm::SmallVector<llvm::StringRef, 3> M;
      size_t Groups = DeviceType.match(llvm::StringRef(Out).slice(Line, End), &M) ? M[2].data() - Out.data() : End;
      for (size_t From = Line; Clause.match(llvm::StringRef(Out).slice(From, End), &M);) {
        size_t At = M[2].data() - Out.data();
        From = At + M[2].size();
        if (At < Groups)
          Out.replace(At, M[2].size(), "pcreate     ");
      }
    }
    Line = End + 1;
  }
  return Out;
}

// 2.15.1: `routine(f)` right before f's declaration names the function that declaration declares,
// as the directive without a name does; in a class, where the spec's example puts it before a
// member declared later, Clang 22 finds no `f` yet. The name and its parentheses become blanks
// (the columns stay), when the next declaration's declarator is that name.
std::string patchRoutineNamesBeforeDeclarations(llvm::StringRef Text) {
  static const llvm::Regex Named("^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]+routine[ \t]*(\\([ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]*\\))");
  static const llvm::Regex Declarator("^[^;{}()#=]*[^A-Za-z0-9_]([A-Za-z_][A-Za-z0-9_]*)[ \t]*\\(");
  std::string Out = Text.str();
  for (size_t Line = 0; Line < Out.size();) {
    size_t End = std::min(Out.find('\n', Line), Out.size());
    llvm::SmallVector<llvm::StringRef, 3> M;
    llvm::SmallVector<llvm::StringRef, 2> D;
    if (Named.match(llvm::StringRef(Out).slice(Line, End), &M) &&
        Declarator.match(llvm::StringRef(Out).substr(End), &D) && D[1] == M[2])
      std::fill_n(Out.begin() + (M[1].data() - Out.data()), M[1].size(), ' ');
    Line = End + 1;
  }
  return Out;
}

// The end of the braces around At (the class body a member declaration is in): the offsets of its
// '{' and '}', or npos when At is at file scope. Comments and strings are not told apart: a
// brace in one only narrows or widens the range the patch below looks at.
std::pair<size_t, size_t> enclosingBraces(llvm::StringRef Text, size_t At) {
  size_t Open = llvm::StringRef::npos;
  for (int Depth = 0; At-- > 0;) {
    if (Text[At] == '}')
      ++Depth;
    else if (Text[At] == '{' && Depth-- == 0) {
      Open = At;
      break;
    }
  }
  if (Open == llvm::StringRef::npos)
    return {Open, Open};
  for (size_t I = Open + 1, Depth = 0; I < Text.size(); ++I) {
    if (Text[I] == '{')
      ++Depth;
    else if (Text[I] == '}' && Depth-- == 0)
      return {Open, I};
  }
  return {Open, Text.size()};
}

// A data member of a dependent base brought into a class template by a using-declaration
// (`using Base<T>::u_;`) and named in a clause (`copy(u_[0:n_])`, `copy(this->u_[0:n])`): Clang 22
// rejects the item (the name finds the using-declaration, no variable; GCC takes it). In the directives
// of that class body, the item's name becomes `this->Base<T>::u_`, which names the same member
// and which Clang takes (a member of a dependent base; UnitWalk's dependentBasePointer finds it).
// The columns after the name on its line move.
std::string patchUsingDeclaredMembers(llvm::StringRef Text) {
  static const llvm::Regex Using("using[ \t]+(typename[ \t]+)?([A-Za-z_][A-Za-z0-9_:]*<[^;{}()]*>)[ \t]*::[ \t]*"
                                 "([A-Za-z_][A-Za-z0-9_]*)[ \t]*;");
  static const llvm::Regex Directive("^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]");
  std::string Out = Text.str();
  for (size_t From = 0;;) {
    llvm::SmallVector<llvm::StringRef, 4> M;
    llvm::StringRef Rest = llvm::StringRef(Out).substr(From);
    if (!Using.match(Rest, &M))
      break;
    size_t At = M[0].data() - Out.data();
    From = At + M[0].size();
    if (M[1].size()) // a type
      continue;
    std::string Qualifier = M[2].str(), Name = M[3].str();
    auto [Open, Close] = enclosingBraces(Out, At);
    if (Open == llvm::StringRef::npos)
      continue;
    // `(name` or `, name`, or `this->name`, as an item's first name (not a call's).
    llvm::Regex Item("([(,][ \t]*)(this[ \t]*->[ \t]*)?" + Name + "([^A-Za-z0-9_(]|$)");
    for (size_t Line = Open; Line < Close;) {
      size_t End = std::min(Out.find('\n', Line), Close);
      llvm::SmallVector<llvm::StringRef, 4> I;
      if (Directive.match(llvm::StringRef(Out).slice(Line, End)))
        for (size_t Scan = Line; Item.match(llvm::StringRef(Out).slice(Scan, End), &I);) {
          size_t Begin = I[1].end() - Out.data(), Length = I[2].size() + Name.size();
          std::string New = "this->" + Qualifier + "::" + Name;
          Out.replace(Begin, Length, New);
          End += New.size() - Length;
          Close += New.size() - Length;
          From += Begin < From ? New.size() - Length : 0;
          Scan = Begin + New.size();
        }
      Line = End + 1;
    }
  }
  return Out;
}

} // namespace

std::string patchClauses(llvm::StringRef Text) {
  std::string Out = Text.str();
  if (Text.contains("present_or_") || Text.contains("pcopy") || Text.contains("pcreate"))
    Out = patchClauseAliases(Out);
  if (Text.contains("this"))
    Out = patchDereferencedThis(Out);
  if (Text.contains("reduction"))
    Out = patchReductionElements(Out);
  if (Text.contains("firstprivate"))
    Out = patchFirstPrivateClauses(Out);
  if (Text.contains("routine"))
    Out = patchRoutineNamesBeforeDeclarations(Out);
  if (Text.contains("using"))
    Out = patchUsingDeclaredMembers(Out);
  return Out;
}

} // namespace acorn
