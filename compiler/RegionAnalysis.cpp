#include "RegionAnalysis.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acorn {

std::string levelsText(unsigned Levels) {
  std::string S;
  auto Add = [&](const char *N) { S += S.empty() ? N : std::string(", ") + N; };
  if (Levels & GangLevel)
    Add("gang");
  if (Levels & WorkerLevel)
    Add("worker");
  if (Levels & VectorLevel)
    Add("vector");
  return S.empty() ? "seq" : S;
}

std::string clauseName(OpenACCClauseKind K) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << K;
  return OS.str();
}

std::string directiveName(OpenACCDirectiveKind K) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << K;
  return OS.str();
}

const char *reductionOpType(OpenACCReductionOperator Op) {
  switch (Op) {
  case OpenACCReductionOperator::Addition: return "acorn::OpAdd";
  case OpenACCReductionOperator::Multiplication: return "acorn::OpMul";
  case OpenACCReductionOperator::Max: return "acorn::OpMax";
  case OpenACCReductionOperator::Min: return "acorn::OpMin";
  case OpenACCReductionOperator::BitwiseAnd: return "acorn::OpBitAnd";
  case OpenACCReductionOperator::BitwiseOr: return "acorn::OpBitOr";
  case OpenACCReductionOperator::BitwiseXOr: return "acorn::OpBitXor";
  case OpenACCReductionOperator::And: return "acorn::OpAnd";
  case OpenACCReductionOperator::Or: return "acorn::OpOr";
  default: return "acorn::OpAdd";
  }
}

const ForStmt *loopOfDirective(const Stmt *S) {
  if (const auto *L = dyn_cast<OpenACCLoopConstruct>(S))
    return dyn_cast_or_null<ForStmt>(L->getLoop());
  if (const auto *C = dyn_cast<OpenACCCombinedConstruct>(S))
    return dyn_cast_or_null<ForStmt>(C->getLoop());
  return nullptr;
}

std::string asyncArgument(ArrayRef<const OpenACCClause *> Clauses, const SourceText &Text) {
  for (const OpenACCClause *C : Clauses)
    if (const auto *A = dyn_cast<OpenACCAsyncClause>(C))
      return A->hasIntExpr() ? "(int)(" + Text.text(A->getIntExpr()) + ")" : "ACORN_ASYNC_NOVAL";
  return "ACORN_ASYNC_SYNC";
}

std::string ifArgument(ArrayRef<const OpenACCClause *> Clauses, const SourceText &Text) {
  for (const OpenACCClause *C : Clauses)
    if (const auto *I = dyn_cast<OpenACCIfClause>(C))
      return "(" + Text.text(I->getConditionExpr()) + ") ? 1 : 0";
  return "1";
}

bool collectMapItems(ArrayRef<const OpenACCClause *> Clauses, const SourceText &Text,
                     Reporter &Diags, std::vector<MapItem> &Maps) {
  bool OK = true;
  for (const OpenACCClause *C : Clauses) {
    std::optional<MapKind> Kind = dataClauseKind(C);
    if (!Kind)
      continue;
    ArrayRef<Expr *> Vars;
    if (const auto *Self = dyn_cast<OpenACCSelfClause>(C)) {
      if (!Self->isVarListClause())
        continue; // self(condition) on a compute construct is not a data clause
      Vars = Self->getVarList();
    } else {
      Vars = cast<OpenACCClauseWithVarList>(C)->getVarList();
    }
    for (const Expr *E : Vars) {
      MapItem Item;
      std::string Why;
      if (!buildMapItem(E, *Kind, dataClauseFlags(C), Text, Item, Why)) {
        Diags.error(E->getBeginLoc(), Why);
        OK = false;
        continue;
      }
      Maps.push_back(Item);
    }
  }
  return OK;
}

namespace {

/// Decides the data attributes, the captures and the loop schedules of one compute construct.
class Analyzer {
public:
  Analyzer(const SourceText &Text, Reporter &Diags, ComputePlan &Plan)
      : Text(Text), Diags(Diags), Plan(Plan) {}

