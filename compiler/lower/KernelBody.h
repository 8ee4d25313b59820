// The device side of one launch: the capture list and the edits inside the user's region body
// (partitioned loop headers, reductions, privates, atomics, single-thread sections). The body keeps
// the user's text; only loop headers and directive lines are replaced. Its parts live in
// KernelBody.cpp (statements, privates), KernelCaptures.cpp (captures, `this`), LowerLoop.cpp,
// LowerReduction.cpp and LowerAtomic.cpp.
#pragma once

#include "analysis/CanonicalLoop.h"
#include "analysis/ComputePlan.h"
#include "lower/LowerVLA.h"

#include "clang/AST/PrettyPrinter.h"
#include "clang/Rewrite/Core/Rewriter.h"

namespace acorn {

class KernelBody {
public:
  KernelBody(const SourceText &Text, clang::Rewriter &RW, Reporter &Diags, const ComputePlan &Plan,
             const LaunchUnit &Unit, bool TargetIsC);

  /// Rewrites the unit's statements in place (in RW). Returns false after reporting an error.
  bool rewriteBody();
  /// The same for the body of a device function (the unit of analyzeRoutineBody), whose code
  /// outside its loops runs with the Context levels already partitioned by its callers.
  bool rewriteRoutineBody(unsigned Context);

  /// `[captures] ACORN_HD (auto &__acorn_ex) mutable {` plus the construct's privates and reductions.
  std::string lambdaOpen() const;
  /// Declarations lambdaOpen begins the body with: references that give the declared globals
  /// macro expansions name their device copy (HostLowering::declaredShadows).
  std::string DeclaredShadows;
  std::string constantRedeclaration(const Capture &C) const;
  /// Closes what lambdaOpen opened.
  std::string lambdaClose() const;

  /// For C: the parameters of the outlined region function and the host arguments passed to them.
  struct Parameter {
    std::string Declaration; ///< e.g. "double *a"
    std::string Argument;    ///< e.g. "a" or "&x"
  };
  std::vector<Parameter> outlinedParameters() const;

  /// The host values that size the private copies of pointer sections (PrivateSection): each
  /// section's lower bound and bytes, computed before the launch (C: passed to the outlined region).
  std::vector<Parameter> privateSectionValues() const;
  /// After the launch configuration: the offset of each section's copy in its owner's storage.
  std::string privateSectionLayout() const;

