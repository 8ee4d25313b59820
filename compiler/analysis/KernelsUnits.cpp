#include "analysis/KernelsUnits.h"

#include "analysis/AliasedWrites.h"
#include "analysis/CanonicalLoop.h"
#include "analysis/ExpressionForms.h"
#include "analysis/HostValues.h"
#include "analysis/LoopDependence.h"

#include <functional>

using namespace clang;

namespace acorn {

// Whether S is or holds a statement of one of the classes Ts.
template <class... Ts> static bool holds(const Stmt *S) {
  return S && (isa<Ts...>(S) || llvm::any_of(S->children(), holds<Ts...>));
}

// Whether a loop nest holds a loop that can run in parallel: a loop construct (its independence
// is the schedule's to decide), or a loop whose iterations are independent, a variable read after
// it (LiveAfter) being no private of it.
static bool hasParallelLoop(const Stmt *S, const ASTContext &Ctx, LiveAfterFn LiveAfter) {
  if (!S)
    return false;
  if (isa<OpenACCLoopConstruct>(S))
    return true;
  if (const auto *For = dyn_cast<ForStmt>(S); For && analyzeLoopDependence(For, Ctx, LiveAfter(For)).Independent)
    return true;
  return llvm::any_of(S->children(), [&](const Stmt *C) { return hasParallelLoop(C, Ctx, LiveAfter); });
}

namespace {

// What a statement of a kernels region becomes (KernelsUnits.h).
enum class Shape {
  Nest,       ///< a loop nest: a launch of its own
  HostLoop,   ///< a loop the host runs around the launches of its body's parts
  HostBranch, ///< an if or switch the host runs around the launches of its parts
  Block,      ///< a block whose statements are placed one by one (its declarations: HostLocal)
  HostLocal,  ///< a declaration of scalars the host runs in place (ComputePlan::HostLocals)
  DeviceLocal, ///< a declaration of scalars the region writes: a serial launch (ComputePlan::DeviceLocals)
  Serial,     ///< code of a serial launch
  Invalid,    ///< no part of a host loop's or switch's body: it jumps, or declares what later parts use
};

// The split of one kernels region into launches (splitKernelsRegion).
class RegionSplit {
public:
  RegionSplit(const Stmt *Region, const ASTContext &Ctx, const ComputePlan &Plan, LiveAfterFn LiveAfter,
              const KernelsVariables &Variables, llvm::ArrayRef<const DeclStmt *> TopDeclarations)
      : Region(Region), Ctx(Ctx), Plan(Plan), LiveAfter(LiveAfter), Variables(Variables),
        TopDeclarations(TopDeclarations) {}

  /// What S becomes. Restricted: S is a part of a host loop's or switch's body, which its serial
  /// launches may not leave (break, continue).
  Shape shape(const Stmt *S, bool Restricted);
  /// Adds the launches of S to Units, and the host statements around them.
  void place(const Stmt *S, bool Restricted);

  std::vector<LaunchUnit> Units;
  std::vector<ComputePlan::HostLoop> HostLoops;
  std::vector<ComputePlan::HostBranch> HostBranches;
  std::vector<const DeclStmt *> HostLocals, DeviceLocals;
  llvm::DenseMap<const DeclStmt *, DeviceReads> LocalReads;
  std::vector<std::pair<const Stmt *, std::string>> SerialWhy;

