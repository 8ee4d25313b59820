// What a compute construct needs, decided once and read by the emitters: its data (explicit and
// implicit, 2.6.2 and 2.7), the variables each kernel captures and how, the launches it becomes
// (a kernels construct becomes one launch per loop nest), and the schedule of every loop (2.9).
#pragma once

#include "DataClauses.h"
#include "Reporter.h"
#include "SourceText.h"

#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

#include <memory>
#include <string>
#include <vector>

namespace acorn {

/// Mirrors acorn::Level in include/acorn/kernel.hpp.
enum LevelBits : unsigned { GangLevel = 1, WorkerLevel = 2, VectorLevel = 4 };
std::string levelsText(unsigned Levels); ///< "gang, vector" for feedback

struct ReductionItem {
  clang::OpenACCReductionOperator Op;
  const clang::ValueDecl *Var = nullptr;
  std::string Name;
  clang::SourceLocation Loc;
};
const char *reductionOpType(clang::OpenACCReductionOperator Op); ///< "acorn::OpAdd", ...

/// The schedule of one loop construct (or of the loop of a combined construct).
struct LoopPlan {
  const clang::OpenACCConstructStmt *Directive = nullptr;
  const clang::ForStmt *For = nullptr;
  unsigned Levels = 0; ///< 0: sequential
  unsigned Collapse = 1;
  bool Parallelizable = false;
  unsigned ExplicitLevels = 0;
  std::vector<const clang::ValueDecl *> Privates;
  std::vector<ReductionItem> Reductions;
  std::vector<LoopPlan *> Children;
};

struct Capture {
  const clang::ValueDecl *Var = nullptr;
  std::string Name;
  CaptureMode Mode = CaptureMode::Value;
  int MapIndex = -1;
};

/// One kernel launch: the whole region for parallel and serial, one loop nest (or a run of
/// sequential statements) of a kernels region.
struct LaunchUnit {
  int Kind = 0; ///< acorn::RegionKind: 0 parallel, 1 kernels, 2 serial
  std::vector<const clang::Stmt *> Body;
  unsigned Levels = 0;
  std::vector<Capture> Captures;
  std::vector<const clang::FunctionDecl *> Callees;
};

struct ComputePlan {
  const clang::OpenACCConstructStmt *Construct = nullptr;
  const clang::Stmt *Block = nullptr; ///< the structured block (the loop for combined constructs)
  std::string DirectiveName;          ///< "parallel loop", ...
  int Kind = 0;
  std::vector<MapItem> Maps;
  std::vector<const clang::ValueDecl *> Privates;
  std::vector<const clang::ValueDecl *> FirstPrivates;
  std::vector<ReductionItem> Reductions;
  std::string NumGangs, NumWorkers, VectorLength; ///< expression text, empty when absent
  std::string Async = "ACORN_ASYNC_SYNC";
  std::string If = "1";
  std::vector<std::string> WaitQueues; ///< wait clause: empty list with HasWait waits on all
  bool HasWait = false;
  std::vector<LaunchUnit> Units;
  llvm::DenseMap<const clang::Stmt *, std::unique_ptr<LoopPlan>> Loops; ///< by loop directive
};

/// Builds the plan of a compute or combined construct; reports errors and returns false when the
/// construct uses something Acorn cannot lower.
bool analyzeComputeConstruct(const clang::OpenACCConstructStmt *Construct, const SourceText &Text,
                             Reporter &Diags, ComputePlan &Plan);

/// -Minfo=accel feedback: the schedule of every loop and the launches of a kernels construct.
void reportPlan(const ComputePlan &Plan, Reporter &Diags);

/// The plans of clauses shared by the data-moving directives (data, enter/exit data, update).
bool collectMapItems(llvm::ArrayRef<const clang::OpenACCClause *> Clauses, const SourceText &Text,
                     Reporter &Diags, std::vector<MapItem> &Maps);

/// The async argument of an async clause ("ACORN_ASYNC_SYNC" without one).
std::string asyncArgument(llvm::ArrayRef<const clang::OpenACCClause *> Clauses,
                          const SourceText &Text);
/// The condition of an if clause ("1" without one).
std::string ifArgument(llvm::ArrayRef<const clang::OpenACCClause *> Clauses, const SourceText &Text);

/// Names of clauses and directives as the user spells them.
std::string clauseName(clang::OpenACCClauseKind K);
std::string directiveName(clang::OpenACCDirectiveKind K);

/// The loop construct or combined construct directive for a loop plan, if S is one.
const clang::ForStmt *loopOfDirective(const clang::Stmt *S);

} // namespace acorn
