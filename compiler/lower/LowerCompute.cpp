// Compute constructs (parallel, serial, kernels and the combined constructs, 2.5 and 2.11): the
// host side maps the construct's data around one launch per LaunchUnit. C++ keeps each launch in
// place as a call of acorn::launch; C calls an extern "C" function of the kernel unit per launch.
#include "lower/HostLowering.h"

#include "frontend/ASTWalk.h"
#include "lower/CAsCxx.h"
#include "lower/Feedback.h"
#include "lower/KernelBody.h"
#include "lower/RuntimeABI.h"
#include "analysis/CanonicalLoop.h"
#include "analysis/DeviceReach.h"
#include "analysis/DeviceTypeGroups.h"
#include "analysis/EnclosingData.h"

#include "clang/AST/StmtOpenACC.h"
#include "llvm/Support/xxhash.h"

using namespace clang;

namespace acorn {

// The translation unit (and Extra) as part of a name: a directive in a header is lowered by every
// file that includes it, and one file may be compiled twice with other macros (C's main file is
// the preprocessed text) into one program.
std::string HostLowering::unitHash(const std::string &Extra) const {
  SourceManager &SM = Text.sourceManager();
  std::string Unit = Extra + "\n" + SM.getFileEntryRefForID(SM.getMainFileID())->getName().str() + "\n" +
                     SM.getBufferData(SM.getMainFileID()).str();
  return llvm::utohexstr(llvm::xxh3_64bits(Unit) & 0xffffffffffull);
}

std::string HostLowering::regionFunctionName(const OpenACCConstructStmt *S, size_t Unit) {
  std::string Name = "__acorn_region_" + unitHash(Text.fileName(S->getBeginLoc())) + "_" +
                     std::to_string(Text.line(S->getBeginLoc())) + "_" + std::to_string(Text.column(S->getBeginLoc()));
  // Constructs of macros expanded on one line share their line and column.
  std::string Unique = Name;
  for (int K = 2; RegionNames.count(Unique) && RegionNames[Unique] != S; ++K)
    Unique = Name + "x" + std::to_string(K);
  RegionNames[Unique] = S;
  return Unique + "_" + std::to_string(Unit);
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
      // A variably modified typedef (`typedef double row_t[m];`) names a run-time size: device code
      // never spells it (LowerVLA lowers its uses), and `m` does not exist at namespace scope.
      if (llvm::any_of(DS->decls(), [](const Decl *D) {
            const auto *TD = dyn_cast<TypedefNameDecl>(D);
            return TD && TD->getUnderlyingType()->isVariablyModifiedType();
          }))
        return;
      // (As the device unit has them: with the names of unnamed types, nameUnnamedTypes.)
      if (OnlyTypes) {
        std::string Decls = deviceText(DS->getBeginLoc(), Text.afterToken(DS->getEndLoc()));
        unsigned Pack = 0;
        for (const Decl *D : DS->decls())
          Pack = std::max(Pack, packOf(D));
        Out += Pack ? "\n" + withPack(Pack, Decls + "\n") : Decls + (Decls.back() == ';' ? " " : "; ");
        return;
      }
      // `struct pt { int x, y; } p;`: the type's definition without the variables.
      for (const Decl *D : DS->decls())
        if (const auto *Tag = dyn_cast<TagDecl>(D); Tag && Tag->isCompleteDefinition() && Tag->getIdentifier()) {
          std::string Definition = deviceText(Tag->getBeginLoc(), declarationEnd(Tag)) + ";";
          Out += packOf(Tag) ? "\n" + withPack(packOf(Tag), Definition + "\n") : Definition + " ";
        }
      return;
    }
    for (const Stmt *Child : childStatements(Cur))
      Walk(Child);
  };
  Walk(CurrentFunction->getBody());
  return Out;
}

