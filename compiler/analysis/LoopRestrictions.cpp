#include "analysis/LoopRestrictions.h"

#include "analysis/CanonicalLoop.h"
#include "analysis/StructuredBlock.h"

#include "clang/AST/StmtCXX.h"
#include "clang/AST/StmtOpenACC.h"

#include <map>

using namespace clang;

namespace acorn {
namespace {

// The directive as the user wrote its levels: "loop vector", "parallel loop gang".
std::string spelledDirective(const OpenACCConstructStmt *Directive, unsigned Levels) {
  std::string S = directiveName(Directive->getDirectiveKind());
  for (llvm::StringRef Level : llvm::split(levelsText(Levels), ", "))
    if (Levels)
      S += " " + Level.str();
  return S;
}

// 2.9: a loop without seq must have a trip count known when it starts, and its iterations run in
// parallel: none of them may end the loop for the others. Loops Acorn decides (kernels, auto) stay
// sequential when they can be left early (LoopDependence); a loop the user made parallel is an error.
bool checkJumps(const LoopPlan &L, const ClauseSet &Clauses, LoopPlace Place, const SourceText &Text,
                Reporter &Diags, llvm::SmallPtrSetImpl<const Stmt *> &Reported) {
  bool Decides = (Place.RegionKind == ACORN_REGION_KERNELS && !Clauses.Independent) || Clauses.Auto;
  if (!L.Directive || Clauses.Seq || Decides || !L.Parallelizable)
    return true;
  for (const ForStmt *F : collapsedNest(L.For, L.Collapse, L.CollapseForce)) {
    const Stmt *Jump = jumpOutOfLoop(F);
    if (!Jump || !Reported.insert(Jump).second)
      continue;
    Diags.error(Jump->getBeginLoc(),
                "'" + std::string(jumpKind(Jump)) + "' leaves the loop of the '" +
                    spelledDirective(L.Directive, Clauses.Levels) + "' directive at line " +
                    std::to_string(Text.line(L.Directive->getBeginLoc())) +
                    " early, but its iterations run in parallel: a loop that is not 'seq' runs all its "
                    "iterations (2.9); make it 'loop seq', or let the iterations test a flag instead");
    return false;
  }
  return true;
}

// 2.9.4: "When the parent compute construct is a parallel construct, or on an orphaned loop
// construct, ... no argument is allowed": the vector length is the compute construct's (a routine's
// loops run with the one of the construct that calls it). Clang 22 reports gang(num:) and
// worker(num:) there, and vector(length:) on serial constructs, but not this.
bool checkVectorLength(const LoopPlan &L, LoopPlace Place, Reporter &Diags) {
  if (!L.Directive || (Place.RegionKind == ACORN_REGION_KERNELS && !Place.Orphaned))
    return true;
  ArrayRef<const OpenACCClause *> Clauses;
  if (const auto *Loop = dyn_cast<OpenACCLoopConstruct>(L.Directive))
    Clauses = Loop->clauses();
  else if (const auto *Combined = dyn_cast<OpenACCCombinedConstruct>(L.Directive))
    Clauses = Combined->clauses();
  bool Combined = isa<OpenACCCombinedConstruct>(L.Directive);
  std::string Where = Place.Orphaned ? "an orphaned 'loop' construct (a loop of a routine)"
                      : Combined     ? "a '" + directiveName(L.Directive->getDirectiveKind()) + "' construct"
                                     : std::string("a 'loop' construct in a '") +
                                       (Place.RegionKind == ACORN_REGION_SERIAL ? "serial" : "parallel") + "' region";
  std::string From = Place.Orphaned ? "the compute construct that calls the routine" : "the compute construct";
  for (const OpenACCClause *C : Clauses)
    if (const auto *V = dyn_cast<OpenACCVectorClause>(C); V && V->hasIntExpr()) {
      Diags.error(V->getIntExpr()->getBeginLoc(),
                  "'length' argument on 'vector' clause is not permitted on " + Where +
                      ": only a loop of a 'kernels' region sets its vector length (2.9.4); the length is that "
                      "of " + From + " (its 'vector_length' clause)");
      return false;
    }
  return true;
}

// 2.9.11: "Every var in a reduction clause appearing on an orphaned loop construct must be private":
// the routine's own variables (its locals and parameters, or variables private to its caller's loop
// through them, or to an enclosing loop of the routine), not a global or a static member, which
// every thread of the program shares. (Clang 22 refuses static locals in routines.)
bool checkOrphanedReductions(const LoopPlan &L, LoopPlace Place, Reporter &Diags) {
  if (!Place.Orphaned)
    return true;
  bool OK = true;
  for (const ReductionItem &R : L.Reductions) {
    const auto *V = dyn_cast_or_null<VarDecl>(R.Var);
    if (!V || !V->hasGlobalStorage() || llvm::is_contained(Place.PrivateAbove, R.Var))
      continue;
    std::string Name = "'" + V->getNameAsString() + "'";
    Diags.error(R.Loc, "the reduction variable " + Name + " of an orphaned loop is a " +
                           (V->isStaticDataMember() ? "static member" : "global") +
                           " variable, which every thread shares: a variable in a 'reduction' clause of an "
                           "orphaned loop must be private (2.9.11); reduce into a local variable of the routine "
                           "and add it to " + Name + " once, with an atomic update");
    OK = false;
  }
  return OK;
}

// A loop's own variable is private to it (2.6.1): it cannot be a reduction variable of the loop
// (nor of a loop it collapses), whose value after the loop it would then be.
bool checkLoopVariableReductions(const LoopPlan &L, Reporter &Diags) {
  bool OK = true;
  for (const ForStmt *F : collapsedNest(L.For, L.Collapse, L.CollapseForce))
    for (const ReductionItem &R : L.Reductions)
      if (const VarDecl *V = loopVariable(F); V && R.Var == V) {
        Diags.error(R.Loc, "'" + V->getNameAsString() + "' is the variable of the loop, which is private to " +
                               "it (2.6.1): it cannot be a reduction variable of that loop (2.9.11)");
        OK = false;
      }
  return OK;
}

// A level clause written twice for one device type (`gang gang`: Clang 22 checks seq, auto,
// independent, collapse and tile so, not these), and tile beside collapse: tile names the loops
// of the nest it applies to itself, so collapse would be ignored (GCC refuses both).
bool checkRepeatedClauses(const LoopPlan &L, Reporter &Diags) {
  if (!L.Directive)
    return true;
  bool OK = true;
  std::map<OpenACCClauseKind, const OpenACCClause *> Seen;
  for (const OpenACCClause *C : L.Directive->clauses()) {
    OpenACCClauseKind K = C->getClauseKind();
    if (K == OpenACCClauseKind::DeviceType || K == OpenACCClauseKind::DType) {
      Seen.clear(); // a new group of clauses, for other device types
      continue;
    }
    bool Level = K == OpenACCClauseKind::Gang || K == OpenACCClauseKind::Worker || K == OpenACCClauseKind::Vector;
    if (!Level && K != OpenACCClauseKind::Tile && K != OpenACCClauseKind::Collapse)
      continue;
    if (const OpenACCClause *Before = Level ? Seen[K] : nullptr) {
      const char *Name = K == OpenACCClauseKind::Gang ? "gang" : K == OpenACCClauseKind::Worker ? "worker" : "vector";
      Diags.error(C->getBeginLoc(), "a second '" + std::string(Name) +
                                        "' clause on this loop: write each level once, with all its arguments");
      Diags.note(Before->getBeginLoc(), "the first is here");
      OK = false;
    }
    OpenACCClauseKind Other = K == OpenACCClauseKind::Tile ? OpenACCClauseKind::Collapse : OpenACCClauseKind::Tile;
    if (const OpenACCClause *Before = Level ? nullptr : Seen[Other]) {
      Diags.error(C->getBeginLoc(), "'tile' and 'collapse' on the same loop: tile(...) already names the loops "
                                    "of the nest it applies to, one size per loop; remove the collapse clause");
      Diags.note(Before->getBeginLoc(), "the other clause is here");
      OK = false;
    }
    Seen[K] = C;
  }
  return OK;
}

} // namespace

bool checkLoopRestrictions(const LoopPlan &L, const ClauseSet &Clauses, LoopPlace Place, const SourceText &Text,
                           Reporter &Diags, llvm::SmallPtrSetImpl<const Stmt *> &ReportedJumps) {
  bool OK = checkJumps(L, Clauses, Place, Text, Diags, ReportedJumps);
  OK &= checkVectorLength(L, Place, Diags);
  OK &= checkOrphanedReductions(L, Place, Diags);
  OK &= checkLoopVariableReductions(L, Diags);
  OK &= checkRepeatedClauses(L, Diags);
  return OK;
}

bool checkRoutineLoop(const LoopPlan &L, unsigned Levels, unsigned GangDim, Reporter &Diags) {
  bool OK = true;
  if ((L.ExplicitLevels & ACORN_LEVEL_GANG) && L.GangDim > GangDim) {
    Diags.error(L.Directive->getBeginLoc(), "a 'gang(dim:" + std::to_string(L.GangDim) + ")' loop in a 'gang" +
                                                (GangDim > 1 ? "(dim:" + std::to_string(GangDim) + ")" : "") +
                                                "' routine: its loops may use only the routine's own gang "
                                                "dimensions (2.15.1)");
    OK = false;
  }
  if (L.ExplicitLevels & ~Levels) {
    Diags.error(L.Directive->getBeginLoc(), "a '" + levelsText(L.ExplicitLevels) + "' loop in a " +
                                                (Levels ? "'" + levelsText(Levels) + "'" : std::string("'seq'")) +
                                                " routine: its loops may use only the routine's own levels (2.15.1)");
    OK = false;
  }
  // The variable is private (2.9.11), a local of the routine that each gang calling it has: as for a
  // variable declared in a compute region (warnGangPrivateReductions), each gang's copy combines the
  // iterations that gang ran.
  if (L.Levels & ACORN_LEVEL_GANG)
    for (const ReductionItem &R : L.Reductions)
      if (R.Var)
        Diags.warning(R.Loc, "'" + R.Var->getNameAsString() +
                                 "' is the routine's own, so each gang calling it has its own: this gang loop's "
                                 "reduction combines only the gang's own iterations");
  // Private storage is laid out by the launch, which a routine does not see.
  if (!L.PrivateSections.empty()) {
    Diags.unsupported(L.PrivateSections.front()->getBeginLoc(),
                      "a section of a pointer in a 'private' clause of a loop in a routine");
    OK = false;
  }
  for (const ReductionItem &R : L.Reductions)
    if (R.RuntimeSection || R.RuntimeWhole) {
      Diags.unsupported(R.Loc, "a reduction on a section with run-time bounds in a loop of a routine");
      OK = false;
    }
  return OK;
}

void reportMissingForLoop(const OpenACCConstructStmt *Directive, Reporter &Diags) {
  // A range-based for has no loop variable the iterations can be dealt by (GCC refuses it too).
  const Stmt *Next = isa<OpenACCLoopConstruct>(Directive) ? cast<OpenACCLoopConstruct>(Directive)->getLoop()
                     : isa<OpenACCCombinedConstruct>(Directive) ? cast<OpenACCCombinedConstruct>(Directive)->getLoop()
                                                                : nullptr;
  if (const auto *Range = dyn_cast_or_null<CXXForRangeStmt>(Next))
    Diags.error(Range->getBeginLoc(), "a range-based for loop under a loop directive is not supported by Acorn "
                                      "yet: write the loop over an index (for (size_t i = 0; i < v.size(); ++i)) "
                                      "or a pointer");
  else
    Diags.error(Directive->getBeginLoc(), "a loop directive must be followed by a for loop");
}

} // namespace acorn
