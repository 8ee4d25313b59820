#include "lower/Feedback.h"

#include "analysis/CacheStaging.h"
#include "analysis/ClosurePointers.h"
#include "frontend/CacheItems.h"
#include "lower/RuntimeABI.h"

#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace acorn {

static bool holdsLoop(const Stmt *S) {
  return S && (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S) || llvm::any_of(S->children(), holdsLoop));
}

// 2.10: each variable of a cache directive is staged in shared memory (reported with its loop) or
// read where it is, for the reason the loop's plan gives (CacheStaging.h).
static void reportCacheDirectives(const Stmt *S, const std::vector<const LoopPlan *> &Loops, const SourceText &Text,
                                  Reporter &Diags) {
  if (!S)
    return;
  if (const auto *Cache = dyn_cast<OpenACCCacheConstruct>(S)) {
    for (const WrittenCacheItem &W : writtenCacheItems(Cache, Text.astContext())) {
      // Clang 22 drops the items whose bounds name variables of the loop (its own among them).
      std::string Why = W.Kept ? "the directive is not at the top of a partitioned loop's body" : MovingWindow;
      for (const LoopPlan *L : Loops)
        for (const CacheItem &C : L->Cached)
          if (W.Kept && C.Item == W.Kept)
            Why = C.NotStagedWhy;
      if (!Why.empty())
        Diags.remark(W.Loc, "cache: '" + (W.Kept ? Text.text(W.Kept) : W.Text) + "' is read where it is: " + Why);
    }
    return;
  }
  for (const Stmt *Child : S->children())
    reportCacheDirectives(Child, Loops, Text, Diags);
}

// Why a kernels loop runs in a serial launch, where that launch holds the statement around it
// that the host could not run (ComputePlan::SerialWhy: the innermost one), or empty.
static std::string serialLaunchWhy(const ComputePlan &Plan, const ForStmt *For, const SourceText &Text) {
  const SourceManager &SM = Text.sourceManager();
  auto Within = [&](const Stmt *S) { return SM.isPointWithin(For->getBeginLoc(), Text.beginOf(S), Text.endOf(S)); };
  bool InSerialLaunch = llvm::any_of(Plan.Units, [&](const LaunchUnit &U) {
    return U.Kind == ACORN_REGION_SERIAL && llvm::any_of(U.Body, Within);
  });
  const std::pair<const Stmt *, std::string> *Innermost = nullptr;
  for (const auto &Entry : Plan.SerialWhy)
    if (InSerialLaunch && Within(Entry.first) &&
        (!Innermost || SM.isBeforeInTranslationUnit(Text.beginOf(Innermost->first), Text.beginOf(Entry.first))))
      Innermost = &Entry;
  return Innermost ? Innermost->second : "";
}

// The scalars the host reads back for a condition (ComputePlan::DeviceReads, ReadBacks), as
// "the host reads 'err', 'it' back from the device " + Each (those launches change), then those it
// reads once, when the region starts.
static std::string readBacks(const ComputePlan &Plan, const DeviceReads &Reads, const std::string &Each) {
  std::vector<std::string> Changing, Once;
  for (const VarDecl *V : Reads) {
    bool Fixed = llvm::any_of(Plan.ReadBacks, [&](const ComputePlan::ReadBack &R) { return R.Var == V && R.Once; });
    (Fixed ? Once : Changing).push_back("'" + V->getNameAsString() + "'");
  }
  std::string Text;
  if (!Changing.empty())
    Text = "the host reads " + llvm::join(Changing, ", ") + " back from the device " + Each;
  if (!Once.empty())
    Text += std::string(Text.empty() ? "the host" : ", and") + " reads " + llvm::join(Once, ", ") +
            " from the device once, when the region starts";
  return Text;
}

static std::string hostLoopRemark(const ComputePlan &Plan, const ComputePlan::HostLoop &L) {
  std::string Reads = L.Reads.empty() ? "" : "; " + readBacks(Plan, L.Reads, "before each test of its condition");
  if (!L.Var)
    return std::string(isa<WhileStmt>(L.Loop) ? "'while'" : "'do'") +
           " loop runs on the host, launching the loop nests it holds in each iteration" + Reads;
  return "loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: " +
         L.Why + ")" + Reads;
}