  /// The code of a statement or expression in the kernel: the user's text with the edits already
  /// made to it (members reached through the object, VLA subscripts).
  std::string code(const clang::Stmt *S) const;
  /// The rewritten text of a whole clause expression or statement, with what was inserted after its
  /// last token (the closing of a cast around it). Not for subexpressions: an enclosing
  /// expression's insertions at the same place would come with it.
  std::string wholeCode(const clang::Stmt *S) const;

private:
  /// The code of S that is the whole expansion of one macro invocation: the invocation's text,
  /// with the edits made inside the expansion (MacroRewriter).
  std::string invocationCode(const clang::Stmt *S) const;
  /// The code of an expression macros spread over several places (printed when the object's
  /// members need the region's way to them).
  std::string spreadCode(const clang::Stmt *S) const;
  std::string printedWithMembers(const clang::Stmt *S) const;
  std::string declareLike(const clang::ValueDecl *Var) const;
  /// `T Name` (Name empty: the type T) with the declarator printed around the name
  /// (`double (*row)[7]`); in C, a variably modified type is the pointer to its scalars device code
  /// holds (LowerVLA.h).
  std::string declarator(clang::QualType T, const std::string &Name) const;
  clang::QualType spelledType(clang::QualType T) const;
  /// declareLike, or the declaration of the thread's copy for a private pointer section of Loop
  /// (null: of the construct).
  std::string declarePrivate(const clang::ValueDecl *Var, const LoopPlan *Loop) const;
  // KernelCaptures.cpp
  std::string captureInit(const Capture &C) const;
  const Capture *captureOf(const clang::ValueDecl *V) const; ///< null: not captured
  std::string captureName(const Capture &C) const;
  /// Whether E names a variable where the construct or a loop around E gives it a private copy.
  bool privateCopyAt(const clang::DeclRefExpr *E) const;
  void rewriteStatements(const clang::Stmt *S, unsigned Context);
  void removeCache(const clang::OpenACCCacheConstruct *C);
  void rewriteThis(const clang::Stmt *S);
  void rewriteFunctionNames(const clang::Stmt *S);
  void guardIfShared(const clang::Stmt *S, unsigned Context);
  /// The levels whose threads may run the unit's code: a region's, those its loops use; a
  /// routine's, any its callers launch.
  unsigned launchedLevels() const;
  /// Whether code partitioned across Levels (a vector loop, a routine vector's call) in code with
  /// Context partitioned runs in worker-single mode while the gang has several workers: one worker
  /// runs it (2.2.3), the others skip it.
  bool oneWorker(unsigned Levels, unsigned Context) const;
  /// Whether Call is a routine vector's call that one worker makes here (oneWorker).
  bool calledOnOneWorker(const clang::CallExpr *Call, unsigned Context) const;
  /// The text around a statement that makes Call on one worker (calledOnOneWorker), or none.
  std::pair<std::string, std::string> oneWorkerGuard(const clang::CallExpr *Call, unsigned Context) const;
  /// Code, the code of Call, as the value worker 0 computes when calledOnOneWorker says so.
  std::string oneWorkerValue(const clang::CallExpr *Call, const std::string &Code, unsigned Context) const;
  /// Rewrites the calls in S whose values one worker computes (oneWorkerValue).
  void valuesOnOneWorker(const clang::Stmt *S, unsigned Context);
  bool writesSharedMemory(const clang::Stmt *S) const;
  // RoutineCallOrder.cpp
  /// The outermost calls in S of routines with loop parallelism (WithVoid: those returning nothing too).
  std::vector<const clang::CallExpr *> routineCallsIn(const clang::Stmt *S, bool WithVoid = false) const;
  /// What runs on every thread before a statement the leader runs: Statements, under Declarations.
  struct Lifted {
    std::string Declarations, Statements;
    unsigned Context; ///< the levels partitioned around the statement
  };
  void liftRoutineCalls(const clang::Expr *E, Lifted &Out, bool Conditional);
  std::string routineCondition(const clang::Expr *Cond, const clang::CallExpr *Guarded, Lifted &Out,
                               bool Conditional);
  std::string routineValueDeclaration(const clang::Expr *Value, const std::string &Name) const;
  std::string leaderStatement(const clang::Stmt *S, const std::string &Code, unsigned Context) const;
  bool isPrivateVar(const clang::ValueDecl *V) const;
  /// One copy for the lanes of a gang or worker, in the private storage (PrivateSection).
  bool sharedByLanes(const clang::ValueDecl *V) const;
  /// A firstprivate scalar the lanes write: captured as __acorn_first_<name>, copied to the gang's copy.
  bool gangCopyOf(const clang::ValueDecl *V) const;
  /// `T (&Name) = ...;`: a reference to the private storage of Unit.PrivateSections[Index]; in a
  /// routine, to its shared copy, or on the host to Own (empty: a copy declared first).
  std::string storageReference(clang::QualType T, const std::string &Name, size_t Index,
                               const std::string &Own = "") const;
  bool writesLanesShared(const clang::Stmt *S) const;
  void shareDeclaredLocals(const clang::DeclStmt *DS, unsigned Context);
  // LowerLoop.cpp
  bool rewriteLoop(const LoopPlan &L, unsigned Context);
  std::string tileLoops(const LoopPlan &L, const std::string &N, size_t Count, const std::string &Tiles) const;
  std::string tileElementLoop(const std::string &Var, unsigned Levels, const std::string &TileSize) const;
  std::string loopVariableType(const CanonicalLoop &C, const std::string &Sfx, const std::string &Name = "") const;
  std::string loopVariable(const CanonicalLoop &C, const std::string &Sfx, const std::string &Index,
                           bool Declare = true) const;
  std::string loopBounds(const CanonicalLoop &C, const std::string &Sfx) const;
  std::string stageTile(const LoopPlan &L, const std::vector<CanonicalLoop> &Loops, const std::string &N,
                        unsigned Levels, const std::string &TileSize, unsigned Context);
  std::string stageCache(const LoopPlan &L, const std::string &N, unsigned Context);
  clang::SourceLocation loopTextBegin(const LoopPlan &L) const;
  // LowerReduction.cpp
  /// Loop: the loop whose clause R is (null: the compute construct's).
  std::string reductionOpen(const ReductionItem &R, const LoopPlan *Loop, const std::string &Alias) const;
  std::string reductionClose(const ReductionItem &R, const std::string &Alias, unsigned Levels) const;
  unsigned reductionLevels(const ReductionItem &R, unsigned LoopLevels) const;
  // VLAExtents.cpp
  std::vector<const clang::ValueDecl *> variablyModifiedVars() const;
  /// The host-computed extents of the VLA types the unit reaches (C: parameters of the outlined region).
  std::vector<Parameter> variablyModifiedExtents() const;
  std::string variablyModifiedCaptures() const; ///< `, __acorn_ext0 = __acorn_ext0`...
  bool lowerVariablyModifiedBody();
  /// The number of scalars in an object of the variably modified type T, a partitioned loop's row
  /// (an error at Where when device code does not know one of its extents).
  std::string vlaScalars(clang::QualType T, clang::SourceLocation Where) const;
  // LowerAtomic.cpp
  bool rewriteAtomic(const clang::OpenACCAtomicConstruct *A, unsigned Context);
  void rewriteDirectivesIn(const clang::Stmt *E);

  const SourceText &Text;
  clang::Rewriter &RW;
  Reporter &Diags;
  const ComputePlan &Plan;
  const LaunchUnit &Unit;
  bool TargetIsC;
  clang::PrintingPolicy Policy;
  unsigned Counter = 0;
  VlaScope Vla; ///< C: the extents of the VLA types the body reaches (lowerVariablyModifiedBody)
  unsigned StagedCount = 0; ///< tiles staged in shared memory so far (each its own buffer)
  /// The reductions whose private copies the statements being rewritten see, innermost last: the
  /// variable and the levels partitioned where its copy is made (each thread of those has one).
  std::vector<std::pair<const clang::ValueDecl *, unsigned>> ReductionCopies;
  bool OK = true;
};

} // namespace acorn