  bool run(const OpenACCConstructStmt *Construct);

private:
  bool readClauses(ArrayRef<const OpenACCClause *> Clauses);
  void buildUnits();
  bool analyzeUnit(LaunchUnit &U);
  LoopPlan *planLoop(const OpenACCConstructStmt *Directive, ArrayRef<const OpenACCClause *> Clauses,
                     const ForStmt *For);
  void assignLevels(LoopPlan *L, unsigned Available);
  bool decideCapture(LaunchUnit &U, const ValueDecl *Var, bool IsMember, SourceLocation Use);
  int findMap(const ValueDecl *Var) const;
  bool isLoopReductionVar(const ValueDecl *Var) const;

  const SourceText &Text;
  Reporter &Diags;
  ComputePlan &Plan;
  bool DefaultNone = false, DefaultPresent = false;
  SourceRange RegionRange;
  llvm::SmallPtrSet<const ValueDecl *, 8> DevicePtrs;
  llvm::SmallPtrSet<const ValueDecl *, 8> LoopReductionVars;
  bool OK = true;
  bool KernelsSingleGang = false;
  friend class UnitVisitor;
};

/// Walks the statements of one launch: finds loop directives, variables from outside the region,
/// calls, and loop-private scopes.
class UnitVisitor : public RecursiveASTVisitor<UnitVisitor> {
public:
  UnitVisitor(Analyzer &A, LaunchUnit &U, SourceRange Region) : A(A), U(U), Region(Region) {}

  llvm::SetVector<const ValueDecl *> Outer; ///< in order of first use
  llvm::DenseMap<const ValueDecl *, SourceLocation> FirstUse;
  llvm::SmallPtrSet<const ValueDecl *, 8> Members;
  std::vector<LoopPlan *> TopLoops;
  std::vector<LoopPlan *> LoopStack;

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitLambdaBody() const { return true; }

  bool TraverseOpenACCLoopConstruct(OpenACCLoopConstruct *S) { return traverseLoop(S, S->clauses()); }

  bool traverseLoop(OpenACCConstructStmt *S, ArrayRef<const OpenACCClause *> Clauses) {
    const ForStmt *For = loopOfDirective(S);
    LoopPlan *L = A.planLoop(S, Clauses, For);
    if (!L)
      return true;
    (LoopStack.empty() ? TopLoops : LoopStack.back()->Children).push_back(L);
    LoopStack.push_back(L);
    // Reduction variables are read outside the loop (the combine), so they are used here.
    for (const ReductionItem &R : L->Reductions)
      use(R.Var, R.Loc, false);
    Private.push_back({});
    for (const ValueDecl *V : L->Privates)
      Private.back().insert(V);
    // Loop variables of the collapsed loops are private to the loop (2.6.1).
    const Stmt *Cur = For;
    for (unsigned I = 0; I < L->Collapse && Cur; ++I) {
      const auto *F = dyn_cast<ForStmt>(Cur);
      if (!F)
        break;
      if (const VarDecl *V = loopVariable(F))
        Private.back().insert(V);
      Cur = F->getBody();
      if (const auto *CS = dyn_cast<CompoundStmt>(Cur); CS && CS->size() == 1)
        Cur = CS->body_front();
    }
    for (const ReductionItem &R : L->Reductions)
      Private.back().insert(R.Var);
    bool Result = RecursiveASTVisitor::TraverseStmt(const_cast<ForStmt *>(For));
    Private.pop_back();
    LoopStack.pop_back();
    return Result;
  }

  static const VarDecl *loopVariable(const ForStmt *F) {
    const Stmt *Init = F->getInit();
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(Init))
      return DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
    if (const auto *BO = dyn_cast_or_null<BinaryOperator>(Init))
      if (const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
        return dyn_cast<VarDecl>(DRE->getDecl());
    return nullptr;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *V = dyn_cast<VarDecl>(E->getDecl());
    if (!V)
      return true;
    use(V, E->getLocation(), false);
    return true;
  }

  bool VisitMemberExpr(MemberExpr *E) {
    auto *This = dyn_cast<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts());
    if (This && isa<FieldDecl>(E->getMemberDecl())) {
      MemberBases.insert(This);
      use(E->getMemberDecl(), E->getMemberLoc(), true);
    }
    return true;
  }

  bool VisitCXXThisExpr(CXXThisExpr *E) {
    // `this` is only supported as the base of a data member access (handled above).
    ThisUses.push_back(E);
    return true;
  }

  bool VisitCallExpr(CallExpr *E) {
    if (const FunctionDecl *FD = E->getDirectCallee())
      U.Callees.push_back(FD);
    return true;
  }