// 2.5.10-2.5.11: the implementation may use fewer workers and vector lanes than asked. A GPU gang runs
// at most 1024 threads, and at most 15 workers wider than a warp: the launch cuts the vector length
// to 1024, then the workers to fit (acorn_gang_shape, launch_gpu's defaults alike). Sizes known
// here are told with a warning when cut; sizes computed at run time with a remark (-Minfo).
static void reportGangShape(const ComputePlan &Plan, const LaunchUnit &U, const ASTContext &Ctx, Reporter &Diags) {
  bool Workers = U.Levels & ACORN_LEVEL_WORKER, Vector = U.Levels & ACORN_LEVEL_VECTOR;
  const Expr *W = Workers ? (U.NumWorkers ? U.NumWorkers : Plan.Clauses.NumWorkers) : nullptr;
  const Expr *V = Vector ? (U.VectorLength ? U.VectorLength : Plan.Clauses.VectorLength) : nullptr;
  if (U.Kind == ACORN_REGION_SERIAL || U.Tiles.Lanes || (!W && !V))
    return;
  std::optional<llvm::APSInt> WValue, VValue;
  for (auto [E, Value] : {std::pair{W, &WValue}, std::pair{V, &VValue}}) {
    if (!E)
      continue;
    if (!E->isValueDependent())
      *Value = E->getIntegerConstantExpr(Ctx);
    if (*Value && (*Value)->isNonPositive()) // an error already (Clauses)
      return;
    if (!*Value) {
      Diags.remark(E->getBeginLoc(), "num_workers x vector_length is computed at run time: a GPU gang runs at most "
                                     "1024 threads, and at most 15 workers of more than 32 vector lanes; the "
                                     "launch uses fewer where more are asked");
      return;
    }
  }
  int64_t AskedW = !Workers ? 1 : WValue ? WValue->getExtValue() : 4;
  int64_t AskedV = !Vector ? 1 : VValue ? VValue->getExtValue() : Workers ? 32 : 128;
  int64_t Lanes = AskedV <= 32 ? (Vector ? 32 : 1) : std::min<int64_t>((AskedV + 31) / 32 * 32, 1024), Ws = AskedW;
  if (Lanes > 32 && Ws > 15)
    Ws = 15;
  if (Ws * Lanes > 1024)
    Ws = 1024 / Lanes;
  if (Ws == AskedW && Lanes >= AskedV)
    return;
  // The clauses as written: a kernels loop's worker(n) and vector(n), else the construct's.
  auto Clause = [](const Expr *E, bool OfLoop, const char *Loop, const char *Construct, int64_t Value) {
    return (OfLoop ? Loop : Construct) + ("(" + std::to_string(Value)) + (E ? ")" : ", the default)");
  };
  std::string Asked = (Workers ? Clause(W, U.NumWorkers, "worker", "num_workers", AskedW) : "") +
                      (Workers && Vector ? " x " : "") +
                      (Vector ? Clause(V, U.VectorLength, "vector", "vector_length", AskedV) : "");
  std::string Runs = (Workers ? std::to_string(Ws) + (Ws == 1 ? " worker x " : " workers x ") : "") +
                     std::to_string(Lanes) + " vector lanes";
  Diags.warning((V && Lanes < AskedV) || !W ? V->getBeginLoc() : W->getBeginLoc(),
                Asked + " is more than a GPU gang runs (1024 threads, at most 15 workers of more than 32 vector "
                        "lanes): its gangs run " + Runs + " on the GPU (2.5.10, 2.5.11)");
}

