#include "analysis/KernelsUnits.h"

#include "analysis/CanonicalLoop.h"
#include "analysis/ExpressionForms.h"
#include "analysis/LanesShared.h"
#include "analysis/LoopDependence.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace acorn {

// An arithmetic or enumeration type, or in a template one spelled with its parameters (`T`).
static bool scalarLike(QualType T) {
  return T->isArithmeticType() || T->isEnumeralType() ||
         (T->isDependentType() && !T->isPointerType() && !T->isReferenceType() && !T->isArrayType() &&
          !T->getContainedDeducedType());
}

// Whether S assigns, increments or takes the address of a member Field of any object.
static bool writesMember(const Stmt *S, const ValueDecl *Field) {
  if (!S)
    return false;
  auto Names = [&](const Expr *E) {
    const auto *M = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
    return M && M->getMemberDecl() == Field;
  };
  if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp() && Names(B->getLHS()))
    return true;
  if (const auto *U = dyn_cast<UnaryOperator>(S);
      U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) && Names(U->getSubExpr()))
    return true;
  return llvm::any_of(S->children(), [&](const Stmt *Child) { return writesMember(Child, Field); });
}

// A value the host computes as the device would at the region's start: no memory is read but
// scalar variables' and members' that the region does not write, and HostVars (the variables of
// the loops the host runs around the expression). DeviceCopy: variables whose device copy the
// region would read instead, which may hold another value.
static bool hostValue(const Expr *E, const Stmt *Region, llvm::ArrayRef<const VarDecl *> HostVars = {},
                      llvm::function_ref<bool(const ValueDecl *)> DeviceCopy = nullptr) {
  E = E->IgnoreParens();
  auto Value = [&](const Expr *Sub) { return hostValue(Sub, Region, HostVars, DeviceCopy); };
  auto Copied = [&](const ValueDecl *V) { return DeviceCopy && DeviceCopy(V); };
  if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral, CXXBoolLiteralExpr, UnaryExprOrTypeTraitExpr>(E))
    return true;
  if (const auto *R = dyn_cast<DeclRefExpr>(E))
    return isa<EnumConstantDecl, NonTypeTemplateParmDecl>(R->getDecl()) ||
           llvm::is_contained(HostVars, R->getDecl()) ||
           (isa<VarDecl>(R->getDecl()) && scalarLike(R->getType()) && !mayWrite(Region, R->getDecl()) &&
            !Copied(R->getDecl()));
  if (const auto *M = dyn_cast<MemberExpr>(E)) { // s.n, p->steps, this->n_
    const Expr *Object = M->getBase()->IgnoreParenImpCasts();
    const auto *R = dyn_cast<DeclRefExpr>(Object);
    bool Fixed = isa<CXXThisExpr>(Object) ||
                 (R && isa<VarDecl>(R->getDecl()) && !writesDirectly(Region, R->getDecl()) && !Copied(R->getDecl()));
    return scalarLike(M->getType()) && Fixed && !writesMember(Region, M->getMemberDecl());
  }
  if (const auto *C = dyn_cast<CastExpr>(E))
    return scalarLike(C->getType()) && Value(C->getSubExpr());
  if (const auto *C = dyn_cast<CXXUnresolvedConstructExpr>(E)) // T(0.25) in a template
    return scalarLike(C->getType()) && llvm::all_of(C->arguments(), Value);
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return !U->isIncrementDecrementOp() && U->getOpcode() != UO_Deref && U->getOpcode() != UO_AddrOf &&
           Value(U->getSubExpr());
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return !B->isAssignmentOp() && B->getOpcode() != BO_Comma && Value(B->getLHS()) && Value(B->getRHS());
  if (const auto *C = dyn_cast<ConditionalOperator>(E))
    return Value(C->getCond()) && Value(C->getTrueExpr()) && Value(C->getFalseExpr());
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return pureCall(Call) && llvm::all_of(Call->arguments(), Value);
  return false;
}

// A declaration the host can run at the region's start: scalars with host values, arrays and
// structs of plain data without initialiser.
static bool hostDeclaration(const DeclStmt *DS, const Stmt *Region) {
  return llvm::all_of(DS->decls(), [&](const Decl *D) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !V->hasLocalStorage() || V->getType()->isReferenceType() || V->getType()->isPointerType() ||
        V->getType()->isVariablyModifiedType())
      return false;
    if (scalarLike(V->getType()))
      return !V->getInit() || (V->getInitStyle() == VarDecl::CInit && hostValue(V->getInit(), Region));
    return !V->getInit() && !V->getType()->isDependentType() &&
           V->getType().isTriviallyCopyableType(V->getASTContext()) &&
           (V->getType()->isConstantArrayType() || V->getType()->isRecordType());
  });
}