  bool VisitOpenACCComputeConstruct(OpenACCComputeConstruct *S) {
    A.Diags.error(S->getBeginLoc(), "a compute construct cannot be nested in another compute construct");
    A.OK = false;
    return true;
  }
  bool VisitOpenACCConstructStmt(OpenACCConstructStmt *S) {
    if (isa<OpenACCLoopConstruct, OpenACCComputeConstruct, OpenACCAtomicConstruct>(S))
      return true;
    A.Diags.unsupported(S->getBeginLoc(), "this directive inside a compute region");
    A.OK = false;
    return true;
  }

  std::vector<CXXThisExpr *> ThisUses;
  llvm::SmallPtrSet<const CXXThisExpr *, 8> MemberBases;

private:
  void use(const ValueDecl *V, SourceLocation Loc, bool IsMember) {
    if (!V)
      return;
    for (auto &Scope : Private)
      if (Scope.count(V))
        return;
    if (!IsMember) {
      const auto *VD = cast<VarDecl>(V);
      // Declared inside the region: private to the region by construction.
      if (Region.fullyContains(VD->getSourceRange()) ||
          A.Text.sourceManager().isPointWithin(VD->getLocation(), Region.getBegin(), Region.getEnd()))
        return;
      // Global constants are visible to device code (and to the C kernel unit) as they are.
      if (VD->hasGlobalStorage() && !VD->isStaticLocal() && VD->getType().isConstQualified() && VD->hasInit() &&
          !VD->getType()->isArrayType() && !VD->getType()->isRecordType())
        return;
      if (VD->isStaticDataMember())
        return;
    } else {
      Members.insert(V);
    }
    if (Outer.insert(V))
      FirstUse[V] = Loc;
  }

  Analyzer &A;
  LaunchUnit &U;
  SourceRange Region;
  std::vector<llvm::SmallPtrSet<const ValueDecl *, 4>> Private;
};

bool Analyzer::readClauses(ArrayRef<const OpenACCClause *> Clauses) {
  OK &= collectMapItems(Clauses, Text, Diags, Plan.Maps);
  for (const OpenACCClause *C : Clauses) {
    switch (C->getClauseKind()) {
    case OpenACCClauseKind::Private:
      for (const Expr *E : cast<OpenACCPrivateClause>(C)->getVarList())
        if (Plan.Block && !isa<OpenACCCombinedConstruct>(Plan.Construct))
          Plan.Privates.push_back(rootVariable(E));
      break;
    case OpenACCClauseKind::FirstPrivate:
      for (const Expr *E : cast<OpenACCFirstPrivateClause>(C)->getVarList())
        Plan.FirstPrivates.push_back(rootVariable(E));
      break;
    case OpenACCClauseKind::Reduction:
      if (!isa<OpenACCCombinedConstruct>(Plan.Construct)) {
        const auto *R = cast<OpenACCReductionClause>(C);
        for (const Expr *E : R->getVarList())
          Plan.Reductions.push_back({R->getReductionOp(), rootVariable(E), Text.text(E), E->getBeginLoc()});
      }
      break;
    case OpenACCClauseKind::DevicePtr:
      for (const Expr *E : cast<OpenACCDevicePtrClause>(C)->getVarList())
        DevicePtrs.insert(rootVariable(E));
      break;
    case OpenACCClauseKind::NumGangs: {
      auto Exprs = cast<OpenACCNumGangsClause>(C)->getIntExprs();
      if (!Exprs.empty())
        Plan.NumGangs = "(int)(" + Text.text(Exprs[0]) + ")";
      if (Exprs.size() > 1) {
        Diags.unsupported(C->getBeginLoc(), "num_gangs with more than one dimension");
        OK = false;
      }
      break;
    }
    case OpenACCClauseKind::NumWorkers:
      Plan.NumWorkers = "(int)(" + Text.text(cast<OpenACCNumWorkersClause>(C)->getIntExpr()) + ")";
      break;
    case OpenACCClauseKind::VectorLength:
      Plan.VectorLength = "(int)(" + Text.text(cast<OpenACCVectorLengthClause>(C)->getIntExpr()) + ")";
      break;
    case OpenACCClauseKind::Default:
      DefaultNone = cast<OpenACCDefaultClause>(C)->getDefaultClauseKind() == OpenACCDefaultClauseKind::None;
      DefaultPresent = !DefaultNone;
      break;
    case OpenACCClauseKind::Wait: {
      const auto *W = cast<OpenACCWaitClause>(C);
      Plan.HasWait = true;
      for (const Expr *E : W->getQueueIdExprs())
        Plan.WaitQueues.push_back("(int)(" + Text.text(E) + ")");
      break;
    }
    case OpenACCClauseKind::Async:
    case OpenACCClauseKind::If:
      break;
    default:
      if (dataClauseKind(C))
        break;
      // Loop clauses of a combined construct belong to its loop plan.
      if (isa<OpenACCCombinedConstruct>(Plan.Construct) &&
          (C->getClauseKind() == OpenACCClauseKind::Gang || C->getClauseKind() == OpenACCClauseKind::Worker ||
           C->getClauseKind() == OpenACCClauseKind::Vector || C->getClauseKind() == OpenACCClauseKind::Seq ||
           C->getClauseKind() == OpenACCClauseKind::Auto || C->getClauseKind() == OpenACCClauseKind::Independent ||
           C->getClauseKind() == OpenACCClauseKind::Collapse || C->getClauseKind() == OpenACCClauseKind::Private ||
           C->getClauseKind() == OpenACCClauseKind::Reduction))
        break;
      Diags.unsupported(C->getBeginLoc(), (llvm::Twine("the '") +
                                           clauseName(C->getClauseKind()) + "' clause on '" +
                                           Plan.DirectiveName + "'").str());
      OK = false;
    }
  }
  Plan.Async = asyncArgument(Clauses, Text);
  Plan.If = ifArgument(Clauses, Text);
  return OK;
}