bool HostLowering::lowerCompute(OpenACCConstructStmt *S) {
  if (!checkLocation(S))
    return true;
  if (CurrentFunction && isRoutine(CurrentFunction)) {
    Diags.error(S->getBeginLoc(), "a compute construct cannot appear in a function with a 'routine' directive");
    OK = false;
    return true;
  }
  ComputePlan Plan;
  UnitInfo Info{&Declared, &Routines, Options.Gpu};
  if (CurrentFunction && CurrentFunction->getBody())
    Info.EnclosingData =
        enclosingDataClauses(CurrentFunction->getBody(), S, &Info.EnclosingDefault, &Info.EnclosingListed);
  if (!analyzeComputeConstruct(S, Text, Diags, Plan, Info)) {
    OK = false;
    return true;
  }
  // GPU code calls only functions with a device version (DeviceCalls.h); after the analysis, whose
  // errors name the cause (a std::vector from outside, a range-based loop) where a call is its
  // symptom.
  if (Options.Gpu) {
    if (!Calls.checkRegion(S)) {
      OK = false;
      return true;
    }
  }
  for (const LaunchUnit &U : Plan.Units)
    for (const FunctionDecl *FD : U.Callees)
      DeviceFunctions.insert(FD);
  // C++: also the constructors and destructors of the region's objects, what its default
  // arguments call (implicit routines, 2.15.1; DeviceReach.h).
  if (!IsC)
    addFunctionsRunBy(isa<OpenACCCombinedConstruct>(S) ? cast<OpenACCCombinedConstruct>(S)->getLoop()
                                                       : cast<OpenACCComputeConstruct>(S)->getStructuredBlock(),
                      Ctx, DeviceFunctions);
  reportPlan(Plan, Text, Diags);
  if (Options.Gpu)
    for (const LaunchUnit &U : Plan.Units)
      reportGangShape(Plan, U, Ctx, Diags);
  const ClauseSet &Clauses = Plan.Clauses;
  std::string Count = std::to_string(Plan.Maps.size());
  // The async argument is evaluated once (a function picking a queue): the copies in, the launch
  // and the copies out go to its queue.
  std::string Async = "__acorn_async";
  size_t Rows = 0; // rows of pointers to pointers: mapped after their pointers, released before them
  std::string RowsArray = abi::pointerRowsArray(Plan.Maps, Text, Rows);
  // kernels: the declarations the host runs come first (KernelsUnits.h); the region's data
  // clauses and launches use their variables.
  std::string HostDeclarations;
  for (const DeclStmt *DS : Plan.HostDeclarations) {
    CharSourceRange R = CharSourceRange::getCharRange(Text.beginOf(DS), Text.endOf(DS));
    HostDeclarations += HostRW.getRewrittenText(R) + " ";
    HostRW.ReplaceText(R, std::string(Text.newlinesIn(R), '\n'));
    // (C: a serial launch's text spans the statements around it: `while (...) ...; double x = 2.0; s = x;`.)
    if (IsC)
      BodyRW.ReplaceText(R, std::string(Text.newlinesIn(R), '\n'));
  }
  // Scalars the region writes declared among its nests (ComputePlan::DeviceLocals): declared here,
  // their declarations become assignments of the serial launches (`s = 0.0;`).
  for (const DeclStmt *DS : Plan.DeviceLocals) {
    for (const Decl *D : DS->decls()) {
      const auto *V = cast<VarDecl>(D);
      HostDeclarations += V->getType().getUnqualifiedType().getAsString(Text.astContext().getPrintingPolicy()) +
                          " " + V->getNameAsString() + "; ";
    }
    kernelRW().RemoveText(
        CharSourceRange::getCharRange(Text.beginOf(DS), cast<VarDecl>(*DS->decl_begin())->getLocation()));
  }
  std::string Prologue = "{ " + HostDeclarations +
                         abi::constructDescriptor(Text, S->getBeginLoc(), directiveName(S->getDirectiveKind())) +
                         abi::mapArray(Plan.Maps, Text) + RowsArray + readBackDeclarations(Plan) + "int __acorn_if = " +
                         abi::ifArgument(Clauses.If, Text) + "; int __acorn_async = " +
                         abi::asyncArgument(Clauses.Async, Text) + "; ";
  // self: the region and its data stay on the host when the condition holds (as with if(0)).
  if (Clauses.HasSelf)
    Prologue += "if (" + (Clauses.SelfCondition ? "(" + Text.text(Clauses.SelfCondition) + ")" : std::string("1")) +
                ") __acorn_if = 0; ";
  if (Clauses.HasWait)
    Prologue += abi::waitCall(Clauses.WaitQueues, Async, Text, "", Clauses.WaitDevNum) + " ";
  Prologue += "acorn_data_enter(&__acorn_c, __acorn_m, " + Count + ", " + Async + ", __acorn_if); " +
              abi::pointerRowsCall("acorn_pointer_rows_enter", Rows, "0, " + Async + ", __acorn_if");
  std::string RowsExit = abi::pointerRowsCall("acorn_pointer_rows_exit", Rows, "0, " + Async + ", __acorn_if, 0");
  auto [FieldsEnter, FieldsExit] = abi::pointerFieldAttachments(Plan.PointerFieldObjects, Plan.ThisPointerFields, Async);
  auto [CopiesEnter, CopiesExit] = abi::firstPrivateFieldTranslations(Plan.FirstPrivateFieldWalks, Async);
  auto [PacksEnter, PacksExit] = abi::pointerPackTranslations(Plan.PointerPacks, Async);
  auto [ElementsEnter, ElementsExit] = abi::elementAttachments(Plan.ElementAttachments, Text, Async);
  Prologue += ElementsEnter + FieldsEnter + CopiesEnter + PacksEnter + readBackOnce(Plan);
  std::string Epilogue = " " + PacksExit + CopiesExit + FieldsExit + ElementsExit + RowsExit + "acorn_data_exit(&__acorn_c, __acorn_m, " + Count + ", " +
                         Async + ", __acorn_if); }";

  // C++: declared globals name their device copy, but for those a unit captures or makes private
  // (the construct's privates, its loops': a gang-private array is the gang's storage).
  std::vector<OwnVariables> Own(Plan.Units.size());
  for (size_t I = 0; I < Plan.Units.size(); ++I) {
    Own[I].insert(Plan.Privates.begin(), Plan.Privates.end());
    for (const Capture &C : Plan.Units[I].Captures)
      Own[I].insert(C.Var);
    for (const LoopPlan *L : loopsOf(Plan, Plan.Units[I]))
      Own[I].insert(L->Privates.begin(), L->Privates.end());
  }
  // C++: an atomic statement is replaced whole by the body's rewriting, with the text of its operands,
  // and so is a loop's header: the declared globals in them name their device copy first (as in
  // routines), so that the new text takes them.
  if (!IsC)
    for (size_t I = 0; I < Plan.Units.size(); ++I) {
      for (const Stmt *Body : Plan.Units[I].Body)
        rewriteDeclaredUsesInAtomics(Body, HostRW, Own[I]);
      rewriteDeclaredUsesInLoopHeaders(Plan, Plan.Units[I], Own[I]);
    }
  // Rewrite each launch's body, then wrap it.
  std::vector<std::unique_ptr<KernelBody>> Bodies;
  for (const LaunchUnit &U : Plan.Units) {
    Bodies.push_back(std::make_unique<KernelBody>(Text, kernelRW(), Diags, Plan, U, IsC));
    if (!Bodies.back()->rewriteBody())
      OK = false;
  }
  // C++: declared globals are not captured; the region names their device copy (2.13). After the
  // bodies' rewriting, so that the names land inside the text it put around statements.
  // Those macro expansions name, through references the launch's code begins with.
  for (size_t I = 0; I < Plan.Units.size(); ++I) {
    std::vector<const DeclRefExpr *> MacroUses;
    for (const Stmt *Body : Plan.Units[I].Body) {
      const Stmt *Code = isa<OpenACCCombinedConstruct>(Body) ? cast<OpenACCCombinedConstruct>(Body)->getLoop() : Body;
      if (!IsC)
        llvm::append_range(MacroUses, rewriteDeclaredUses(Code, HostRW, Own[I]));
      rewriteBoundCalls(Code, kernelRW()); // routine bind: device code calls the bound name
    }
    Bodies[I]->DeclaredShadows = declaredShadows(MacroUses);
  }
  if (!OK)
    return true;
  if (IsC)
    lowerComputeOutlined(Plan, Prologue, Epilogue, Bodies);
  else
    lowerComputeInPlace(Plan, Prologue, Epilogue, Bodies);
  return true;
}

