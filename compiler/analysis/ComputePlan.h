// What a compute construct needs, decided once and read by the lowering: its data (explicit and
// implicit, 2.6.2 and 2.7), the variables each kernel captures and how, the launches it becomes
// (a kernels construct becomes one launch per loop nest), and the schedule of every loop (2.9).
#pragma once

#include "analysis/DataAttributes.h"
#include "analysis/Declare.h"
#include "analysis/LoopSchedule.h"
#include "frontend/SourceText.h"

#include "llvm/ADT/DenseMap.h"

#include <memory>
#include <vector>

namespace acorn {

struct Capture {
  const clang::ValueDecl *Var = nullptr; ///< null for `this`
  bool IsThis = false; ///< the device copy of *this: member calls and members not captured by name
  CaptureMode Mode = CaptureMode::Value;
  int MapIndex = -1;
};

/// One kernel launch: the whole region for parallel and serial, one loop nest (or a run of
/// sequential statements) of a kernels region.
struct LaunchUnit {
  int Kind = ACORN_REGION_PARALLEL;
  std::vector<const clang::Stmt *> Body;
  unsigned Levels = 0; ///< every level some loop of the launch uses
  /// gang(num:), worker(num:), vector(length:) of a loop in the launch (kernels), or null.
  const clang::Expr *NumGangs = nullptr, *NumWorkers = nullptr, *VectorLength = nullptr;
  std::vector<Capture> Captures;
  std::vector<const clang::FunctionDecl *> Callees;
};

struct ComputePlan {
  const clang::OpenACCConstructStmt *Construct = nullptr;
  const clang::Stmt *Block = nullptr; ///< the structured block (the construct itself when combined)
  int Kind = ACORN_REGION_PARALLEL;
  ClauseSet Clauses;
  std::vector<MapItem> Maps;
  std::vector<const clang::ValueDecl *> Privates;
  std::vector<const clang::ValueDecl *> FirstPrivates;
  std::vector<ReductionItem> Reductions; ///< of the compute construct itself
  std::vector<LaunchUnit> Units;
  llvm::DenseMap<const clang::Stmt *, std::unique_ptr<LoopPlan>> Loops; ///< by loop directive
};

/// Builds the plan of a compute or combined construct; reports errors and returns false when the
/// construct uses something Acorn cannot lower.
/// Declared: the unit's declare directives (their variables are present in the region).
bool analyzeComputeConstruct(const clang::OpenACCConstructStmt *Construct, const SourceText &Text,
                             Reporter &Diags, ComputePlan &Plan, const DeclaredVariables *Declared = nullptr);

} // namespace acorn
