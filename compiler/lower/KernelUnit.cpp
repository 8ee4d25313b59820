// C: the kernel unit is the main file with every function body removed except those the device
// needs, followed at each function by the regions outlined from it. It keeps the file's macros,
// includes and types in their order.
#include "lower/HostLowering.h"

using namespace clang;

namespace acorn {

void HostLowering::buildKernelUnit(std::string &Out) {
  SourceManager &SM = Ctx.getSourceManager();
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    if (!Text.inMainFile(D->getLocation()))
      continue;
    if (auto *FD = dyn_cast<FunctionDecl>(D)) {
      bool Device = llvm::any_of(DeviceFunctions, [&](const FunctionDecl *F) {
        return F->getCanonicalDecl() == FD->getCanonicalDecl();
      });
      if (FD->doesThisDeclarationHaveABody() && !Device) {
        SourceRange Body = FD->getBody()->getSourceRange();
        PreludeRW.ReplaceText(CharSourceRange::getTokenRange(Body),
                              ";" + std::string(Text.newlinesIn(CharSourceRange::getTokenRange(Body)), '\n'));
      }
      if (auto It = OutlinedAfter.find(FD); It != OutlinedAfter.end())
        PreludeRW.InsertTextAfter(Text.afterToken(FD->getEndLoc()), "\n" + It->second + "#line " +
                                                                      std::to_string(Text.line(FD->getEndLoc())) + "\n");
      continue;
    }
    if (auto *VD = dyn_cast<VarDecl>(D)) {
      if (VD->getType().isConstQualified() || VD->getStorageClass() == SC_Static ||
          VD->getStorageClass() == SC_Extern)
        continue;
      // Definitions stay with the host unit; the kernel unit only declares them.
      if (const Expr *Init = VD->getInit()) {
        std::string Between = Text.text(SourceRange(VD->getLocation(), Init->getBeginLoc()));
        size_t Eq = Between.rfind('=');
        if (Eq != std::string::npos)
          PreludeRW.RemoveText(CharSourceRange::getCharRange(VD->getLocation().getLocWithOffset(Eq),
                                                             Text.afterToken(Init->getEndLoc())));
      }
      PreludeRW.InsertTextBefore(VD->getBeginLoc(), "extern ");
    }
  }
  FileID Main = SM.getMainFileID();
  Out = "#include \"acorn/kernel.hpp\"\n#define restrict __restrict__\n#line 1 \"" +
        cString(Text.fileName(SM.getLocForStartOfFile(Main))) + "\"\n";
  const llvm::RewriteBuffer *Buf = PreludeRW.getRewriteBufferFor(Main);
  Out += Buf ? std::string(Buf->begin(), Buf->end()) : SM.getBufferData(Main).str();
}

} // namespace acorn