// Whether S is or holds a statement of one of the classes Ts.
template <class... Ts> static bool holds(const Stmt *S) {
  return S && (isa<Ts...>(S) || llvm::any_of(S->children(), holds<Ts...>));
}

// Whether a loop nest holds a loop that can run in parallel: a loop construct (its independence
// is the schedule's to decide), or a loop whose iterations are independent, a variable read after
// it (LiveAfter) being no private of it.
static bool hasParallelLoop(const Stmt *S, const ASTContext &Ctx, LiveAfterFn LiveAfter) {
  if (!S)
    return false;
  if (isa<OpenACCLoopConstruct>(S))
    return true;
  if (const auto *For = dyn_cast<ForStmt>(S); For && analyzeLoopDependence(For, Ctx, LiveAfter(For)).Independent)
    return true;
  return llvm::any_of(S->children(), [&](const Stmt *C) { return hasParallelLoop(C, Ctx, LiveAfter); });
}

// The first declaration among Statements, or null.
static const DeclStmt *firstDeclaration(llvm::ArrayRef<const Stmt *> Statements) {
  for (const Stmt *S : Statements)
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      return DS;
  return nullptr;
}

namespace {

// What a statement of a kernels region becomes (KernelsUnits.h).
enum class Shape {
  Nest,       ///< a loop nest: a launch of its own
  HostLoop,   ///< a loop the host runs around the launches of its body's parts
  HostBranch, ///< an if or switch the host runs around the launches of its parts
  Block,      ///< a block without declarations whose statements are placed one by one
  Serial,     ///< code of a serial launch
  Invalid,    ///< no part of a host loop's or switch's body: it jumps, or declares what later parts use
};

// The split of one kernels region into launches (splitKernelsRegion).
class RegionSplit {
public:
  RegionSplit(const Stmt *Region, const ASTContext &Ctx, const ComputePlan &Plan, LiveAfterFn LiveAfter,
              llvm::function_ref<bool(const ValueDecl *)> DeviceCopy)
      : Region(Region), Ctx(Ctx), Plan(Plan), LiveAfter(LiveAfter), DeviceCopy(DeviceCopy) {}

  /// What S becomes. Restricted: S is a part of a host loop's or switch's body, which its serial
  /// launches may not leave (break, continue).
  Shape shape(const Stmt *S, bool Restricted);
  /// Adds the launches of S to Units, and the host statements around them.
  void place(const Stmt *S, bool Restricted);

  std::vector<LaunchUnit> Units;
  std::vector<ComputePlan::HostLoop> HostLoops;
  std::vector<ComputePlan::HostBranch> HostBranches;
  std::vector<std::pair<const Stmt *, std::string>> SerialWhy;

private:
  Shape decide(const Stmt *S, bool Restricted);
  std::optional<ComputePlan::HostLoop> hostLoop(const ForStmt *For);
  Shape serial(const Stmt *S, bool Restricted, const std::string &Why);
  /// Whether Parts, placed one by one, can run with the host running what holds them, and one of
  /// them launches a loop nest (Parallel: one with a loop that can run in parallel).
  bool splits(llvm::ArrayRef<const Stmt *> Parts, bool Restricted, bool Parallel);
  bool launchesNest(const Stmt *S, bool Restricted, bool Parallel);
  bool hostCondition(const Stmt *Init, const VarDecl *Variable, const Expr *Cond) const {
    return !Init && !Variable && Cond && hostValue(Cond, Region, HostVars, DeviceCopy);
  }
  std::string at(const Stmt *S) const {
    return " at line " + std::to_string(Ctx.getSourceManager().getPresumedLineNumber(S->getBeginLoc()));
  }
  void placeNew(const Stmt *S, int Kind);