  /// Places Statements, those of the region's block: inside the host's block (a HostBranch of the
  /// block itself) when some are declarations the host runs in place (InPlace).
  void placeRegionBlock(const Stmt *Block, llvm::ArrayRef<const Stmt *> Statements, bool InPlace);
  /// Why the host cannot run DS in place there (whyNotHostLocal), or empty.
  std::string whyNotLocal(const DeclStmt *DS) const {
    llvm::SmallVector<const VarDecl *, 2> Reads;
    return whyNotHostLocal(DS, view(), Reads);
  }
  /// Whether the host can declare DS's scalars at the region's start, giving them device copies,
  /// and a serial launch assign their initialisers in place (ComputePlan::DeviceLocals): local
  /// scalars with initialisers whose names no other variable of the region has (the declaration
  /// moves out of its scope).
  bool deviceLocal(const DeclStmt *DS);

private:
  Shape decide(const Stmt *S, bool Restricted);
  std::optional<ComputePlan::HostLoop> hostLoop(const Stmt *Loop, std::string &Why);
  bool ordersLoops(const ForStmt *For) const;
  Shape serial(const Stmt *S, bool Restricted, const std::string &Why);
  /// Whether Parts, placed one by one, can run with the host running what holds them, and one of
  /// them launches a loop nest (Parallel: one with a loop that can run in parallel).
  bool splits(llvm::ArrayRef<const Stmt *> Parts, bool Restricted, bool Parallel);
  bool launchesNest(const Stmt *S, bool Restricted, bool Parallel);
  /// Why the host cannot evaluate the condition of S (an if, switch, while or do), or empty; the
  /// scalars it reads back first go to ConditionReads[S].
  std::string hostCondition(const Stmt *S, const Stmt *Init, const VarDecl *Variable, const Expr *Cond);
  /// Why Parts, the body of a host loop, cannot be placed one by one there, or empty.
  std::string whyNotParts(llvm::ArrayRef<const Stmt *> Parts);
  /// Why a declaration among Parts cannot run on the host in place, or empty.
  std::string whyNotLocals(llvm::ArrayRef<const Stmt *> Parts);
  HostView view() const { return {Region, HostVars, Variables.DeviceCopy, ReadBack}; }
  std::string at(const Stmt *S) const {
    return " at line " + std::to_string(Ctx.getSourceManager().getPresumedLineNumber(S->getBeginLoc()));
  }
  void placeNew(const Stmt *S, int Kind);
  /// The marks of the innermost host statement being placed (HostMarks).
  ComputePlan::HostMarks &marks() {
    auto [Loop, Index] = Containers.back();
    return Loop ? HostLoops[Index].Marks : HostBranches[Index].Marks;
  }
  void placeParts(const Stmt *S, bool Inner, bool Loop, size_t Index);

