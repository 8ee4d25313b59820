#include "lower/HostLowering.h"
#include "analysis/DeviceReach.h"

#include "frontend/OuterMacros.h"

#include "lower/CAsCxx.h"
#include "lower/HeaderInclusions.h"
#include "frontend/RoutineName.h"

#include "analysis/RoutineOrder.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtOpenACC.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace acorn {

HostLowering::HostLowering(ASTContext &Ctx, Reporter &Diags, const LoweringOptions &Options)
    : Ctx(Ctx), Diags(Diags), Options(Options), Text(Ctx.getSourceManager(), Ctx.getLangOpts(), &Ctx),
      IsC(!Ctx.getLangOpts().CPlusPlus), Needed(Text, Diags) {
  Text.setExpandedTokens(Options.Macros);
  Text.setSpellings(Options.Spellings);
  Needed.Gpu = Options.Gpu;
  HostRW.setSourceMgr(Ctx.getSourceManager(), Ctx.getLangOpts());
  BodyRW.setSourceMgr(Ctx.getSourceManager(), Ctx.getLangOpts());
}

bool HostLowering::checkLocation(const OpenACCConstructStmt *S) {
  Found = true;
  // A directive from _Pragma in a macro is replaced with the macro invocation; the statement it
  // applies to must not come from the same invocation.
  // (C++ replaces statement macros by their expansions first: MacroDirectives.h.)
  // (Only a construct with an associated statement: a wait's children are its arguments,
  // `ACC(wait(1))`, which come from the directive's macro.)
  if (S->getBeginLoc().isMacroID() && isa<OpenACCAssociatedStmtConstruct>(S)) {
    SourceManager &SM = Ctx.getSourceManager();
    SourceLocation DirectiveEnd = SM.getExpansionRange(S->getBeginLoc()).getEnd();
    // Stmt::children dispatches on the class: the associated statement.
    for (const Stmt *Child : static_cast<const Stmt *>(S)->children())
      if (Child && !SM.isBeforeInTranslationUnit(DirectiveEnd, SM.getExpansionLoc(Child->getBeginLoc()))) {
        Diags.unsupported(S->getBeginLoc(), "an OpenACC directive written in the same macro as the statement "
                                            "it applies to");
        OK = false;
        return false;
      }
  }
  // Directives in the user's headers are lowered too (C: they are in the preprocessed text; C++:
  // the rewritten headers replace the originals in the compile).
  if (!Text.isUserCode(S->getBeginLoc())) {
    Diags.unsupported(S->getBeginLoc(), "an OpenACC directive in an included file");
    OK = false;
    return false;
  }
  // Executable directives do not stand for the statement of an if, a loop, a switch or a label
  // (2.14, 2.16.3): `if (c) #pragma acc wait` is an error, as GCC says, not a conditional wait.
  if (isa<OpenACCEnterDataConstruct, OpenACCExitDataConstruct, OpenACCUpdateConstruct, OpenACCWaitConstruct,
          OpenACCInitConstruct, OpenACCShutdownConstruct, OpenACCSetConstruct>(S)) {
    DynTypedNodeList Parents = Ctx.getParents(*S);
    if (!Parents.empty() &&
        (Parents[0].get<IfStmt>() || Parents[0].get<ForStmt>() || Parents[0].get<WhileStmt>() ||
         Parents[0].get<DoStmt>() || Parents[0].get<SwitchCase>() || Parents[0].get<LabelStmt>())) {
      Diags.error(S->getBeginLoc(), "the '" + directiveName(S->getDirectiveKind()) +
                                        "' directive cannot be the statement of an if, loop, case or label: put it "
                                        "in braces");
      OK = false;
      return false;
    }
  }
  // Device functions hold only loop, atomic and cache directives (2.15.1).
  if (CurrentFunction && isRoutine(CurrentFunction) &&
      !isa<OpenACCComputeConstruct, OpenACCCombinedConstruct>(S)) {
    Diags.error(S->getBeginLoc(), "the '" + directiveName(S->getDirectiveKind()) +
                                      "' directive cannot appear in a function with a 'routine' directive");
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
          OpenACCShutdownConstruct, OpenACCSetConstruct, OpenACCHostDataConstruct>(S))
    return true;
  Found = true;
  // Lowered with the body of their function (lowerDeviceFunctionBody) when it has no other
  // directives and may be called from a region (main may not).
  bool DeviceFunctionDirective = isa<OpenACCLoopConstruct, OpenACCAtomicConstruct, OpenACCCacheConstruct>(S);
  if (DeviceFunctionDirective && CurrentFunction && !CurrentFunction->isMain() &&
      !containsHostDirective(CurrentFunction->getBody()))
    return true;
  if (DeviceFunctionDirective && CurrentFunction && isRoutine(CurrentFunction))
    return true; // the function's other directives are reported
  if (const auto *A = dyn_cast<OpenACCAtomicConstruct>(S)) {
    lowerHostAtomic(A);
    return true;
  }
  // 2.10 caches data for the body of a loop of device code; a loop that the host runs has nothing
  // to cache (GCC and NVHPC ignore such a directive too).
  if (isa<OpenACCCacheConstruct>(S)) {
    Diags.warning(S->getBeginLoc(), "the 'cache' directive has no effect outside a compute region or routine: "
                                    "the loop runs on the host; ignored");
    replaceDirective(S, "");
    return true;
  }
  if (const auto *L = dyn_cast<OpenACCLoopConstruct>(S))
    reportOrphanedLoop(L);
  else
    Diags.unsupported(S->getBeginLoc(), "the '" + directiveName(S->getDirectiveKind()) + "' directive");
  OK = false;
  return true;
}

