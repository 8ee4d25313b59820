#include "analysis/UnitWalk.h"

#include "analysis/ConstantSizes.h"
#include "analysis/DeviceLibrary.h"
#include "analysis/TemplateInstances.h"

#include "analysis/CanonicalLoop.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace acorn {
namespace {

// Whether an object of type T holds a pointer of any kind (data, function, member), in its
// elements, fields or bases.
bool holdsPointers(QualType T) {
  T = T.getCanonicalType();
  if (T->isAnyPointerType() || T->isMemberPointerType() || T->isBlockPointerType())
    return true;
  if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    return holdsPointers(AT->getElementType());
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (holdsPointers(B.getType()))
      return true;
  return llvm::any_of(RD->fields(), [](const FieldDecl *F) { return holdsPointers(F->getType()); });
}

/// Walks the statements of one launch: finds loop directives, variables from outside the region,
/// calls, and loop-private scopes.
class UnitVisitor : public ASTWalk<UnitVisitor> {
public:
  UnitVisitor(const UnitWalkContext &Context, LaunchUnit &U, UnitUses &Uses) : Context(Context), U(U), Uses(Uses) {}

  bool OK = true;

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitLambdaBody() const { return true; }

  bool TraverseOpenACCLoopConstruct(OpenACCLoopConstruct *S) {
    if (!checkClauses(S, S->clauses(), Context.Diags))
      OK = false;
    return traverseLoop(S, readClauses(S->clauses(), /*DeviceTypeGroups=*/true));
  }

  // In kernels, Acorn decides for every loop: one without a directive is planned like `loop`. In a
  // parallel construct (not a routine: no Construct), a canonical loop without a directive inside a
  // loop directive is planned like `loop auto` at the worker and vector levels (assignLevels);
  // elsewhere there it runs as written (at the top of the region, gang-redundantly). Its variable
  // must be its own (declared in its header): the code after it would read the one from outside.
  // The inner loops of a collapsed nest belong to the nest's plan.
  bool TraverseForStmt(ForStmt *F) {
    if (Collapsed.count(F))
      return RecursiveASTVisitor::TraverseForStmt(F);
    if (Context.Plan.Kind == ACORN_REGION_KERNELS)
      return traverseLoop(nullptr, ClauseSet(), F);
    if (Context.Plan.Kind != ACORN_REGION_PARALLEL || !Context.Plan.Construct || LoopStack.empty())
      return RecursiveASTVisitor::TraverseForStmt(F);
    std::string Why;
    SourceLocation Where;
    std::optional<CanonicalLoop> C = analyzeCanonicalLoop(F, Why, Where);
    if (!C || !C->DeclaredInInit)
      return RecursiveASTVisitor::TraverseForStmt(F);
    ClauseSet Auto;
    Auto.Auto = true;
    return traverseLoop(nullptr, Auto, F);
  }

  bool traverseLoop(OpenACCConstructStmt *S, const ClauseSet &Clauses, const ForStmt *Plain = nullptr) {
    LoopPlan *L = Context.AddLoop(S, Clauses, Plain);
    if (!L)
      return true;
    (LoopStack.empty() ? Uses.TopLoops : LoopStack.back()->Children).push_back(L);
    LoopStack.push_back(L);
    // Reduction variables are read outside the loop (the combine), so they are used here.
    for (const ReductionItem &R : L->Reductions)
      use(R.Var, R.Loc, isa<FieldDecl>(R.Var));
    // The headers of the collapsed loops are evaluated before the loop's privates exist; their
    // loop variables are private to the loop (2.6.1).
    std::vector<const ForStmt *> Nest = collapsedNest(L->For, L->Collapse, L->CollapseForce);
    // The variable that receives the loop's final value (LoopPlan::FinalValue) is used here.
    if (L->FinalValue)
      use(L->FinalValue, L->For->getBeginLoc(), false);
    Private.push_back({});
    // A kernels loop without a directive that is not in canonical form (`it < max && err > tol`)
    // only runs sequentially: its variable is the variable from outside, its last value kept.
    auto Canonical = [](const ForStmt *F) {
      std::string Why;
      SourceLocation Where;
      return analyzeCanonicalLoop(F, Why, Where).has_value();
    };
    for (const ForStmt *F : Nest)
      if (const VarDecl *V = loopVariable(F); V && (!Plain || Canonical(F)))
        Private.back().insert(V);
    // A partitioned iterator loop calls its class's operator- and operator+ (LowerLoop.cpp), which the
    // header need not: the device compiles them as it does the functions the region calls.
    for (const ForStmt *F : Nest) {
      std::string Why;
      SourceLocation Where;
      if (std::optional<CanonicalLoop> C = analyzeCanonicalLoop(F, Why, Where); C && C->Iterator)
        U.Callees.insert(U.Callees.end(), {C->Operators.Distance, C->Operators.Advance});
    }
    Collapsed.insert(Nest.begin() + 1, Nest.end());
    for (const ForStmt *F : Nest)
      for (const Stmt *Part : {F->getInit(), static_cast<const Stmt *>(F->getCond()),
                               static_cast<const Stmt *>(F->getInc())})
        if (Part)
          RecursiveASTVisitor::TraverseStmt(const_cast<Stmt *>(Part));
    for (const ValueDecl *V : L->Privates)
      Private.back().insert(V);
    for (const ReductionItem &R : L->Reductions)
      Private.back().insert(R.Var);
    bool Result = RecursiveASTVisitor::TraverseStmt(const_cast<Stmt *>(L->For->getBody()));
    Private.pop_back();
    LoopStack.pop_back();
    return Result;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    // Variables, and C++17 structured bindings (captured by value as variables are).
    if (isa<VarDecl, BindingDecl>(E->getDecl()))
      use(cast<ValueDecl>(E->getDecl()), E->getLocation(), false);
    return true;
  }