// A launch's num_gangs, num_workers or vector_length: a kernels loop's own argument
// (gang(num:), ...) before the construct's clause; 0 lets the runtime choose.
std::string HostLowering::launchArgument(const Expr *FromLoop, const Expr *FromConstruct,
                                         const std::string &Clause) const {
  const Expr *E = FromLoop ? FromLoop : FromConstruct;
  if (!E || isa<IntegerLiteral>(E->IgnoreParenImpCasts())) // a constant: checked at compile time (Clauses)
    return abi::intArgument(E, Text, "0");
  // A value computed at run time must be positive: the runtime names the clause as written.
  std::string LoopForm = Clause == "num_gangs" ? "gang(num:" : Clause == "num_workers" ? "worker(num:" : "vector(length:";
  std::string Written = (FromLoop ? LoopForm : Clause + "(") + Text.text(E) + ")";
  return "acorn_launch_count(&__acorn_c, \"" + cString(Written) + "\", " + abi::intArgument(E, Text, "0") + ")";
}

// 2.4: the launch sizes (num_gangs, num_workers, vector_length) of the device type the region runs
// on, which the host knows only at run time: Value for each device type's clauses, chosen by the
// target when they differ. (Host and multicore run the loop schedule compiled for NVIDIA's clauses:
// SourcePatches warns where their groups ask for another.)
static std::string perDeviceType(const ComputePlan &Plan, llvm::function_ref<std::string(const ClauseSet &)> Value) {
  ArrayRef<const OpenACCClause *> All = Plan.Construct->clauses();
  std::string Nvidia = Value(Plan.Clauses), Multicore = Value(readClauses(deviceTypeClauses(All, "multicore"))),
              Host = Value(readClauses(deviceTypeClauses(All, "host")));
  if (Multicore == Nvidia && Host == Nvidia)
    return Nvidia;
  // A false if clause runs the region on the host (__acorn_launch).
  std::string Target = "(__acorn_if ? acorn_compute_target() : ACORN_TARGET_HOST)";
  return "(" + Target + " == ACORN_TARGET_NVIDIA ? " + Nvidia + " : " + Target + " == ACORN_TARGET_MULTICORE ? " +
         Multicore + " : " + Host + ")";
}