bool HostLowering::VisitOpenACCRoutineDecl(OpenACCRoutineDecl *D) {
  OK &= checkRoutineClauses(D->clauses(), Diags);
  if (const FunctionDecl *FD = routineFunction(D))
    OK &= checkBindName(FD, D->clauses());
  return true;
}

// `register` forbids taking the variable's address, which the lowering of a data clause, a
// reduction or a kernels scalar does; it means nothing else, so it goes from the variables of
// functions with directives (GCC accepts such variables in clauses). Not from explicit register
// variables (`register int r asm("r12")`).
bool HostLowering::VisitVarDecl(VarDecl *V) {
  if (V->getStorageClass() != SC_Register || V->hasAttr<AsmLabelAttr>() || !CurrentFunction ||
      !containsDirective(CurrentFunction->getBody()) || !Text.isUserCode(V->getLocation()) ||
      V->getInnerLocStart().isMacroID() || V->getLocation().isMacroID())
    return true;
  SourceManager &SM = Text.sourceManager();
  const char *Begin = SM.getCharacterData(V->getInnerLocStart()), *End = SM.getCharacterData(V->getLocation());
  llvm::StringRef Specifiers(Begin, End - Begin);
  auto IdentifierChar = [&](size_t I) {
    return I < Specifiers.size() && (isalnum(Specifiers[I]) || Specifiers[I] == '_');
  };
  for (size_t At = Specifiers.find("register"); At != llvm::StringRef::npos; At = Specifiers.find("register", At + 1))
    if (!(At && IdentifierChar(At - 1)) && !IdentifierChar(At + 8)) {
      HostRW.ReplaceText(V->getInnerLocStart().getLocWithOffset(At), 8, "        ");
      break;
    }
  return true;
}

bool HostLowering::VisitFunctionDecl(FunctionDecl *FD) {
  for (const auto *A : FD->specific_attrs<OpenACCRoutineDeclAttr>())
    if (!A->isInherited() && Text.isUserCode(A->getLocation()))
      OK &= checkRoutineClauses(A->Clauses, Diags) && checkBindName(FD, A->Clauses);
  if (isRoutine(FD) && FD->doesThisDeclarationHaveABody()) {
    Found = true;
    DeviceFunctions.insert(FD);
    if (Text.isUserCode(FD->getLocation()))
      checkRoutineCalls(FD);
  }
  // routine bind: the unit's function of the bound name is what device code calls.
  if (const RoutineBinding *B = Routines.binding(FD); B && B->Target && B->Target->getDefinition()) {
    Found = true;
    DeviceFunctions.insert(B->Target->getDefinition());
  }
  if (!FD->doesThisDeclarationHaveABody() || !Text.isUserCode(FD->getLocation()))
    return true;
  if (!FD->isMain() && containsDirective(FD->getBody()) && !containsHostDirective(FD->getBody())) {
    Found = true;
    lowerDeviceFunctionBody(FD);
  } else if (!isRoutine(FD)) {
    HostFunctions.push_back(FD);
  }
  return true;
}