  const Stmt *Region;
  const ASTContext &Ctx;
  const ComputePlan &Plan;
  LiveAfterFn LiveAfter;
  llvm::function_ref<bool(const ValueDecl *)> DeviceCopy;
  std::vector<const VarDecl *> HostVars; ///< of the host loops around the statement at hand
  llvm::DenseMap<const Stmt *, Shape> Shapes; ///< decided once: the dependence analysis is not cheap
  llvm::DenseMap<const ForStmt *, ComputePlan::HostLoop> Loops;
  size_t Boundary = 0; ///< a serial launch does not reach back past Units[Boundary]
};

// The parts of a statement the host runs: a block's statements, an if's branches', a switch's
// statements without their case labels and breaks.
static llvm::SmallVector<const Stmt *, 8> partsOf(const Stmt *S) {
  if (const auto *For = dyn_cast<ForStmt>(S))
    return kernelsStatements(For->getBody());
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    llvm::SmallVector<const Stmt *, 8> Parts = kernelsStatements(If->getThen());
    if (If->getElse())
      Parts.append(kernelsStatements(If->getElse()));
    return Parts;
  }
  if (const auto *Switch = dyn_cast<SwitchStmt>(S)) {
    llvm::SmallVector<const Stmt *, 8> Parts;
    for (const Stmt *C : kernelsStatements(Switch->getBody())) {
      while (const auto *Label = dyn_cast<SwitchCase>(C))
        C = Label->getSubStmt();
      if (!isa<BreakStmt>(C))
        Parts.push_back(C);
    }
    return Parts;
  }
  return kernelsStatements(S);
}

// The parts of a host loop's or switch's body may not leave it.
static bool restrictsParts(const Stmt *S, bool Restricted) {
  return Restricted || isa<ForStmt, SwitchStmt>(S);
}

Shape RegionSplit::shape(const Stmt *S, bool Restricted) {
  if (auto It = Shapes.find(S); It != Shapes.end())
    return It->second;
  Shape Result = decide(S, Restricted);
  Shapes[S] = Result;
  return Result;
}

Shape RegionSplit::serial(const Stmt *S, bool Restricted, const std::string &Why) {
  if (Restricted && (!isa<Expr, IfStmt, CompoundStmt, NullStmt>(S) ||
                     holds<GotoStmt, IndirectGotoStmt, BreakStmt, ContinueStmt, ReturnStmt, DeclStmt>(S)))
    return Shape::Invalid;
  if (!Why.empty() && holds<ForStmt>(S))
    SerialWhy.push_back({S, Why});
  return Shape::Serial;
}

bool RegionSplit::launchesNest(const Stmt *S, bool Restricted, bool Parallel) {
  switch (shape(S, Restricted)) {
  case Shape::Nest:
    return !Parallel || hasParallelLoop(S, Ctx, LiveAfter);
  case Shape::HostLoop:
    return true;
  case Shape::HostBranch:
  case Shape::Block:
    return llvm::any_of(partsOf(S), [&](const Stmt *P) {
      return launchesNest(P, restrictsParts(S, Restricted), Parallel);
    });
  default:
    return false;
  }
}

bool RegionSplit::splits(llvm::ArrayRef<const Stmt *> Parts, bool Restricted, bool Parallel) {
  return llvm::none_of(Parts, [&](const Stmt *P) { return shape(P, Restricted) == Shape::Invalid; }) &&
         llvm::any_of(Parts, [&](const Stmt *P) { return launchesNest(P, Restricted, Parallel); });
}

