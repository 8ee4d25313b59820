#include "analysis/PrivateStorage.h"

#include "analysis/ExpressionForms.h"
#include "analysis/LanesShared.h"

using namespace clang;

namespace acorn {

QualType privateCopyType(const ValueDecl *Var) {
  if (const auto *P = dyn_cast<ParmVarDecl>(Var))
    if (P->getOriginalType()->isConstantArrayType())
      return P->getOriginalType();
  return Var->getType().getNonReferenceType();
}

namespace {

class Collector {
public:
  Collector(const ComputePlan &Plan, const SourceText &Text, Reporter &Diags, SourceRange Region,
            const llvm::SmallPtrSetImpl<const ValueDecl *> &Shared, LaunchUnit &U)
      : Plan(Plan), Text(Text), Diags(Diags), Region(Region), Shared(Shared), U(U) {}

  // The host lays out a launch's private copies: a section must be sized by values that exist
  // before the region. (A reduction section of constant length may start where the region says:
  // its copies are in registers, ReductionItems.h.)
  bool hostBounds(const ArraySectionExpr *Section, bool Reduction = false) {
    std::function<bool(const Stmt *)> Check = [&](const Stmt *S) {
      if (!S)
        return true;
      if (const auto *R = dyn_cast<DeclRefExpr>(S))
        if (const auto *V = dyn_cast<VarDecl>(R->getDecl())) {
          bool Declared = Text.sourceManager().isPointWithin(V->getLocation(), Region.getBegin(), Region.getEnd());
          if (!Declared && !writesDirectly(Plan.Block, V))
            return true;
          std::string Why = "'" + V->getNameAsString() + (Declared ? "' is declared inside it" : "' changes in it");
          Diags.error(R->getBeginLoc(),
                      Reduction ? "a reduction on a section whose length is not a constant (of at most 64 "
                                  "elements): its bounds are computed before the region starts, but " + Why
                                : "the bounds of a private section of a pointer are computed before the region "
                                  "starts: " + Why);
          OK = false;
          return false;
        }
      return llvm::all_of(S->children(), Check);
    };
    return Check(Section->getLowerBound()) && Check(Section->getLength());
  }

  // Each thread's copy of a reduction section with run-time bounds.
  void reductions(const std::vector<ReductionItem> &Reductions, const LoopPlan *L) {
    if (U.Routine) // such sections are not supported there (checkRoutineLoop)
      return;
    for (const ReductionItem &R : Reductions)
      if ((R.RuntimeSection && hostBounds(R.RuntimeSection, /*Reduction=*/true)) || R.RuntimeWhole)
        U.PrivateSections.push_back({R.Var, R.RuntimeSection, L, ACORN_LEVEL_VECTOR, false, true});
  }

  // Whether the lanes of Owner's code (Body outside Children, with Calls) need one copy of Var: the
  // lanes of finer levels write it, or a statement that runs on one lane does, or Body lets another
  // name reach it (a pointer or reference each lane holds to the one variable; LanesShared.h). The
  // region's own variables and its copies of firstprivate values (each thread's, written alike by
  // every lane) are the lanes' own, except those already found Shared.
  bool sharedByLanes(const ValueDecl *Var, llvm::ArrayRef<const Stmt *> Body, unsigned Owner,
                     llvm::ArrayRef<LoopPlan *> Children, llvm::ArrayRef<RoutineCall> Calls) const {
    auto IsLanePrivate = [&](const ValueDecl *V) {
      bool Copied = llvm::any_of(U.Captures, [&](const Capture &C) {
        return C.Var == V && !C.IsThis && C.Mode == CaptureMode::Value;
      });
      return !Shared.count(V) &&
             (Copied || Text.sourceManager().isPointWithin(V->getLocation(), Region.getBegin(), Region.getEnd()));
    };
    return (U.Levels & finerLevels(Owner)) &&
           (writtenByFinerLevels(Var, Children, Calls, Owner) || llvm::any_of(Body, [&](const Stmt *S) {
              return writtenByLeader(Var, S, Children, Plan.RoutineCalls, IsLanePrivate) ||
                     reachedThroughAlias(Var, S);
            }));
  }