bool HostLowering::TraverseLambdaExpr(LambdaExpr *LE) {
  CXXMethodDecl *Call = LE->getCallOperator();
  if (!Call || !isRoutine(Call) || !Text.isUserCode(LE->getBeginLoc()))
    return RecursiveASTVisitor::TraverseLambdaExpr(LE);
  // As VisitFunctionDecl does for a function with a routine directive: its orphaned loops and
  // atomics are lowered with its body, against the routine's levels.
  Found = true;
  DeviceFunctions.insert(Call);
  checkRoutineCalls(Call);
  if (containsDirective(LE->getBody()) && !containsHostDirective(LE->getBody()))
    lowerDeviceFunctionBody(Call);
  FunctionDecl *Outer = CurrentFunction;
  CurrentFunction = Call;
  bool Result = RecursiveASTVisitor::TraverseLambdaExpr(LE);
  CurrentFunction = Outer;
  return Result;
}

bool HostLowering::run(LoweredUnit &Out) {
  if (IsC) {
    nameUnnamedTypes(Ctx, Text, HostRW, BodyRW);
    // (The initialisers of globals too: the device unit defines the constants again.)
    for (const Decl *D : Ctx.getTranslationUnitDecl()->decls())
      if (const auto *FD = dyn_cast<FunctionDecl>(D); FD && FD->hasBody() && Text.isUserCode(FD->getLocation()))
        insertCxxCasts(FD->getBody(), Text, BodyRW);
      else if (const auto *V = dyn_cast<VarDecl>(D); V && V->getInit() && Text.isUserCode(V->getLocation()))
        insertCxxCasts(V->getInit(), Text, BodyRW);
  }
  OK &= Declared.collect(Ctx, Text, Diags);
  Routines.collect(Ctx);
  // A function given two levels has none to lower its loops and calls with.
  if (!checkRoutineLevels())
    return false;
  OK &= checkRoutineOrder(Ctx, Text, Diags);
  TraverseDecl(Ctx.getTranslationUnitDecl());
  // Implicit routines hold only the directives device code may (2.15.1).
  {
    FunctionSet Reached = DeviceFunctions;
    if (IsC)
      addCalledFunctions(Reached, Text);
    else
      addReachedFunctionsCxx(Reached, Text);
    OK &= checkImplicitRoutineDirectives(Reached, Text, Diags);
    if (Options.Gpu && !IsC)
      OK &= Calls.checkVirtualFamilies(Reached.getArrayRef());
  }
  // Routines and the functions regions call, with the functions they call (implicit routines).
  if (Options.Gpu) {
    OK &= Calls.checkFunctions(DeviceFunctions.getArrayRef());
    OK &= Calls.checkHostMadeData();
  }
  Out.HasDirectives = Found;
  if (!OK || Diags.hasErrors())
    return false;
  if (!Found) {
    // A file whose only OpenACC is calls of the runtime routines is compiled as the language it
    // is, with only the record of each call's site (LowerApiCalls.cpp) added.
    Out.ApiCallsOnly = wrapApiCalls() > 0;
    if (Out.ApiCallsOnly)
      emitHost(Out, includeSettingAside(Options.OuterMacros, "\"acorn/abi.h\""));
    return !Diags.hasErrors();
  }
  if (!IsC) {
    markDeviceFunctionsCxx();
    lowerDeclaredGlobalsCxx();
  }
  // C: the device unit first, as it edits the host unit too (weak definitions of the functions
  // it lowers for the host).
  if (IsC)
    buildKernelUnit(Out.Kernels);
  wrapApiCalls();
  emitHost(Out, includeSettingAside(Options.OuterMacros, "\"acorn/kernel.hpp\""));
  if (IsC) {
    Out.Host += declareRegistrationC();
    Out.Host += StaticExports;
  }
  return OK && !Diags.hasErrors();
}

// The lowered main file, and in C++ the user's headers the lowering changed. C++ includes
// CxxInclude first; a C file's preprocessed text has its line markers, and acorn/abi.h already.
void HostLowering::emitHost(LoweredUnit &Out, const std::string &CxxInclude) {
  SourceManager &SM = Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  std::string Header =
      IsC ? "" : CxxInclude + "#line 1 \"" + cString(Text.fileName(SM.getLocForStartOfFile(Main))) + "\"\n";
  // (The headers first: an inclusion lowered as itself edits its #include, in the main file too.)
  if (!IsC && !rewrittenHeaders(HostRW, Diags, CxxInclude, Out.Headers))
    return;
  const llvm::RewriteBuffer *Buf = HostRW.getRewriteBufferFor(Main);
  Out.Host = Header + (Buf ? std::string(Buf->begin(), Buf->end()) : SM.getBufferData(Main).str());
}

bool lowerTranslationUnit(ASTContext &Ctx, Reporter &Diags, const LoweringOptions &Options, LoweredUnit &Out) {
  HostLowering L(Ctx, Diags, Options);
  return L.run(Out);
}

} // namespace acorn