  const Stmt *Region;
  const ASTContext &Ctx;
  const ComputePlan &Plan;
  LiveAfterFn LiveAfter;
  const KernelsVariables &Variables;
  llvm::ArrayRef<const DeclStmt *> TopDeclarations;
  /// The device copies the host may read back: of variables from outside the region, or of its
  /// own declared at its start (HostDeclarations).
  std::function<bool(const VarDecl *)> ReadBack = [this](const VarDecl *V) {
    const SourceManager &SM = Ctx.getSourceManager();
    bool Outside = !SM.isPointWithin(V->getLocation(), Region->getBeginLoc(), Region->getEndLoc());
    bool Top = llvm::any_of(TopDeclarations, [&](const DeclStmt *DS) { return llvm::is_contained(DS->decls(), V); });
    return (Outside || Top || DeviceLocalVars.count(V)) && Variables.ReadBack(V);
  };
  std::vector<const VarDecl *> HostVars; ///< of the host loops around the statement at hand
  llvm::SmallPtrSet<const VarDecl *, 4> DeviceLocalVars; ///< declared by DeviceLocals
  llvm::DenseMap<const Stmt *, Shape> Shapes; ///< decided once: the dependence analysis is not cheap
  llvm::DenseMap<const Stmt *, ComputePlan::HostLoop> Loops;
  llvm::DenseMap<const Stmt *, std::vector<const VarDecl *>> ConditionReads;
  std::vector<std::pair<bool, size_t>> Containers; ///< host loops (true) and branches being placed
  size_t Boundary = 0; ///< a serial launch does not reach back past Units[Boundary]
};

// The parts of a statement the host runs: a block's statements, a loop's body's, an if's
// branches', a switch's statements without their case labels and breaks.
static llvm::SmallVector<const Stmt *, 8> partsOf(const Stmt *S) {
  if (const auto *For = dyn_cast<ForStmt>(S))
    return kernelsStatements(For->getBody());
  if (const auto *While = dyn_cast<WhileStmt>(S))
    return kernelsStatements(While->getBody());
  if (const auto *Do = dyn_cast<DoStmt>(S))
    return kernelsStatements(Do->getBody());
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    llvm::SmallVector<const Stmt *, 8> Parts = kernelsStatements(If->getThen());
    if (If->getElse())
      Parts.append(kernelsStatements(If->getElse()));
    return Parts;
  }
  if (const auto *Switch = dyn_cast<SwitchStmt>(S)) {
    llvm::SmallVector<const Stmt *, 8> Parts;
    for (const Stmt *C : kernelsStatements(Switch->getBody())) {
      while (const auto *Label = dyn_cast<SwitchCase>(C))
        C = Label->getSubStmt();
      if (!isa<BreakStmt>(C))
        Parts.push_back(C);
    }
    return Parts;
  }
  return kernelsStatements(S);
}

// The parts of a host loop's or switch's body may not leave it.
static bool restrictsParts(const Stmt *S, bool Restricted) {
  return Restricted || isa<ForStmt, WhileStmt, DoStmt, SwitchStmt>(S);
}

static const char *loopKind(const Stmt *S) {
  return isa<WhileStmt>(S) ? "'while'" : isa<DoStmt>(S) ? "'do'" : isa<ForStmt>(S) ? "'for'" : "range-based 'for'";
}

// What a statement is, for -Minfo: its kind when it is a loop or a switch, else nothing.
static std::string statementKind(const Stmt *S) {
  if (isa<SwitchStmt>(S))
    return "the 'switch'";
  return isa<WhileStmt, DoStmt, ForStmt, CXXForRangeStmt>(S) ? std::string("the ") + loopKind(S) + " loop"
                                                             : "the statement";
}

Shape RegionSplit::shape(const Stmt *S, bool Restricted) {
  if (auto It = Shapes.find(S); It != Shapes.end())
    return It->second;
  Shape Result = decide(S, Restricted);
  Shapes[S] = Result;
  return Result;
}

Shape RegionSplit::serial(const Stmt *S, bool Restricted, const std::string &Why) {
  if (Restricted && (!isa<Expr, IfStmt, CompoundStmt, NullStmt>(S) ||
                     holds<GotoStmt, IndirectGotoStmt, BreakStmt, ContinueStmt, ReturnStmt, DeclStmt>(S)))
    return Shape::Invalid;
  if (!Why.empty() && holds<ForStmt>(S))
    SerialWhy.push_back({S, Why});
  return Shape::Serial;
}

bool RegionSplit::launchesNest(const Stmt *S, bool Restricted, bool Parallel) {
  switch (shape(S, Restricted)) {
  case Shape::Nest:
    return !Parallel || hasParallelLoop(S, Ctx, LiveAfter);
  case Shape::HostLoop:
    return true;
  case Shape::HostBranch:
  case Shape::Block:
    return llvm::any_of(partsOf(S), [&](const Stmt *P) {
      return launchesNest(P, restrictsParts(S, Restricted), Parallel);
    });
  default:
    return false;
  }
}

bool RegionSplit::splits(llvm::ArrayRef<const Stmt *> Parts, bool Restricted, bool Parallel) {
  return llvm::none_of(Parts, [&](const Stmt *P) { return shape(P, Restricted) == Shape::Invalid; }) &&
         llvm::any_of(Parts, [&](const Stmt *P) { return launchesNest(P, Restricted, Parallel); });
}

std::string RegionSplit::hostCondition(const Stmt *S, const Stmt *Init, const VarDecl *Variable, const Expr *Cond) {
  std::string Kind = isa<IfStmt>(S) ? "'if'" : isa<SwitchStmt>(S) ? "'switch'" : loopKind(S);
  std::string What = "the condition of the " + Kind + at(S);
  if (Init || Variable)
    return What + " declares a variable or has an init statement";
  llvm::SmallVector<const VarDecl *, 4> Reads;
  if (const Expr *Unknown = hostReadable(Cond, view(), Reads))
    return What + " is no value the host knows: " + whyNotOnHost(Unknown, Ctx);
  ConditionReads[S].assign(Reads.begin(), Reads.end());
  return "";
}

std::string RegionSplit::whyNotLocals(llvm::ArrayRef<const Stmt *> Parts) {
  for (const Stmt *P : Parts)
    if (const auto *DS = dyn_cast<DeclStmt>(P))
      if (std::string Why = whyNotLocal(DS); !Why.empty() && !deviceLocal(DS))
        return Why;
  return "";
}

std::string RegionSplit::whyNotParts(llvm::ArrayRef<const Stmt *> Parts) {
  if (std::string Local = whyNotLocals(Parts); !Local.empty())
    return "its body declares " + Local;
  for (const Stmt *P : Parts)
    if (shape(P, true) == Shape::Invalid)
      return statementKind(P) + at(P) +
             (holds<GotoStmt, IndirectGotoStmt, BreakStmt, ContinueStmt, ReturnStmt>(P)
                  ? " leaves it (break, continue, return or goto)"
                  : " cannot run whole in a serial kernel there");
  return ""; // no loop nest with a loop that can run in parallel: one serial kernel is best
}

Shape RegionSplit::decide(const Stmt *S, bool Restricted) {
  if (isa<OpenACCLoopConstruct>(S))
    return Shape::Nest;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    return whyNotLocal(DS).empty() ? Shape::HostLocal
           : deviceLocal(DS)         ? Shape::DeviceLocal
                                     : serial(S, Restricted, "");
  if (isa<ForStmt, WhileStmt, DoStmt>(S)) {
    std::string Why;
    if (std::optional<ComputePlan::HostLoop> Loop = hostLoop(S, Why)) {
      Loops[S] = std::move(*Loop);
      return Shape::HostLoop;
    }
    if (isa<ForStmt>(S) && !Why.empty())
      SerialWhy.push_back({S, Why}); // -Minfo gives it on the nest's launch
    return isa<ForStmt>(S) ? Shape::Nest : serial(S, Restricted, Why);
  }
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    if (std::string Why = hostCondition(S, If->getInit(), If->getConditionVariable(), If->getCond()); !Why.empty())
      return serial(S, Restricted, Why);
    for (const Stmt *Branch : {If->getThen(), If->getElse()})
      if (std::string Local = Branch ? whyNotLocals(kernelsStatements(Branch)) : ""; !Local.empty())
        return serial(S, Restricted, "the block" + at(Branch) + " declares " + Local);
    return splits(partsOf(S), Restricted, false) ? Shape::HostBranch : serial(S, Restricted, "");
  }
  if (const auto *Switch = dyn_cast<SwitchStmt>(S)) {
    if (std::string Why = hostCondition(S, Switch->getInit(), Switch->getConditionVariable(), Switch->getCond());
        !Why.empty())
      return serial(S, Restricted, Why);
    llvm::SmallVector<const Stmt *, 8> Parts = partsOf(S);
    if (!isa<CompoundStmt>(Switch->getBody()) || llvm::any_of(Parts, [](const Stmt *P) { return isa<DeclStmt>(P); }) ||
        llvm::any_of(Parts, [](const Stmt *P) { return holds<SwitchCase>(P); }))
      return serial(S, Restricted, "the 'switch'" + at(S) +
                                       " declares variables or has case labels inside its statements");
    if (splits(Parts, true, false))
      return Shape::HostBranch;
    bool Leaves = llvm::any_of(Parts, [&](const Stmt *P) { return shape(P, true) == Shape::Invalid; });
    return serial(S, Restricted, Leaves ? "a statement of the 'switch'" + at(S) + " leaves it (break, continue)" : "");
  }
  if (isa<CompoundStmt>(S)) {
    llvm::SmallVector<const Stmt *, 8> Parts = partsOf(S);
    if (std::string Local = whyNotLocals(Parts); !Local.empty())
      return serial(S, Restricted, "the block" + at(S) + " declares " + Local);
    return splits(Parts, Restricted, false) ? Shape::Block : serial(S, Restricted, "");
  }
  if (isa<CXXForRangeStmt>(S))
    return serial(S, Restricted, "the range-based 'for' loop" + at(S) + " runs whole in one serial kernel (Acorn "
                                 "analyses 'for' loops in canonical form)");
  return serial(S, Restricted, "");
}

