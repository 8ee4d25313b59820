// One reader for the clauses of a directive. Every analysis reads a ClauseSet instead of walking
// clause lists itself, and the clauses Acorn does not implement yet on a directive are reported in
// one place (checkClauses), so nothing the user wrote is silently ignored.
#pragma once

#include "frontend/Reporter.h"

#include "acorn/abi.h"

#include "clang/AST/OpenACCClause.h"
#include "clang/AST/StmtOpenACC.h"

#include <optional>
#include <string>
#include <vector>

namespace acorn {

struct ReductionItem {
  clang::OpenACCReductionOperator Op;
  const clang::ValueDecl *Var = nullptr;
  const clang::Expr *Item = nullptr; ///< the var-list item as written
  clang::SourceLocation Loc;
  /// An array or array section (2.5.15): elements [Lower, Lower + Length) of Var are reduced, each
  /// on its own (resolveReductionItem).
  bool IsArray = false;
  int64_t Lower = 0, Length = 0;
  /// In a template: bounds that depend on template parameters, spelled as written (else null).
  const clang::Expr *DependentLower = nullptr, *DependentLength = nullptr;
  /// A pointer's section with run-time bounds: each thread's copy lives in the launch's private
  /// storage (PrivateSection), sized by the host.
  const clang::ArraySectionExpr *RuntimeSection = nullptr;
  /// A whole C variable-length array: each thread's copy in private storage, as for RuntimeSection.
  bool RuntimeWhole = false;
  /// A section of constant Length whose lower bound uses variables of the region (`out[r]` in a
  /// vector loop inside the gang loop over r): the device evaluates it where the loop starts, and
  /// each thread's copy is the Length elements in registers (acorn::ReductionWindow).
  const clang::Expr *DeviceLower = nullptr;
  /// An element of an array of arrays or of a pointer to pointers (`c[i][j]`), its two subscripts
  /// evaluated by the device where the loop starts; each thread's copy is the one element
  /// (acorn::ReductionPoint; IsArray too).
  const clang::Expr *PointRow = nullptr, *PointColumn = nullptr;
  /// A struct: the members reduced, each on its own, as paths from Var (`.x`, `.in.y`; arrays of
  /// them element by element): every arithmetic member, or the one member the clause names.
  std::vector<std::string> Members;
  /// A whole C array of arrays (`int hist[4][8]`, IsArray too): each thread's copy is an array of the
  /// same type, reduced element by element.
  bool Nested = false;
};

/// The async clause: absent, `async` (acc_async_noval) or `async(queue)`.
struct AsyncArg {
  bool Present = false;
  const clang::Expr *Queue = nullptr;
};

struct ClauseSet {
  // Compute and data constructs.
  const clang::Expr *If = nullptr;
  bool HasSelf = false;                      ///< self on a compute construct (2.5.4)
  const clang::Expr *SelfCondition = nullptr; ///< its condition; null: always
  AsyncArg Async;
  bool HasWait = false;                        ///< wait clause; no queues: all queues
  std::vector<const clang::Expr *> WaitQueues;
  const clang::Expr *WaitDevNum = nullptr; ///< wait(devnum: d: ...)
  const clang::Expr *NumGangs = nullptr, *NumWorkers = nullptr, *VectorLength = nullptr;
  const clang::Expr *NumGangs2 = nullptr, *NumGangs3 = nullptr; ///< num_gangs(n1, n2, n3): dimensions 2, 3
  bool DefaultNone = false, DefaultPresent = false;
  std::vector<const clang::OpenACCClause *> Data; ///< data clauses, in order
  std::vector<const clang::Expr *> Private, FirstPrivate;
  std::vector<ReductionItem> Reductions;
  // Loop constructs.
  unsigned Levels = 0; ///< explicit gang / worker / vector (ACORN_LEVEL_* bits)
  bool Seq = false, Auto = false, Independent = false;
  unsigned Collapse = 1;
  bool CollapseForce = false; ///< collapse(force:n): code between the loops is allowed
  /// In a template, a count that depends on its parameters (Collapse is then 1): the loop's plan
  /// takes the instantiations' (templateCollapse).
  bool CollapseDependent = false;
  std::vector<const clang::Expr *> Tile; ///< tile sizes, null for `*`
  /// gang(num:), worker(num:), vector(length:): the launch of a kernels loop nest (Clang 22 rejects
  /// them in parallel and serial regions, as 2.9.2-2.9.4 ask).
  const clang::Expr *LoopGangs = nullptr, *LoopWorkers = nullptr, *LoopVectorLength = nullptr;
  unsigned GangDim = 1; ///< gang(dim:d): the dimension of the gangs the loop is partitioned across
  // Data-moving directives.
  bool Finalize = false, IfPresent = false;
  // host_data.
  std::vector<const clang::Expr *> UseDevice;
  // init, shutdown, set.
  const clang::OpenACCDeviceTypeClause *DeviceType = nullptr;
  const clang::Expr *DeviceNum = nullptr, *DefaultAsync = nullptr;
};

/// Reads every clause of a list (unsupported ones are reported by checkClauses, not here). With
/// DeviceTypeGroups (compute and loop constructs), device_type starts a group of clauses for the
/// devices it names (2.4), and the clauses read are those an NVIDIA device takes.
ClauseSet readClauses(llvm::ArrayRef<const clang::OpenACCClause *> Clauses, bool DeviceTypeGroups = false);

/// Reports each clause, or clause form, that Acorn does not implement yet on directive S. Returns
/// false when it reported any.
bool checkClauses(const clang::OpenACCConstructStmt *S, llvm::ArrayRef<const clang::OpenACCClause *> Clauses,
                  Reporter &Diags);

/// The same for the clauses of a routine directive.
bool checkRoutineClauses(llvm::ArrayRef<const clang::OpenACCClause *> Clauses, Reporter &Diags);

/// The acorn_map_kind a data clause maps with, or nullopt for clauses that are not data clauses.
std::optional<acorn_map_kind> dataClauseKind(const clang::OpenACCClause *C);
/// The modifiers of a copy, copyin, copyout or create clause (Invalid for other clauses).
clang::OpenACCModifierKind dataClauseModifiers(const clang::OpenACCClause *C);
/// ACORN_MAP_FLAG_* bits for a data clause's modifiers (readonly, zero; OpenACC 3.4's always,
/// alwaysin, alwaysout).
unsigned dataClauseFlags(const clang::OpenACCClause *C);
/// The items of a data clause's var-list (empty for `self(condition)`).
llvm::ArrayRef<clang::Expr *> dataClauseItems(const clang::OpenACCClause *C);

/// The variable (or member through `this`) an item of a var-list refers to, looking through array
/// sections, subscripts and members of structs.
const clang::ValueDecl *rootVariable(const clang::Expr *E);

/// 2.4 device_type: the clauses that apply on an NVIDIA device.
std::vector<const clang::OpenACCClause *> nvidiaClauses(llvm::ArrayRef<const clang::OpenACCClause *> Clauses);

/// A one-dimensional section `p[lo:n]` of a pointer variable, or null.
const clang::ArraySectionExpr *pointerSection(const clang::Expr *E);

/// Names of clauses and directives as the user spells them.
std::string clauseName(clang::OpenACCClauseKind K);
std::string directiveName(clang::OpenACCDirectiveKind K);

/// The loop of a loop construct or combined construct, if S is one.
const clang::ForStmt *loopOfDirective(const clang::Stmt *S);

/// The value of gang(dim:d)'s argument (Clang has checked that it is a constant).
std::optional<int64_t> gangDim(const clang::Expr *E);

} // namespace acorn
