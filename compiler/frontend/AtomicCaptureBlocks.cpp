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
    for (Stmt *&Child : S->children())
      if (auto *Block = dyn_cast_or_null<CompoundStmt>(Child))
        if (SourceLocation Marker = markerBefore(Block->getLBracLoc()); Marker.isValid())
          Child = construct(Marker, Block);
    return true;
  }

private:
  // The marker that ends right before the brace at Brace (spaces between), or an invalid location.
  SourceLocation markerBefore(SourceLocation Brace) {
    if (Brace.isInvalid() || Brace.isMacroID())
      return {};
    bool Invalid = false;
    llvm::StringRef Buffer = SM.getBufferData(SM.getFileID(Brace), &Invalid);
    size_t Offset = SM.getFileOffset(Brace);
    if (Invalid || Offset > Buffer.size())
      return {};
    llvm::StringRef Before = Buffer.take_front(Offset).rtrim(" \t\r\n");
    // (In a C file's preprocessed text, line markers may come between: `# 24 "f.c"`.)
    for (LineMarker Line; parseLineMarker(Before.substr(Before.rfind('\n') + 1), Line);)
      Before = Before.take_front(Before.rfind('\n') + 1).rtrim(" \t\r\n");
    if (!Before.ends_with(HiddenCaptureMarker))
      return {};
    return Brace.getLocWithOffset(-static_cast<int>(Offset - Before.size() + HiddenCaptureMarker.size()));
  }

  OpenACCAtomicConstruct *construct(SourceLocation Marker, CompoundStmt *Block) {
    auto *A = OpenACCAtomicConstruct::Create(Ctx, Marker, Marker.getLocWithOffset(8), OpenACCAtomicKind::Capture,
                                             Marker.getLocWithOffset(HiddenCaptureMarker.size()), {}, Block);
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
