#include "analysis/ComputeAnalyzer.h"
#include "analysis/PointerReach.h"

using namespace clang;

namespace acorn {

UnitWalkContext ComputeAnalyzer::walkContext() {
  return {Text, Diags, Plan, Info, RegionRange,
          [this](const OpenACCConstructStmt *D, const ClauseSet &C, const ForStmt *F) { return addLoop(D, C, F); }};
}

// Each loop around S (planned before it).
static void eachLoopAbove(const Stmt *S, const ComputePlan &Plan, ASTContext &Ctx,
                          llvm::function_ref<void(const LoopPlan &)> Each) {
  for (DynTypedNodeList Parents = Ctx.getParents(*S); !Parents.empty(); Parents = Ctx.getParents(Parents[0])) {
    const auto *P = Parents[0].get<Stmt>();
    if (!P)
      break;
    if (auto It = Plan.Loops.find(P); It != Plan.Loops.end())
      Each(*It->second);
  }
}

// The variables the loops around S make private or reduce.
static std::vector<const ValueDecl *> privateAbove(const Stmt *S, const ComputePlan &Plan, ASTContext &Ctx) {
  std::vector<const ValueDecl *> Out;
  eachLoopAbove(S, Plan, Ctx, [&](const LoopPlan &L) {
    llvm::append_range(Out, L.Privates);
    for (const ReductionItem &R : L.Reductions)
      Out.push_back(R.Var);
  });
  return Out;
}

LoopPlan *ComputeAnalyzer::addLoop(const OpenACCConstructStmt *Directive, const ClauseSet &Clauses, const ForStmt *Plain) {
  const ForStmt *For = Directive ? loopOfDirective(Directive) : Plain;
  if (!For) {
    reportMissingForLoop(Directive, Diags);
    OK = false;
    return nullptr;
  }
  ClauseSet Resolved = Clauses;
  if (Directive && Clauses.CollapseDependent)
    Resolved.Collapse = templateCollapse(Directive, const_cast<ASTContext &>(Text.astContext()), Diags);
  std::unique_ptr<LoopPlan> L = planLoop(Directive, For, Resolved, Plan.Kind);
  LoopPlace Place{Plan.Kind, Orphaned, {}};
  if (Orphaned && !L->Reductions.empty())
    Place.PrivateAbove =
        privateAbove(Directive ? static_cast<const Stmt *>(Directive) : For, Plan, const_cast<ASTContext &>(Text.astContext()));
  OK &= checkLoopRestrictions(*L, Resolved, Place, Text, Diags, ReportedJumps);
  resolveReductions(L->Reductions);
  for (const ReductionItem &R : L->Reductions)
    ExplicitLoopReductionVars.insert(R.Var);
  // A pointer whose section a loop around reduces names each thread's copy in this loop too.
  std::vector<const ValueDecl *> ReducedPointers;
  eachLoopAbove(Directive ? static_cast<const Stmt *>(Directive) : For, Plan,
                const_cast<ASTContext &>(Text.astContext()), [&](const LoopPlan &Above) {
                  for (const ReductionItem &R : Above.Reductions)
                    if (R.Var->getType()->isPointerType())
                      ReducedPointers.push_back(R.Var);
                });
  applyDependenceAnalysis(*L, Resolved, Plan.Kind, [&] { return liveAfter(For); }, Text.astContext(), Diags,
                          ReducedPointers);
  // kernels: a loop without directive leaves its variable's final value to the code after it.
  if (!Directive && Plan.Kind == ACORN_REGION_KERNELS) {
    std::string Why;
    SourceLocation Where;
    std::optional<CanonicalLoop> CL = analyzeCanonicalLoop(For, Why, Where);
    if (CL && !CL->DeclaredInInit && !Plan.passedByValue(CL->Var) && liveAfter(For).count(CL->Var))
      L->FinalValue = CL->Var;
  }
  for (const ReductionItem &R : L->Reductions)
    LoopReductionVars.insert(R.Var);
  LoopPlan *Raw = L.get();
  Plan.Loops[Directive ? static_cast<const Stmt *>(Directive) : For] = std::move(L);
  return Raw;
}

// Where a loop's scalars may be used after it: a kernels region's scalars are copied back, so the
// rest of the function matters; a parallel or serial region's are private or firstprivate, so the
// rest of the region, and the rest of the function only for variables shared with the host (in a
// data clause of the construct or of a data construct around it, a reduction, or global).
void ComputeAnalyzer::findLivenessScope() {
  auto &Ctx = const_cast<ASTContext &>(Text.astContext());
  DynTypedNode Node = DynTypedNode::create(*static_cast<const Stmt *>(Plan.Construct));
  std::vector<const OpenACCDataConstruct *> DataAround;
  for (DynTypedNodeList Parents = Ctx.getParents(Node); !Parents.empty(); Parents = Ctx.getParents(Node)) {
    Node = Parents[0];
    if (const auto *F = Node.get<FunctionDecl>()) {
      FunctionBody = F->getBody();
      break;
    }
    if (const auto *L = Node.get<LambdaExpr>()) {
      FunctionBody = L->getBody();
      break;
    }
    if (const auto *D = Node.get<OpenACCDataConstruct>())
      DataAround.push_back(D);
  }
  for (const MapItem &M : Plan.Maps)
    SharedWithHost.insert(M.Var);
  for (const ReductionItem &R : Plan.Reductions)
    SharedWithHost.insert(R.Var);
  for (const OpenACCDataConstruct *D : DataAround)
    for (const OpenACCClause *C : D->clauses())
      if (const auto *VL = dyn_cast<OpenACCClauseWithVarList>(C))
        for (const Expr *E : VL->getVarList())
          SharedWithHost.insert(rootVariable(E));
}

// Array reductions: their bounds, and the pointer sections that need an implicit copy.
bool ComputeAnalyzer::resolveReductions(std::vector<ReductionItem> &Reductions) {
  for (ReductionItem &R : Reductions) {
    std::string Why;
    // The combine writes the variable (a member in a const member function is const too).
    if (R.Item && R.Item->getType().isConstQualified()) {
      Diags.error(R.Loc, "reduction variable '" + Text.text(R.Item) + "' is const here: the reduction writes it");
      OK = false;
    } else if (!resolveReductionItem(R, Text.astContext(), Why)) {
      Diags.error(R.Loc, Why);
      OK = false;
    } else if (lowerBoundOnDevice(
                   R,
                   // A variable of the region, or one it assigns (an enclosing loop's `i` declared
                   // outside): its value where the loop starts is the device's.
                   [&](const ValueDecl *V) { return declaredInRegion(V) || writesDirectly(Plan.Block, V); },
                   Text.astContext())) {
      continue; // the pointer's data must be present: its section's bounds are the device's
    } else if (R.IsArray && !R.PointRow && R.Var->getType()->isPointerType()) {
      SectionReductions[R.Var] = R;
    }
  }
  std::string Why;
  SourceLocation At;
  if (OK && !joinSectionsOfOneArray(Reductions, Why, At)) {
    Diags.error(At, Why);
    OK = false;
  }
  return OK;
}

VariableSet ComputeAnalyzer::liveAfter(const Stmt *For) const {
  const ASTContext &Ctx = Text.astContext();
  if (Plan.Kind == ACORN_REGION_KERNELS) {
    // A kernels region's scalars are copied back: the rest of the function may read them, and so
    // may other code when they outlive the function (a global, a local whose address escapes).
    VariableSet Live = variablesUsedAfter(For, FunctionBody ? FunctionBody : Plan.Block, Ctx);
    for (const ValueDecl *V : variablesOutlivingFunction(For, FunctionBody))
      Live.insert(V);
    return Live;
  }
  if (!FunctionBody)
    return variablesUsedAfter(For, Plan.Block, Ctx);
  VariableSet InFunction = variablesUsedAfter(For, FunctionBody, Ctx);
  VariableSet Live = variablesUsedAfter(For, Plan.Block, Ctx);
  for (const ValueDecl *V : InFunction) {
    const auto *VD = dyn_cast<VarDecl>(V);
    if (SharedWithHost.count(V) || (VD && VD->hasGlobalStorage()))
      Live.insert(V);
  }
  return Live;
}

void ComputeAnalyzer::buildUnits() {
  const Stmt *Block = Plan.Block;
  bool Kernels = Plan.Kind == ACORN_REGION_KERNELS && !isa<OpenACCCombinedConstruct>(Plan.Construct);
  // kernels: launches split as KernelsUnits.h says (a loop, if or switch as the whole block only
  // when the host runs it); a declaration that must stay with its uses keeps the region one launch, of one gang
  // (its code between the loops runs once).
  std::string Why;
  if (Kernels && isa<CompoundStmt, ForStmt, WhileStmt, DoStmt, IfStmt, SwitchStmt>(Block) &&
      splitKernelsRegion(Block, Text.astContext(), Plan, [&](const Stmt *S) { return liveAfter(S); }, variables(),
                         Why))
    return;
  if (!Kernels || !isa<CompoundStmt>(Block)) {
    LaunchUnit U;
    U.Kind = Plan.Kind;
    U.Body.push_back(Block);
    Plan.Units.push_back(std::move(U));
    return;
  }
  LaunchUnit U;
  U.Kind = ACORN_REGION_PARALLEL;
  U.Body.push_back(Block);
  Plan.Units.push_back(std::move(U));
  Plan.SingleLaunchWhy = Why;
  KernelsSingleGang = true;
}

bool ComputeAnalyzer::analyzeUnit(LaunchUnit &U) {
  UnitUses V;
  OK &= walkUnit(walkContext(), U, V);
  // Schedules: a loop nested under sequential code of a kernels launch must not use gangs, since
  // gangs cannot synchronise between iterations of the enclosing sequential loop.
  unsigned Available = ACORN_LEVEL_GANG | ACORN_LEVEL_WORKER | ACORN_LEVEL_VECTOR;
  if (U.Kind == ACORN_REGION_SERIAL)
    Available = 0;
  if (KernelsSingleGang)
    Available &= ~ACORN_LEVEL_GANG;
  bool TopIsLoop = U.Body.size() == 1 && isa<OpenACCLoopConstruct, OpenACCCombinedConstruct, ForStmt>(U.Body[0]);
  for (LoopPlan *L : V.TopLoops) {
    unsigned Levels = Available;
    if (Plan.Kind == ACORN_REGION_KERNELS && !TopIsLoop)
      Levels &= ~ACORN_LEVEL_GANG;
    assignLevels(L, Levels, Diags);
    addLaneReductions(*L, Plan.Reductions);
  }
  std::function<void(const LoopPlan *)> NoteReductions = [&](const LoopPlan *L) {
    for (const ReductionItem &R : L->Reductions)
      LoopReductionVars.insert(R.Var);
    llvm::for_each(L->Children, NoteReductions);
  };
  llvm::for_each(V.TopLoops, NoteReductions);
  std::function<void(LoopPlan *, unsigned)> Stage = [&](LoopPlan *L, unsigned Above) {
    L->Staged = findStagedReads(*L, Text.astContext());
    L->Cached = planCacheItems(*L, Above, Text.astContext());
    for (LoopPlan *C : L->Children)
      Stage(C, Above | L->Levels);
  };
  for (LoopPlan *L : V.TopLoops)
    Stage(L, 0);
  std::function<void(const LoopPlan *)> Collect = [&](const LoopPlan *L) {
    U.Levels |= L->Levels;
    for (auto [From, To] : {std::pair{L->NumGangs, &U.NumGangs}, std::pair{L->NumWorkers, &U.NumWorkers},
                            std::pair{L->VectorLength, &U.VectorLength}})
      if (From && !*To)
        *To = From;
    if (L->Levels & ACORN_LEVEL_GANG) {
      U.GangDims = std::max(U.GangDims, L->GangDim);
      OK &= checkGangReductions(*L, Plan.Clauses.NumGangs2 != nullptr, Diags);
      auto RegionVariable = [&](const ValueDecl *V) {
        const auto *VD = dyn_cast<VarDecl>(V);
        return VD && !Plan.declaredOnHost(VD) &&
               Text.sourceManager().isPointWithin(V->getLocation(), RegionRange.getBegin(), RegionRange.getEnd());
      };
      warnGangPrivateReductions(*L, RegionVariable, Diags);
    }
    for (const LoopPlan *C : L->Children)
      Collect(C);
  };
  for (const LoopPlan *L : V.TopLoops)
    Collect(L);
  U.Levels |= V.CalledLevels;
  // C++: a declared global that the region or one of its loops makes a copy of (private,
  // firstprivate, reduction) is captured as other globals are (its data is present), and its uses
  // name the capture or the copy; the others name the device copy (LowerDeclare).
  std::function<bool(const LoopPlan *, const ValueDecl *)> LoopPrivate = [&](const LoopPlan *L, const ValueDecl *Var) {
    return llvm::is_contained(L->Privates, Var) ||
           llvm::any_of(L->Children, [&](const LoopPlan *C) { return LoopPrivate(C, Var); });
  };
  for (const ValueDecl *Var : V.DeclaredGlobals)
    if (llvm::is_contained(Plan.Privates, Var) || llvm::is_contained(Plan.FirstPrivates, Var) ||
        LoopReductionVars.count(Var) || llvm::any_of(Plan.Reductions, [&](const ReductionItem &R) { return R.Var == Var; }) ||
        llvm::any_of(V.TopLoops, [&](const LoopPlan *L) { return LoopPrivate(L, Var); }))
      V.Outer.insert(Var);
  bool UsesThis = V.UsesThis;
  for (const ValueDecl *Var : V.Outer) {
    if (llvm::is_contained(Plan.Privates, Var))
      continue;
    // Data members are used through the device copy of the object, except pointers (translated
    // by name, as pointer variables are) and members named in clauses.
    if (V.Members.count(Var) && !memberByName(Var)) {
      UsesThis = true;
      continue;
    }
    // A lambda of this member function that captured `this` reaches the object through it, as
    // the region's own member uses do: the object's device copy, which its attached copy of
    // `this` points to (ClosurePointers.h).
    UsesThis |= capturesThis(Var) && Var->getDeclContext() == enclosingMethod(Plan.Construct, Text.astContext());
    if (!decideCapture(U, Var, V.Members.count(Var), V.FirstUse[Var]))
      OK = false;
  }
  if (UsesThis)
    captureThis(U);
  OK &= checkGlobalConstants(V);
  OK &= checkImplicitPrivates(V);
  OK &= collectPrivateStorage(Plan, ConstructSections, V.TopLoops, V.TopCalls, RegionRange, Text, Diags, U);
  // Private copies of sections live in storage per gang, and gangs of several dimensions are the
  // user's: the grid is not sized by the trip count then.
  if (V.TopLoops.size() == 1 && U.PrivateSections.empty() && U.GangDims == 1)
    U.HostTrip = hostTripLoop(U, V.TopLoops.front(), Plan.Block);
  U.ResidentGrid = U.HostTrip && (!Plan.Reductions.empty() || reduces(*U.HostTrip));
  U.Tiles = tileLaunch(U, Plan.Clauses, Text.astContext());
  // Variables named in reduction clauses of the construct are captured even if unused.
  for (const ReductionItem &R : Plan.Reductions)
    if (!V.Outer.count(R.Var))
      if (!decideCapture(U, R.Var, isa<FieldDecl>(R.Var), R.Loc))
        OK = false;
  if (Text.langOptions().CPlusPlus)
    nameCaptures(U, [&](const ValueDecl *V) {
      return LoopReductionVars.count(V) ||
             llvm::any_of(Plan.Reductions, [&](const ReductionItem &R) { return R.Var == V; });
    });
  return OK;
}

bool ComputeAnalyzer::run(const OpenACCConstructStmt *Construct) {
  Plan.Construct = Construct;
  ArrayRef<const OpenACCClause *> Clauses;
  OpenACCDirectiveKind K = Construct->getDirectiveKind();
  const Stmt *Body = nullptr;
  bool Combined = isa<OpenACCCombinedConstruct>(Construct);
  if (const auto *CC = dyn_cast<OpenACCComputeConstruct>(Construct)) {
    Plan.Block = Body = CC->getStructuredBlock();
    Clauses = CC->clauses();
  } else {
    const auto *CB = cast<OpenACCCombinedConstruct>(Construct);
    Plan.Block = CB;
    Body = CB->getLoop();
    Clauses = CB->clauses();
  }
  Plan.Kind = (K == OpenACCDirectiveKind::Kernels || K == OpenACCDirectiveKind::KernelsLoop) ? ACORN_REGION_KERNELS
              : (K == OpenACCDirectiveKind::Serial || K == OpenACCDirectiveKind::SerialLoop)
                  ? ACORN_REGION_SERIAL
                  : ACORN_REGION_PARALLEL;
  if (!Body)
    return false;
  // A construct's own range ends with its directive: the region ends where its statement does.
  RegionRange = SourceRange(Construct->getBeginLoc(), Text.endOf(Body));
  if (isa<DeclStmt>(Body)) {
    Diags.unsupported(Body->getBeginLoc(), "a declaration as the statement of a compute construct");
    return false;
  }
  bool ClausesOK = checkClauses(Construct, Clauses, Diags);
  OK &= ClausesOK;
  Plan.Clauses = readClauses(Clauses, /*DeviceTypeGroups=*/true);
  // Without a default clause of its own, the construct takes a visible one of a data construct.
  if (!Plan.Clauses.DefaultNone && !Plan.Clauses.DefaultPresent && Info.EnclosingDefault) {
    Plan.Clauses.DefaultNone = Info.EnclosingDefault->getDefaultClauseKind() == OpenACCDefaultClauseKind::None;
    Plan.Clauses.DefaultPresent = !Plan.Clauses.DefaultNone;
  }
  OK &= collectMapItems(Plan.Clauses, Text.astContext(), Diags, Plan.Maps);
  if (ClausesOK) // a variable in two clauses is reported once
    OK &= checkOneCopyPerVariable(Plan.Maps, Diags);
  // On a combined construct, private and reduction belong to the loop (2.11).
  if (!Combined) {
    for (const Expr *E : Plan.Clauses.Private)
      if (!llvm::is_contained(Plan.Privates, rootVariable(E))) {
        Plan.Privates.push_back(rootVariable(E));
        if (const ArraySectionExpr *AS = pointerSection(E))
          ConstructSections.push_back({rootVariable(E), AS, nullptr, ACORN_LEVEL_GANG, false});
      }
    Plan.Reductions = Plan.Clauses.Reductions;
    resolveReductions(Plan.Reductions);
  }
  for (const Expr *E : Plan.Clauses.FirstPrivate) {
    Plan.FirstPrivates.push_back(rootVariable(E));
    // The gangs' copies are filled from the section's (or C variable-length array's) device copy:
    // present, or copied in for them.
    const ArraySectionExpr *AS = pointerSection(E);
    if (AS || rootVariable(E)->getType()->isVariableArrayType()) {
      ConstructSections.push_back({rootVariable(E), AS, nullptr, ACORN_LEVEL_GANG, true});
      if (findMap(rootVariable(E)) < 0)
        if (std::optional<MapItem> M = implicitSectionMap(E, ACORN_MAP_COPYIN, Text.astContext()))
          Plan.Maps.push_back(*M);
    }
  }
  findLivenessScope();
  buildUnits();
  for (LaunchUnit &U : Plan.Units)
    analyzeUnit(U);
  markReductionResults(Plan, Text.astContext());
  carryValues();
  // copy(p) of a pointer: the region follows p's device copy, attached where p's target is present.
  for (MapItem A : attachItems(Plan.Maps, /*Followed=*/true)) {
    if (!capturedByPlan(Plan, A.Var))
      A.Flags &= ~ACORN_MAP_FLAG_FOLLOWED;
    Plan.Maps.push_back(A);
  }
  if (Info.Gpu)
    warnBarePointerClauses(Plan.Clauses, Plan.Block, [&](const ValueDecl *Var) {
      return Info.EnclosingListed.count(Var) || (Info.Declared && Info.Declared->find(Var));
    }, Diags);
  size_t Members = Plan.Maps.size();
  for (const MapItem &A : implicitMemberAttachments(Plan.Block, Text.astContext(), Plan.Maps, Info.Gpu ? &Diags : nullptr))
    (A.Elements.empty() ? Plan.Maps : Plan.ElementAttachments).push_back(A);
  translateFirstPrivateMembers(Plan, Members, Text.astContext());
  attachWholeObjects(Plan, Text, Diags, Info.Gpu);
  findPointerReaches(Plan, Text.astContext());
  return OK;
}

// The host does not know the value of a variable with a device copy from before the region.
// With default(none), a variable no clause names is the region's (a launch then reports it).
bool ComputeAnalyzer::deviceCopy(const ValueDecl *V) const {
  bool Listed = llvm::any_of(Plan.Maps, [&](const MapItem &M) { return M.Var == V; }) ||
                llvm::is_contained(Plan.FirstPrivates, V) || Info.EnclosingListed.count(V);
  return Info.EnclosingData.count(V) || (Info.Declared && Info.Declared->find(V)) ||
         (Plan.Clauses.DefaultNone && !Listed) || llvm::any_of(Plan.Maps, [&](const MapItem &M) {
           return M.Var == V && M.Kind != ACORN_MAP_COPY && M.Kind != ACORN_MAP_COPYIN;
         });
}

// kernels: the values its launches leave for later ones, the host's conditions between them and
// the host after it (KernelsValues.h). A global of a declare directive has no map to read back.
void ComputeAnalyzer::carryValues() {
  if (Plan.Kind != ACORN_REGION_KERNELS || isa<OpenACCCombinedConstruct>(Plan.Construct))
    return;
  OK &= carryKernelsValues(Plan, Text, Diags, [&](const Stmt *S) { return liveAfter(S); }, variables());
  OK &= findReadBacks(Plan, [&](const VarDecl *V, SourceLocation Use) {
    LaunchUnit Scratch;
    return decideCapture(Scratch, V, false, Use);
  }, Diags);
}

// A device function's body is planned as one parallel launch unit with nothing to capture: its
// loops may use the routine's levels, and the rest of its code runs in the single mode of its
// highest level (2.15.1).
bool ComputeAnalyzer::runRoutine(const FunctionDecl *Function, unsigned Levels) {
  Plan.Block = FunctionBody = Function->getBody();
  RegionRange = Function->getSourceRange();
  Orphaned = true;
  LaunchUnit U;
  U.Body.push_back(Plan.Block);
  UnitUses V;
  OK &= walkUnit(walkContext(), U, V);
  for (LoopPlan *L : V.TopLoops)
    assignLevels(L, Levels, Diags);
  unsigned GangDim = Info.Routines ? Info.Routines->gangDim(Function) : 1;
  std::function<void(const LoopPlan *)> Check = [&](const LoopPlan *L) {
    OK &= checkRoutineLoop(*L, Levels, GangDim, Diags);
    U.Levels |= L->Levels;
    for (const LoopPlan *C : L->Children)
      Check(C);
  };
  for (const LoopPlan *L : V.TopLoops)
    Check(L);
  U.Levels |= V.CalledLevels;
  U.Routine = true;
  U.Context = levelsAbove(Levels);
  OK &= collectPrivateStorage(Plan, {}, V.TopLoops, V.TopCalls, RegionRange, Text, Diags, U);
  if (Info.Gpu)
    fitRoutineSharedMemory(Text, Diags, U);
  Plan.Units.push_back(std::move(U));
  return OK && !Diags.hasErrors();
}

std::vector<const LoopPlan *> loopsOf(const ComputePlan &Plan, const LaunchUnit &U) {
  llvm::SmallPtrSet<const Stmt *, 32> Statements;
  std::function<void(const Stmt *)> Add = [&](const Stmt *S) {
    if (S && Statements.insert(S).second)
      for (const Stmt *Child : childStatements(S))
        Add(Child);
  };
  for (const Stmt *S : U.Body)
    Add(S);
  std::vector<const LoopPlan *> Out;
  for (const auto &Entry : Plan.Loops)
    if (Statements.count(Entry.second->For))
      Out.push_back(Entry.second.get());
  return Out;
}

bool analyzeComputeConstruct(const OpenACCConstructStmt *Construct, const SourceText &Text, Reporter &Diags,
                             ComputePlan &Plan, const UnitInfo &Unit) {
  ComputeAnalyzer A(Text, Diags, Plan);
  A.Info = Unit;
  return A.run(Construct);
}

bool analyzeRoutineBody(const FunctionDecl *Function, unsigned Levels, const SourceText &Text, Reporter &Diags,
                        ComputePlan &Plan, const UnitInfo &Unit) {
  ComputeAnalyzer A(Text, Diags, Plan);
  A.Info = Unit;
  return A.runRoutine(Function, Levels);
}

} // namespace acorn