Shape RegionSplit::decide(const Stmt *S, bool Restricted) {
  if (isa<OpenACCLoopConstruct>(S))
    return Shape::Nest;
  if (const auto *For = dyn_cast<ForStmt>(S)) {
    if (std::optional<ComputePlan::HostLoop> Loop = hostLoop(For)) {
      Loops[For] = *Loop;
      return Shape::HostLoop;
    }
    return Shape::Nest;
  }
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    if (!hostCondition(If->getInit(), If->getConditionVariable(), If->getCond()))
      return serial(S, Restricted, "the condition of the 'if'" + at(S) +
                                       " is no value the host knows at the region's start (it reads memory, a "
                                       "variable the region writes or one with a device copy)");
    for (const Stmt *Branch : {If->getThen(), If->getElse()})
      if (const DeclStmt *DS = Branch ? firstDeclaration(kernelsStatements(Branch)) : nullptr)
        return serial(S, Restricted, "the block" + at(Branch) + " declares variables ('" +
                                         cast<NamedDecl>(*DS->decl_begin())->getNameAsString() + "')");
    return splits(partsOf(S), Restricted, false) ? Shape::HostBranch : serial(S, Restricted, "");
  }
  if (const auto *Switch = dyn_cast<SwitchStmt>(S)) {
    if (!hostCondition(Switch->getInit(), Switch->getConditionVariable(), Switch->getCond()))
      return serial(S, Restricted, "the condition of the 'switch'" + at(S) +
                                       " is no value the host knows at the region's start (it reads memory, a "
                                       "variable the region writes or one with a device copy)");
    llvm::SmallVector<const Stmt *, 8> Parts = partsOf(S);
    if (!isa<CompoundStmt>(Switch->getBody()) || firstDeclaration(Parts) ||
        llvm::any_of(Parts, [](const Stmt *P) { return holds<SwitchCase>(P); }))
      return serial(S, Restricted, "the 'switch'" + at(S) +
                                       " declares variables or has case labels inside its statements");
    if (splits(Parts, true, false))
      return Shape::HostBranch;
    bool Leaves = llvm::any_of(Parts, [&](const Stmt *P) { return shape(P, true) == Shape::Invalid; });
    return serial(S, Restricted, Leaves ? "a statement of the 'switch'" + at(S) + " leaves it (break, continue)" : "");
  }
  if (const auto *Block = dyn_cast<CompoundStmt>(S)) {
    llvm::SmallVector<const Stmt *, 8> Parts = partsOf(S);
    if (const DeclStmt *DS = firstDeclaration(Parts))
      return serial(S, Restricted, "the block" + at(S) + " declares variables ('" +
                                       cast<NamedDecl>(*DS->decl_begin())->getNameAsString() + "')");
    return splits(Parts, Restricted, false) ? Shape::Block : serial(S, Restricted, "");
  }
  if (isa<WhileStmt, DoStmt, CXXForRangeStmt>(S))
    return serial(S, Restricted, "the " + std::string(isa<WhileStmt>(S) ? "'while'" : isa<DoStmt>(S) ? "'do'" : "range-based 'for'") +
                                     " loop" + at(S) + " runs whole in one serial kernel (Acorn analyses 'for' loops "
                                     "in canonical form)");
  return serial(S, Restricted, "");
}

// A loop the host runs around launches of the loop nests of its body (KernelsUnits.h): in
// canonical form with a header of host values, a body of loop nests (one of them with a parallel
// loop) and statements between them, a variable no clause names, and iterations that depend on
// each other (else it is a parallel loop of its own).
std::optional<ComputePlan::HostLoop> RegionSplit::hostLoop(const ForStmt *For) {
  std::string Why;
  SourceLocation Where;
  std::optional<CanonicalLoop> CL = analyzeCanonicalLoop(For, Why, Where);
  if (!CL || CL->Iterator || !hostValue(CL->Lower, Region, HostVars) || !hostValue(CL->Upper, Region, HostVars) ||
      (CL->Step && !hostValue(CL->Step, Region, HostVars)))
    return std::nullopt;
  auto Named = [&](const ValueDecl *V) {
    return llvm::any_of(Plan.Maps, [&](const MapItem &M) { return M.Var == V; }) ||
           llvm::is_contained(Plan.Privates, V) || llvm::is_contained(Plan.FirstPrivates, V) ||
           llvm::any_of(Plan.Reductions, [&](const ReductionItem &R) { return R.Var == V; });
  };
  llvm::SmallVector<const Stmt *, 8> Body = partsOf(For);
  if (Named(CL->Var) || firstDeclaration(Body))
    return std::nullopt;
  // Launches that all run on one thread would only add their latency to each iteration.
  HostVars.push_back(CL->Var);
  bool Parts = splits(Body, true, /*Parallel=*/true);
  HostVars.pop_back();
  if (!Parts)
    return std::nullopt;
  LoopDependence Dependence = analyzeLoopDependence(For, Ctx, LiveAfter(For));
  if (Dependence.Independent)
    return std::nullopt;
  return ComputePlan::HostLoop{For, CL->Var, 0, 0, Dependence.Why};
}

// A new launch of S; a statement of a serial launch joins the one before it unless a host
// statement lies between them.
void RegionSplit::placeNew(const Stmt *S, int Kind) {
  if (Kind == ACORN_REGION_SERIAL && Units.size() > Boundary && Units.back().Kind == ACORN_REGION_SERIAL) {
    Units.back().Body.push_back(S);
    return;
  }
  LaunchUnit U;
  U.Kind = Kind;
  U.Body.push_back(S);
  Units.push_back(std::move(U));
}

