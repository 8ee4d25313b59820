#include "analysis/StructuredBlock.h"

#include "frontend/ASTWalk.h"

#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenACC.h"

using namespace clang;

namespace acorn {

namespace {

class JumpFinder {
public:
  explicit JumpFinder(const Stmt *Block) : Block(Block) {}

  const Stmt *find(const Stmt *S, unsigned Loops, unsigned Breakable) {
    if (!S || isa<LambdaExpr, OpenACCDataConstruct>(S))
      return nullptr;
    if (isa<ReturnStmt, IndirectGotoStmt>(S) || (isa<BreakStmt>(S) && !Breakable) ||
        (isa<ContinueStmt>(S) && !Loops))
      return S;
    if (const auto *G = dyn_cast<GotoStmt>(S); G && !inside(G->getLabel()->getStmt()))
      return S;
    bool Loop = isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
    unsigned InLoops = Loops + Loop, InBreakable = Breakable + (Loop || isa<SwitchStmt>(S));
    for (const Stmt *Child : childStatements(S))
      if (const Stmt *Jump = find(Child, InLoops, InBreakable))
        return Jump;
    return nullptr;
  }

private:
  // Whether a label's statement is in the block (found by walking it: labels are statements).
  bool inside(const Stmt *Label) const { return Label && contains(Block, Label); }
  static bool contains(const Stmt *S, const Stmt *Target) {
    if (S == Target)
      return true;
    for (const Stmt *Child : childStatements(S))
      if (Child && contains(Child, Target))
        return true;
    return false;
  }

  const Stmt *Block;
};

} // namespace

const Stmt *jumpOutOf(const Stmt *Block) { return JumpFinder(Block).find(Block, 0, 0); }

const Stmt *jumpOutOfLoop(const ForStmt *Loop) {
  // The body is inside the loop: `continue` goes to the loop's next iteration, `break` leaves it.
  return Loop->getBody() ? JumpFinder(Loop->getBody()).find(Loop->getBody(), 1, 0) : nullptr;
}

const char *jumpKind(const Stmt *Jump) {
  if (isa<ReturnStmt>(Jump))
    return "return";
  if (isa<BreakStmt>(Jump))
    return "break";
  if (isa<ContinueStmt>(Jump))
    return "continue";
  return "goto";
}

} // namespace acorn