  // A private array or struct is one copy for the lanes of its gang or worker (2.5.13, 2.9.10). (In
  // a template, an array of the template's element type is taken to be of a trivial type.) A
  // variable-length array always lives in the storage, sized by the host. A private scalar the
  // lanes share (sharedByLanes) is one copy too.
  void aggregate(const ValueDecl *Var, const LoopPlan *L, unsigned Owner, llvm::ArrayRef<const Stmt *> Body,
                 llvm::ArrayRef<LoopPlan *> Children, llvm::ArrayRef<RoutineCall> Calls) {
    QualType T = privateCopyType(Var);
    if (isa<VarDecl>(Var) && T->isVariableArrayType()) { // C: device code cannot declare it
      if (U.Routine) { // its size is known after the routine's shared memory is laid out
        Diags.unsupported(Var->getLocation(), "a variable-length array private on a loop of a routine");
        OK = false;
        return;
      }
      U.PrivateSections.push_back({Var, nullptr, L, Owner, false});
      return;
    }
    if (isa<VarDecl>(Var) && (T->isConstantArrayType() || T->isRecordType()) && !T->isVariablyModifiedType() &&
        (T.isTrivialType(Text.astContext()) || (T->isDependentType() && T->isConstantArrayType())))
      Aggregates.push_back({Var, nullptr, L, Owner, false});
    else if (isa<VarDecl>(Var) && shareableType(T, Text.astContext()) &&
             sharedByLanes(Var, Body, Owner, Children, Calls))
      U.PrivateSections.push_back({Var, nullptr, L, Owner, false});
  }

  // The variables declared in Body (a loop's, or the region's code outside its loops: L null)
  // that its lanes share.
  void declared(const Stmt *Body, const LoopPlan *L, unsigned Owner, llvm::ArrayRef<LoopPlan *> Children,
                llvm::ArrayRef<RoutineCall> Calls) {
    for (const VarDecl *V : shareableLocals(Body, Children, Text.astContext()))
      if (sharedByLanes(V, {Body}, Owner, Children, Calls))
        U.PrivateSections.push_back({V, nullptr, L, Owner, false, false, true});
  }

  // A firstprivate scalar of the construct is a copy per gang (2.5.14): one the gang's finer levels
  // write (an atomic count in a loop vector), or reach through a pointer or reference, is the gang's
  // one copy, filled from the captured value.
  void firstprivates(llvm::ArrayRef<LoopPlan *> TopLoops, llvm::ArrayRef<RoutineCall> TopCalls) {
    if (!(U.Levels & finerLevels(ACORN_LEVEL_GANG)))
      return;
    for (const Capture &C : U.Captures) {
      const auto *V = dyn_cast_or_null<VarDecl>(C.Var);
      if (C.Mode != CaptureMode::Value || !V || V->isParameterPack() ||
          !(V->getType()->isScalarType() ||
            (V->getType()->isDependentType() && !V->getType()->isArrayType() &&
             shareableType(V->getType(), Text.astContext()))) ||
          llvm::any_of(Plan.Reductions, [&](const ReductionItem &R) { return R.Var == V; }))
        continue;
      if (writtenByFinerLevels(V, TopLoops, TopCalls, ACORN_LEVEL_GANG) ||
          llvm::any_of(U.Body, [&](const Stmt *S) { return reachedThroughAlias(V, S); }))
        U.PrivateSections.push_back({V, nullptr, nullptr, ACORN_LEVEL_GANG, false, false, false, true});
    }
  }

