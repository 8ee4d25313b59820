// C++ device functions (2.15): routine functions, the functions regions call and the functions
// Clang emits only when used are compiled for host and device (ACORN_HD). (C: KernelUnit.cpp.)
// The directives device functions may contain (orphaned loops, atomics, cache) are lowered in
// their bodies against acorn::RoutineExec, for C++ in place and for C in the device unit's text.
#include "lower/HostLowering.h"
#include "analysis/DeviceReach.h"

#include "lower/Feedback.h"
#include "lower/KernelBody.h"
#include "frontend/ExpandedTokens.h"
#include "frontend/RoutineName.h"

#include "clang/AST/Attr.h"
#include "clang/AST/StmtOpenACC.h"

#include <functional>

using namespace clang;

namespace acorn {

// The first orphaned loop directive in S.
static const OpenACCLoopConstruct *firstLoopDirective(const Stmt *S) {
  if (!S)
    return nullptr;
  if (const auto *L = dyn_cast<OpenACCLoopConstruct>(S))
    return L;
  for (const Stmt *Child : S->children())
    if (const OpenACCLoopConstruct *L = firstLoopDirective(Child))
      return L;
  return nullptr;
}

void HostLowering::reportOrphanedLoop(const OpenACCLoopConstruct *L) {
  Diags.error(L->getBeginLoc(), "an orphaned 'loop' directive must be in a function with a 'routine' "
                                "directive (or inside a compute construct)");
  OK = false;
}

// The level clause a routine directive of Levels has: "gang", "worker", "vector" or "seq".
static std::string routineLevelName(unsigned Levels) {
  return Levels & ACORN_LEVEL_GANG ? "gang" : Levels & ACORN_LEVEL_WORKER ? "worker" : Levels ? "vector" : "seq";
}

// 2.15.1: a function has one level of parallelism; every routine directive for it (before its
// prototype, before its definition, or naming it) must give the same one (GCC: an error too).
bool HostLowering::checkRoutineLevels() {
  class Walk : public ASTWalk<Walk> {
  public:
    HostLowering &H;
    llvm::DenseMap<const FunctionDecl *, std::pair<unsigned, SourceLocation>> First; ///< by canonical declaration
    bool OK = true;
    explicit Walk(HostLowering &H) : H(H) {}
    bool shouldVisitTemplateInstantiations() const { return false; }
    void directive(const FunctionDecl *FD, ArrayRef<const OpenACCClause *> Clauses, SourceLocation Loc) {
      if (!H.Text.isUserCode(Loc))
        return;
      unsigned Levels = routineClauseLevels(Clauses);
      auto [It, New] = First.try_emplace(FD->getCanonicalDecl(), Levels, Loc);
      if (New || It->second.first == Levels)
        return;
      std::string Name = "'" + FD->getNameAsString() + "'";
      H.Diags.error(Loc, "this 'routine " + routineLevelName(Levels) + "' directive for " + Name +
                             " conflicts with the 'routine " + routineLevelName(It->second.first) +
                             "' directive at line " + std::to_string(H.Text.line(It->second.second)) +
                             ": every routine directive for a function must give it the same level of "
                             "parallelism (2.15.1)");
      H.Diags.note(It->second.second, "the first routine directive for " + Name);
      OK = false;
    }
    bool VisitFunctionDecl(FunctionDecl *FD) {
      for (const auto *A : FD->specific_attrs<OpenACCRoutineDeclAttr>())
        if (!A->isInherited())
          directive(FD, A->Clauses, A->getLocation());
      return true;
    }
    bool VisitOpenACCRoutineDecl(OpenACCRoutineDecl *D) {
      if (const FunctionDecl *FD = routineFunction(D))
        directive(FD, D->clauses(), D->getDirectiveLoc());
      return true;
    }
  } W(*this);
  W.TraverseDecl(Ctx.getTranslationUnitDecl());
  OK &= W.OK;
  return W.OK;
}

// 2.15.1: "If a call to a procedure with a nohost clause appears in another procedure but outside
// any compute construct, that other procedure must also have a nohost clause": such a procedure has
// no host version for host code to call. Host code calling it is an error; a routine without
// nohost calling it a warning (its host version would call what has none; Acorn compiles both for
// the host anyway, for host and multicore regions).
bool HostLowering::VisitCallExpr(CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Routines.noHost(Callee) || !Text.isUserCode(Call->getBeginLoc()) ||
      (CurrentFunction && Routines.noHost(CurrentFunction)))
    return true;
  std::string Name = "'" + Callee->getNameAsString() + "' is a 'nohost' routine (it has no host version)";
  if (CurrentFunction && isRoutine(CurrentFunction)) {
    std::string Caller = "'" + CurrentFunction->getNameAsString() + "'";
    Diags.warning(Call->getBeginLoc(), Name + ", but the routine " + Caller + " calls it and has no 'nohost' "
                                       "clause: a routine that calls a 'nohost' routine outside compute "
                                       "constructs must be 'nohost' too (2.15.1)");
    return true;
  }
  std::string Caller = CurrentFunction ? "'" + CurrentFunction->getNameAsString() + "'" : "code outside functions";
  Diags.error(Call->getBeginLoc(), Name + ", but " + Caller + " calls it outside any compute construct: only "
                                   "compute regions and 'nohost' routines may call it (2.15.1)");
  OK = false;
  return true;
}

