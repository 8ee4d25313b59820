// The analysis of one compute construct (or routine body) behind ComputePlan.h, shared by the files
// that implement it: ComputePlan.cpp (units, loops, liveness, the whole run) and ComputeCaptures.cpp
// (how each variable reaches the region). Not for use outside them.
#pragma once

#include "analysis/ComputePlan.h"

#include "analysis/AliasedWrites.h"
#include "analysis/CanonicalLoop.h"
#include "analysis/ClosurePointers.h"
#include "analysis/ExpressionForms.h"
#include "analysis/LaunchSize.h"
#include "analysis/KernelsValues.h"
#include "analysis/LoopDependence.h"
#include "analysis/LoopRestrictions.h"
#include "analysis/PrivateStorage.h"
#include "analysis/ReductionItems.h"
#include "analysis/ReductionResults.h"
#include "analysis/StructMembers.h"
#include "analysis/BarePointerClauses.h"
#include "analysis/FirstPrivatePointers.h"
#include "analysis/CacheStaging.h"
#include "analysis/TemplateInstances.h"
#include "analysis/TileStaging.h"
#include "analysis/UnitWalk.h"
#include "analysis/WholeObjectPointers.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace acorn {

/// Decides the data attributes, the captures and the loop schedules of one compute construct.
class ComputeAnalyzer {
public:
  ComputeAnalyzer(const SourceText &Text, Reporter &Diags, ComputePlan &Plan) : Text(Text), Diags(Diags), Plan(Plan) {}

  bool run(const clang::OpenACCConstructStmt *Construct);
  bool runRoutine(const clang::FunctionDecl *Function, unsigned Levels);
  UnitInfo Info;

private:
  void buildUnits();
  bool analyzeUnit(LaunchUnit &U);
  LoopPlan *addLoop(const clang::OpenACCConstructStmt *Directive, const ClauseSet &Clauses, const clang::ForStmt *Plain);
  bool decideCapture(LaunchUnit &U, const clang::ValueDecl *Var, bool IsMember, clang::SourceLocation Use);
  /// decideCapture's choice of how Var reaches the region (its capture, added to U).
  bool decideCaptureOf(LaunchUnit &U, const clang::ValueDecl *Var, bool IsMember, clang::SourceLocation Use);
  void reportDefaultNone(const clang::ValueDecl *Var, clang::SourceLocation Use);
  bool checkGlobalConstants(const UnitUses &V);
  /// default(none): whether Var, which no clause of the construct maps, has a data attribute of the
  /// user's all the same (a visible data clause, an explicit reduction) or needs none (2.6.2).
  bool exemptFromDefaultNone(const clang::ValueDecl *Var) const;
  bool checkImplicitPrivates(const UnitUses &V);
  int findMap(const clang::ValueDecl *Var) const;
  bool memberByName(const clang::ValueDecl *Member) const;
  void captureThis(LaunchUnit &U);
  /// Inserts M at Index of the maps (before the maps that fall inside it), moving the captures'.
  int insertMap(int Index, const MapItem &M);
  /// What 2.6.2 gives a variable mapped whole besides a part of it a clause maps.
  ImplicitContext wholeContext(const clang::ValueDecl *Var) const;
  void findLivenessScope();
  bool resolveReductions(std::vector<ReductionItem> &Reductions);
  void carryValues();
  VariableSet liveAfter(const clang::Stmt *S) const;
  /// kernels: V may have a device copy whose value the host's differs from (KernelsVariables).
  bool deviceCopy(const clang::ValueDecl *V) const;
  std::function<bool(const clang::ValueDecl *)> DeviceCopy = [this](const clang::ValueDecl *V) { return deviceCopy(V); };
  std::function<bool(const clang::ValueDecl *)> ReadBack = [this](const clang::ValueDecl *V) {
    return !(Info.Declared && Info.Declared->find(V));
  };
  KernelsVariables variables() const { return {DeviceCopy, ReadBack}; }

  const SourceText &Text;
  Reporter &Diags;
  ComputePlan &Plan;
  clang::SourceRange RegionRange;
  llvm::SmallPtrSet<const clang::ValueDecl *, 8> LoopReductionVars;
  /// Those of reduction clauses (LoopReductionVars has the implicit reductions too).
  llvm::SmallPtrSet<const clang::ValueDecl *, 8> ExplicitLoopReductionVars;
  llvm::DenseMap<const clang::ValueDecl *, ReductionItem> SectionReductions; ///< of pointers
  std::vector<PrivateSection> ConstructSections; ///< private/firstprivate sections of the construct's clauses
  bool OK = true;
  bool Orphaned = false; ///< the body of a routine (runRoutine)
  llvm::SmallPtrSet<const clang::Stmt *, 4> ReportedJumps;
  bool KernelsSingleGang = false;
  const clang::Stmt *FunctionBody = nullptr;    ///< the body of the function around the construct
  VariableSet SharedWithHost;            ///< variables whose value outlives a parallel or serial region
  UnitWalkContext walkContext();
  bool declaredInRegion(const clang::ValueDecl *V) const {
    return llvm::isa<clang::VarDecl>(V) &&
           Text.sourceManager().isPointWithin(V->getLocation(), RegionRange.getBegin(), RegionRange.getEnd());
  }
};

} // namespace acorn