// num_gangs: the gangs of a kernels launch are its gang loops' (2.5.3); a launch of a kernels
// region without a gang loop runs its statements once, on one gang.
std::string HostLowering::gangsArgument(const ComputePlan &Plan, const LaunchUnit &U) const {
  if (Plan.Kind == ACORN_REGION_KERNELS && !(U.Levels & ACORN_LEVEL_GANG))
    return "0";
  return perDeviceType(Plan, [&](const ClauseSet &C) { return launchArgument(U.NumGangs, C.NumGangs, "num_gangs"); });
}

std::string HostLowering::workersArgument(const ComputePlan &Plan, const LaunchUnit &U) const {
  return perDeviceType(Plan,
                       [&](const ClauseSet &C) { return launchArgument(U.NumWorkers, C.NumWorkers, "num_workers"); });
}

// num_gangs(n1, n2, n3) (3.3): n2 and n3, computed by the host (in C, passed to the outlined region).
std::vector<KernelBody::Parameter> HostLowering::gangDimensionValues(const ComputePlan &Plan) const {
  ArrayRef<const OpenACCClause *> All = Plan.Construct->clauses();
  if (!Plan.Clauses.NumGangs2 && !readClauses(deviceTypeClauses(All, "multicore")).NumGangs2 &&
      !readClauses(deviceTypeClauses(All, "host")).NumGangs2)
    return {};
  auto Dimension = [&](const Expr *ClauseSet::*Field) {
    return perDeviceType(Plan, [&](const ClauseSet &C) { return abi::intArgument(C.*Field, Text, "1"); });
  };
  return {{"int __acorn_ng2", Dimension(&ClauseSet::NumGangs2)}, {"int __acorn_ng3", Dimension(&ClauseSet::NumGangs3)}};
}

std::string HostLowering::gangDimensionConfig(const ComputePlan &Plan) const {
  return gangDimensionValues(Plan).empty()
             ? ""
             : "__acorn_cfg.__acorn_num_gangs2 = __acorn_ng2; __acorn_cfg.__acorn_num_gangs3 = __acorn_ng3; ";
}

// The trip count of the launch's loop nest, computed by the host before the launch (in C, where the
// region is called), when it is known there: the tiles along the inner loop and `__acorn_tile_rows`
// along the outer on a tile grid (TileLaunch), else the product over the nest.
std::vector<KernelBody::Parameter> HostLowering::hostTripValues(const LaunchUnit &U) const {
  if (!U.HostTrip)
    return {};
  std::vector<std::string> Counts;
  const std::vector<const Expr *> &Tiles = U.HostTrip->TileSizes;
  std::vector<const ForStmt *> Nest = collapsedNest(U.HostTrip->For, U.HostTrip->Collapse, U.HostTrip->CollapseForce);
  for (size_t J = 0; J < Nest.size(); ++J) {
    std::string Why;
    SourceLocation Where;
    std::optional<CanonicalLoop> C = analyzeCanonicalLoop(Nest[J], Why, Where);
    std::string Step = C->Step ? "(long long)(" + Text.text(C->Step) + ")" : "1LL";
    std::string Function = "acorn_host_" + std::string(abi::tripFunction(C->Cmp)).substr(strlen("::__acorn_"));
    std::string Count = Function + "(" + Text.text(C->Lower) + ", " + Text.text(C->Upper) + ", " +
                        (C->StepNegated ? "-" : "") + Step + ")";
    if (!Tiles.empty()) {
      // The number of tiles along this loop.
      std::string Size = Tiles[J] ? "(long long)(" + Text.text(Tiles[J]) + ")"
                                  : std::to_string(defaultTileSize(J + 1 == Nest.size())) + "LL";
      Count = "((" + Count + " + " + Size + " - 1) / " + Size + ")";
    }
    Counts.push_back(Count);
  }
  if (U.Tiles.Grid)
    return {{"long long __acorn_trip", Counts[1]}, {"long long __acorn_tile_rows", Counts[0]}};
  return {{"long long __acorn_trip", llvm::join(Counts, " * ")}};
}