void RegionSplit::place(const Stmt *S, bool Restricted) {
  Shape Kind = shape(S, Restricted);
  if (Kind == Shape::Nest || Kind == Shape::Serial) {
    placeNew(S, Kind == Shape::Nest ? ACORN_REGION_PARALLEL : ACORN_REGION_SERIAL);
    return;
  }
  Boundary = Units.size();
  bool Inner = restrictsParts(S, Restricted);
  if (Kind == Shape::HostLoop) {
    size_t Index = HostLoops.size();
    HostLoops.push_back(Loops.find(cast<ForStmt>(S))->second);
    HostLoops[Index].FirstUnit = Units.size();
    HostVars.push_back(HostLoops[Index].Var);
    for (const Stmt *P : partsOf(S))
      place(P, Inner);
    HostVars.pop_back();
    HostLoops[Index].EndUnit = Units.size();
  } else if (Kind == Shape::HostBranch) {
    size_t Index = HostBranches.size();
    HostBranches.push_back({S, Units.size(), 0, {}});
    auto Mark = [&](const Stmt *At) {
      HostBranches[Index].Marks.push_back({Units.size(), At});
      Boundary = Units.size();
    };
    if (const auto *If = dyn_cast<IfStmt>(S)) {
      for (const Stmt *P : kernelsStatements(If->getThen()))
        place(P, Inner);
      if (If->getElse()) {
        Mark(If->getElse());
        for (const Stmt *P : kernelsStatements(If->getElse()))
          place(P, Inner);
      }
    } else {
      for (const Stmt *C : kernelsStatements(cast<SwitchStmt>(S)->getBody())) {
        for (; isa<SwitchCase>(C); C = cast<SwitchCase>(C)->getSubStmt())
          Mark(C);
        if (isa<BreakStmt>(C))
          Mark(C);
        else
          place(C, Inner);
      }
    }
    HostBranches[Index].EndUnit = Units.size();
  } else {
    for (const Stmt *P : partsOf(S))
      place(P, Inner);
  }
  Boundary = Units.size();
}

} // namespace

llvm::SmallVector<const Stmt *, 8> kernelsStatements(const Stmt *Block) {
  llvm::SmallVector<const Stmt *, 8> Statements;
  if (const auto *CS = dyn_cast<CompoundStmt>(Block))
    Statements.append(CS->body_begin(), CS->body_end());
  else
    Statements.push_back(Block);
  return Statements;
}

bool splitKernelsRegion(const Stmt *Block, const ASTContext &Ctx, ComputePlan &Plan, LiveAfterFn LiveAfter,
                        llvm::function_ref<bool(const ValueDecl *)> DeviceCopy) {
  if (holds<GotoStmt, IndirectGotoStmt>(Block)) // a label may be in another launch
    return false;
  RegionSplit Split(Block, Ctx, Plan, LiveAfter, DeviceCopy);
  std::vector<const DeclStmt *> Declarations;
  if (isa<CompoundStmt>(Block)) {
    llvm::SmallVector<const Stmt *, 8> Statements = kernelsStatements(Block);
    for (const Stmt *S : Statements)
      if (const auto *DS = dyn_cast<DeclStmt>(S); DS && !hostDeclaration(DS, Block))
        return false;
    for (const Stmt *S : Statements) {
      if (const auto *DS = dyn_cast<DeclStmt>(S))
        Declarations.push_back(DS);
      else
        Split.place(S, false);
    }
  } else {
    // A loop, if or switch as the whole block is split only when the host runs it.
    Shape Kind = Split.shape(Block, false);
    if (Kind != Shape::HostLoop && Kind != Shape::HostBranch)
      return false;
    Split.place(Block, false);
  }
  Plan.Units = std::move(Split.Units);
  Plan.HostDeclarations = std::move(Declarations);
  Plan.HostLoops = std::move(Split.HostLoops);
  Plan.HostBranches = std::move(Split.HostBranches);
  Plan.SerialWhy = std::move(Split.SerialWhy);
  return true;
}

