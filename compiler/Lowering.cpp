#include "Lowering.h"

#include "DataClauses.h"
#include "KernelEmitter.h"
#include "RegionAnalysis.h"
#include "SourceText.h"

#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/xxhash.h"

using namespace clang;

namespace acorn {
namespace {

/// Walks the main file's host code and lowers each directive it meets.
class HostLowering : public RecursiveASTVisitor<HostLowering> {
public:
  HostLowering(ASTContext &Ctx, Reporter &Diags, const LoweringOptions &Options)
      : Ctx(Ctx), Diags(Diags), Options(Options), Text(Ctx.getSourceManager(), Ctx.getLangOpts(), &Ctx),
        IsC(!Ctx.getLangOpts().CPlusPlus) {
    HostRW.setSourceMgr(Ctx.getSourceManager(), Ctx.getLangOpts());
    BodyRW.setSourceMgr(Ctx.getSourceManager(), Ctx.getLangOpts());
    PreludeRW.setSourceMgr(Ctx.getSourceManager(), Ctx.getLangOpts());
  }

  bool run(LoweredUnit &Out);

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseOpenACCComputeConstruct(OpenACCComputeConstruct *S) { return lowerCompute(S); }
  bool TraverseOpenACCCombinedConstruct(OpenACCCombinedConstruct *S) { return lowerCompute(S); }
  bool TraverseOpenACCDataConstruct(OpenACCDataConstruct *S);
  bool VisitOpenACCEnterDataConstruct(OpenACCEnterDataConstruct *S);
  bool VisitOpenACCExitDataConstruct(OpenACCExitDataConstruct *S);
  bool VisitOpenACCUpdateConstruct(OpenACCUpdateConstruct *S);
  bool VisitOpenACCWaitConstruct(OpenACCWaitConstruct *S);
  bool VisitOpenACCInitConstruct(OpenACCInitConstruct *S);
  bool VisitOpenACCShutdownConstruct(OpenACCShutdownConstruct *S);
  bool VisitOpenACCConstructStmt(OpenACCConstructStmt *S);
  bool VisitOpenACCDeclareDecl(OpenACCDeclareDecl *D) {
    Diags.unsupported(D->getBeginLoc(), "the 'declare' directive");
    return true;
  }
  bool VisitFunctionDecl(FunctionDecl *FD);
  bool TraverseFunctionDecl(FunctionDecl *FD) {
    CurrentFunction = FD;
    return RecursiveASTVisitor::TraverseFunctionDecl(FD);
  }

private:
  bool lowerCompute(OpenACCConstructStmt *S);
  std::string localTypeDeclarations(const OpenACCConstructStmt *S) const;
  bool checkLocation(const OpenACCConstructStmt *S);
  std::string constructDescriptor(const OpenACCConstructStmt *S, const std::string &Name) const;
  std::string mapArray(const std::vector<MapItem> &Maps) const;
  void replaceDirective(const OpenACCConstructStmt *S, const std::string &Code);
  void checkClauses(const OpenACCConstructStmt *S, ArrayRef<const OpenACCClause *> Clauses,
                    std::optional<OpenACCClauseKind> Extra);
  void lowerDataDirective(const OpenACCConstructStmt *S, ArrayRef<const OpenACCClause *> Clauses,
                          const char *Function, std::optional<OpenACCClauseKind> Flag);
  std::string launchConfig(const ComputePlan &Plan, const LaunchUnit &U) const;
  std::string regionFunctionName(const OpenACCConstructStmt *S, size_t Unit) const;
  void markDeviceFunctions();
  void markAllDeviceFunctions();
  void buildKernelUnit(std::string &Out);
  bool isRoutine(const FunctionDecl *FD) const;
  Rewriter &kernelRW() { return IsC ? BodyRW : HostRW; }