  void loop(const LoopPlan *L, unsigned Above) {
    unsigned Here = Above | L->Levels, Owner = innermostLevel(Here);
    reductions(L->Reductions, L);
    for (const ArraySectionExpr *AS : L->PrivateSections)
      if (hostBounds(AS))
        U.PrivateSections.push_back({rootVariable(AS), AS, L, Owner, false});
    for (const ValueDecl *Var : L->Privates)
      aggregate(Var, L, Owner, {L->For->getBody()}, L->Children, L->Calls);
    declared(L->For->getBody(), L, Owner, L->Children, L->Calls);
    for (const LoopPlan *C : L->Children)
      loop(C, Here);
  }

  // Shared aggregates need the storage only when finer levels run inside their owner.
  void finish() {
    const unsigned All = ACORN_LEVEL_GANG | ACORN_LEVEL_WORKER | ACORN_LEVEL_VECTOR;
    for (const PrivateSection &P : Aggregates)
      if (U.Levels & All & ~(levelsAbove(P.Owner) | P.Owner))
        U.PrivateSections.push_back(P);
  }

  bool OK = true;

private:
  const ComputePlan &Plan;
  const SourceText &Text;
  Reporter &Diags;
  SourceRange Region;
  const llvm::SmallPtrSetImpl<const ValueDecl *> &Shared;
  LaunchUnit &U;
  std::vector<PrivateSection> Aggregates;
};

} // namespace

// At most RoutineSharedBytes a variable (acorn::lanes_shared).
static constexpr uint64_t RoutineSharedBytes = 16384;

void fitRoutineSharedMemory(const SourceText &Text, Reporter &Diags, LaunchUnit &U) {
  llvm::erase_if(U.PrivateSections, [&](const PrivateSection &P) {
    QualType T = privateCopyType(P.Var);
    if (T->isDependentType() || T->isIncompleteType() ||
        (uint64_t)Text.astContext().getTypeSizeInChars(T).getQuantity() <= RoutineSharedBytes)
      return false;
    Diags.warning(P.Var->getLocation(),
                  "'" + P.Var->getNameAsString() + "' is one variable for the routine's " +
                      (P.Owner == ACORN_LEVEL_WORKER ? "vector lanes" : "workers and vector lanes") +
                      " (2.15.1), but is larger than the 16 KiB of GPU shared memory a routine's variable "
                      "may take: on the GPU each thread has its own copy, and no thread sees another's writes");
    return true;
  });
}

bool collectPrivateStorage(const ComputePlan &Plan, const std::vector<PrivateSection> &Construct,
                           const std::vector<LoopPlan *> &TopLoops, const std::vector<RoutineCall> &TopCalls,
                           SourceRange Region, const SourceText &Text, Reporter &Diags, LaunchUnit &U) {
  // A statement writing a variable found shared runs on the leader, so the variables it writes are
  // shared too (`t = cnt++;`): collect again until no new one is found.
  llvm::SmallPtrSet<const ValueDecl *, 8> Shared;
  while (true) {
    Collector C(Plan, Text, Diags, Region, Shared, U);
    U.PrivateSections = Construct;
    C.reductions(Plan.Reductions, nullptr);
    C.firstprivates(TopLoops, TopCalls);
    unsigned Owner = U.Context ? innermostLevel(U.Context) : ACORN_LEVEL_GANG;
    for (const ValueDecl *Var : Plan.Privates)
      C.aggregate(Var, nullptr, Owner, U.Body, TopLoops, TopCalls);
    for (const Stmt *S : U.Body)
      C.declared(S, nullptr, Owner, TopLoops, TopCalls);
    for (const LoopPlan *L : TopLoops)
      C.loop(L, U.Context);
    C.finish();
    size_t Before = Shared.size();
    for (const PrivateSection &P : U.PrivateSections)
      if (P.sharedByLanes())
        Shared.insert(P.Var);
    if (!C.OK || Shared.size() == Before)
      return C.OK;
  }
}

} // namespace acorn