// The launch configuration's fields for the host's trip count (hostTripValues): the levels that
// walk it are only the gangs for tiles (one tile per gang).
static std::string hostTripConfig(const LaunchUnit &U) {
  if (!U.HostTrip)
    return "";
  unsigned Levels = U.HostTrip->TileSizes.empty() ? U.HostTrip->Levels : unsigned(ACORN_LEVEL_GANG);
  return "__acorn_cfg.__acorn_trip = __acorn_trip; __acorn_cfg.__acorn_trip_levels = " + std::to_string(Levels) + "u; " +
         (U.Tiles.Grid ? "__acorn_cfg.__acorn_tile_grid = 1; __acorn_cfg.__acorn_tile_rows = __acorn_tile_rows; " : "") +
         (U.ResidentGrid ? "__acorn_cfg.__acorn_resident_grid = 1; " : "");
}

// vector_length: Acorn's own for a tile nest whose lanes it fixed (TileLaunch), else the user's.
std::string HostLowering::vectorLengthArgument(const ComputePlan &Plan, const LaunchUnit &U) const {
  if (U.Tiles.Lanes)
    return std::to_string(U.Tiles.Lanes);
  return perDeviceType(
      Plan, [&](const ClauseSet &C) { return launchArgument(U.VectorLength, C.VectorLength, "vector_length"); });
}

// C++: everything stays in place.
void HostLowering::lowerComputeInPlace(const ComputePlan &Plan, const std::string &Prologue,
                                       const std::string &Epilogue,
                                       const std::vector<std::unique_ptr<KernelBody>> &Bodies) {
  const Stmt *Block = Plan.Block;
  SourceLocation BlockEnd = Text.endOf(Block);
  for (size_t I = 0; I < Plan.Units.size(); ++I) {
    const LaunchUnit &U = Plan.Units[I];
    std::string Config = abi::launchConfig(U.Kind, U.Levels, gangsArgument(Plan, U), workersArgument(Plan, U),
                                           vectorLengthArgument(Plan, U), "__acorn_async");
    for (const auto &Values : {gangDimensionValues(Plan), hostTripValues(U)})
      for (const auto &V : Values)
        Config += V.Declaration + " = " + V.Argument + "; ";
    Config += gangDimensionConfig(Plan) + hostTripConfig(U);
    for (const auto &V : Bodies[I]->privateSectionValues())
      Config += V.Declaration + " = " + V.Argument + "; ";
    Config += Bodies[I]->privateSectionLayout();
    std::string Open = "{ " + Config + "::__acorn_launch(&__acorn_c, __acorn_cfg, " + Bodies[I]->lambdaOpen();
    std::string Close = Bodies[I]->lambdaClose() + "); }" + finalValue(Plan, U);
    const Stmt *First = U.Body.front();
    const Stmt *Last = U.Body.back();
    if (First == Block && (isa<OpenACCCombinedConstruct>(Block) || Plan.Units.size() == 1)) {
      replaceDirective(Plan.Construct, Prologue + Open);
      HostRW.InsertTextAfter(BlockEnd, Close + Epilogue);
      return;
    }
    HostRW.InsertTextBefore(Text.beginOf(First), Open);
    HostRW.InsertTextAfter(Text.endOf(Last), Close);
  }
  rewriteHostConditions(Plan);
  replaceDirective(Plan.Construct, Prologue);
  HostRW.InsertTextAfter(BlockEnd, Epilogue);
}