// Whether the host would run For around launches, were it able to: its body holds loops, and its
// iterations depend on each other (why it cannot is said only then).
bool RegionSplit::ordersLoops(const ForStmt *For) const {
  return holds<ForStmt>(For->getBody()) && !analyzeLoopDependence(For, Ctx, LiveAfter(For)).Independent;
}

// A loop the host runs around launches of the loop nests of its body (KernelsUnits.h), whose body
// is loop nests (one of them with a parallel loop) and statements between them: a for loop in
// canonical form with a header the host can evaluate, a variable no clause names, and iterations
// that depend on each other (else it is a parallel loop of its own); a while or do loop whose
// condition the host can evaluate. Why: why a while or do loop is none.
std::optional<ComputePlan::HostLoop> RegionSplit::hostLoop(const Stmt *S, std::string &Why) {
  ComputePlan::HostLoop Loop;
  Loop.Loop = S;
  if (const auto *For = dyn_cast<ForStmt>(S)) {
    std::string NotCanonical;
    SourceLocation Where;
    std::optional<CanonicalLoop> CL = analyzeCanonicalLoop(For, NotCanonical, Where);
    // The start and the step may read back only values no launch changes (read once).
    llvm::SmallVector<const VarDecl *, 4> Reads, Fixed;
    if (!CL || CL->Iterator)
      return std::nullopt;
    const Expr *Unknown = hostReadable(CL->Lower, view(), Fixed);
    Unknown = Unknown ? Unknown : hostReadable(CL->Upper, view(), Reads);
    Unknown = Unknown ? Unknown : CL->Step ? hostReadable(CL->Step, view(), Fixed) : nullptr;
    if (const VarDecl *const *Changed =
            llvm::find_if(Fixed, [&](const VarDecl *V) { return regionMayWrite(Region, V); });
        !Unknown && Changed != Fixed.end())
      Why = "the 'for' loop" + at(S) + " starts or steps with '" + (*Changed)->getNameAsString() +
            "', which the region may change";
    else if (Unknown)
      Why = "the header of the 'for' loop" + at(S) + " is no value the host knows: " + whyNotOnHost(Unknown, Ctx);
    if (!Why.empty()) {
      if (!ordersLoops(For))
        Why.clear();
      return std::nullopt;
    }
    for (const VarDecl *V : Fixed)
      if (!llvm::is_contained(Reads, V))
        Reads.push_back(V);
    auto Named = [&](const ValueDecl *V) {
      return llvm::any_of(Plan.Maps, [&](const MapItem &M) { return M.Var == V; }) ||
             llvm::is_contained(Plan.Privates, V) || llvm::is_contained(Plan.FirstPrivates, V) ||
             llvm::any_of(Plan.Reductions, [&](const ReductionItem &R) { return R.Var == V; });
    };
    if (Named(CL->Var))
      return std::nullopt;
    Loop.Var = CL->Var;
    Loop.Reads.assign(Reads.begin(), Reads.end());
  } else {
    const auto *While = dyn_cast<WhileStmt>(S);
    const Expr *Cond = While ? While->getCond() : cast<DoStmt>(S)->getCond();
    Why = hostCondition(S, nullptr, While ? While->getConditionVariable() : nullptr, Cond);
    if (!Why.empty())
      return std::nullopt;
    Loop.Reads = ConditionReads[S];
  }
  llvm::SmallVector<const Stmt *, 8> Body = partsOf(S);
  // Launches that all run on one thread would only add their latency to each iteration.
  if (Loop.Var)
    HostVars.push_back(Loop.Var);
  bool Parts = splits(Body, true, /*Parallel=*/true);
  const auto *For = dyn_cast<ForStmt>(S);
  if (!Parts && (!For || ordersLoops(For)))
    if (std::string Inside = whyNotParts(Body); !Inside.empty())
      Why = "the " + std::string(loopKind(S)) + " loop" + at(S) + " cannot run on the host around launches: " + Inside;
  if (Loop.Var)
    HostVars.pop_back();
  if (!Parts)
    return std::nullopt;
  if (For) {
    LoopDependence Dependence = analyzeLoopDependence(For, Ctx, LiveAfter(For));
    if (Dependence.Independent)
      return std::nullopt;
    Loop.Why = Dependence.Why;
  }
  return Loop;
}

