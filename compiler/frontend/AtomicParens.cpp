#include "frontend/AtomicParens.h"

#include "frontend/ASTWalk.h"
#include "frontend/AtomicStatements.h"
#include "frontend/PreprocessedInput.h"

#include "clang/AST/Expr.h"
#include "clang/Basic/DiagnosticSema.h"
#include "llvm/Support/Regex.h"

#include <set>

using namespace clang;

namespace acorn {

AtomicParensFilter *AtomicParensFilter::install(DiagnosticsEngine &Engine) {
  auto *Filter = new AtomicParensFilter;
  Filter->Engine = &Engine;
  DiagnosticFilter::install(Engine, Filter);
  return Filter;
}

bool AtomicParensFilter::holdBack(DiagnosticsEngine::Level Level, const Diagnostic &Info) {
  if (Replaying || Info.getID() != diag::err_acc_invalid_atomic)
    return false;
  SetAside.push_back({Info.getLocation(), {StoredDiagnostic(Level, Info)}});
  return true;
}

void AtomicParensFilter::noteHeldBack(const Diagnostic &Info) {
  if (!SetAside.empty())
    SetAside.back().Diagnostics.emplace_back(DiagnosticsEngine::Note, Info);
}

namespace {

// Puts back the statements that are 2.12's forms. In a template, one whose operands depend on
// template parameters is put back too, and each instantiation is checked with its types.
class Repair : public FunctionTrackingWalk<Repair> {
public:
  explicit Repair(const std::set<SourceLocation> &Rejected) : Rejected(Rejected) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitOpenACCAtomicConstruct(OpenACCAtomicConstruct *A) {
    if (!Rejected.count(A->getBeginLoc()) || A->children().empty())
      return true;
    Stmt *&Statement = *A->children().begin();
    const auto *Recovery = dyn_cast_or_null<RecoveryExpr>(Statement);
    if (!Recovery)
      return true;
    const Expr *E = Recovery->subExpressions().size() == 1 ? Recovery->subExpressions()[0] : nullptr;
    bool Dependent = E && hasDependentOperand(E);
    if (E && isAtomicForm(A->getAtomicKind(), E, Dependent)) {
      Statement = const_cast<Expr *>(E);
      if (Dependent)
        Deferred.insert(A->getBeginLoc());
      return true;
    }
    Invalid.insert(A->getBeginLoc());
    if (E)
      Failed.push_back({A, E, Function});
    return true;
  }

