#include "lower/HostLowering.h"

#include "lower/CAsCxx.h"

#include "clang/AST/StmtOpenACC.h"

using namespace clang;

namespace acorn {

HostLowering::HostLowering(ASTContext &Ctx, Reporter &Diags, const LoweringOptions &Options)
    : Ctx(Ctx), Diags(Diags), Options(Options), Text(Ctx.getSourceManager(), Ctx.getLangOpts(), &Ctx),
      IsC(!Ctx.getLangOpts().CPlusPlus), Needed(Text, Diags) {
  HostRW.setSourceMgr(Ctx.getSourceManager(), Ctx.getLangOpts());
  BodyRW.setSourceMgr(Ctx.getSourceManager(), Ctx.getLangOpts());
}

bool HostLowering::checkLocation(const OpenACCConstructStmt *S) {
  Found = true;
  if (S->getBeginLoc().isMacroID()) {
    Diags.unsupported(S->getBeginLoc(), "an OpenACC directive written with _Pragma or inside a macro");
    OK = false;
    return false;
  }
  // C is lowered from its preprocessed text, where directives of the user's headers are too.
  if (IsC ? !Text.isUserCode(S->getBeginLoc()) : !Text.inMainFile(S->getBeginLoc())) {
    Diags.unsupported(S->getBeginLoc(), "an OpenACC directive in an included file");
    OK = false;
    return false;
  }
  return true;
}

// Replaces a directive line by code, keeping the file's line numbering.
void HostLowering::replaceDirective(const OpenACCConstructStmt *S, const std::string &Code) {
  CharSourceRange R = Text.directiveRange(S->getBeginLoc(), S->getEndLoc());
  HostRW.ReplaceText(R, Code + std::string(Text.newlinesIn(R), '\n'));
}

bool HostLowering::VisitOpenACCConstructStmt(OpenACCConstructStmt *S) {
  if (isa<OpenACCComputeConstruct, OpenACCCombinedConstruct, OpenACCDataConstruct, OpenACCEnterDataConstruct,
          OpenACCExitDataConstruct, OpenACCUpdateConstruct, OpenACCWaitConstruct, OpenACCInitConstruct,
          OpenACCShutdownConstruct>(S))
    return true;
  Found = true;
  if (isa<OpenACCLoopConstruct>(S))
    Diags.unsupported(S->getBeginLoc(), "an orphaned 'loop' directive (outside a compute construct)");
  else
    Diags.unsupported(S->getBeginLoc(), "the '" + directiveName(S->getDirectiveKind()) + "' directive");
  OK = false;
  return true;
}

bool HostLowering::VisitOpenACCDeclareDecl(OpenACCDeclareDecl *D) {
  Diags.unsupported(D->getBeginLoc(), "the 'declare' directive");
  return true;
}

bool HostLowering::VisitFunctionDecl(FunctionDecl *FD) {
  if (isRoutine(FD) && FD->doesThisDeclarationHaveABody()) {
    Found = true;
    DeviceFunctions.insert(FD);
  }
  return true;
}

bool HostLowering::run(LoweredUnit &Out) {
  if (IsC)
    for (const Decl *D : Ctx.getTranslationUnitDecl()->decls())
      if (const auto *FD = dyn_cast<FunctionDecl>(D); FD && FD->hasBody() && Text.isUserCode(FD->getLocation()))
        insertCxxCasts(FD->getBody(), Text, BodyRW);
  TraverseDecl(Ctx.getTranslationUnitDecl());
  Out.HasDirectives = Found;
  if (!OK || Diags.hasErrors())
    return false;
  if (!Found)
    return true;
  if (!IsC)
    markDeviceFunctionsCxx();
  SourceManager &SM = Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  // A C file's preprocessed text has its line markers, and acorn/abi.h already.
  std::string Header = IsC ? "" : "#include \"acorn/kernel.hpp\"\n#line 1 \"" +
                                      cString(Text.fileName(SM.getLocForStartOfFile(Main))) + "\"\n";
  const llvm::RewriteBuffer *Buf = HostRW.getRewriteBufferFor(Main);
  Out.Host = Header + (Buf ? std::string(Buf->begin(), Buf->end()) : SM.getBufferData(Main).str());
  if (IsC)
    buildKernelUnit(Out.Kernels);
  return OK;
}

bool lowerTranslationUnit(ASTContext &Ctx, Reporter &Diags, const LoweringOptions &Options, LoweredUnit &Out) {
  HostLowering L(Ctx, Diags, Options);
  return L.run(Out);
}

} // namespace acorn
