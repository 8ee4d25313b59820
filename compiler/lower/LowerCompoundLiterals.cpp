// C compound literals in device code: device code is C++, where a compound literal is a
// temporary that dies at the end of its full-expression, while in C it lives to the end of its
// block (C11 6.5.2.5p5). A pointer to one (an array literal decays to it; `&(int){i}`) would
// dangle: `const double *c = k ? (const double[]){a, 1} : (const double[]){2, a};`. Each such
// literal gets storage declared before the statement of its block that holds it, and becomes
// `::__acorn_c_literal(storage, literal)`, which copies it there where C evaluates it (only the
// chosen operand of ?:, each time a loop runs it) and refers to the copy. C makes the body of a
// loop, if or switch a block of its own even without braces (6.8.4p3, 6.8.5p5): such a body gets
// braces around the storage and the statement. (In compute regions and in the device functions of
// C files alike.)
#include "lower/LowerCompoundLiterals.h"

#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acorn {

namespace {

class LiteralStorage {
public:
  LiteralStorage(Rewriter &RW, const SourceText &Text, const PrintingPolicy &Policy)
      : RW(RW), Text(Text), Policy(Policy) {}

  /// The statement before which a literal's storage is declared, and whether braces must make a
  /// block of it (a loop's or a branch's body).
  struct Anchor {
    const Stmt *S = nullptr;
    bool Braces = false;
  };

  void walk(const Stmt *S, Anchor A) {
    if (!S)
      return;
    if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
      for (const Stmt *Child : CS->body())
        walk(Child, {Child, false});
      return;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(S); U && U->getOpcode() == UO_AddrOf)
      if (const auto *CL = dyn_cast<CompoundLiteralExpr>(U->getSubExpr()->IgnoreParens()))
        give(A, CL);
    if (const auto *CL = dyn_cast<CompoundLiteralExpr>(S); CL && CL->getType()->isArrayType())
      give(A, CL);
    // A directive's text starts its statement: nothing is declared before it, but before a loop
    // directive, whose header the loop's lowering replaces (what is inserted before it stays).
    if (isa<OpenACCConstructStmt>(S) && !isa<OpenACCLoopConstruct>(S))
      A = {};
    if (const auto *Combined = dyn_cast<OpenACCCombinedConstruct>(S))
      A = {Combined->getLoop(), false};
    for (const Stmt *Child : S->children())
      walk(Child, isBody(S, Child) && !isa<CompoundStmt>(Child) ? Anchor{Child, true} : A);
  }

  void declare() {
    for (auto &[S, Declared] : Storage) {
      auto [Braces, Declarations] = Declared;
      RW.InsertTextBefore(Text.beginOf(S), (Braces ? "{ " : "") + Declarations);
      if (Braces)
        RW.InsertTextAfter(Text.endOf(S), " }");
    }
  }

private:
  static bool isBody(const Stmt *Parent, const Stmt *Child) {
    if (const auto *If = dyn_cast<IfStmt>(Parent))
      return Child == If->getThen() || Child == If->getElse();
    if (const auto *For = dyn_cast<ForStmt>(Parent))
      return Child == For->getBody();
    if (const auto *While = dyn_cast<WhileStmt>(Parent))
      return Child == While->getBody();
    if (const auto *Do = dyn_cast<DoStmt>(Parent))
      return Child == Do->getBody();
    if (const auto *Switch = dyn_cast<SwitchStmt>(Parent))
      return Child == Switch->getBody();
    return false;
  }

  void give(Anchor A, const CompoundLiteralExpr *CL) {
    SourceLocation Begin = CL->getBeginLoc(), End = CL->getEndLoc();
    if (!A.S || !Given.insert(CL).second || Begin.isMacroID() || End.isMacroID() || !RW.isRewritable(Begin) ||
        A.S->getBeginLoc().isMacroID())
      return;
    // Named after where the literal is: unique in the unit.
    std::string Name = "__acorn_literal" + std::to_string(Text.sourceManager().getFileOffset(Begin));
    std::string Declaration;
    llvm::raw_string_ostream OS(Declaration);
    Text.astContext().getUnqualifiedArrayType(CL->getType().getUnqualifiedType()).print(OS, Policy, Name);
    auto &[Braces, Declarations] = Storage[A.S];
    Braces = A.Braces;
    Declarations += OS.str() + "; ";
    RW.InsertTextBefore(Begin, "::__acorn_c_literal(" + Name + ", ");
    RW.InsertTextAfter(Text.afterToken(End), ")");
  }

  Rewriter &RW;
  const SourceText &Text;
  const PrintingPolicy &Policy;
  llvm::MapVector<const Stmt *, std::pair<bool, std::string>> Storage;
  llvm::SmallPtrSet<const CompoundLiteralExpr *, 8> Given;
};

} // namespace

void hoistCompoundLiterals(const Stmt *S, Rewriter &RW, const SourceText &Text, const PrintingPolicy &Policy) {
  LiteralStorage L(RW, Text, Policy);
  L.walk(S, {isa<OpenACCConstructStmt>(S) && !isa<OpenACCLoopConstruct>(S) ? nullptr : S, false});
  L.declare();
}

} // namespace acorn