  bool TraverseMemberExpr(MemberExpr *E) {
    // A static data member named through an object (`this->factor`, `q.factor`) is the variable.
    if (const auto *Static = dyn_cast<VarDecl>(E->getMemberDecl())) {
      use(Static, E->getMemberLoc(), false);
      return true;
    }
    auto *This = dyn_cast<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts());
    if (!This)
      return RecursiveASTVisitor::TraverseMemberExpr(E);
    if (isa<FieldDecl>(E->getMemberDecl()))
      use(E->getMemberDecl(), E->getMemberLoc(), true);
    else
      Uses.UsesThis = true; // a member function
    return true;
  }

  // `v.size()` of a container from outside the region (a variable, or a member of this): a value
  // the host gives the region, so the container itself is not used there.
  bool TraverseCXXMemberCallExpr(CXXMemberCallExpr *E) {
    const Expr *Object = E->getImplicitObjectArgument();
    Object = Object ? Object->IgnoreParenImpCasts() : nullptr;
    const auto *Var = dyn_cast_or_null<DeclRefExpr>(Object);
    const auto *Member = dyn_cast_or_null<MemberExpr>(Object);
    bool FromOutside = (Var && isa<VarDecl>(Var->getDecl()) && !declaredInRegion(cast<VarDecl>(Var->getDecl()))) ||
                       (Member && isa<FieldDecl>(Member->getMemberDecl()) &&
                        isa<CXXThisExpr>(Member->getBase()->IgnoreParenImpCasts()));
    const ValueDecl *Container = Var ? Var->getDecl() : Member ? Member->getMemberDecl() : nullptr;
    bool Private = llvm::any_of(this->Private, [&](auto &Scope) { return Scope.count(Container); }) ||
                   llvm::is_contained(Context.Plan.Privates, Container) ||
                   llvm::is_contained(Context.Plan.FirstPrivates, Container);
    if (!FromOutside || Private || !isContainerSizeQuery(E) || E->getBeginLoc().isMacroID() ||
        E->getEndLoc().isMacroID())
      return RecursiveASTVisitor::TraverseCXXMemberCallExpr(E);
    U.HostValues.push_back(E);
    return true;
  }

  // A class declared in the region: its member functions are functions of their own (called as
  // device functions), not code of the region, and their `this` is their own object.
  bool TraverseCXXRecordDecl(CXXRecordDecl *) { return true; }