// 2.15.1: a routine may call routines of its own levels and finer ones only (a seq routine none
// with loop parallelism, a vector routine no worker or gang routine).
void HostLowering::checkRoutineCalls(const FunctionDecl *FD) {
  unsigned Own = Routines.of(FD);
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *Call = dyn_cast<CallExpr>(S))
      if (const FunctionDecl *Callee = Call->getDirectCallee())
        if (unsigned Levels = Routines.of(Callee); Levels & ~Own) {
          Diags.error(Call->getBeginLoc(), "the " + routineLevelName(Own) + " routine '" + FD->getNameAsString() +
                                               "' calls the " + routineLevelName(Levels) + " routine '" +
                                               Callee->getNameAsString() +
                                               "': a routine may call only routines of its own level of "
                                               "parallelism or finer ones (2.15.1)");
          OK = false;
        }
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(FD->getBody());
}

// 2.15.1: a global a device function uses needs a device copy (GCC fails at link time, CUDA would
// quote Acorn's generated code).
void HostLowering::checkDeviceGlobals(const FunctionDecl *FD) {
  if (!FD->doesThisDeclarationHaveABody() || !Text.isUserCode(FD->getLocation()))
    return;
  std::string Function = "'" + FD->getNameAsString() + "'";
  if (isRoutine(FD) && !Routines.noHost(FD))
    warnDeviceResidentUses(FD);
  if (!Options.Gpu)
    return;
  for (const DeclRefExpr *Use : usesWithoutDeviceCopy(FD->getBody(), Declared, Ctx)) {
    const auto *V = cast<VarDecl>(Use->getDecl());
    std::string Name = "'" + V->getNameAsString() + "'";
    if (V->getTLSKind() != VarDecl::TLS_None)
      Diags.error(Use->getBeginLoc(), "the thread-local variable " + Name + " is used in " + Function +
                                          ", which runs on the device, where host threads' variables do not "
                                          "exist: pass its value as an argument");
    else if (V->isStaticLocal())
      Diags.error(Use->getBeginLoc(), "the static variable " + Name + " of " + Function +
                                          ", which runs on the device, has no device copy: give it one with "
                                          "'#pragma acc declare create(" + V->getNameAsString() + ")' (2.15.1)");
    else
      Diags.error(Use->getBeginLoc(), "the global variable " + Name + " is used in " + Function +
                                          ", which runs on the device, but has no device copy: add '#pragma acc "
                                          "declare create(" + V->getNameAsString() + ")' (or copyin, to copy its "
                                          "value) after its declaration (2.15.1)");
    OK = false;
  }
}

// 2.15.2: a routine using data that a declare directive makes device_resident must have nohost (the
// data has no host copy to use); the host version Acorn compiles reads the host variable C keeps.
void HostLowering::warnDeviceResidentUses(const FunctionDecl *FD) {
  llvm::SmallPtrSet<const VarDecl *, 4> Seen;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      if (const DeclaredVar *V = Declared.find(Ref->getDecl()); V && V->DeviceResident && Seen.insert(V->Var).second) {
        Diags.warning(Ref->getBeginLoc(), "'" + V->Var->getNameAsString() + "' is device_resident, so the routine "
                                              "directive of '" + FD->getNameAsString() + "', which uses it, must "
                                              "have the nohost clause (2.15.2)");
        Diags.note(V->Item->getBeginLoc(), "'" + V->Var->getNameAsString() + "' is made device_resident here");
      }
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(FD->getBody());
}