// A local pointer variable that a launch moves (`*q++ = x`) and later code reads: 2.6.2 makes a
// scalar of a kernels region `copy`, so every launch uses one device copy of it, attached to the
// device copy of its target at entry; at exit the host pointer moves as far as that copy did
// (ACORN_MAP_FLAG_CARRY_BACK). Mention names it in the region.
static bool carryPointer(ComputePlan &Plan, const ValueDecl *Var, const DeclRefExpr *Mention) {
  const auto *V = dyn_cast<VarDecl>(Var);
  if (!V || !V->hasLocalStorage() || V->isParameterPack() || !V->getType()->isPointerType() || !Mention)
    return false;
  int Index = -1;
  for (const LaunchUnit &U : Plan.Units)
    for (const Capture &C : U.Captures)
      if (C.Var == Var && C.Mode == CaptureMode::PointerTarget && C.MapIndex >= 0)
        Index = C.MapIndex;
  if (Index < 0 || Plan.Maps[Index].Kind != ACORN_MAP_POINTER)
    return false;
  MapItem &Copy = Plan.Maps[Index];
  Copy.Kind = ACORN_MAP_COPY;
  Copy.Mode = CaptureMode::DeviceRef;
  Copy.Flags = ACORN_MAP_FLAG_IMPLICIT;
  for (LaunchUnit &U : Plan.Units)
    for (Capture &C : U.Captures)
      if (C.Var == Var)
        C.Mode = CaptureMode::DeviceRef;
  MapItem Attach; // last: after its target's map, wherever that is
  Attach.Kind = ACORN_MAP_ATTACH;
  Attach.Flags = ACORN_MAP_FLAG_IMPLICIT | ACORN_MAP_FLAG_CARRY_BACK;
  Attach.Var = Var;
  Attach.SectionBase = Mention;
  Attach.Loc = Copy.Loc;
  Plan.Maps.push_back(Attach);
  return true;
}

bool carryKernelsValues(ComputePlan &Plan, const SourceText &Text, Reporter &Diags, LiveAfterFn LiveAfter) {
  bool OK = true;
  for (size_t I = 0; I < Plan.Units.size(); ++I) {
    LaunchUnit &U = Plan.Units[I];
    for (const Capture &C : U.Captures) {
      // Device copies (DeviceRef) carry themselves; the host's loop variables are the host's.
      if (!C.Var || C.Mode == CaptureMode::DeviceRef || C.Mode == CaptureMode::DeviceArray ||
          Plan.hostLoopVariable(C.Var) || llvm::is_contained(Plan.FirstPrivates, C.Var))
        continue;
      const Stmt *Write = nullptr;
      for (const Stmt *S : U.Body)
        Write = Write ? Write : directWrite(S, C.Var);
      if (!Write || !LiveAfter(U.Body.back()).count(C.Var))
        continue;
      const auto *For = U.Body.size() == 1 ? dyn_cast<ForStmt>(U.Body.front()) : nullptr;
      auto Loop = For ? Plan.Loops.find(For) : Plan.Loops.end();
      if (Loop != Plan.Loops.end() && Loop->second->FinalValue == C.Var && !writesDirectly(For->getBody(), C.Var) &&
          !holds<BreakStmt>(For->getBody())) {
        U.FinalValueLoop = For;
        continue;
      }
      // Where later code reads it: a later launch (in a host loop, the next iteration's too).
      size_t From = I + 1;
      for (const ComputePlan::HostLoop &L : Plan.HostLoops)
        if (I >= L.FirstUnit && I < L.EndUnit)
          From = std::min(From, L.FirstUnit);
      const DeclRefExpr *Read = nullptr;
      for (size_t J = From; J < Plan.Units.size() && !Read; ++J)
        for (const Stmt *S : Plan.Units[J].Body)
          Read = Read ? Read : firstMention(S, C.Var);
      if (C.Mode == CaptureMode::PointerTarget && carryPointer(Plan, C.Var, firstMention(Write, C.Var)))
        continue;
      std::string Name = "'" + C.Var->getNameAsString() + "'";
      std::string Where = Read ? "at line " + std::to_string(Text.line(Read->getLocation())) : "after the region";
      Diags.error(Write->getBeginLoc(),
                  Name + " is changed here and read " + Where + ", but each part of a kernels region (a loop nest, " +
                      "or the statements between nests) gets its own copy of " +
                      (C.Var->getType()->isPointerType() ? "a pointer" : "this variable") +
                      ": Acorn does not carry the change to later parts or to the host yet; index with an integer " +
                      "declared outside the region (c[k++]), or use a 'serial' or 'parallel' construct");
      OK = false;
    }
  }
  return OK;
}

bool ComputePlan::declaredOnHost(const VarDecl *V) const {
  return hostLoopVariable(V) || llvm::any_of(HostDeclarations, [&](const DeclStmt *DS) {
           return llvm::is_contained(DS->decls(), static_cast<const Decl *>(V));
         });
}

bool ComputePlan::hostLoopVariable(const ValueDecl *V) const {
  return llvm::any_of(HostLoops, [&](const HostLoop &L) { return L.Var == V; });
}

} // namespace acorn