// kernels: what the host runs among the launches besides its loops: declarations (passed to the
// launches by value) and the conditions of ifs and switches that read values back.
static void reportHostStatements(const ComputePlan &Plan, Reporter &Diags) {
  for (const DeclStmt *DS : Plan.HostLocals) {
    auto Reads = Plan.LocalReads.find(DS);
    std::string First = Reads == Plan.LocalReads.end() ? "" : "; " + readBacks(Plan, Reads->second, "first");
    for (const Decl *D : DS->decls())
      Diags.remark(D->getLocation(), "'" + cast<NamedDecl>(D)->getNameAsString() +
                                         "' is computed on the host and passed to each kernel by value" + First);
  }
  for (const DeclStmt *DS : Plan.DeviceLocals)
    for (const Decl *D : DS->decls())
      Diags.remark(D->getLocation(), "'" + cast<NamedDecl>(D)->getNameAsString() +
                                         "' is declared at the region's start, its device copy shared by the "
                                         "kernels; a serial kernel assigns its initialiser here");
  for (const ComputePlan::HostBranch &B : Plan.HostBranches)
    if (!B.Reads.empty())
      Diags.remark(B.S->getBeginLoc(), "for the condition of this '" + std::string(isa<IfStmt>(B.S) ? "if" : "switch") +
                                           "', " + readBacks(Plan, B.Reads, "each time"));
}

// The pointer fields of an object the lowered code lists (pointer_fields.hpp), for a remark: which
// type's (in a template, each instantiation's), How, and their paths.
static std::string fieldList(const ValueDecl *Object, const std::string &How) {
  std::vector<std::string> Fields = pointerFieldNames(Object);
  for (std::string &Name : Fields)
    Name = "'" + Name + "'";
  bool Template = Object->getType()->isDependentType();
  return (Template ? "those of each instantiation's type" : "all of them") + How +
         (Fields.empty() ? "" : ": " + llvm::join(Fields, ", "));
}