  // In a template, `scale_v<T>` names a specialization only at instantiation: a region lowered once
  // from the template's text cannot capture it (a constexpr one is a constant, usable as it is).
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    for (const NamedDecl *D : E->decls())
      if (const auto *VT = dyn_cast<VarTemplateDecl>(D); VT && !VT->getTemplatedDecl()->isConstexpr() &&
                                                          Context.Info.Gpu) {
        Context.Diags.error(E->getBeginLoc(), "the variable template '" + VT->getNameAsString() +
                                                  "' is named with a template's parameters in a compute region, "
                                                  "which Acorn does not support with GPU code; copy its value "
                                                  "into a local variable before the region, or compile with "
                                                  "-acc=multicore");
        OK = false;
        break;
      }
    return true;
  }

  // `this->p`, a pointer member of a dependent base: used by name, as the class's own pointers.
  bool TraverseCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *E) {
    return usesDependentBasePointer(E) || RecursiveASTVisitor::TraverseCXXDependentScopeMemberExpr(E);
  }
  bool TraverseUnresolvedMemberExpr(UnresolvedMemberExpr *E) {
    return usesDependentBasePointer(E) || RecursiveASTVisitor::TraverseUnresolvedMemberExpr(E);
  }
  bool usesDependentBasePointer(const Expr *E) {
    const FieldDecl *F = dependentBasePointer(E, Context.Text.astContext());
    if (F)
      use(F, E->getExprLoc(), true);
    return F;
  }

  bool VisitCXXThisExpr(CXXThisExpr *) {
    Uses.UsesThis = true;
    return true;
  }

  // A lambda capturing [*this] copies the device copy of the object (KernelBody::rewriteThis).
  bool VisitLambdaExpr(LambdaExpr *E) {
    for (const LambdaCapture &C : E->explicit_captures())
      Uses.UsesThis |= C.getCaptureKind() == LCK_StarThis;
    return true;
  }

  // In a template, members resolved only at instantiation reach the object without a `this`.
  bool VisitExpr(Expr *E) {
    if (E->getType().isNull())
      return true; // a template's `T p(i, 0)`: the initialiser's ParenListExpr has no type
    Uses.UsesThis |= reachesThisImplicitly(E, Context.Text.astContext());
    checkLongDouble(E);
    return true;
  }

  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *FD = E->getDirectCallee();
    if (!FD) {
      // In a template, a call its parameters decide: the callees of its instantiations (-Minfo lists
      // them among the functions compiled for the device).
      if (E->isInstantiationDependent())
        for (const CallExpr *Same :
             instantiatedCalls(E, enclosingTemplatedFunction(E, Context.Text.astContext())))
          if (const FunctionDecl *Callee = Same->getDirectCallee())
            U.Callees.push_back(Callee);
      return true;
    }
    // 3.1: the runtime's routines other than acc_on_device are host routines.
    if (isHostRuntimeRoutine(FD, Context.Text.sourceManager())) {
      Context.Diags.error(E->getBeginLoc(), "'" + FD->getName().str() +
                                                "' is a host routine of the OpenACC runtime (3.1): a compute "
                                                "region may call acc_on_device only");
      OK = false;
    }
    U.Callees.push_back(FD);
    if (unsigned Levels = Context.Info.Routines ? Context.Info.Routines->of(FD) : 0) {
      Context.Plan.RoutineCalls.insert(E);
      Context.Plan.RoutineCallLevels[E] = Levels;
      Uses.CalledLevels |= Levels;
      (LoopStack.empty() ? Uses.TopCalls : LoopStack.back()->Calls)
          .push_back({E, FD, Levels, Context.Info.Routines->gangDim(FD)});
    }
    return true;
  }

  // The GPU has no x87 80-bit arithmetic: Clang compiles long double device code that fails at
  // run time (an illegal address, garbage); nor 128-bit floating arithmetic (__float128, which
  // Clang refuses inside Acorn's headers). Said once per launch, at the first use.
  void checkLongDouble(const Expr *E) {
    if (!Context.Info.Gpu || ReportedLongDouble)
      return;
    std::string Type = floatingTypeGpuLacksComputed(E, Context.Text.astContext());
    if (Type.empty())
      return;
    ReportedLongDouble = true;
    Context.Diags.error(E->getBeginLoc(), "'" + Type + "' cannot be used in a compute region when GPU code is "
                                          "generated (the GPU has no " + Type + " arithmetic); use double in the "
                                          "region, or compile with -acc=multicore");
    OK = false;
  }
  bool ReportedLongDouble = false;

  // CUDA device code has no variable-length arrays (Clang's error would speak of __host__
  // __device__ functions and point into Acorn's headers).
  bool VisitVarDecl(VarDecl *D) {
    // A kernels declaration the host made at the region's start (ComputePlan::DeviceLocals): the
    // launch assigns its device copy.
    if (llvm::any_of(Context.Plan.DeviceLocals,
                     [&](const DeclStmt *DS) { return llvm::is_contained(DS->decls(), static_cast<Decl *>(D)); }))
      use(D, D->getLocation(), false);
    if (Context.Info.Gpu && D->getType()->isVariableArrayType() && !isa<ParmVarDecl>(D) &&
        !Context.Plan.declaredOnHost(D) && foldedArraySizes(D, Context.Text.astContext(), true).empty()) {
      Context.Diags.error(D->getLocation(), "the variable-length array '" + D->getNameAsString() +
                                                "' cannot be declared in a compute region when GPU code is "
                                                "generated (device code has no variable-length arrays); declare "
                                                "it before the construct and name it in a private clause (each "
                                                "thread then gets its own copy), give it a constant size, or "
                                                "compile with -acc=multicore");
      OK = false;
    }
    return true;
  }

  bool VisitOpenACCDeclareDecl(OpenACCDeclareDecl *D) {
    Context.Diags.unsupported(D->getBeginLoc(), "a 'declare' directive inside a compute region");
    OK = false;
    return true;
  }

  bool VisitOpenACCComputeConstruct(OpenACCComputeConstruct *S) {
    Context.Diags.error(S->getBeginLoc(), "a compute construct cannot be nested in another compute construct");
    OK = false;
    return true;
  }
  bool VisitOpenACCConstructStmt(OpenACCConstructStmt *S) {
    if (isa<OpenACCLoopConstruct, OpenACCComputeConstruct, OpenACCAtomicConstruct>(S))
      return true;
    if (isa<OpenACCCacheConstruct>(S)) { // 2.10: staged or read where it is (CacheStaging.h)
      if (!insideLoop(S)) {
        Context.Diags.error(S->getBeginLoc(), "a 'cache' directive belongs at the top of a loop (2.10): this one "
                                              "is in no loop of the region");
        OK = false;
      }
      return true;
    }
    // Data, host_data, enter and exit data, update, wait, init, shutdown and set are host directives
    // (2.6.5, 2.8, 2.14, 2.16): GCC and NVHPC reject them in a compute region too.
    Context.Diags.error(S->getBeginLoc(),
                        "the '" + directiveName(S->getDirectiveKind()) + "' directive cannot appear in a compute region");
    OK = false;
    return true;
  }

