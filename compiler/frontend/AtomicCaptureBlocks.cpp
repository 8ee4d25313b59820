// The capture blocks whose directive patchAtomicBlockParens hid from Clang (AtomicParens.h): each
// becomes its atomic construct's statement again, checked as Clang would, but in a template with
// each instantiation's types.
#include "frontend/ASTWalk.h"
#include "frontend/AtomicParens.h"
#include "frontend/AtomicStatements.h"
#include "frontend/PreprocessedInput.h"

#include <set>

using namespace clang;

namespace acorn {
namespace {

class HiddenCaptures : public FunctionTrackingWalk<HiddenCaptures> {
public:
  HiddenCaptures(ASTContext &Ctx, Reporter &Diags) : Ctx(Ctx), SM(Ctx.getSourceManager()), Diags(Diags) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  // (Before S's children are walked: the construct put in a child's place is walked instead.)
  bool VisitStmt(Stmt *S) {
    if (isa<OpenACCAtomicConstruct>(S)) // (a block put back, or a block in an atomic construct)
      return true;
    for (Stmt *&Child : S->children()) {
      if (auto *Block = dyn_cast_or_null<CompoundStmt>(Child)) {
        if (SourceLocation Marker = markerBefore(Block->getLBracLoc()); Marker.isValid())
          Child = construct(Marker, Block, nullptr);
      } else if (auto *If = dyn_cast_or_null<IfStmt>(Child)) {
        // The directive's if clause, left after the marker: `/*acorn:atomic capture*/   if(c) {...}`.
        auto *Block = dyn_cast<CompoundStmt>(If->getThen());
        SourceLocation Marker = markerBefore(If->getIfLoc());
        if (Marker.isInvalid())
          continue;
        if (Block && !If->getElse() && !If->getInit() && !If->getConditionVariable())
          Child = construct(Marker, Block, If);
        else if (Reported.insert(Marker).second)
          Diags.unsupported(Marker, "this form of the atomic capture construct with an if clause");
      }
    }
    return true;
  }

private:
  // The marker that ends right before At (spaces between), or an invalid location.
  SourceLocation markerBefore(SourceLocation At) {
    if (At.isInvalid() || At.isMacroID())
      return {};
    bool Invalid = false;
    llvm::StringRef Buffer = SM.getBufferData(SM.getFileID(At), &Invalid);
    size_t Offset = SM.getFileOffset(At);
    if (Invalid || Offset > Buffer.size())
      return {};
    llvm::StringRef Before = Buffer.take_front(Offset).rtrim(" \t\r\n");
    // (In a C file's preprocessed text, line markers may come between: `# 24 "f.c"`.)
    for (LineMarker Line; parseLineMarker(Before.substr(Before.rfind('\n') + 1), Line);)
      Before = Before.take_front(Before.rfind('\n') + 1).rtrim(" \t\r\n");
    if (!Before.ends_with(HiddenCaptureMarker))
      return {};
    return At.getLocWithOffset(-static_cast<int>(Offset - Before.size() + HiddenCaptureMarker.size()));
  }

  // The construct of Block, with the if clause of If (the `if` statement the clause became), if any.
  OpenACCAtomicConstruct *construct(SourceLocation Marker, CompoundStmt *Block, IfStmt *If) {
    llvm::SmallVector<const OpenACCClause *, 1> Clauses;
    SourceLocation End = Marker.getLocWithOffset(HiddenCaptureMarker.size());
    if (If) {
      End = If->getRParenLoc().getLocWithOffset(1);
      Clauses.push_back(OpenACCIfClause::Create(Ctx, If->getIfLoc(), If->getLParenLoc(), If->getCond(), End));
    }
    auto *A = OpenACCAtomicConstruct::Create(Ctx, Marker, Marker.getLocWithOffset(8), OpenACCAtomicKind::Capture, End,
                                             Clauses, Block);
    // A template's block whose operands depend on its parameters is checked in its instantiations;
    // one error for each directive.
    if (!isCaptureBlock(Block, hasDependentOperand(Block)) && Reported.insert(Marker).second)
      reportInvalidAtomic(Diags, A, Block, Ctx, Function);
    return A;
  }

  ASTContext &Ctx;
  SourceManager &SM;
  Reporter &Diags;
  std::set<SourceLocation> Reported;
};

} // namespace

void restoreHiddenCaptures(ASTContext &Ctx, Reporter &Diags) {
  // Only where a file read holds the marker.
  const SourceManager &SM = Ctx.getSourceManager();
  bool Hidden = false;
  for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end() && !Hidden; ++It)
    if (std::optional<llvm::MemoryBufferRef> Buffer = It->second->getBufferIfLoaded())
      Hidden = Buffer->getBuffer().contains(HiddenCaptureMarker);
  if (Hidden)
    HiddenCaptures(Ctx, Diags).TraverseAST(Ctx);
}

} // namespace acorn