void reportPlan(const ComputePlan &Plan, const SourceText &Text, Reporter &Diags) {
  for (const MapItem &M : Plan.Maps)
    if (M.Flags & ACORN_MAP_FLAG_STRUCT_TARGET) // a constant struct is only copied in (implicitAttribute)
      Diags.remark(Plan.Construct->getBeginLoc(),
                   std::string(M.Flags & ACORN_MAP_FLAG_READONLY ? "implicit COPYIN (readonly)" : "implicit COPY") +
                       " of '" + abi::mapName(M, Text) + "' where the struct it points to is not present");
    else if (M.InFirstPrivateCopy)
      Diags.remark(Plan.Construct->getBeginLoc(), "implicit translation of '" + abi::mapName(M, Text) +
                                                      "' in the firstprivate copy of '" + M.Var->getNameAsString() + "'");
    else if (M.Flags & ACORN_MAP_FLAG_IMPLICIT)
      Diags.remark(Plan.Construct->getBeginLoc(),
                   "implicit " + std::string(abi::mapKindName(M.Kind)).substr(10) + " of '" + abi::mapName(M, Text) +
                       "'" + (!M.Reach                       ? ""
                        : M.Kind == ACORN_MAP_ATTACH ? ", attached to the present data its subscripts reach"
                                                     : ", translated by the present data its subscripts reach"));
  for (const ValueDecl *Pack : Plan.PointerPacks)
    Diags.remark(Plan.Construct->getBeginLoc(), "implicit POINTER of each pointer of the pack '" +
                                                    Pack->getNameAsString() + "'");
  for (const MapItem &M : Plan.ElementAttachments) {
    std::string Arrays;
    for (const ElementIndex &E : llvm::reverse(M.Elements)) // as written: the last subscript is first
      Arrays += (Arrays.empty() ? "" : " x ") + (E.Extent ? std::to_string(E.Extent) : std::string("N"));
    Diags.remark(Plan.Construct->getBeginLoc(), "implicit ATTACH of '" + abi::mapName(M, Text) +
                                                    "' for every element the subscripts may reach (" + Arrays +
                                                    ", in a loop)");
  }
  for (const ValueDecl *Object : Plan.FirstPrivateFieldWalks)
    Diags.remark(Plan.Construct->getBeginLoc(), "implicit translation of the pointer fields of '" +
                                                    Object->getNameAsString() + "' in its firstprivate copy (" +
                                                    fieldList(Object, ", listed at run time") + ")");
  for (const ValueDecl *Object : Plan.PointerFieldObjects)
    Diags.remark(Plan.Construct->getBeginLoc(), "implicit ATTACH of the pointer fields of '" +
                                                    Object->getNameAsString() + "' (" + fieldList(Object, "") + ")");
  if (Plan.ThisPointerFields)
    Diags.remark(Plan.Construct->getBeginLoc(), "implicit ATTACH of the pointer fields of '*this' (those of each "
                                                "instantiation's type: the region reaches them through members of a "
                                                "dependent type or member functions)");
  std::vector<const LoopPlan *> Loops;
  for (const auto &Entry : Plan.Loops)
    Loops.push_back(Entry.second.get());
  llvm::sort(Loops, [](const LoopPlan *A, const LoopPlan *B) { return A->For->getBeginLoc() < B->For->getBeginLoc(); });
  // Loops the host runs (KernelsUnits.h) are reported in their place among the others.
  auto HostLoop = Plan.HostLoops.begin();
  auto ReportHostLoopsBefore = [&](SourceLocation Loc) {
    for (; HostLoop != Plan.HostLoops.end() && (Loc.isInvalid() || HostLoop->Loop->getBeginLoc() < Loc); ++HostLoop)
      Diags.remark(HostLoop->Loop->getBeginLoc(), hostLoopRemark(Plan, *HostLoop));
  };
  for (const LoopPlan *L : Loops) {
    ReportHostLoopsBefore(L->For->getBeginLoc());
    // A loop without directive of a parallel construct that no level was left to runs as written.
    if (!L->Directive && !L->InKernels && L->NoLevelLeft)
      continue;
    std::string Msg = "loop scheduled as " + levelsText(L->Levels);
    if (!L->TileSizes.empty() && L->Levels) {
      Msg += ", tile(";
      for (size_t I = 0; I < L->TileSizes.size(); ++I)
        Msg += (I ? ", " : "") + (L->TileSizes[I] ? Text.text(L->TileSizes[I]) : std::string("*"));
      Msg += ")";
      for (const LaunchUnit &U : Plan.Units)
        if (U.HostTrip == L && U.Tiles.Grid)
          Msg += ", one gang per tile" +
                 (U.Tiles.Lanes ? ", vector length " + std::to_string(U.Tiles.Lanes) : std::string());
    } else if (L->Collapse > 1 && L->Levels) {
      Msg += ", collapse(" + std::to_string(L->Collapse) + ")";
    }
    for (const StagedRead &S : L->Staged)
      Msg += ", '" + Text.text(S.Read) + "' staged in shared memory";
    for (const CacheItem &C : L->Cached)
      if (C.NotStagedWhy.empty())
        Msg += ", cache '" + Text.text(C.Item) + "' staged in shared memory by each gang";
    for (const ReductionItem &R : L->Reductions)
      Msg += std::string(llvm::is_contained(L->ImplicitReductions, R.Var) ? ", implicit" : ",") +
             " reduction on '" + abi::reductionName(R, Text) + "'";
    for (const ValueDecl *V : L->ImplicitPrivates)
      Msg += ", '" + V->getNameAsString() + "' private to each iteration";
    std::string SerialWhy = serialLaunchWhy(Plan, L->For, Text);
    if (!L->Levels && !L->SequentialWhy.empty())
      Msg += " (not parallel: " + L->SequentialWhy + ")";
    else if (L->NoLevelLeft)
      Msg += " (it could run in parallel, but the loops around and inside it use every level it could take)";
    else if (!L->Levels && !SerialWhy.empty())
      Msg += " (in a serial kernel: " + SerialWhy + ")";
    else if (!L->Levels && !L->Parallelizable)
      Msg += Plan.Kind == ACORN_REGION_KERNELS ? " (seq inside kernels)" : " (seq or auto)";
    Diags.remark(L->For->getBeginLoc(), Msg);
  }
  ReportHostLoopsBefore(SourceLocation());
  reportCacheDirectives(Plan.Block, Loops, Text, Diags);
  if (Plan.Kind != ACORN_REGION_KERNELS)
    return;
  reportHostStatements(Plan, Diags);
  if (!Plan.SingleLaunchWhy.empty())
    Diags.remark(Plan.Block->getBeginLoc(), "the region runs as one kernel whose loops use no gang: " +
                                                Plan.SingleLaunchWhy);
  for (const LaunchUnit &U : Plan.Units) {
    const Stmt *First = U.Body.front();
    if (U.Kind == ACORN_REGION_SERIAL || llvm::none_of(U.Body, holdsLoop))
      Diags.remark(First->getBeginLoc(), "statements run as a serial kernel");
    else if (!U.Levels)
      Diags.remark(First->getBeginLoc(), "loop nest runs sequentially on the device: no loop in it can run in "
                                         "parallel");
    else {
      std::string Launch;
      for (auto [E, What] : {std::pair{U.NumGangs, " gangs"}, std::pair{U.NumWorkers, " workers"},
                             std::pair{U.VectorLength, " vector lanes"}})
        if (E)
          Launch += (Launch.empty() ? " (" : ", ") + Text.text(E) + What;
      Diags.remark(First->getBeginLoc(), "loop nest runs as its own kernel" + Launch + (Launch.empty() ? "" : ")"));
    }
    // A loop the host could not run around launches of the nests it holds (its header).
    for (const auto &[S, Why] : Plan.SerialWhy)
      if (S == First && U.Kind != ACORN_REGION_SERIAL)
        Diags.remark(First->getBeginLoc(), "loop runs whole in one kernel, not on the host around launches: " + Why);
  }
}

} // namespace acorn