LoopPlan *Analyzer::planLoop(const OpenACCConstructStmt *Directive, ArrayRef<const OpenACCClause *> Clauses,
                             const ForStmt *For) {
  if (!For) {
    Diags.error(Directive->getBeginLoc(), "a loop directive must be followed by a for loop");
    OK = false;
    return nullptr;
  }
  auto L = std::make_unique<LoopPlan>();
  L->Directive = Directive;
  L->For = For;
  bool Seq = false, Auto = false, Independent = false;
  for (const OpenACCClause *C : Clauses) {
    switch (C->getClauseKind()) {
    case OpenACCClauseKind::Gang: {
      const auto *G = cast<OpenACCGangClause>(C);
      if (G->getNumExprs() > 0) {
        Diags.unsupported(C->getBeginLoc(), "the 'gang' clause with arguments");
        OK = false;
      }
      L->ExplicitLevels |= GangLevel;
      break;
    }
    case OpenACCClauseKind::Worker:
      if (cast<OpenACCWorkerClause>(C)->hasIntExpr()) {
        Diags.unsupported(C->getBeginLoc(), "the 'worker' clause with an argument on a loop");
        OK = false;
      }
      L->ExplicitLevels |= WorkerLevel;
      break;
    case OpenACCClauseKind::Vector:
      if (cast<OpenACCVectorClause>(C)->hasIntExpr()) {
        Diags.unsupported(C->getBeginLoc(), "the 'vector' clause with an argument on a loop");
        OK = false;
      }
      L->ExplicitLevels |= VectorLevel;
      break;
    case OpenACCClauseKind::Seq: Seq = true; break;
    case OpenACCClauseKind::Auto: Auto = true; break;
    case OpenACCClauseKind::Independent: Independent = true; break;
    case OpenACCClauseKind::Collapse: {
      const auto *CC = cast<OpenACCCollapseClause>(C);
      if (CC->hasForce()) {
        Diags.unsupported(C->getBeginLoc(), "collapse(force:...)");
        OK = false;
      } else if (const auto *CE = dyn_cast<ConstantExpr>(CC->getLoopCount())) {
        L->Collapse = static_cast<unsigned>(CE->getResultAsAPSInt().getZExtValue());
      } else {
        Diags.unsupported(C->getBeginLoc(), "a collapse count that depends on a template parameter");
        OK = false;
      }
      break;
    }
    case OpenACCClauseKind::Private:
      for (const Expr *E : cast<OpenACCPrivateClause>(C)->getVarList())
        L->Privates.push_back(rootVariable(E));
      break;
    case OpenACCClauseKind::Reduction: {
      const auto *R = cast<OpenACCReductionClause>(C);
      for (const Expr *E : R->getVarList()) {
        L->Reductions.push_back({R->getReductionOp(), rootVariable(E), Text.text(E), E->getBeginLoc()});
        LoopReductionVars.insert(rootVariable(E));
      }
      break;
    }
    default:
      if (isa<OpenACCCombinedConstruct>(Directive))
        break; // the compute part's clauses were read by readClauses
      Diags.unsupported(C->getBeginLoc(), (llvm::Twine("the '") + clauseName(C->getClauseKind()) +
                                           "' clause on 'loop'").str());
      OK = false;
    }
  }
  bool InKernels = Plan.Kind == 1;
  L->Parallelizable = !Seq && (L->ExplicitLevels || (InKernels ? Independent : !Auto));
  LoopPlan *Raw = L.get();
  Plan.Loops[Directive] = std::move(L);
  return Raw;
}