void HostLowering::lowerDeviceFunctionBody(const FunctionDecl *FD) {
  unsigned Levels = Routines.of(FD);
  if (!isRoutine(FD)) {
    // A function without a routine directive runs its atomics as routine seq; its loops would
    // need to know the levels of the callers (2.9; GCC requires the directive too).
    if (const OpenACCLoopConstruct *L = firstLoopDirective(FD->getBody())) {
      reportOrphanedLoop(L);
      return;
    }
  }
  ComputePlan Plan;
  if (!analyzeRoutineBody(FD, Levels, Text, Diags, Plan, {&Declared, &Routines, Options.Gpu})) {
    OK = false;
    return;
  }
  reportPlan(Plan, Text, Diags);
  // 2.13: declared globals through their device copy, first, so that the statements the body's
  // rewriting replaces (atomics, loop headers) take the renamed uses with them; but not the loops'
  // own copies of them (private, reduction).
  OwnVariables Own;
  for (const auto &Entry : Plan.Loops) {
    Own.insert(Entry.second->Privates.begin(), Entry.second->Privates.end());
    for (const ReductionItem &R : Entry.second->Reductions)
      Own.insert(R.Var);
  }
  rewriteDeclaredUsesInFunction(FD->getBody(), kernelRW(), Own);
  // The code outside the routine's loops runs with the levels above its own already partitioned.
  KernelBody Body(Text, kernelRW(), Diags, Plan, Plan.Units.front(), IsC);
  if (!Body.rewriteRoutineBody(levelsAbove(Levels)))
    OK = false;
  if (IsC)
    rewriteHostAtomics(FD->getBody());
  rewriteBoundCalls(FD->getBody(), kernelRW());
}

void HostLowering::markDeviceFunctionsCxx() {
  boundDeclarations(/*InUnit=*/false);
  // Implicit routines (2.15.1): what device code reaches through the functions it calls.
  FunctionSet Reached = DeviceFunctions;
  addReachedFunctionsCxx(Reached, Text);
  CxxDeviceCode Code = cxxDeviceCode(Ctx, Reached, Text);
  for (const FunctionDecl *FD : Code.Functions) {
    // After any template header (`template <class T> ACORN_HD T A<T>::f`), before the macro invocation
    // that defines it, if any.
    for (const FunctionDecl *R : FD->redecls()) {
      HostRW.InsertTextBefore(Text.sourceManager().getExpansionLoc(R->getInnerLocStart()), "ACORN_HD ");
      // 2.13: a default argument is the caller's code; a device caller's names declared globals'
      // device copies (`double *out = buf`).
      const FunctionDecl *Written = R->getTemplateInstantiationPattern() ? R->getTemplateInstantiationPattern() : R;
      for (const ParmVarDecl *P : Written->parameters())
        if (P->hasDefaultArg() && !P->hasInheritedDefaultArg() && !P->hasUnparsedDefaultArg() &&
            !P->hasUninstantiatedDefaultArg() && Text.isUserCode(P->getLocation()))
          for (const DeclRefExpr *E : rewriteDeclaredUses(P->getDefaultArg(), HostRW)) {
            Diags.unsupported(Text.sourceManager().getExpansionLoc(E->getBeginLoc()),
                              "a declared global named in a macro expansion in a default argument of a "
                              "device function");
            OK = false;
          }
    }
    if (llvm::is_contained(Code.Called, FD))
      Diags.remark(FD->getLocation(), "function '" + FD->getNameAsString() + "' is compiled for the device");
    if (llvm::is_contained(Code.Called, FD) || isRoutine(FD))
      checkDeviceGlobals(FD);
    // 2.13: device code names declared globals through their device copy.
    if (FD->doesThisDeclarationHaveABody() && Text.isUserCode(FD->getLocation())) {
      rewriteDeclaredUsesInFunction(FD->getBody(), HostRW);
      rewriteBoundCalls(FD->getBody(), HostRW);
    }
  }
  // After the `template` keyword, also inside a macro's expansion (`INSTANTIATE(double)`).
  MacroRewriter Macros(HostRW, Text.expandedTokens());
  for (const WrittenInstantiation &W : Code.ExplicitInstantiations)
    if (!Macros.insertBefore(W.Next, "ACORN_HD ")) {
      Diags.error(W.NameLoc, "Acorn cannot mark this explicit instantiation of '" + W.Name +
                                 "' for the device inside its macro's expansion: write it without the macro");
      OK = false;
    }
  Macros.apply();
  for (const WrittenInstantiation &W : Code.UnclearInstantiations) {
    Diags.error(W.NameLoc, "Acorn cannot tell whether this explicit instantiation names a function compiled for "
                           "the device or a host-only '" + W.Name + "' (one with OpenACC directives): give them "
                           "different names");
    OK = false;
  }
  for (const LambdaExpr *LE : Code.Lambdas) {
    HostRW.InsertTextAfter(Text.afterToken(LE->getIntroducerRange().getEnd()),
                           LE->hasExplicitParameters() ? " ACORN_HD" : " ACORN_HD ()");
    rewriteDeclaredUsesInFunction(LE->getBody(), HostRW);
    rewriteBoundCalls(LE->getBody(), HostRW);
  }
}

} // namespace acorn