private:
  // Whether a loop of the region (or of a routine) holds S.
  bool insideLoop(const Stmt *S) const {
    auto &Ctx = const_cast<ASTContext &>(Context.Text.astContext());
    DynTypedNode Node = DynTypedNode::create(*S);
    for (DynTypedNodeList Parents = Ctx.getParents(Node); !Parents.empty(); Parents = Ctx.getParents(Node)) {
      Node = Parents[0];
      if (Node.get<ForStmt>() || Node.get<WhileStmt>() || Node.get<DoStmt>() || Node.get<CXXForRangeStmt>())
        return true;
      if (Node.get<OpenACCComputeConstruct>() || Node.get<OpenACCCombinedConstruct>() || Node.get<Decl>())
        return false;
    }
    return false;
  }

  void use(const ValueDecl *V, SourceLocation Loc, bool IsMember) {
    if (!V)
      return;
    // A variable only the dependence analysis made private (applyDependenceAnalysis) still has no
    // attribute of the user's: default(none) asks for one (ComputeAnalyzer::checkImplicitPrivates).
    bool ImplicitlyPrivate = false;
    for (size_t I = 0; I < Private.size(); ++I)
      if (Private[I].count(V)) {
        if (!llvm::is_contained(LoopStack[I]->ImplicitPrivates, V))
          return;
        ImplicitlyPrivate = true;
      }
    if (ImplicitlyPrivate) {
      const auto *VD = dyn_cast<VarDecl>(V);
      if (VD && !IsMember && !declaredInRegion(VD) && Uses.ImplicitPrivates.insert(VD))
        Uses.FirstUse.try_emplace(V, Loc);
      return;
    }
    if (const auto *B = dyn_cast<BindingDecl>(V)) {
      if (Context.Text.sourceManager().isPointWithin(B->getLocation(), Context.Region.getBegin(),
                                                     Context.Region.getEnd()))
        return;
    } else if (!IsMember) {
      const auto *VD = cast<VarDecl>(V);
      // Declared inside the region: private to the region by construction.
      if (declaredInRegion(VD))
        return;
      // Global constants are visible to device code (and to the C kernel unit) as they are.
      if (VD->hasGlobalStorage() && !VD->isStaticLocal() && VD->getType().isConstQualified() && VD->hasInit() &&
          !VD->getType()->isArrayType() && !VD->getType()->isRecordType()) {
        if (Uses.GlobalConstants.insert(VD))
          Uses.FirstUse[V] = Loc;
        return;
      }
      // C++: a constexpr global holding pointers (a table of functions) is the device compile's
      // own, made with device addresses (Clang makes it __constant__ there); the host's copy holds
      // the host's addresses.
      if (Context.Text.langOptions().CPlusPlus && VD->isConstexpr() &&
          (VD->isFileVarDecl() || VD->isStaticDataMember()) && holdsPointers(VD->getType())) {
        if (Uses.GlobalConstants.insert(VD))
          Uses.FirstUse[V] = Loc;
        return;
      }
      // C++: device code names a declared global's device copy itself (LowerDeclare).
      if (const DeclaredVar *D = Context.Info.Declared ? Context.Info.Declared->find(VD) : nullptr;
          D && D->Global && Context.Text.langOptions().CPlusPlus) {
        if (Uses.DeclaredGlobals.insert(V))
          Uses.FirstUse[V] = Loc;
        return;
      }
    } else {
      Uses.Members.insert(V);
    }
    if (Uses.Outer.insert(V))
      Uses.FirstUse[V] = Loc;
  }

  // (A declaration the host runs, KernelsUnits.h, declares the region's variables from outside.)
  // (Where the declaration was written: a type from a macro, `REAL *p`, begins in the macro's
  // expansion, whose raw location says nothing about the file's order.)
  bool declaredInRegion(const VarDecl *VD) const {
    const SourceManager &SM = Context.Text.sourceManager();
    auto Inside = [&](SourceLocation L) {
      return SM.isPointWithin(SM.getExpansionLoc(L), Context.Region.getBegin(), Context.Region.getEnd());
    };
    return ((Inside(VD->getBeginLoc()) && Inside(VD->getEndLoc())) || Inside(VD->getLocation())) &&
           !Context.Plan.declaredOnHost(VD);
  }

  const UnitWalkContext &Context;
  LaunchUnit &U;
  UnitUses &Uses;
  std::vector<LoopPlan *> LoopStack;
  llvm::SmallPtrSet<const ForStmt *, 4> Collapsed; ///< inner loops of collapsed nests
  std::vector<llvm::SmallPtrSet<const ValueDecl *, 4>> Private;
};

} // namespace