// A new launch of S; a statement of a serial launch joins the one before it unless a host
// statement lies between them.
void RegionSplit::placeNew(const Stmt *S, int Kind) {
  if (Kind == ACORN_REGION_SERIAL && Units.size() > Boundary && Units.back().Kind == ACORN_REGION_SERIAL) {
    Units.back().Body.push_back(S);
    return;
  }
  LaunchUnit U;
  U.Kind = Kind;
  U.Body.push_back(S);
  Units.push_back(std::move(U));
}

// The parts of S, the host loop (Loop) or branch at Index, placed among its marks.
void RegionSplit::placeParts(const Stmt *S, bool Inner, bool Loop, size_t Index) {
  Containers.push_back({Loop, Index});
  auto Mark = [&](const Stmt *At) {
    marks().push_back({Units.size(), At});
    Boundary = Units.size();
  };
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    for (const Stmt *P : kernelsStatements(If->getThen()))
      place(P, Inner);
    if (If->getElse()) {
      Mark(If->getElse());
      for (const Stmt *P : kernelsStatements(If->getElse()))
        place(P, Inner);
    }
  } else if (const auto *Switch = dyn_cast<SwitchStmt>(S)) {
    for (const Stmt *C : kernelsStatements(Switch->getBody())) {
      for (; isa<SwitchCase>(C); C = cast<SwitchCase>(C)->getSubStmt())
        Mark(C);
      if (isa<BreakStmt>(C))
        Mark(C);
      else
        place(C, Inner);
    }
  } else {
    for (const Stmt *P : partsOf(S))
      place(P, Inner);
  }
  Containers.pop_back();
}