static unsigned depthOfParallelLoops(const LoopPlan *L) {
  unsigned Max = 0;
  for (const LoopPlan *C : L->Children)
    Max = std::max(Max, depthOfParallelLoops(C) + (C->Parallelizable ? 1u : 0u));
  return Max;
}

static unsigned highestLevel(unsigned Levels) {
  for (unsigned L : {GangLevel, WorkerLevel, VectorLevel})
    if (Levels & L)
      return L;
  return 0;
}

// 2.9: levels fill outside-in; a loop whose schedule is left to Acorn takes the outermost level
// still free, or every free level but worker when no parallel loop is nested inside it.
void Analyzer::assignLevels(LoopPlan *L, unsigned Available) {
  if (L->ExplicitLevels) {
    L->Levels = L->ExplicitLevels & Available;
    if (L->Levels != L->ExplicitLevels)
      Diags.remark(L->Directive->getBeginLoc(), "loop parallelism reduced to the levels available here");
  } else if (L->Parallelizable && Available) {
    if (depthOfParallelLoops(L) == 0) {
      L->Levels = Available & (GangLevel | VectorLevel);
      if (!L->Levels)
        L->Levels = Available;
    } else {
      L->Levels = highestLevel(Available);
    }
  }
  unsigned Below = Available;
  if (L->Levels) {
    unsigned Lowest = L->Levels & VectorLevel ? VectorLevel : L->Levels & WorkerLevel ? WorkerLevel : GangLevel;
    Below = 0;
    for (unsigned Level : {WorkerLevel, VectorLevel})
      if (Level > Lowest && (Available & Level))
        Below |= Level;
  }
  for (LoopPlan *C : L->Children)
    assignLevels(C, Below);
}

int Analyzer::findMap(const ValueDecl *Var) const {
  for (size_t I = 0; I < Plan.Maps.size(); ++I)
    if (Plan.Maps[I].Var == Var)
      return static_cast<int>(I);
  return -1;
}

bool Analyzer::isLoopReductionVar(const ValueDecl *Var) const { return LoopReductionVars.count(Var); }

// 2.6.2 variables with implicitly determined data attributes.
bool Analyzer::decideCapture(LaunchUnit &U, const ValueDecl *Var, bool IsMember, SourceLocation Use) {
  Capture C;
  C.Var = Var;
  C.Name = Var->getNameAsString();
  QualType T = Var->getType().getNonReferenceType();
  if (int Index = findMap(Var); Index >= 0) {
    C.Mode = Plan.Maps[Index].Mode;
    C.MapIndex = Index;
    if (Plan.Maps[Index].Kind == MapKind::DevicePtr)
      C.Mode = CaptureMode::Value;
    U.Captures.push_back(C);
    return true;
  }
  auto In = [&](const std::vector<const ValueDecl *> &List) {
    return std::find(List.begin(), List.end(), Var) != List.end();
  };
  bool IsReduction = std::any_of(Plan.Reductions.begin(), Plan.Reductions.end(),
                                 [&](const ReductionItem &R) { return R.Var == Var; });
  if (DevicePtrs.count(Var) || In(Plan.FirstPrivates)) {
    U.Captures.push_back(C);
    return true;
  }
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  bool IsLambda = RD && RD->isLambda();
  bool IsAggregate = T->isArrayType() || (T->isRecordType() && !IsLambda);
  if (DefaultNone && !IsReduction && !isLoopReductionVar(Var)) {
    Diags.error(Use, "variable '" + C.Name + "' is used in the region but not listed in a data clause, "
                     "and the construct has default(none)");
    return false;
  }
  MapKind Kind = MapKind::Copy;
  bool NeedsDeviceCopy = IsReduction || isLoopReductionVar(Var) || Plan.Kind == 1;
  if (IsLambda) {
    C.Mode = CaptureMode::Value;
  } else if (IsAggregate) {
    C.Mode = T->isArrayType() ? CaptureMode::DeviceArray : CaptureMode::DeviceRef;
    if (DefaultPresent)
      Kind = MapKind::Present;
  } else if (T->isPointerType()) {
    C.Mode = CaptureMode::PointerTarget;
    Kind = MapKind::Pointer;
  } else {
    // Scalars, and template-dependent types treated as scalars: firstprivate in parallel and
    // serial; copy in kernels and for reduction variables (2.6.2, 2.5.15).
    C.Mode = NeedsDeviceCopy ? CaptureMode::DeviceRef : CaptureMode::Value;
  }
  if (C.Mode != CaptureMode::Value) {
    C.MapIndex = static_cast<int>(Plan.Maps.size());
    Plan.Maps.push_back(implicitMapItem(Var, Kind, C.Mode));
    if (IsMember) {
      Plan.Maps.back().Host = C.Mode == CaptureMode::PointerTarget ? "(void *)(this->" + C.Name + ")"
                                                                   : "(void *)&(this->" + C.Name + ")";
    }
  }
  U.Captures.push_back(C);
  return true;
}