  ASTContext &Ctx;
  Reporter &Diags;
  const LoweringOptions &Options;
  SourceText Text;
  bool IsC;
  Rewriter HostRW;    ///< the lowered main file
  Rewriter BodyRW;    ///< C: region bodies, copied into the kernel unit
  Rewriter PreludeRW; ///< C: the kernel unit's declarations
  bool Found = false;
  bool OK = true;
  FunctionDecl *CurrentFunction = nullptr;
  llvm::SetVector<const FunctionDecl *> DeviceFunctions;
  /// C: the outlined region functions, emitted after the function that contained them.
  std::map<const FunctionDecl *, std::string> OutlinedAfter;
};

bool HostLowering::checkLocation(const OpenACCConstructStmt *S) {
  Found = true;
  if (S->getBeginLoc().isMacroID()) {
    Diags.unsupported(S->getBeginLoc(), "an OpenACC directive written with _Pragma or inside a macro");
    OK = false;
    return false;
  }
  if (!Text.inMainFile(S->getBeginLoc())) {
    Diags.unsupported(S->getBeginLoc(), "an OpenACC directive in an included file");
    OK = false;
    return false;
  }
  return true;
}

std::string HostLowering::constructDescriptor(const OpenACCConstructStmt *S, const std::string &Name) const {
  return "static const acorn_construct __acorn_c = {\"" + cString(Text.fileName(S->getBeginLoc())) + "\", " +
         std::to_string(Text.line(S->getBeginLoc())) + ", " + std::to_string(Text.column(S->getBeginLoc())) +
         ", \"" + Name + "\"}; ";
}

std::string HostLowering::mapArray(const std::vector<MapItem> &Maps) const {
  std::string S = "acorn_map __acorn_m[" + std::to_string(std::max<size_t>(Maps.size(), 1)) + "] = {";
  for (size_t I = 0; I < Maps.size(); ++I)
    S += (I ? ", " : "") + mapInitializer(Maps[I]);
  if (Maps.empty())
    S += "{0, 0, 0, 0, 0, 0}";
  return S + "}; ";
}

// The data-moving directives take their data clauses, if and async, and the listed extras; any
// other clause is reported rather than ignored.
void HostLowering::checkClauses(const OpenACCConstructStmt *S, ArrayRef<const OpenACCClause *> Clauses,
                                std::optional<OpenACCClauseKind> Extra) {
  for (const OpenACCClause *C : Clauses) {
    OpenACCClauseKind K = C->getClauseKind();
    if (dataClauseKind(C) || K == OpenACCClauseKind::If || K == OpenACCClauseKind::Async || K == Extra)
      continue;
    Diags.unsupported(C->getBeginLoc(), "the '" + clauseName(K) + "' clause on '" +
                                            directiveName(S->getDirectiveKind()) + "'");
    OK = false;
  }
}

// Replaces a directive line by code, keeping the file's line numbering.
void HostLowering::replaceDirective(const OpenACCConstructStmt *S, const std::string &Code) {
  CharSourceRange R = Text.directiveRange(S->getBeginLoc(), S->getEndLoc());
  HostRW.ReplaceText(R, Code + std::string(Text.newlinesIn(R), '\n'));
}

bool HostLowering::TraverseOpenACCDataConstruct(OpenACCDataConstruct *S) {
  if (!checkLocation(S))
    return true;
  std::vector<MapItem> Maps;
  OK &= collectMapItems(S->clauses(), Text, Diags, Maps);
  checkClauses(S, S->clauses(), std::nullopt);
  std::string Count = std::to_string(Maps.size());
  std::string Async = asyncArgument(S->clauses(), Text);
  std::string If = ifArgument(S->clauses(), Text);
  replaceDirective(S, "{ " + constructDescriptor(S, "data") + mapArray(Maps) +
                          "int __acorn_if = " + If + "; acorn_data_enter(&__acorn_c, __acorn_m, " + Count +
                          ", " + Async + ", __acorn_if);");
  const Stmt *Block = S->getStructuredBlock();
  HostRW.InsertTextAfter(Text.endOf(Block), " acorn_data_exit(&__acorn_c, __acorn_m, " + Count + ", " + Async +
                                                ", __acorn_if); }");
  return TraverseStmt(const_cast<Stmt *>(Block));
}

// enter data, exit data and update: a map array and one runtime call replace the directive. Flag
// is the clause (finalize, if_present) that becomes the call's last argument.
void HostLowering::lowerDataDirective(const OpenACCConstructStmt *S, ArrayRef<const OpenACCClause *> Clauses,
                                      const char *Function, std::optional<OpenACCClauseKind> Flag) {
  if (!checkLocation(S))
    return;
  std::vector<MapItem> Maps;
  OK &= collectMapItems(Clauses, Text, Diags, Maps);
  checkClauses(S, Clauses, Flag);
  std::string Extra;
  if (Flag)
    Extra = llvm::any_of(Clauses, [&](const OpenACCClause *C) { return C->getClauseKind() == *Flag; }) ? ", 1"
                                                                                                      : ", 0";
  replaceDirective(S, "{ " + constructDescriptor(S, directiveName(S->getDirectiveKind())) + mapArray(Maps) +
                          Function + "(&__acorn_c, __acorn_m, " + std::to_string(Maps.size()) + ", " +
                          asyncArgument(Clauses, Text) + ", " + ifArgument(Clauses, Text) + Extra + "); }");
}

bool HostLowering::VisitOpenACCEnterDataConstruct(OpenACCEnterDataConstruct *S) {
  lowerDataDirective(S, S->clauses(), "acorn_enter_data", std::nullopt);
  return true;
}

bool HostLowering::VisitOpenACCExitDataConstruct(OpenACCExitDataConstruct *S) {
  lowerDataDirective(S, S->clauses(), "acorn_exit_data", OpenACCClauseKind::Finalize);
  return true;
}

bool HostLowering::VisitOpenACCUpdateConstruct(OpenACCUpdateConstruct *S) {
  lowerDataDirective(S, S->clauses(), "acorn_update", OpenACCClauseKind::IfPresent);
  return true;
}

// 2.16.3: wait on the listed queues (all queues when there are none), or make `Async` wait for them.
static std::string waitCall(const std::vector<std::string> &Queues, const std::string &Async) {
  std::string List;
  for (size_t I = 0; I < Queues.size(); ++I)
    List += (I ? ", " : "") + Queues[I];
  return "{ int __acorn_q[" + std::to_string(std::max<size_t>(Queues.size(), 1)) + "] = {" +
         (List.empty() ? "0" : List) + "}; acorn_wait(&__acorn_c, __acorn_q, " + std::to_string(Queues.size()) +
         ", " + Async + "); }";
}

bool HostLowering::VisitOpenACCWaitConstruct(OpenACCWaitConstruct *S) {
  if (!checkLocation(S))
    return true;
  std::vector<std::string> Queues;
  for (const Expr *E : S->getQueueIdExprs())
    Queues.push_back("(int)(" + Text.text(E) + ")");
  if (S->hasDevNumExpr()) {
    Diags.unsupported(S->getBeginLoc(), "wait(devnum: ...)");
    OK = false;
  }
  replaceDirective(S, "{ " + constructDescriptor(S, "wait") + waitCall(Queues, asyncArgument(S->clauses(), Text)) +
                          " }");
  return true;
}

bool HostLowering::VisitOpenACCInitConstruct(OpenACCInitConstruct *S) {
  if (!checkLocation(S))
    return true;
  if (!S->clauses().empty()) {
    Diags.unsupported(S->clauses().front()->getBeginLoc(), "clauses on the 'init' directive");
    OK = false;
  }
  replaceDirective(S, "acc_init(acc_get_device_type());");
  return true;
}

bool HostLowering::VisitOpenACCShutdownConstruct(OpenACCShutdownConstruct *S) {
  if (!checkLocation(S))
    return true;
  if (!S->clauses().empty()) {
    Diags.unsupported(S->clauses().front()->getBeginLoc(), "clauses on the 'shutdown' directive");
    OK = false;
  }
  replaceDirective(S, "acc_shutdown(acc_get_device_type());");
  return true;
}

bool HostLowering::VisitOpenACCConstructStmt(OpenACCConstructStmt *S) {
  if (isa<OpenACCComputeConstruct>(S) || isa<OpenACCCombinedConstruct>(S) || isa<OpenACCDataConstruct>(S) ||
      isa<OpenACCEnterDataConstruct>(S) || isa<OpenACCExitDataConstruct>(S) || isa<OpenACCUpdateConstruct>(S) ||
      isa<OpenACCWaitConstruct>(S) || isa<OpenACCInitConstruct>(S) || isa<OpenACCShutdownConstruct>(S))
    return true;
  Found = true;
  std::string Name = directiveName(S->getDirectiveKind());
  if (isa<OpenACCLoopConstruct>(S))
    Diags.unsupported(S->getBeginLoc(), "an orphaned 'loop' directive (outside a compute construct)");
  else
    Diags.unsupported(S->getBeginLoc(), "the '" + Name + "' directive");
  OK = false;
  return true;
}

bool HostLowering::isRoutine(const FunctionDecl *FD) const {
  for (const FunctionDecl *R : FD->redecls())
    if (R->hasAttr<OpenACCRoutineDeclAttr>() || R->hasAttr<OpenACCRoutineAnnotAttr>())
      return true;
  return false;
}

bool HostLowering::VisitFunctionDecl(FunctionDecl *FD) {
  if (isRoutine(FD) && FD->doesThisDeclarationHaveABody()) {
    Found = true;
    DeviceFunctions.insert(FD);
  }
  return true;
}

std::string HostLowering::launchConfig(const ComputePlan &Plan, const LaunchUnit &U) const {
  auto Or = [](const std::string &S, const char *D) { return S.empty() ? std::string(D) : S; };
  return "acorn::LaunchConfig __acorn_cfg; __acorn_cfg.kind = " + std::to_string(U.Kind) +
         "; __acorn_cfg.levels = " + std::to_string(U.Levels) + "u; __acorn_cfg.num_gangs = " +
         (IsC ? "__acorn_ng" : Or(Plan.NumGangs, "0")) + "; __acorn_cfg.num_workers = " +
         (IsC ? "__acorn_nw" : Or(Plan.NumWorkers, "0")) + "; __acorn_cfg.vector_length = " +
         (IsC ? "__acorn_vl" : Or(Plan.VectorLength, "0")) + "; __acorn_cfg.async = " +
         (IsC ? "__acorn_async" : Plan.Async) + "; __acorn_cfg.if_cond = " + (IsC ? "__acorn_if" : "__acorn_if") +
         "; ";
}

std::string HostLowering::regionFunctionName(const OpenACCConstructStmt *S, size_t Unit) const {
  std::string File = Text.fileName(S->getBeginLoc());
  uint64_t Hash = llvm::xxh3_64bits(File);
  return "__acorn_region_" + llvm::utohexstr(Hash & 0xffffffffffull) + "_" +
         std::to_string(Text.line(S->getBeginLoc())) + "_" + std::to_string(Text.column(S->getBeginLoc())) + "_" +
         std::to_string(Unit);
}

// C: the text of the type declarations (structs, unions, enums, typedefs) of the enclosing function
// that come before S, so that an outlined region can use them.
std::string HostLowering::localTypeDeclarations(const OpenACCConstructStmt *S) const {
  std::string Out;
  if (!CurrentFunction || !CurrentFunction->hasBody())
    return Out;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *Cur) {
    if (!Cur || !(Cur->getBeginLoc() < S->getBeginLoc()))
      return;
    if (const auto *DS = dyn_cast<DeclStmt>(Cur)) {
      bool OnlyTypes = llvm::all_of(DS->decls(), [](const Decl *D) { return isa<TagDecl, TypedefNameDecl>(D); });
      if (OnlyTypes)
        Out += Text.text(DS) + (Text.text(DS).back() == ';' ? " " : "; ");
      return;
    }
    for (const Stmt *Child : Cur->children())
      Walk(Child);
  };
  Walk(CurrentFunction->getBody());
  return Out;
}

bool HostLowering::lowerCompute(OpenACCConstructStmt *S) {
  if (!checkLocation(S))
    return true;
  ComputePlan Plan;
  if (!analyzeComputeConstruct(S, Text, Diags, Plan)) {
    OK = false;
    return true;
  }
  for (const LaunchUnit &U : Plan.Units) {
    for (const FunctionDecl *FD : U.Callees)
      DeviceFunctions.insert(FD);
  }
  reportPlan(Plan, Diags);
  std::string Count = std::to_string(Plan.Maps.size());
  std::string Prologue = "{ " + constructDescriptor(S, Plan.DirectiveName) + mapArray(Plan.Maps) +
                         "int __acorn_if = " + Plan.If + "; ";
  if (Plan.HasWait)
    Prologue += waitCall(Plan.WaitQueues, Plan.Async) + " ";
  Prologue += "acorn_data_enter(&__acorn_c, __acorn_m, " + Count + ", " + Plan.Async + ", __acorn_if); ";
  std::string Epilogue = " acorn_data_exit(&__acorn_c, __acorn_m, " + Count + ", " + Plan.Async + ", __acorn_if); }";

  // Rewrite each launch's body, then wrap it.
  std::vector<std::unique_ptr<KernelEmitter>> Emitters;
  for (const LaunchUnit &U : Plan.Units) {
    Emitters.push_back(std::make_unique<KernelEmitter>(Text, kernelRW(), Diags, Plan, U, IsC));
    if (!Emitters.back()->rewriteBody())
      OK = false;
  }
  if (!OK)
    return true;

  const Stmt *Block = Plan.Block;
  SourceLocation BlockEnd = Text.endOf(Block);
  if (!IsC) {
    // C++: everything stays in place.
    for (size_t I = 0; I < Plan.Units.size(); ++I) {
      const LaunchUnit &U = Plan.Units[I];
      std::string Open = "{ " + launchConfig(Plan, U) + "acorn::launch(&__acorn_c, __acorn_cfg, " +
                         Emitters[I]->lambdaOpen();
      std::string Close = Emitters[I]->lambdaClose() + "); }";
      const Stmt *First = U.Body.front();
      const Stmt *Last = U.Body.back();
      if (First == Block && isa<OpenACCCombinedConstruct>(Block)) {
        replaceDirective(S, Prologue + Open);
        HostRW.InsertTextAfter(BlockEnd, Close + Epilogue);
        return true;
      }
      if (Plan.Units.size() == 1 && First == Block) {
        replaceDirective(S, Prologue + Open);
        HostRW.InsertTextAfter(BlockEnd, Close + Epilogue);
        return true;
      }
      HostRW.InsertTextBefore(Text.beginOf(First), Open);
      HostRW.InsertTextAfter(Text.endOf(Last), Close);
    }
    replaceDirective(S, Prologue);
    HostRW.InsertTextAfter(BlockEnd, Epilogue);
    return true;
  }

  // C: each launch becomes an extern "C" function of the kernel unit, which also needs the types
  // and enumerators declared locally before the region.
  std::string LocalTypes = localTypeDeclarations(S);
  std::string Calls, Decls;
  for (size_t I = 0; I < Plan.Units.size(); ++I) {
    const LaunchUnit &U = Plan.Units[I];
    std::string Name = regionFunctionName(S, I);
    std::vector<KernelEmitter::Parameter> Params = Emitters[I]->outlinedParameters();
    std::string ParamDecls = "const acorn_construct *__acorn_cp, acorn_map *__acorn_m, int __acorn_ng, int "
                             "__acorn_nw, int __acorn_vl, int __acorn_async, int __acorn_if";
    std::string Args = "&__acorn_c, __acorn_m, " + (Plan.NumGangs.empty() ? "0" : Plan.NumGangs) + ", " +
                       (Plan.NumWorkers.empty() ? "0" : Plan.NumWorkers) + ", " +
                       (Plan.VectorLength.empty() ? "0" : Plan.VectorLength) + ", " + Plan.Async + ", __acorn_if";
    for (const auto &P : Params) {
      ParamDecls += ", " + P.Declaration;
      Args += ", " + P.Argument;
    }
    Decls += "void " + Name + "(" + ParamDecls + "); ";
    Calls += Name + "(" + Args + "); ";
    CharSourceRange BodyRange = CharSourceRange::getCharRange(
        Text.beginOf(isa<OpenACCCombinedConstruct>(U.Body.front())
                         ? cast<OpenACCCombinedConstruct>(U.Body.front())->getLoop()
                         : U.Body.front()),
        Text.endOf(U.Body.back()));
    std::string Body = BodyRW.getRewrittenText(BodyRange);
    std::string Fn = "extern \"C\" void " + Name + "(" + ParamDecls + ") {\n  " + LocalTypes + launchConfig(Plan, U) +
                     "acorn::launch(__acorn_cp, __acorn_cfg, " + Emitters[I]->lambdaOpen() + "\n#line " +
                     std::to_string(Text.line(BodyRange.getBegin())) + " \"" +
                     cString(Text.fileName(BodyRange.getBegin())) + "\"\n" +
                     std::string(Text.column(BodyRange.getBegin()) - 1, ' ') + Body + "\n" +
                     Emitters[I]->lambdaClose() + ");\n}\n";
    OutlinedAfter[CurrentFunction] += Fn;
  }
  CharSourceRange Whole = CharSourceRange::getCharRange(S->getBeginLoc(), BlockEnd);
  HostRW.ReplaceText(Whole, Prologue + Decls + Calls + Epilogue + std::string(Text.newlinesIn(Whole), '\n'));
  return true;
}

static bool containsDirective(const Stmt *S) {
  if (!S)
    return false;
  if (isa<OpenACCConstructStmt>(S))
    return true;
  for (const Stmt *Child : S->children())
    if (containsDirective(Child))
      return true;
  return false;
}

// C++: functions a region may call are compiled for the host and the device (implicit `routine
// seq`, 2.15.1): those it calls directly, and every function Clang emits for the device only when
// used (templates, inline and internal functions, lambdas), since calls through templates, functors
// and lambdas cannot all be resolved before instantiation. Functions that launch regions stay host.
void HostLowering::markAllDeviceFunctions() {
  class Marker : public RecursiveASTVisitor<Marker> {
  public:
    HostLowering &H;
    explicit Marker(HostLowering &H) : H(H) {}
    bool shouldVisitTemplateInstantiations() const { return false; }
    bool shouldVisitImplicitCode() const { return false; }
    bool VisitFunctionDecl(FunctionDecl *FD) {
      if (!FD->doesThisDeclarationHaveABody() || FD->isMain() || FD->isDeleted() || FD->isDefaulted() ||
          isa<CXXDeductionGuideDecl>(FD) || FD->isImplicit() ||
          (isa<CXXMethodDecl>(FD) && cast<CXXMethodDecl>(FD)->getParent()->isLambda()))
        return true;
      bool Called = llvm::any_of(H.DeviceFunctions, [&](const FunctionDecl *F) {
        const FunctionDecl *P = F->getTemplateInstantiationPattern();
        return (P ? P : F)->getCanonicalDecl() == FD->getCanonicalDecl();
      });
      bool Discardable = FD->isInlined() || FD->isTemplated() || !FD->isExternallyVisible() || FD->isConstexpr();
      if ((!Called && !Discardable) || containsDirective(FD->getBody()))
        return true;
      // A declaration this file cannot change would conflict with a host+device definition.
      for (const FunctionDecl *R : FD->redecls())
        if (!H.Text.inMainFile(R->getBeginLoc()))
          return true;
      for (const FunctionDecl *R : FD->redecls())
        H.HostRW.InsertTextBefore(R->getBeginLoc(), "ACORN_HD ");
      if (Called)
        H.Diags.remark(FD->getLocation(), "function '" + FD->getNameAsString() + "' is compiled for the device");
      return true;
    }
    bool VisitLambdaExpr(LambdaExpr *LE) {
      if (!H.Text.inMainFile(LE->getBeginLoc()) || containsDirective(LE->getBody()))
        return true;
      H.HostRW.InsertTextAfter(H.Text.afterToken(LE->getIntroducerRange().getEnd()),
                               LE->hasExplicitParameters() ? " ACORN_HD" : " ACORN_HD ()");
      return true;
    }
  } M(*this);
  M.TraverseDecl(Ctx.getTranslationUnitDecl());
}

// C: functions called from compute regions, and the functions they call, keep their bodies in the
// kernel unit as host+device functions (implicit `routine seq`, 2.15.1).
void HostLowering::markDeviceFunctions() {
  for (size_t I = 0; I < DeviceFunctions.size(); ++I) {
    const FunctionDecl *Def = DeviceFunctions[I]->getDefinition();
    if (!Def || !Text.inMainFile(Def->getLocation()))
      continue;
    class Calls : public RecursiveASTVisitor<Calls> {
    public:
      llvm::SetVector<const FunctionDecl *> &Out;
      explicit Calls(llvm::SetVector<const FunctionDecl *> &Out) : Out(Out) {}
      bool VisitCallExpr(CallExpr *E) {
        if (const FunctionDecl *F = E->getDirectCallee())
          Out.insert(F);
        return true;
      }
    } C(DeviceFunctions);
    C.TraverseStmt(Def->getBody());
  }
  for (const FunctionDecl *FD : DeviceFunctions)
    for (const FunctionDecl *R : FD->redecls())
      if (Text.inMainFile(R->getBeginLoc()) && R->doesThisDeclarationHaveABody()) {
        PreludeRW.InsertTextBefore(R->getBeginLoc(), "ACORN_HD ");
        Diags.remark(R->getLocation(), "function '" + R->getNameAsString() + "' is compiled for the device");
      }
}

// C: the kernel unit is the main file with every function body removed except those the device
// needs, followed at each function by the regions outlined from it. It keeps the file's macros,
// includes and types in their order.
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

bool HostLowering::run(LoweredUnit &Out) {
  TraverseDecl(Ctx.getTranslationUnitDecl());
  Out.HasDirectives = Found;
  if (!OK || Diags.hasErrors())
    return false;
  if (!Found)
    return true;
  if (IsC)
    markDeviceFunctions();
  else
    markAllDeviceFunctions();
  SourceManager &SM = Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  std::string File = cString(Text.fileName(SM.getLocForStartOfFile(Main)));
  std::string Header = IsC ? "#include \"acorn/abi.h\"\n" : "#include \"acorn/kernel.hpp\"\n";
  Header += "#line 1 \"" + File + "\"\n";
  const llvm::RewriteBuffer *Buf = HostRW.getRewriteBufferFor(Main);
  Out.Host = Header + (Buf ? std::string(Buf->begin(), Buf->end()) : SM.getBufferData(Main).str());
  if (IsC)
    buildKernelUnit(Out.Kernels);
  return true;
}

} // namespace

bool lowerTranslationUnit(ASTContext &Ctx, Reporter &Diags, const LoweringOptions &Options, LoweredUnit &Out) {
  HostLowering L(Ctx, Diags, Options);
  return L.run(Out);
}

} // namespace acorn