void RegionSplit::place(const Stmt *S, bool Restricted) {
  Shape Kind = shape(S, Restricted);
  if (Kind == Shape::DeviceLocal)
    DeviceLocals.push_back(cast<DeclStmt>(S));
  if (Kind == Shape::Nest || Kind == Shape::Serial || Kind == Shape::DeviceLocal) {
    placeNew(S, Kind == Shape::Nest ? ACORN_REGION_PARALLEL : ACORN_REGION_SERIAL);
    return;
  }
  Boundary = Units.size();
  if (Kind == Shape::HostLocal) { // run by the host where it stands, between launches
    const auto *DS = cast<DeclStmt>(S);
    marks().push_back({Units.size(), S});
    HostLocals.push_back(DS);
    llvm::SmallVector<const VarDecl *, 2> Reads;
    whyNotHostLocal(DS, view(), Reads);
    if (!Reads.empty())
      LocalReads[DS].assign(Reads.begin(), Reads.end());
    return;
  }
  bool Inner = restrictsParts(S, Restricted);
  bool Declares = llvm::any_of(partsOf(S), [](const Stmt *P) { return isa<DeclStmt>(P); });
  if (Kind == Shape::HostLoop) {
    size_t Index = HostLoops.size();
    HostLoops.push_back(Loops.find(S)->second);
    HostLoops[Index].FirstUnit = Units.size();
    const VarDecl *Var = HostLoops[Index].Var;
    if (Var)
      HostVars.push_back(Var);
    placeParts(S, Inner, true, Index);
    if (Var)
      HostVars.pop_back();
    HostLoops[Index].EndUnit = Units.size();
  } else if (Kind == Shape::HostBranch || Declares) {
    // (A block with declarations too: C's host code gives them its braces.)
    size_t Index = HostBranches.size();
    HostBranches.push_back({S, Units.size(), 0, {}, {}});
    if (Kind == Shape::HostBranch)
      HostBranches[Index].Reads = ConditionReads[S];
    placeParts(S, Inner, false, Index);
    HostBranches[Index].EndUnit = Units.size();
  } else {
    for (const Stmt *P : partsOf(S))
      place(P, Inner);
  }
  Boundary = Units.size();
}

bool RegionSplit::deviceLocal(const DeclStmt *DS) {
  for (const Decl *D : DS->decls()) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !V->hasLocalStorage() || !scalarLike(V->getType()) || V->getType()->isReferenceType() ||
        V->getType()->getContainedDeducedType() || !V->getInit() || V->getInitStyle() != VarDecl::CInit)
      return false;
    // Another variable of the same name in the region (declared, or from outside).
    bool Clash = false;
    std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S || Clash)
        return;
      if (const auto *R = dyn_cast<DeclRefExpr>(S))
        Clash = R->getDecl() != V && R->getDecl()->getDeclName() == V->getDeclName();
      if (const auto *Other = dyn_cast<DeclStmt>(S))
        for (const Decl *OD : Other->decls())
          Clash |= OD != V && isa<NamedDecl>(OD) && cast<NamedDecl>(OD)->getDeclName() == V->getDeclName();
      for (const Stmt *Child : S->children())
        Walk(Child);
    };
    Walk(Region);
    // (The construct's clauses name variables where the host declares it.)
    auto SameName = [&](const ValueDecl *Other) { return Other && Other->getDeclName() == V->getDeclName(); };
    if (Clash || llvm::any_of(Plan.Maps, [&](const MapItem &M) { return SameName(M.Var); }) ||
        llvm::any_of(Plan.Privates, SameName) || llvm::any_of(Plan.FirstPrivates, SameName) ||
        llvm::any_of(Plan.Reductions, [&](const ReductionItem &R) { return SameName(R.Var); }))
      return false;
  }
  for (const Decl *D : DS->decls())
    DeviceLocalVars.insert(cast<VarDecl>(D));
  return true;
}