void Analyzer::buildUnits() {
  const Stmt *Block = Plan.Block;
  if (Plan.Kind != 1 || isa<OpenACCCombinedConstruct>(Plan.Construct) || !isa<CompoundStmt>(Block)) {
    LaunchUnit U;
    U.Kind = Plan.Kind;
    U.Body.push_back(Block);
    Plan.Units.push_back(std::move(U));
    return;
  }
  // kernels: each loop nest becomes its own launch; runs of other statements run as serial launches.
  // Declarations in the region would be split from their uses, so then the region stays one launch.
  const auto *CS = cast<CompoundStmt>(Block);
  bool HasDecl = llvm::any_of(CS->body(), [](const Stmt *S) { return isa<DeclStmt>(S); });
  if (HasDecl) {
    LaunchUnit U;
    U.Kind = 0;
    U.Body.push_back(Block);
    Plan.Units.push_back(std::move(U));
    KernelsSingleGang = true;
    return;
  }
  for (const Stmt *S : CS->body()) {
    bool IsLoopNest = isa<OpenACCLoopConstruct>(S) || isa<ForStmt>(S);
    if (IsLoopNest || Plan.Units.empty() || Plan.Units.back().Kind != 2) {
      LaunchUnit U;
      U.Kind = IsLoopNest ? 0 : 2;
      Plan.Units.push_back(std::move(U));
    }
    Plan.Units.back().Body.push_back(S);
  }
}

bool Analyzer::analyzeUnit(LaunchUnit &U) {
  UnitVisitor V(*this, U, RegionRange);
  // The loop of a combined construct is planned with the construct's own clauses.
  for (const Stmt *S : U.Body) {
    if (const auto *CC = dyn_cast<OpenACCCombinedConstruct>(S); CC && CC == Plan.Construct)
      V.traverseLoop(const_cast<OpenACCCombinedConstruct *>(CC), CC->clauses());
    else
      V.TraverseStmt(const_cast<Stmt *>(S));
  }
  // `this` is supported as the base of data members, which are captured by name; member function
  // calls and other uses would need the object itself on the device.
  for (CXXThisExpr *E : V.ThisUses)
    if (!V.MemberBases.count(E)) {
      Diags.unsupported(E->getBeginLoc(), "using 'this' inside a compute region other than to access "
                                          "data members (for example calling a member function)");
      OK = false;
    }
  // Schedules: a loop nested under sequential code of a kernels launch must not use gangs, since
  // gangs cannot synchronise between iterations of the enclosing sequential loop.
  unsigned Available = GangLevel | WorkerLevel | VectorLevel;
  if (U.Kind == 2)
    Available = 0;
  if (KernelsSingleGang)
    Available &= ~GangLevel;
  bool TopIsLoop = U.Body.size() == 1 && (isa<OpenACCLoopConstruct>(U.Body[0]) ||
                                          isa<OpenACCCombinedConstruct>(U.Body[0]));
  for (LoopPlan *L : V.TopLoops) {
    unsigned A = Available;
    if (Plan.Kind == 1 && !TopIsLoop)
      A &= ~GangLevel;
    assignLevels(L, A);
  }
  std::function<void(const LoopPlan *)> Collect = [&](const LoopPlan *L) {
    U.Levels |= L->Levels;
    for (const LoopPlan *C : L->Children)
      Collect(C);
  };
  for (const LoopPlan *L : V.TopLoops)
    Collect(L);
  for (const ValueDecl *Var : V.Outer) {
    bool IsPrivate = std::find(Plan.Privates.begin(), Plan.Privates.end(), Var) != Plan.Privates.end();
    if (IsPrivate)
      continue;
    if (!decideCapture(U, Var, V.Members.count(Var), V.FirstUse[Var]))
      OK = false;
  }
  // Variables named in reduction clauses of the construct are captured even if unused.
  for (const ReductionItem &R : Plan.Reductions)
    if (!V.Outer.count(R.Var))
      if (!decideCapture(U, R.Var, isa<FieldDecl>(R.Var), R.Loc))
        OK = false;
  return OK;
}

