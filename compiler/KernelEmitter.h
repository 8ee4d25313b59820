// Writes the device side of one launch: the capture list and the edits inside the user's region
// body (partitioned loop headers, reductions, privates, single-thread sections). The body keeps the
// user's text; only loop headers and directive lines are replaced.
#pragma once

#include "RegionAnalysis.h"

#include "clang/AST/PrettyPrinter.h"
#include "clang/Rewrite/Core/Rewriter.h"

namespace acorn {

class KernelEmitter {
public:
  KernelEmitter(const SourceText &Text, clang::Rewriter &RW, Reporter &Diags, const ComputePlan &Plan,
                const LaunchUnit &Unit, bool TargetIsC);

  /// Rewrites the unit's statements in place (in RW). Returns false after reporting an error.
  bool rewriteBody();

  /// `[captures] ACORN_HD (auto &__acorn_ex) mutable {` plus the construct's privates and reductions.
  std::string lambdaOpen() const;
  /// Closes what lambdaOpen opened.
  std::string lambdaClose() const;

  /// For C: the parameters of the outlined region function and the host arguments passed to them.
  struct Parameter {
    std::string Declaration; ///< e.g. "double *a"
    std::string Argument;    ///< e.g. "a" or "&x"
  };
  std::vector<Parameter> outlinedParameters() const;

  /// Declaration of a fresh variable like Var (same type and name).
  std::string declareLike(const clang::ValueDecl *Var) const;

private:
  std::string captureInit(const Capture &C) const;
  bool rewriteLoop(const LoopPlan &L, unsigned Context);
  bool rewriteAtomic(const clang::OpenACCAtomicConstruct *A);
  void rewriteStatements(const clang::Stmt *S, unsigned Context);
  void guardIfShared(const clang::Stmt *S, unsigned Context);
  bool writesSharedMemory(const clang::Stmt *S) const;
  bool isPrivateVar(const clang::ValueDecl *V) const;
  std::string reductionOpen(const ReductionItem &R, const std::string &Alias) const;
  std::string reductionClose(const ReductionItem &R, const std::string &Alias, unsigned Levels) const;
  unsigned reductionLevels(const ReductionItem &R, unsigned LoopLevels) const;
  clang::SourceLocation loopTextBegin(const LoopPlan &L) const;

  const SourceText &Text;
  clang::Rewriter &RW;
  Reporter &Diags;
  const ComputePlan &Plan;
  const LaunchUnit &Unit;
  bool TargetIsC;
  clang::PrintingPolicy Policy;
  unsigned Counter = 0;
  bool OK = true;
};

} // namespace acorn