const CXXMethodDecl *enclosingMethod(const Stmt *S, const ASTContext &Context) {
  auto &Ctx = const_cast<ASTContext &>(Context); // the parent map is built on first use
  DynTypedNode Node = DynTypedNode::create(*S);
  for (DynTypedNodeList Parents = Ctx.getParents(Node); !Parents.empty(); Parents = Ctx.getParents(Node)) {
    Node = Parents[0];
    if (const auto *M = Node.get<CXXMethodDecl>(); M && !M->getParent()->isLambda())
      return M;
    if (const auto *F = Node.get<FunctionDecl>(); F && !isa<CXXMethodDecl>(F))
      return nullptr;
  }
  return nullptr;
}

// The class whose member function holds S (through lambdas), or null.
static const CXXRecordDecl *enclosingClass(const Stmt *S, const ASTContext &Context) {
  const CXXMethodDecl *M = enclosingMethod(S, Context);
  return M ? M->getParent() : nullptr;
}

// Whether Q names a base of the class S's member function belongs to (`Base<T>::`).
static bool namesBaseOfClass(NestedNameSpecifier Q, const Stmt *S, const ASTContext &Ctx) {
  if (Q.getKind() != NestedNameSpecifier::Kind::Type)
    return false;
  const CXXRecordDecl *Class = enclosingClass(S, Ctx);
  if (!Class || !Class->hasDefinition())
    return false;
  QualType Named(Q.getAsType(), 0);
  return llvm::any_of(Class->bases(), [&](const CXXBaseSpecifier &B) { return Ctx.hasSameType(B.getType(), Named); });
}

bool reachesThisImplicitly(const Expr *E, const ASTContext &Ctx) {
  if (const auto *M = dyn_cast<UnresolvedMemberExpr>(E))
    return M->isImplicitAccess();
  if (const auto *M = dyn_cast<CXXDependentScopeMemberExpr>(E))
    return M->isImplicitAccess();
  const auto *D = dyn_cast<DependentScopeDeclRefExpr>(E);
  if (!D)
    return false;
  // `Base<T>::f` where Base<T> is a dependent base of the class.
  return namesBaseOfClass(D->getQualifier(), D, Ctx);
}

