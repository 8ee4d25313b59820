// What a compute construct needs, decided once and read by the lowering: its data (explicit and
// implicit, 2.6.2 and 2.7), the variables each kernel captures and how, the launches it becomes
// (a kernels construct becomes one launch per loop nest), and the schedule of every loop (2.9).
#pragma once

#include "analysis/DataAttributes.h"
#include "analysis/Declare.h"
#include "analysis/DeviceFunctions.h"
#include "analysis/LoopSchedule.h"
#include "frontend/SourceText.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <memory>
#include <vector>

namespace acorn {

struct Capture {
  const clang::ValueDecl *Var = nullptr; ///< null for `this`
  bool IsThis = false; ///< the device copy of *this: member calls and members not captured by name
  CaptureMode Mode = CaptureMode::Value;
  int MapIndex = -1;
  /// The capture's own name where the variable's would be taken: a global or static member that
  /// the region names as `::x` or `ns::x` beside another `x` (a local, a member) gets one of its
  /// own, and every use of it in the region names that; empty: the variable's name.
  std::string Name;
};

/// private or firstprivate of a pointer section (2.5.13-14, 2.9.10), or a private array or struct
/// that the lanes of a gang or worker share, or a variable of a gang or worker that the lanes write
/// (LanesShared.h): each gang, worker or lane (Owner: the innermost level
/// partitioned where the copy is declared) gets storage of its own, laid out by the host before the
/// launch (acorn::PrivateLayout), so the bounds are host values.
struct PrivateSection {
  const clang::ValueDecl *Var = nullptr;
  const clang::ArraySectionExpr *Section = nullptr; ///< null: the whole variable
  const LoopPlan *Loop = nullptr; ///< null: a clause of the compute construct
  unsigned Owner = ACORN_LEVEL_GANG;
  bool First = false; ///< firstprivate: filled from the original (mapped present_or_copyin)
  bool Reduction = false; ///< each thread's copy of a reduction section with run-time bounds
  /// Declared in the code of Owner (Loop's body; null Loop: the region outside its loops) and
  /// written by finer levels (LanesShared.h): its declaration is moved to the storage.
  bool Declared = false;
  /// A firstprivate scalar of the construct that finer levels write: the gang's copy, filled from
  /// the value captured under another name.
  bool Captured = false;
  /// A whole variable's one copy for the lanes of a gang or worker (not a section, a firstprivate
  /// or a reduction's copy).
  bool sharedByLanes() const { return !Section && !First && !Reduction; }
};

/// How a launch deals a tile nest one tile per gang (LaunchSize.h).
struct TileLaunch {
  bool Grid = false;     ///< two tiled loops: a 2-D grid of gangs, one tile each, found without division
  unsigned Lanes = 0;    ///< the vector length Acorn fixes, a divisor of Elements (0: not fixed)
  unsigned Elements = 0; ///< a tile's elements (when Lanes is set): each lane walks Elements / Lanes
};

/// kernels: scalars whose device copies may differ from the host's (earlier launches changed them,
/// or a data construct around the region holds them) that an expression the host evaluates reads:
/// a loop's or an if's condition, a loop header run after a launch (HostValues.h). The host reads
/// them back first and the expression reads those values (ComputePlan::ReadBacks).
using DeviceReads = std::vector<const clang::VarDecl *>;

/// One kernel launch: the whole region for parallel and serial, one loop nest (or a run of
/// sequential statements) of a kernels region.
struct LaunchUnit {
  int Kind = ACORN_REGION_PARALLEL;
  std::vector<const clang::Stmt *> Body;
  unsigned Levels = 0; ///< every level some loop of the launch uses
  /// gang(num:), worker(num:), vector(length:) of a loop in the launch (kernels), or null.
  const clang::Expr *NumGangs = nullptr, *NumWorkers = nullptr, *VectorLength = nullptr;
  std::vector<Capture> Captures;
  /// Size queries of standard containers from outside the region (`v.size()`): the host evaluates
  /// them at the launch and the region reads the values (DataAttributes.h, isContainerSizeQuery).
  std::vector<const clang::CXXMemberCallExpr *> HostValues;
  std::vector<const clang::FunctionDecl *> Callees;
  /// The loop whose trip count the host computes to size the grid (LaunchSize.h), or null.
  const LoopPlan *HostTrip = nullptr;
  TileLaunch Tiles; ///< when HostTrip is a tiled loop
  /// The grid from HostTrip holds no more gangs than the device runs at once: a reduction's gangs
  /// each combine their value into the result atomically.
  bool ResidentGrid = false;
  std::vector<PrivateSection> PrivateSections;
  unsigned GangDims = 1; ///< the highest gang(dim:) of its gang loops
  /// kernels: the launch's loop whose variable, a pointer passed by value, the host sets to its
  /// final value after the launch by running the loop's header (carryKernelsValues), or null;
  /// what it reads back first (a bound an earlier launch computed).
  const clang::ForStmt *FinalValueLoop = nullptr;
  DeviceReads FinalValueReads;
  /// The body of a routine (analyzeRoutineBody), whose code outside its loops runs with the levels
  /// in Context already partitioned by its callers. Its lanes' shared variables live in shared
  /// memory (acorn::lanes_shared), as no launch lays out storage for them.
  bool Routine = false;
  unsigned Context = 0;
};

struct ComputePlan {
  const clang::OpenACCConstructStmt *Construct = nullptr;
  const clang::Stmt *Block = nullptr; ///< the structured block (the construct itself when combined)
  int Kind = ACORN_REGION_PARALLEL;
  ClauseSet Clauses;
  std::vector<MapItem> Maps;
  /// Variables Maps copies whole whose pointer fields the lowered code attaches, listed for each
  /// instantiation of their type (ClosurePointers.h: lambdas, functors of a template).
  std::vector<const clang::ValueDecl *> PointerFieldObjects;
  /// In a member function of a class template, `*this` copied whole whose pointer fields the
  /// lowered code attaches, listed per instantiation (ClosurePointers.h: thisReachesUnnamedPointers).
  bool ThisPointerFields = false;
  /// C++: firstprivate variables with more pointer fields than the compiler lists one by one
  /// (FirstPrivatePointers.h): the lowered code lists them (no limit), the runtime translates them,
  /// and the capture writes the translations into the region's copy.
  std::vector<const clang::ValueDecl *> FirstPrivateFieldWalks;
  /// Implicit attachments of the pointer members of the elements that subscripts the region
  /// computes reach (`tab[b].vals`, MapItem::Elements): walked by loops of the lowered code, at
  /// any array size, after Maps are entered (StructMembers.h).
  std::vector<MapItem> ElementAttachments;
  /// Function parameter packs of pointers the region uses (`P *... ps`): each element is
  /// translated as a pointer without a clause is (ACORN_MAP_POINTER), from a map array of the
  /// pack's own, whose size each instantiation gives (`sizeof...(ps)`).
  std::vector<const clang::ValueDecl *> PointerPacks;
  std::vector<const clang::ValueDecl *> Privates;
  std::vector<const clang::ValueDecl *> FirstPrivates;
  std::vector<ReductionItem> Reductions; ///< of the compute construct itself
  std::vector<LaunchUnit> Units;
  llvm::DenseMap<const clang::Stmt *, std::unique_ptr<LoopPlan>> Loops; ///< by loop directive
  /// Calls of routines with loop parallelism: every thread of the levels they use makes them.
  llvm::SmallPtrSet<const clang::CallExpr *, 4> RoutineCalls;
  /// The levels of the routine each of RoutineCalls calls (those its loops may use).
  llvm::DenseMap<const clang::CallExpr *, unsigned> RoutineCallLevels;
  /// kernels: declarations of the region that the host runs at its start (KernelsUnits.h); their
  /// variables are the region's variables from outside.
  std::vector<const clang::DeclStmt *> HostDeclarations;
  /// Where statements the host runs among a host statement's launches fall: before Units[index]
  /// (EndUnit: after the last). The declarations it runs in place (HostLocals), an if's else (the
  /// else statement), a switch's case labels and breaks.
  using HostMarks = std::vector<std::pair<size_t, const clang::Stmt *>>;
  /// kernels: sequential loops the host runs around the launches of the loop nests they hold
  /// (KernelsUnits.h): Units[FirstUnit, EndUnit) run in each iteration. A for loop in canonical
  /// form, its variable passed to the launches by value; a while or do loop (Var null).
  struct HostLoop {
    const clang::Stmt *Loop = nullptr; ///< a ForStmt, WhileStmt or DoStmt
    const clang::VarDecl *Var = nullptr;
    size_t FirstUnit = 0, EndUnit = 0;
    std::string Why; ///< the dependence that keeps a for loop sequential
    DeviceReads Reads; ///< read back before each test of its condition
    HostMarks Marks;
  };
  std::vector<HostLoop> HostLoops;
  /// kernels: if and switch statements the host runs, and blocks whose declarations it runs
  /// (KernelsUnits.h), in source order: the launches of their parts are Units[FirstUnit, EndUnit).
  struct HostBranch {
    const clang::Stmt *S = nullptr;
    size_t FirstUnit = 0, EndUnit = 0;
    HostMarks Marks;
    DeviceReads Reads; ///< read back before the condition is evaluated
  };
  std::vector<HostBranch> HostBranches;
  /// kernels: declarations of scalars the host runs in place, among the launches (in blocks,
  /// branches and loops it runs): each launch takes their variables by value.
  std::vector<const clang::DeclStmt *> HostLocals;
  /// kernels: declarations of scalars among the nests that the region writes (a time loop's
  /// `double s = 0.0;` that a nest reduces into): their variables are declared by the host at the
  /// region's start, with device copies the launches share, and each declaration is a serial
  /// launch assigning its initialisers there.
  std::vector<const clang::DeclStmt *> DeviceLocals;
  /// kernels: the scalars the host reads back before it runs a declaration of HostLocals whose
  /// initialiser reads them (`float mean = sum / n;` after the launch reducing into sum).
  llvm::DenseMap<const clang::DeclStmt *, DeviceReads> LocalReads;
  /// kernels: every scalar the host reads back (DeviceReads), once: the map of its device copy (the
  /// variable whole), and whether the region never writes it (read once, when the region starts;
  /// else before each expression that reads it). The host's expressions read a temporary holding
  /// the device's value, and the host's variable keeps its own (2.6.2: copied back at the end).
  struct ReadBack {
    const clang::VarDecl *Var = nullptr;
    int Map = -1;
    bool Once = false;
  };
  std::vector<ReadBack> ReadBacks;
  /// kernels: statements holding loops that run whole in a serial launch, and why the host cannot
  /// run them around launches of their loop nests (-Minfo gives it for their loops); also a for
  /// loop whose header the host cannot evaluate, launched whole as a nest.
  std::vector<std::pair<const clang::Stmt *, std::string>> SerialWhy;
  /// kernels: why the region is one launch whose loops use no gang (KernelsUnits.h), or empty.
  std::string SingleLaunchWhy;
  bool declaredOnHost(const clang::VarDecl *V) const;
  /// A variable the host gives each launch by value: a host loop's, or one of HostLocals.
  bool passedByValue(const clang::ValueDecl *V) const;
};

/// What the analysis of a construct or routine reads of the whole unit.
struct UnitInfo {
  const DeclaredVariables *Declared = nullptr; ///< declare directives: their variables are present
  const RoutineLevels *Routines = nullptr;     ///< the levels of the routines regions call
  bool Gpu = true;                             ///< regions run on the GPU too
  /// The variables in data clauses of the data constructs lexically containing the construct
  /// (2.6.2 visible data clauses), with their clause's kind.
  llvm::DenseMap<const clang::ValueDecl *, acorn_map_kind> EnclosingData{};
  /// The default clause of the innermost data construct containing the construct that has one.
  const clang::OpenACCDefaultClause *EnclosingDefault = nullptr;
  llvm::DenseSet<const clang::ValueDecl *> EnclosingListed{}; ///< named in their data clauses
};

/// Builds the plan of a compute or combined construct; reports errors and returns false when the
/// construct uses something Acorn cannot lower.
/// The loops of Plan whose statements are in launch unit U.
std::vector<const LoopPlan *> loopsOf(const ComputePlan &Plan, const LaunchUnit &U);

bool analyzeComputeConstruct(const clang::OpenACCConstructStmt *Construct, const SourceText &Text,
                             Reporter &Diags, ComputePlan &Plan, const UnitInfo &Unit = UnitInfo());

/// The plan of the body of a device function with orphaned loops (2.9, 2.15.1): one launch unit
/// whose loops may use Levels (those of its routine directive; 0 for routine seq), captures none.
bool analyzeRoutineBody(const clang::FunctionDecl *Function, unsigned Levels, const SourceText &Text,
                        Reporter &Diags, ComputePlan &Plan, const UnitInfo &Unit = UnitInfo());

} // namespace acorn