// C: each launch becomes an extern "C" function of the kernel unit, which also needs the types
// and enumerators declared locally before the region.
void HostLowering::lowerComputeOutlined(const ComputePlan &Plan, const std::string &Prologue,
                                        const std::string &Epilogue,
                                        const std::vector<std::unique_ptr<KernelBody>> &Bodies) {
  const OpenACCConstructStmt *S = Plan.Construct;
  std::string LocalTypes = localTypeDeclarations(S);
  std::string Calls, Decls;
  // Loops, ifs, switches and blocks the host runs around launches (KernelsUnits.h) keep their header.
  std::vector<std::string> HostCode = hostCodeAround(Plan);
  for (size_t I = 0; I < Plan.Units.size(); ++I) {
    const LaunchUnit &U = Plan.Units[I];
    std::string Name = regionFunctionName(S, I);
    std::string ParamDecls = "const acorn_construct *__acorn_cp, acorn_map *__acorn_m, int __acorn_ng, int "
                             "__acorn_nw, int __acorn_vl, int __acorn_async, int __acorn_if";
    std::string Args = "&__acorn_c, __acorn_m, " + gangsArgument(Plan, U) + ", " + workersArgument(Plan, U) + ", " +
                       vectorLengthArgument(Plan, U) + ", __acorn_async, __acorn_if";
    for (const auto &P : Bodies[I]->outlinedParameters()) {
      ParamDecls += ", " + P.Declaration;
      Args += ", " + P.Argument;
    }
    for (const auto &Values : {gangDimensionValues(Plan), Bodies[I]->privateSectionValues(), hostTripValues(U)})
      for (const auto &P : Values) {
        ParamDecls += ", " + P.Declaration;
        Args += ", " + P.Argument;
      }
    Decls += abi::Hidden + ("void " + Name) + "(" + ParamDecls + "); ";
    Calls += HostCode[I] + Name + "(" + Args + "); " + finalValue(Plan, U);
    const Stmt *First = U.Body.front();
    if (const auto *Combined = dyn_cast<OpenACCCombinedConstruct>(First))
      First = Combined->getLoop();
    CharSourceRange BodyRange = CharSourceRange::getCharRange(Text.beginOf(First), Text.endOf(U.Body.back()));
    std::string Body = BodyRW.getRewrittenText(BodyRange);
    std::string Config = abi::launchConfig(U.Kind, U.Levels, "__acorn_ng", "__acorn_nw", "__acorn_vl", "__acorn_async") +
                         hostTripConfig(U);
    // A combined construct's clause arguments (async(pick()), if(f())) are evaluated on the host.
    for (const Stmt *Part : U.Body)
      Needed.addStatement(isa<OpenACCCombinedConstruct>(Part) ? cast<OpenACCCombinedConstruct>(Part)->getLoop() : Part);
    for (const Capture &C : U.Captures)
      Needed.addType(C.Var->getType());
    // The function's own types come first, in a namespace of its own (its parameters may use them,
    // and other functions may have types of the same names).
    std::string Open = LocalTypes.empty() ? "" : "ACORN_NAMESPACE(" + Name + "_types) " + LocalTypes + "\n";
    OutlinedRegions.push_back(
        Open + "extern \"C\" " + abi::Hidden + "void " + Name + "(" + ParamDecls + ") {\n  " + Config +
        gangDimensionConfig(Plan) + Bodies[I]->privateSectionLayout() +
        "::__acorn_launch(__acorn_cp, __acorn_cfg, " + Bodies[I]->lambdaOpen() + "\n#line " +
        std::to_string(Text.line(BodyRange.getBegin())) + " \"" + cString(Text.fileName(BodyRange.getBegin())) +
        "\"\n" + std::string(Text.column(BodyRange.getBegin()) - 1, ' ') + Body + "\n" + Bodies[I]->lambdaClose() +
        ");\n}\n" + (LocalTypes.empty() ? "" : "}\n"));
  }
  Calls += HostCode.back();
  CharSourceRange Whole = CharSourceRange::getCharRange(S->getBeginLoc(), Text.endOf(Plan.Block));
  HostRW.ReplaceText(Whole, Prologue + Decls + Calls + Epilogue + std::string(Text.newlinesIn(Whole), '\n'));
}

} // namespace acorn