bool Analyzer::run(const OpenACCConstructStmt *Construct) {
  Plan.Construct = Construct;
  Plan.DirectiveName = directiveName(Construct->getDirectiveKind());
  ArrayRef<const OpenACCClause *> Clauses;
  OpenACCDirectiveKind K = Construct->getDirectiveKind();
  if (const auto *CC = dyn_cast<OpenACCComputeConstruct>(Construct)) {
    Plan.Block = CC->getStructuredBlock();
    Clauses = CC->clauses();
  } else {
    const auto *CB = cast<OpenACCCombinedConstruct>(Construct);
    Plan.Block = CB;
    Clauses = CB->clauses();
  }
  Plan.Kind = (K == OpenACCDirectiveKind::Kernels || K == OpenACCDirectiveKind::KernelsLoop) ? 1
              : (K == OpenACCDirectiveKind::Serial || K == OpenACCDirectiveKind::SerialLoop) ? 2
                                                                                            : 0;
  const Stmt *Body = isa<OpenACCCombinedConstruct>(Construct)
                         ? cast<OpenACCCombinedConstruct>(Construct)->getLoop()
                         : Plan.Block;
  if (!Body)
    return false;
  RegionRange = SourceRange(Construct->getBeginLoc(), Body->getEndLoc());
  readClauses(Clauses);
  buildUnits();
  for (LaunchUnit &U : Plan.Units)
    analyzeUnit(U);
  return OK;
}

} // namespace

void reportPlan(const ComputePlan &Plan, Reporter &Diags) {
  for (const MapItem &M : Plan.Maps)
    if (M.Flags & 4)
      Diags.remark(Plan.Construct->getBeginLoc(),
                   "implicit " + std::string(mapKindName(M.Kind)).substr(10) + " of '" + M.Name + "'");
  std::vector<const LoopPlan *> Loops;
  for (const auto &Entry : Plan.Loops)
    Loops.push_back(Entry.second.get());
  llvm::sort(Loops, [](const LoopPlan *A, const LoopPlan *B) {
    return A->For->getBeginLoc() < B->For->getBeginLoc();
  });
  for (const LoopPlan *L : Loops) {
    std::string Msg = "loop scheduled as " + levelsText(L->Levels);
    if (L->Collapse > 1 && L->Levels)
      Msg += ", collapse(" + std::to_string(L->Collapse) + ")";
    for (const ReductionItem &R : L->Reductions)
      Msg += ", reduction on '" + R.Name + "'";
    if (!L->Levels && !L->Parallelizable)
      Msg += Plan.Kind == 1 ? " (not marked independent inside kernels)" : " (seq or auto)";
    Diags.remark(L->For->getBeginLoc(), Msg);
  }
  if (Plan.Kind != 1)
    return;
  for (const LaunchUnit &U : Plan.Units) {
    const Stmt *First = U.Body.front();
    if (U.Kind == 2)
      Diags.remark(First->getBeginLoc(), "statements run as a serial kernel");
    else if (!U.Levels)
      Diags.remark(First->getBeginLoc(), "loop nest runs sequentially on the device: no loop in it is marked "
                                         "independent");
    else
      Diags.remark(First->getBeginLoc(), "loop nest runs as its own kernel");
  }
}

bool analyzeComputeConstruct(const OpenACCConstructStmt *Construct, const SourceText &Text,
                             Reporter &Diags, ComputePlan &Plan) {
  Analyzer A(Text, Diags, Plan);
  return A.run(Construct);
}

} // namespace acorn
