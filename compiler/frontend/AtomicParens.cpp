#include "frontend/AtomicParens.h"

#include "frontend/ASTWalk.h"

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

// 2.12's forms, with parentheses looked through (Clang 22's checks, but for them).
namespace {

const Expr *bare(const Expr *E) { return E->IgnoreParenImpCasts(); }

// Whether A and B name the same storage: variables, members, elements, dereferences.
bool sameLocation(const Expr *A, const Expr *B) {
  A = bare(A);
  B = bare(B);
  if (A->getStmtClass() != B->getStmtClass())
    return false;
  if (const auto *R = dyn_cast<DeclRefExpr>(A))
    return R->getDecl() == cast<DeclRefExpr>(B)->getDecl();
  if (const auto *M = dyn_cast<MemberExpr>(A)) {
    const auto *N = cast<MemberExpr>(B);
    return M->getMemberDecl() == N->getMemberDecl() && M->isArrow() == N->isArrow() &&
           sameLocation(M->getBase(), N->getBase());
  }
  if (const auto *S = dyn_cast<ArraySubscriptExpr>(A)) {
    const auto *T = cast<ArraySubscriptExpr>(B);
    return sameLocation(S->getBase(), T->getBase()) && sameLocation(S->getIdx(), T->getIdx());
  }
  if (const auto *U = dyn_cast<UnaryOperator>(A))
    return U->getOpcode() == cast<UnaryOperator>(B)->getOpcode() &&
           sameLocation(U->getSubExpr(), cast<UnaryOperator>(B)->getSubExpr());
  if (const auto *O = dyn_cast<BinaryOperator>(A)) // a subscript's `i + 1`
    return O->getOpcode() == cast<BinaryOperator>(B)->getOpcode() &&
           sameLocation(O->getLHS(), cast<BinaryOperator>(B)->getLHS()) &&
           sameLocation(O->getRHS(), cast<BinaryOperator>(B)->getRHS());
  if (const auto *I = dyn_cast<IntegerLiteral>(A))
    return llvm::APInt::isSameValue(I->getValue(), cast<IntegerLiteral>(B)->getValue());
  return isa<CXXThisExpr>(A);
}

bool scalarLValue(const Expr *E) {
  E = E->IgnoreParens();
  return E->isLValue() && E->getType()->isScalarType();
}

bool allowedOperator(BinaryOperatorKind Op) {
  return llvm::is_contained({BO_Add, BO_Mul, BO_Sub, BO_Div, BO_And, BO_Xor, BO_Or, BO_Shl, BO_Shr}, Op);
}

// x++, --x, x op= e, x = x op e, x = e op x.
bool isUpdate(const Expr *E) {
  E = bare(E);
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return U->isIncrementDecrementOp() && scalarLValue(U->getSubExpr());
  if (const auto *C = dyn_cast<CompoundAssignOperator>(E))
    return allowedOperator(BinaryOperator::getOpForCompoundAssignment(C->getOpcode())) && scalarLValue(C->getLHS());
  const auto *A = dyn_cast<BinaryOperator>(E);
  if (!A || A->getOpcode() != BO_Assign || !scalarLValue(A->getLHS()))
    return false;
  const auto *Op = dyn_cast<BinaryOperator>(bare(A->getRHS()));
  return Op && allowedOperator(Op->getOpcode()) &&
         (sameLocation(A->getLHS(), Op->getLHS()) || sameLocation(A->getLHS(), Op->getRHS()));
}

bool isForm(OpenACCAtomicKind Kind, const Expr *E) {
  E = E->IgnoreParens();
  const auto *A = dyn_cast<BinaryOperator>(E);
  bool Assign = A && A->getOpcode() == BO_Assign && scalarLValue(A->getLHS());
  switch (Kind) {
  case OpenACCAtomicKind::Read:
    return Assign && scalarLValue(bare(A->getRHS()));
  case OpenACCAtomicKind::Write:
    return Assign;
  case OpenACCAtomicKind::None:
  case OpenACCAtomicKind::Update:
    return isUpdate(E);
  case OpenACCAtomicKind::Capture:
    return Assign && isa<UnaryOperator, BinaryOperator>(bare(A->getRHS())) && isUpdate(A->getRHS());
  }
  return false;
}

class Repair : public ASTWalk<Repair> {
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
    if (Recovery->subExpressions().size() == 1 && isForm(A->getAtomicKind(), Recovery->subExpressions()[0]))
      Statement = const_cast<Expr *>(Recovery->subExpressions()[0]);
    else
      Invalid.insert(A->getBeginLoc());
    return true;
  }

  std::set<SourceLocation> Invalid;

private:
  const std::set<SourceLocation> &Rejected;
};

} // namespace

void AtomicParensFilter::restore(ASTContext &Ctx) {
  if (SetAside.empty())
    return;
  std::set<SourceLocation> Rejected;
  for (const Rejection &R : SetAside)
    Rejected.insert(R.Directive);
  Repair Walk(Rejected);
  Walk.TraverseAST(Ctx);
  // Clang's diagnostics, for the statements that are invalid anyway.
  Replaying = true;
  for (const Rejection &R : SetAside)
    if (Walk.Invalid.count(R.Directive))
      for (const StoredDiagnostic &D : R.Diagnostics)
        Engine->Report(D);
  Replaying = false;
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

  // `(c)`, `(s.x)`, `(a[i])`: not a call's or sizeof's arguments, nor a cast (followed by an
  // operator that cannot begin an operand, or by `++`/`--` that ends the expression).
  bool aroundName(size_t Open, size_t Close) const {
    if (Open > 0 && (T[Open - 1].Name || isAny(Open - 1, {")", "]"})))
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

  std::string &Text;
  std::vector<Token> T;
};

} // namespace

std::string patchAtomicBlockParens(llvm::StringRef Input) {
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
    if (M[0].rtrim().ends_with("\\"))
      continue;
    size_t Open = Text.find_first_not_of(" \t\r\n", LineEnd);
    if (Open == std::string::npos || Text[Open] != '{')
      continue;
    BlockParens(Text, tokenizeBlock(Text, Open)).blank();
  }
  return Text;
}

} // namespace acorn