void RegionSplit::placeRegionBlock(const Stmt *Block, llvm::ArrayRef<const Stmt *> Statements, bool InPlace) {
  if (!InPlace) {
    for (const Stmt *S : Statements)
      place(S, false);
    return;
  }
  size_t Index = HostBranches.size();
  HostBranches.push_back({Block, 0, 0, {}, {}});
  Containers.push_back({false, Index});
  for (const Stmt *S : Statements)
    place(S, false);
  Containers.pop_back();
  HostBranches[Index].EndUnit = Units.size();
}

} // namespace

llvm::SmallVector<const Stmt *, 8> kernelsStatements(const Stmt *Block) {
  llvm::SmallVector<const Stmt *, 8> Statements;
  if (const auto *CS = dyn_cast<CompoundStmt>(Block))
    Statements.append(CS->body_begin(), CS->body_end());
  else
    Statements.push_back(Block);
  return Statements;
}

bool splitKernelsRegion(const Stmt *Block, const ASTContext &Ctx, ComputePlan &Plan, LiveAfterFn LiveAfter,
                        const KernelsVariables &Variables, std::string &Why) {
  if (holds<GotoStmt, IndirectGotoStmt>(Block)) { // a label may be in another launch
    Why = "a goto in it may jump between its loop nests";
    return false;
  }
  // Declarations of the block run on the host: at the region's start where their initialisers are
  // values known there (and read no variable declared in place before them), else in place among
  // the launches (a mean computed from a reduction's result).
  std::vector<const DeclStmt *> Declarations, InPlace;
  llvm::SmallVector<const Stmt *, 8> Statements;
  if (isa<CompoundStmt>(Block)) {
    for (const Stmt *S : kernelsStatements(Block)) {
      const auto *DS = dyn_cast<DeclStmt>(S);
      auto ReadsInPlace = [&](const DeclStmt *Earlier) {
        return llvm::any_of(Earlier->decls(), [&](const Decl *D) {
          return isa<ValueDecl>(D) && firstMention(DS, cast<ValueDecl>(D));
        });
      };
      if (DS && hostDeclaration(DS, Block) && llvm::none_of(InPlace, ReadsInPlace)) {
        Declarations.push_back(DS);
        continue;
      }
      if (DS)
        InPlace.push_back(DS);
      Statements.push_back(S);
    }
  }
  RegionSplit Split(Block, Ctx, Plan, LiveAfter, Variables, Declarations);
  if (isa<CompoundStmt>(Block)) {
    for (const DeclStmt *DS : InPlace)
      if (std::string Local = Split.whyNotLocal(DS); !Local.empty() && !Split.deviceLocal(DS)) {
        Why = "its block declares " + Local;
        return false;
      }
    Split.placeRegionBlock(Block, Statements, !InPlace.empty());
  } else {
    // A loop, if or switch as the whole block is split only when the host runs it.
    Shape Kind = Split.shape(Block, false);
    if (Kind != Shape::HostLoop && Kind != Shape::HostBranch)
      return false;
    Split.place(Block, false);
  }
  Plan.Units = std::move(Split.Units);
  Plan.HostDeclarations = std::move(Declarations);
  Plan.HostLoops = std::move(Split.HostLoops);
  Plan.HostBranches = std::move(Split.HostBranches);
  Plan.HostLocals = std::move(Split.HostLocals);
  Plan.DeviceLocals = std::move(Split.DeviceLocals);
  Plan.LocalReads = std::move(Split.LocalReads);
  Plan.SerialWhy = std::move(Split.SerialWhy);
  return true;
}

} // namespace acorn
