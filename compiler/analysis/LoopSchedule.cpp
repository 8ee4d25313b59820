#include "analysis/LoopSchedule.h"

#include "analysis/CanonicalLoop.h"
#include "analysis/ExpressionForms.h"
#include "analysis/TemplateInstances.h"

using namespace clang;

namespace acorn {

std::string levelsText(unsigned Levels) {
  std::string S;
  auto Add = [&](const char *N) { S += S.empty() ? N : std::string(", ") + N; };
  if (Levels & ACORN_LEVEL_GANG)
    Add("gang");
  if (Levels & ACORN_LEVEL_WORKER)
    Add("worker");
  if (Levels & ACORN_LEVEL_VECTOR)
    Add("vector");
  return S.empty() ? "seq" : S;
}

// The constant trip count of For, if it has one.
static std::optional<int64_t> constantTrip(const ForStmt *For) {
  std::string Why;
  SourceLocation Where;
  std::optional<CanonicalLoop> CL = analyzeCanonicalLoop(For, Why, Where);
  if (!CL)
    return std::nullopt;
  const ASTContext &Ctx = CL->Var->getASTContext();
  Expr::EvalResult Lower, Upper, Step;
  if (!CL->Lower->EvaluateAsInt(Lower, Ctx) || !CL->Upper->EvaluateAsInt(Upper, Ctx) ||
      (CL->Step && !CL->Step->EvaluateAsInt(Step, Ctx)))
    return std::nullopt;
  int64_t S = CL->Step ? std::abs(Step.Val.getInt().getExtValue()) : 1;
  int64_t Span = std::abs(Upper.Val.getInt().getExtValue() - Lower.Val.getInt().getExtValue());
  if (CL->Cmp == CanonicalLoop::LessEqual || CL->Cmp == CanonicalLoop::GreaterEqual)
    ++Span;
  return S ? std::optional<int64_t>((Span + S - 1) / S) : std::nullopt;
}

unsigned templateCollapse(const OpenACCConstructStmt *Directive, ASTContext &Ctx, Reporter &Diags) {
  std::vector<unsigned> Counts = instantiatedCollapseCounts(Directive, Ctx);
  if (Counts.empty()) // not instantiated: the lowered text is never compiled
    return 1;
  auto [Least, Most] = std::minmax_element(Counts.begin(), Counts.end());
  if (*Least != *Most) {
    auto Clause = llvm::find_if(Directive->clauses(), llvm::IsaPred<OpenACCCollapseClause>);
    std::string Text = std::to_string(*Least);
    Diags.warning(Clause != Directive->clauses().end() ? (*Clause)->getBeginLoc() : Directive->getBeginLoc(),
                  "the collapse count is " + Text + " in some instantiations of this template and " +
                      std::to_string(*Most) + " in others; Acorn lowers a template once, so all of them collapse " +
                      Text + (*Least == 1 ? " loop" : " loops") +
                      " (the inner loops run in order in each iteration)");
  }
  return *Least;
}

std::unique_ptr<LoopPlan> planLoop(const OpenACCConstructStmt *Directive, const ForStmt *For,
                                   const ClauseSet &Clauses, int RegionKind) {
  auto L = std::make_unique<LoopPlan>();
  L->Directive = Directive;
  L->For = For;
  L->ExplicitLevels = Clauses.Levels;
  L->GangDim = Clauses.GangDim;
  L->NumGangs = Clauses.LoopGangs;
  L->NumWorkers = Clauses.LoopWorkers;
  L->VectorLength = Clauses.LoopVectorLength;
  L->Collapse = Clauses.Collapse;
  L->CollapseForce = Clauses.CollapseForce;
  if (!Clauses.Tile.empty()) {
    L->TileSizes = Clauses.Tile;
    L->Collapse = static_cast<unsigned>(Clauses.Tile.size());
    std::vector<const ForStmt *> Nest = collapsedNest(For, L->Collapse);
    L->TileFastest = Nest.size() == L->Collapse ? contiguousStoreLoop(Nest) : L->Collapse - 1;
  }
  for (const Expr *E : Clauses.Private)
    if (!llvm::is_contained(L->Privates, rootVariable(E))) {
      L->Privates.push_back(rootVariable(E));
      if (const ArraySectionExpr *AS = pointerSection(E))
        L->PrivateSections.push_back(AS);
    }
  L->Reductions = Clauses.Reductions;
  bool InKernels = RegionKind == ACORN_REGION_KERNELS;
  L->InKernels = InKernels;
  L->Parallelizable =
      !Clauses.Seq && (L->ExplicitLevels || (InKernels ? Clauses.Independent : !Clauses.Auto));
  if (!Clauses.Levels && (InKernels || Clauses.Auto) && Clauses.Collapse == 1 && Clauses.Tile.empty())
    if (std::optional<int64_t> Trip = constantTrip(For); Trip && *Trip < 32)
      L->FewIterations = true;
  return L;
}

void applyDependenceAnalysis(LoopPlan &L, const ClauseSet &Clauses, int RegionKind,
                             llvm::function_ref<VariableSet()> LiveAfter, const ASTContext &Ctx, Reporter &Diags,
                             llvm::ArrayRef<const ValueDecl *> ReducedPointers) {
  if (Clauses.Seq)
    return;
  // In kernels (a loop without independent is auto there, 2.9.6) and for `loop auto` Acorn
  // decides, also when the loop names its levels; otherwise the loop is parallel by the user's
  // word, and the analysis only finds the scalars each iteration needs its own copy of.
  bool Kernels = RegionKind == ACORN_REGION_KERNELS;
  bool Decides = (Kernels && !Clauses.Independent) || Clauses.Auto;
  if (!Decides && !L.Parallelizable)
    return;
  // The loop's reduction variables are each thread's own copies, combined by their operator after
  // the loop (2.5.15): no dependence between iterations, however the body updates them. A reduced
  // pointer's section is such a copy too: the pointer's name stands for it in the loop (and in
  // the loops nested in it: ReducedPointers).
  std::vector<const ValueDecl *> Own = L.Privates, OwnPointees(ReducedPointers.begin(), ReducedPointers.end());
  for (const ReductionItem &R : L.Reductions) {
    Own.push_back(R.Var);
    if (R.Var->getType()->isPointerType())
      OwnPointees.push_back(R.Var);
  }
  LoopDependence D = analyzeLoopDependence(L.For, Ctx, LiveAfter(), Own, OwnPointees);
  if (!D.Independent && Decides) {
    if (L.ExplicitLevels)
      Diags.warning(L.For->getBeginLoc(), "this 'loop " + llvm::join(llvm::split(levelsText(L.ExplicitLevels), ", "), " ") +
                                              "' runs sequentially: " + D.Why +
                                              " (add 'independent' if its iterations are independent)");
    L.Parallelizable = false;
    L.ExplicitLevels = 0;
    L.SequentialWhy = D.Why;
    return;
  }
  L.Parallelizable = true;
  std::vector<const ForStmt *> Nest = collapsedNest(L.For, L.Collapse, L.CollapseForce);
  auto Listed = [&](const ValueDecl *V) {
    return llvm::any_of(Nest, [&](const ForStmt *F) { return loopVariable(F) == V; }) ||
           llvm::is_contained(L.Privates, V) ||
           llvm::any_of(L.Reductions, [&](const ReductionItem &R) { return R.Var == V; });
  };
  for (const ValueDecl *V : D.Privates)
    if (!Listed(V)) {
      L.Privates.push_back(V);
      L.ImplicitPrivates.push_back(V);
    }
  for (const ReductionItem &R : D.Reductions)
    if (!Listed(R.Var)) {
      L.Reductions.push_back(R);
      L.ImplicitReductions.push_back(R.Var);
    }
  for (const CarriedScalar &C : D.Carried)
    if (!Listed(C.Var) && !C.Benign)
      Diags.warning(C.Loc, C.What + ", but the iterations of this loop run in parallel, in any order: make it "
                                    "private, a reduction, or the loop seq");
}

// A loop without directive of a parallel construct (UnitWalk.cpp plans those nested in loop
// directives as `loop auto`): it takes only worker and vector levels the loops around it leave free,
// and does not change their schedule.
static bool implicitLoop(const LoopPlan *L) { return !L->Directive && !L->InKernels; }

static unsigned depthOfParallelLoops(const LoopPlan *L) {
  unsigned Max = 0;
  for (const LoopPlan *C : L->Children)
    Max = std::max(Max, depthOfParallelLoops(C) +
                            (C->Parallelizable && !C->FewIterations && !implicitLoop(C) ? 1u : 0u));
  return Max;
}

static unsigned highestLevel(unsigned Levels) {
  for (unsigned L : {ACORN_LEVEL_GANG, ACORN_LEVEL_WORKER, ACORN_LEVEL_VECTOR})
    if (Levels & L)
      return L;
  return 0;
}

static unsigned explicitLevelsBelow(const LoopPlan *L) {
  unsigned Levels = 0;
  for (const RoutineCall &C : L->Calls)
    Levels |= C.Levels;
  for (const LoopPlan *C : L->Children)
    Levels |= C->ExplicitLevels | explicitLevelsBelow(C);
  return Levels;
}

bool checkGangReductions(const LoopPlan &L, bool GangsOfSeveralDimensions, Reporter &Diags) {
  if (L.ImplicitReductions.empty() || (L.GangDim == 1 && !GangsOfSeveralDimensions))
    return true;
  Diags.error(L.For->getBeginLoc(),
              "'" + L.ImplicitReductions.front()->getNameAsString() + "' is accumulated in" +
                  (L.GangDim > 1 ? " a gang(dim:" + std::to_string(L.GangDim) + ") loop"
                                 : " a gang loop of a construct with num_gangs of several dimensions") +
                  ": the gangs of the other dimensions would combine it again (2.9.11)");
  return false;
}

void warnGangPrivateReductions(const LoopPlan &L, llvm::function_ref<bool(const ValueDecl *)> RegionVariable,
                               Reporter &Diags) {
  if (!(L.Levels & ACORN_LEVEL_GANG))
    return;
  for (const ReductionItem &R : L.Reductions)
    if (R.Var && RegionVariable(R.Var))
      Diags.warning(R.Loc, "'" + R.Var->getNameAsString() +
                               "' is declared in the compute region, so each gang has its own: this gang loop's "
                               "reduction combines only the gang's own iterations (declare it before the region "
                               "to combine every gang's)");
}

// A variable the compute construct or an enclosing loop reduces whose copy the threads of a worker or
// vector loop update without a reduction clause of their own (2.5.15 asks for one): they would all
// write their gang's copy at once. As for accumulated scalars (applyDependenceAnalysis), the loop
// reduces it implicitly, with the enclosing reduction's operator.
void addLaneReductions(LoopPlan &L, std::vector<ReductionItem> ReducedAbove) {
  auto Reduces = [&](const ValueDecl *V) {
    return llvm::any_of(L.Reductions, [&](const ReductionItem &R) { return R.Var == V; });
  };
  bool Lanes = L.Levels & (ACORN_LEVEL_WORKER | ACORN_LEVEL_VECTOR);
  bool GangsOfOtherDimensions = (L.Levels & ACORN_LEVEL_GANG) && L.GangDim > 1;
  if (Lanes && !GangsOfOtherDimensions)
    for (const ReductionItem &R : ReducedAbove) {
      // Scalars: the dependence analysis found the accumulated ones.
      bool Composite = !R.Var->getType()->isScalarType() || R.IsArray || R.RuntimeSection || R.RuntimeWhole;
      if (Composite && !Reduces(R.Var) && !llvm::is_contained(L.Privates, R.Var) && mayWrite(L.For, R.Var)) {
        L.Reductions.push_back(R);
        L.ImplicitReductions.push_back(R.Var);
      }
    }
  llvm::append_range(ReducedAbove, L.Reductions);
  for (LoopPlan *C : L.Children)
    addLaneReductions(*C, ReducedAbove);
}

unsigned constantTileSize(const clang::Expr *Size, bool Innermost, const clang::ASTContext &Ctx) {
  if (!Size)
    return defaultTileSize(Innermost);
  clang::Expr::EvalResult R;
  if (Size->isValueDependent() || !Size->EvaluateAsInt(R, Ctx))
    return 0;
  int64_t V = R.Val.getInt().getExtValue();
  return V > 0 && V <= 64 ? static_cast<unsigned>(V) : 0;
}

unsigned innermostLevel(unsigned Levels) {
  return (Levels & ACORN_LEVEL_VECTOR) ? ACORN_LEVEL_VECTOR : (Levels & ACORN_LEVEL_WORKER) ? ACORN_LEVEL_WORKER
                                                                                         : ACORN_LEVEL_GANG;
}

unsigned levelsAbove(unsigned Levels) {
  unsigned Above = 0;
  for (unsigned L : {ACORN_LEVEL_GANG, ACORN_LEVEL_WORKER, ACORN_LEVEL_VECTOR}) {
    if (Levels & L)
      break;
    Above |= L;
  }
  return Above;
}

/// The levels strictly below the lowest of Levels.
static unsigned levelsBelow(unsigned Levels) {
  unsigned Below = 0;
  for (unsigned L : {ACORN_LEVEL_VECTOR, ACORN_LEVEL_WORKER, ACORN_LEVEL_GANG}) {
    if (Levels & L)
      break;
    Below |= L;
  }
  return Below;
}

// Levels a loop inside an Enclosing loop may use: the lower ones, and gang again when the enclosing
// loop is a gang loop of a higher dimension than Dim (2.9.2 gang(dim:)).
static unsigned levelsInside(unsigned Enclosing, const LoopPlan *EnclosingLoop, unsigned Dim) {
  unsigned Inside = levelsBelow(Enclosing);
  if (EnclosingLoop && Enclosing == ACORN_LEVEL_GANG && Dim < EnclosingLoop->GangDim)
    Inside |= ACORN_LEVEL_GANG;
  return Inside;
}

// 2.9.2-2.9.4: a gang loop may not contain a gang loop (but of a lower dimension), a worker loop no
// gang or worker loop, a vector loop no loop with any level (unless inside a nested compute construct).
static void checkNesting(const LoopPlan *L, unsigned Enclosing, const LoopPlan *EnclosingLoop, Reporter &Diags) {
  if (L->ExplicitLevels && EnclosingLoop && (L->ExplicitLevels & ~levelsInside(Enclosing, EnclosingLoop, L->GangDim))) {
    Diags.error(L->Directive->getBeginLoc(),
                "a '" + levelsText(L->ExplicitLevels) + "' loop inside a '" + levelsText(Enclosing) +
                    "' loop: an inner loop must use a lower level of parallelism than the loops around "
                    "it (gang, then worker, then vector)");
    Diags.note(EnclosingLoop->Directive->getBeginLoc(), "the enclosing '" + levelsText(Enclosing) + "' loop");
    return;
  }
  if (L->ExplicitLevels) {
    Enclosing = L->ExplicitLevels;
    EnclosingLoop = L;
  }
  // 2.15.1: a routine is called from code that does not use its levels yet; a gang(dim:d) routine
  // from a gang loop of a higher dimension (gang-redundant in dimensions d and lower).
  for (const RoutineCall &C : L->Calls)
    if (EnclosingLoop && (C.Levels & ~levelsInside(Enclosing, EnclosingLoop, C.GangDim))) {
      Diags.error(C.Call->getBeginLoc(), "a call of the '" + levelsText(highestLevel(C.Levels)) + "' routine '" +
                                             C.Callee->getNameAsString() + "' inside a '" + levelsText(Enclosing) +
                                             "' loop: the routine partitions its loops across levels this loop "
                                             "already uses");
      Diags.note(EnclosingLoop->Directive->getBeginLoc(), "the enclosing '" + levelsText(Enclosing) + "' loop");
    }
  for (const LoopPlan *C : L->Children)
    checkNesting(C, Enclosing, EnclosingLoop, Diags);
}

static void assignLevelsChecked(LoopPlan *L, unsigned Available, bool Nested, Reporter &Diags) {
  if (Nested && L->FewIterations && L->Parallelizable) {
    L->Parallelizable = false;
    L->SequentialWhy = "its few iterations run whole in each thread of the enclosing parallel loop";
  }
  if (L->ExplicitLevels) {
    L->Levels = L->ExplicitLevels & Available;
    if (L->Levels != L->ExplicitLevels)
      Diags.remark(L->Directive->getBeginLoc(), "loop parallelism reduced to the levels available here");
  } else if (implicitLoop(L) && !(Available & levelsAbove(explicitLevelsBelow(L)) & ~ACORN_LEVEL_GANG)) {
    L->NoLevelLeft = true; // it runs as written, and -Minfo says nothing of it (Feedback.cpp)
  } else if (L->Parallelizable && (Available || Nested)) {
    unsigned Free = Available & levelsAbove(explicitLevelsBelow(L));
    if (implicitLoop(L))
      Free &= ~ACORN_LEVEL_GANG;
    if (!Free)
      L->NoLevelLeft = true;
    else if (depthOfParallelLoops(L) == 0) {
      L->Levels = Free & (ACORN_LEVEL_GANG | ACORN_LEVEL_VECTOR);
      if (!L->Levels)
        L->Levels = Free;
    } else {
      L->Levels = highestLevel(Free);
    }
  }
  unsigned Below = Available;
  if (L->Levels)
    Below = Available & levelsBelow(L->Levels);
  // Gangs do not wait for each other: in kernels, below a loop left sequential, a loop Acorn
  // schedules may not use them, since the next iteration may read what other gangs wrote in this
  // one. (In parallel, a seq loop runs in every gang and a loop below it is the user's to share.)
  else if (L->InKernels && !L->ExplicitLevels && !L->Parallelizable)
    Below = Available & ~ACORN_LEVEL_GANG;
  for (LoopPlan *C : L->Children) {
    // A gang loop of a lower dimension may use the gangs again (only when it says so).
    bool LowerGangDim = L->Levels == ACORN_LEVEL_GANG && (C->ExplicitLevels & ACORN_LEVEL_GANG) &&
                        C->GangDim < L->GangDim;
    assignLevelsChecked(C, LowerGangDim ? Below | ACORN_LEVEL_GANG : Below, Nested || L->Levels, Diags);
  }
}

// 2.9: levels fill outside-in; a loop whose schedule is left to Acorn takes the outermost level
// still free, or every free level but worker when no parallel loop is nested inside it. Levels
// that loops nested inside it name explicitly are left to them.
void assignLevels(LoopPlan *L, unsigned Available, Reporter &Diags) {
  checkNesting(L, 0, nullptr, Diags);
  assignLevelsChecked(L, Available, false, Diags);
}

} // namespace acorn