  struct Failure {
    const OpenACCAtomicConstruct *Construct;
    const Expr *Statement;
    const FunctionDecl *Function;
  };
  std::set<SourceLocation> Invalid;  ///< directives whose statement is none of the forms
  std::set<SourceLocation> Deferred; ///< directives of templates whose instantiations decide
  std::vector<Failure> Failed;

private:
  const std::set<SourceLocation> &Rejected;
};

} // namespace

void AtomicParensFilter::restore(ASTContext &Ctx, Reporter &Diags) {
  if (SetAside.empty())
    return;
  std::set<SourceLocation> Rejected;
  for (const Rejection &R : SetAside)
    Rejected.insert(R.Directive);
  Repair Walk(Rejected);
  Walk.TraverseAST(Ctx);
  // Clang's diagnostics, for the statements that are invalid anyway; Acorn's, naming the
  // instantiation, for a template's statement that is invalid with its instantiation's types
  // (Clang's were about the template's dependent operands).
  Replaying = true;
  for (const Rejection &R : SetAside)
    if (Walk.Invalid.count(R.Directive) && !Walk.Deferred.count(R.Directive))
      for (const StoredDiagnostic &D : R.Diagnostics)
        Engine->Report(D);
  Replaying = false;
  for (const Repair::Failure &F : Walk.Failed)
    if (Walk.Deferred.count(F.Construct->getBeginLoc()))
      reportInvalidAtomic(Diags, F.Construct, F.Statement, Ctx, F.Function);
}

// The text patch of capture blocks: a token list of the block, parentheses blanked by two rules.
namespace {

struct Token {
  size_t Begin, End;
  bool Name;
};

// The tokens of the block that opens at Begin, up to its closing brace; none when it does not close.
std::vector<Token> tokenizeBlock(llvm::StringRef Text, size_t Begin) {
  size_t End = Text.size();
  int Depth = 0;
  static const char *const Punctuators[] = {"<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=",
                                            "&&",  "||",  "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "::"};
  std::vector<Token> Out;
  for (size_t I = Begin; I < End;) {
    char C = Text[I];
    if (isspace(static_cast<unsigned char>(C))) {
      ++I;
    } else if (Text.substr(I).starts_with("//")) {
      I = std::min(Text.find('\n', I), End);
    } else if (Text.substr(I).starts_with("/*")) {
      I = std::min(Text.find("*/", I + 2), End - 2) + 2;
    } else if (isalnum(static_cast<unsigned char>(C)) || C == '_' ||
               (C == '.' && I + 1 < End && isdigit(static_cast<unsigned char>(Text[I + 1])))) {
      size_t J = I;
      while (J < End && (isalnum(static_cast<unsigned char>(Text[J])) || Text[J] == '_' || Text[J] == '.' ||
                         ((Text[J] == '+' || Text[J] == '-') && isdigit(Text[I]) && strchr("eEpP", Text[J - 1]))))
        ++J;
      Out.push_back({I, J, !isdigit(static_cast<unsigned char>(C))});
      I = J;
    } else if (C == '"' || C == '\'') {
      size_t J = I + 1;
      for (; J < End && Text[J] != C; ++J)
        J += Text[J] == '\\';
      Out.push_back({I, std::min(J + 1, End), false});
      I = J + 1;
    } else {
      size_t Length = 1;
      for (const char *P : Punctuators)
        if (Text.substr(I).starts_with(P)) {
          Length = strlen(P);
          break;
        }
      Out.push_back({I, I + Length, false});
      I += Length;
      Depth += C == '{' ? 1 : C == '}' ? -1 : 0;
      if (Depth == 0)
        return Out;
    }
  }
  return {};
}

class BlockParens {
public:
  BlockParens(std::string &Text, std::vector<Token> Tokens) : Text(Text), T(std::move(Tokens)) {}

  void blank() {
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (size_t I = 0; I < T.size(); ++I)
        if (is(I, "(")) {
          size_t Close = matching(I);
          if (Close < T.size() && (aroundName(I, Close) || aroundRightSide(I, Close))) {
            Text[T[I].Begin] = Text[T[Close].Begin] = ' ';
            T.erase(T.begin() + Close);
            T.erase(T.begin() + I);
            Changed = true;
          }
        }
    }
  }

private:
  llvm::StringRef text(size_t I) const { return llvm::StringRef(Text).slice(T[I].Begin, T[I].End); }
  bool is(size_t I, llvm::StringRef S) const { return I < T.size() && text(I) == S; }
  bool isAny(size_t I, std::initializer_list<llvm::StringRef> Set) const {
    return I < T.size() && llvm::is_contained(Set, text(I));
  }

  size_t matching(size_t Open) const {
    int Depth = 0;
    for (size_t I = Open; I < T.size(); ++I) {
      Depth += isAny(I, {"(", "["}) ? 1 : isAny(I, {")", "]"}) ? -1 : 0;
      if (Depth == 0)
        return I;
    }
    return T.size();
  }

  // `(c)`, `(s.x)`, `(a[i])`: not a call's or sizeof's arguments, nor a C++ named cast's or a
  // template's (`static_cast<long>(d)`, `f<int>(d)`), nor a cast (followed by an operator that cannot
  // begin an operand, or by `++`/`--` that ends the expression).
  bool aroundName(size_t Open, size_t Close) const {
    if (Open > 0 && (T[Open - 1].Name || isAny(Open - 1, {")", "]", ">"})))
      return false;
    size_t I = Open + 1;
    if (I >= Close || !T[I].Name)
      return false;
    for (++I; I < Close;) {
      if (isAny(I, {".", "->"}) && I + 1 < Close && T[I + 1].Name)
        I += 2;
      else if (is(I, "["))
        I = matching(I) + 1;
      else
        return false;
    }
    if (I != Close)
      return false;
    if (isAny(Close + 1, {"++", "--"}))
      return isAny(Close + 2, {";", ")", ","});
    return isAny(Close + 1, {"=",  "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", ";", ")", "]",
                             ",",  "/",  "%",  "<<", ">>", "|",  "^",  "==", "!=", "<",  ">",   "<=", ">=", "&&",
                             "||", "?"});
  }

  // `c = (c + 1);`: nothing but a comma operator binds less tightly than the assignment.
  bool aroundRightSide(size_t Open, size_t Close) const {
    if (Open == 0 || !is(Open - 1, "=") || !is(Close + 1, ";"))
      return false;
    for (size_t I = Open + 1; I < Close; ++I) {
      if (isAny(I, {"(", "["}))
        I = matching(I);
      else if (is(I, ","))
        return false;
    }
    return true;
  }

public:
  // Whether a statement of the block assigns or increments a call (`v(i) = ...`, `++v(i)`): every
  // capture block updates or writes its x. In a template, Clang 22 takes a call of dependent type
  // for a prvalue.
  bool callOperand() const {
    size_t Begin = 1; // after the opening brace
    for (size_t I = 1; I + 1 < T.size(); ++I) {
      if (isAny(I, {"(", "["})) {
        I = matching(I);
        continue;
      }
      if (!is(I, ";"))
        continue;
      for (size_t J = Begin; J < I; ++J) {
        if (isAny(J, {"(", "["}))
          J = matching(J);
        if (J >= I)
          break;
        bool Assign = isAny(J, {"=", "+=", "-=", "*=", "/=", "&=", "|=", "^=", "<<=", ">>="});
        if ((Assign || isAny(J, {"++", "--"})) && (endsInCall(Begin, J) || (!Assign && endsInCall(J + 1, I))))
          return true;
      }
      Begin = I + 1;
    }
    return false;
  }

  // Whether the block is `{v = x; x = expr;}`: an exchange (2.12) or the update `x = x binop expr`.
  // Clang 22 takes every expr with a binary operator for an update (`lev[w] = depth + 1`), also
  // one a macro expands to (`x = ADD(d, 1)`).
  bool readThenAssignment() const {
    std::vector<std::pair<size_t, size_t>> Statements; // token ranges, without their `;`
    size_t Begin = 1;
    for (size_t I = 1; I + 1 < T.size(); ++I) {
      if (isAny(I, {"(", "["}))
        I = matching(I);
      else if (is(I, ";")) {
        Statements.push_back({Begin, I});
        Begin = I + 1;
      }
    }
    if (Statements.size() != 2 || Begin + 1 != T.size())
      return false;
    auto [ReadBegin, ReadEnd] = Statements[0];
    auto [WriteBegin, WriteEnd] = Statements[1];
    size_t Read = assignmentIn(ReadBegin, ReadEnd), Write = assignmentIn(WriteBegin, WriteEnd);
    if (Read == ReadEnd || Write == WriteEnd || ReadEnd - (Read + 1) != Write - WriteBegin)
      return false;
    for (size_t I = 0; I < Write - WriteBegin; ++I)
      if (text(Read + 1 + I) != text(WriteBegin + I))
        return false;
    return Write + 1 < WriteEnd;
  }

private:
  // The token of the assignment `=` outside parentheses and brackets in [Begin, End); End if none.
  size_t assignmentIn(size_t Begin, size_t End) const {
    for (size_t I = Begin; I < End; ++I) {
      if (is(I, "="))
        return I;
      if (isAny(I, {"(", "["}))
        I = matching(I);
    }
    return End;
  }

  // Tokens [Begin, End) are a call: they end with the parentheses of arguments after a name.
  bool endsInCall(size_t Begin, size_t End) const {
    if (End <= Begin + 2 || !is(End - 1, ")"))
      return false;
    size_t Open = End - 1;
    for (int Depth = 0; Open > Begin; --Open) {
      Depth += is(Open, ")") ? 1 : is(Open, "(") ? -1 : 0;
      if (Depth == 0)
        break;
    }
    return Open > Begin && T[Open - 1].Name && !isAny(Open - 1, {"sizeof", "alignof", "decltype", "return"});
  }

  std::string &Text;
  std::vector<Token> T;
};

} // namespace

// Whether Clauses is one if clause, `if(c)`.
bool onlyIfClause(llvm::StringRef Clauses) {
  if (!Clauses.consume_front("if") || !Clauses.ltrim(" \t").starts_with("(") || !Clauses.ends_with(")"))
    return false;
  int Depth = 0;
  for (size_t I = 0; I < Clauses.size(); ++I) {
    Depth += Clauses[I] == '(' ? 1 : Clauses[I] == ')' ? -1 : 0;
    if (Depth == 0 && Clauses[I] == ')')
      return I + 1 == Clauses.size();
  }
  return false;
}

// Whether Text begins with the keyword else, after white space and comments.
bool beginsElse(llvm::StringRef Text) {
  for (;;) {
    Text = Text.ltrim(" \t\r\n");
    if (Text.starts_with("//"))
      Text = Text.drop_until([](char C) { return C == '\n'; });
    else if (Text.starts_with("/*"))
      Text = Text.find("*/") == llvm::StringRef::npos ? "" : Text.substr(Text.find("*/") + 2);
    else
      return Text.starts_with("else") &&
             (Text.size() == 4 || !(isalnum(static_cast<unsigned char>(Text[4])) || Text[4] == '_'));
  }
}

std::string patchAtomicBlockParens(llvm::StringRef Input, bool HideCaptures) {
  static const llvm::Regex Capture("^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]+atomic[ \t]+capture([^A-Za-z0-9_][^\n]*)?$",
                                   llvm::Regex::Newline);
  std::string Text = Input.str();
  for (size_t At = 0; At < Text.size();) {
    llvm::SmallVector<llvm::StringRef, 2> M;
    llvm::StringRef Rest = llvm::StringRef(Text).substr(At);
    if (!Capture.match(Rest, &M))
      break;
    size_t LineEnd = At + (M[0].data() - Rest.data()) + M[0].size();
    At = LineEnd;
    size_t Open = Text.find_first_not_of(" \t\r\n", LineEnd);
    // (In a C file's preprocessed text, line markers may come between: `# 24 "f.c"`.)
    for (LineMarker Marker; Open != std::string::npos && Text[Open] == '#' &&
                            parseLineMarker(llvm::StringRef(Text).substr(Open).split('\n').first, Marker);)
      Open = Text.find_first_not_of(" \t\r\n", Text.find('\n', Open));
    if (Open == std::string::npos || Text[Open] != '{')
      continue;
    std::vector<Token> Tokens = tokenizeBlock(Text, Open);
    size_t After = Tokens.empty() ? Text.size() : Tokens.back().End;
    BlockParens Block(Text, std::move(Tokens));
    Block.blank();
    // A block whose x is a call, or `{v = x; x = expr;}`: the directive is hidden
    // from Clang, which would drop the block, and restoreHiddenCaptures makes the block an atomic
    // construct again. Its if clause stays where it is, an if statement around the block.
    // (Not before an `else`, which the if statement would take.)
    llvm::StringRef Clauses = M[1].trim();
    bool IfClause = onlyIfClause(Clauses) && !beginsElse(llvm::StringRef(Text).substr(After));
    if (HideCaptures && (Clauses.empty() || IfClause) &&
        (Block.callOperand() || Block.readThenAssignment())) {
      size_t Hash = Text.find('#', LineEnd - M[0].size());
      size_t Length = (IfClause ? M[1].data() - M[0].data() : M[0].rtrim().size()) - (Hash - (LineEnd - M[0].size()));
      if (Length >= HiddenCaptureMarker.size())
        Text.replace(Hash, Length,
                     std::string(HiddenCaptureMarker) + std::string(Length - HiddenCaptureMarker.size(), ' '));
    }
  }
  return Text;
}

} // namespace acorn