// The field Name of the class template pattern Class or of the patterns of its bases.
static const FieldDecl *fieldOfPattern(const CXXRecordDecl *Class, DeclarationName Name, unsigned Depth = 0) {
  if (!Class || !Class->hasDefinition() || Depth > 8)
    return nullptr;
  for (const NamedDecl *D : Class->lookup(Name))
    if (const auto *F = dyn_cast<FieldDecl>(D))
      return F;
  for (const CXXBaseSpecifier &B : Class->bases()) {
    const CXXRecordDecl *Base = B.getType()->getAsCXXRecordDecl();
    if (const auto *TST = B.getType()->getAs<TemplateSpecializationType>())
      if (const auto *Template =
              dyn_cast_or_null<ClassTemplateDecl>(TST->getTemplateName().getAsTemplateDecl()))
        Base = Template->getTemplatedDecl();
    if (const FieldDecl *F = fieldOfPattern(Base, Name, Depth + 1))
      return F;
  }
  return nullptr;
}

const FieldDecl *dependentBasePointer(const Expr *E, const ASTContext &Ctx) {
  DeclarationName Name;
  if (const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(E);
      DM && (DM->isImplicitAccess() || isa<CXXThisExpr>(DM->getBase()->IgnoreParenImpCasts())) &&
      (!DM->getQualifier() || namesBaseOfClass(DM->getQualifier(), DM, Ctx)) && !DM->hasExplicitTemplateArgs())
    Name = DM->getMember(); // `this->p`, `this->Base<T>::p` (ClausePatches' spelling of a using-declared p)
  // A name a using-declaration brings from the base (`using Base<T>::p;`).
  if (const auto *UM = dyn_cast<UnresolvedMemberExpr>(E);
      UM && (UM->isImplicitAccess() || isa<CXXThisExpr>(UM->getBase()->IgnoreParenImpCasts())) &&
      !UM->getQualifier() && !UM->hasExplicitTemplateArgs())
    Name = UM->getMemberName();
  if (Name.isEmpty())
    return nullptr;
  const FieldDecl *F = fieldOfPattern(enclosingClass(E, Ctx), Name);
  return F && F->getType()->isPointerType() ? F : nullptr;
}

// The variables S declares (structured bindings and lambdas' parameters too).
static std::vector<const NamedDecl *> declarationsIn(const Stmt *S) {
  struct Collector : ASTWalk<Collector> {
    std::vector<const NamedDecl *> Found;
    bool VisitVarDecl(VarDecl *D) {
      Found.push_back(D);
      return true;
    }
    bool VisitBindingDecl(BindingDecl *D) {
      Found.push_back(D);
      return true;
    }
  } C;
  C.TraverseStmt(const_cast<Stmt *>(S));
  return C.Found;
}

// A global or static member named beside another variable of its name (`::scale` and a local
// `scale`, captured too or declared in the region), or a variable template's specialization
// (`scale_v<double>`: its name alone names the template), cannot be captured by its own name: its
// capture gets one of its own, which its uses in the region name (reduction variables keep theirs).
void nameCaptures(LaunchUnit &U, const std::function<bool(const ValueDecl *)> &IsReduction) {
  llvm::StringMap<unsigned> Names;
  for (const Capture &C : U.Captures)
    if (C.Var)
      ++Names[C.Var->getName()];
  for (const Stmt *S : U.Body)
    for (const NamedDecl *D : declarationsIn(S))
      if (isa<VarDecl, BindingDecl>(D) && D->getIdentifier())
        ++Names[D->getName()];
  for (size_t I = 0; I < U.Captures.size(); ++I) {
    Capture &C = U.Captures[I];
    const auto *VD = dyn_cast_or_null<VarDecl>(C.Var);
    if (!VD || !VD->hasGlobalStorage() || VD->isStaticLocal() || !VD->getIdentifier() ||
        (Names[VD->getName()] < 2 && !isa<VarTemplateSpecializationDecl>(VD)) || IsReduction(VD))
      continue;
    C.Name = "__acorn_g" + std::to_string(I) + "_" + VD->getName().str();
  }
}

bool walkUnit(const UnitWalkContext &Context, LaunchUnit &U, UnitUses &Uses) {
  UnitVisitor V(Context, U, Uses);
  for (const Stmt *S : U.Body) {
    if (const auto *CC = dyn_cast<OpenACCCombinedConstruct>(S); CC && CC == Context.Plan.Construct)
      V.traverseLoop(const_cast<OpenACCCombinedConstruct *>(CC), Context.Plan.Clauses);
    else
      V.TraverseStmt(const_cast<Stmt *>(S));
  }
  return V.OK;
}

} // namespace acorn
