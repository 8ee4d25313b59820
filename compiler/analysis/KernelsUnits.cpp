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
// scalar variables' and members' that the region does not write.
static bool hostValue(const Expr *E, const Stmt *Region) {
  E = E->IgnoreParens();
  auto Value = [&](const Expr *Sub) { return hostValue(Sub, Region); };
  if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral, CXXBoolLiteralExpr, UnaryExprOrTypeTraitExpr>(E))
    return true;
  if (const auto *R = dyn_cast<DeclRefExpr>(E))
    return isa<EnumConstantDecl, NonTypeTemplateParmDecl>(R->getDecl()) ||
           (isa<VarDecl>(R->getDecl()) && scalarLike(R->getType()) && !mayWrite(Region, R->getDecl()));
  if (const auto *M = dyn_cast<MemberExpr>(E)) { // s.n, p->steps, this->n_
    const Expr *Object = M->getBase()->IgnoreParenImpCasts();
    const auto *R = dyn_cast<DeclRefExpr>(Object);
    bool Fixed = isa<CXXThisExpr>(Object) || (R && isa<VarDecl>(R->getDecl()) && !writesDirectly(Region, R->getDecl()));
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
// is the schedule's to decide), or a loop whose iterations are independent.
static bool hasParallelLoop(const Stmt *S, const ASTContext &Ctx) {
  if (!S)
    return false;
  if (isa<OpenACCLoopConstruct>(S))
    return true;
  if (const auto *For = dyn_cast<ForStmt>(S); For && analyzeLoopDependence(For, Ctx, VariableSet()).Independent)
    return true;
  return llvm::any_of(S->children(), [&](const Stmt *C) { return hasParallelLoop(C, Ctx); });
}

// A loop the host runs around launches of the loop nests of its body (KernelsUnits.h): in
// canonical form with a header of host values, a body of loop nests (one of them with a parallel
// loop) and statements between them, a variable no clause names, and iterations that depend on
// each other (else it is a parallel loop of its own).
static std::optional<ComputePlan::HostLoop> hostLoop(const ForStmt *For, const Stmt *Region, const ASTContext &Ctx,
                                                     const ComputePlan &Plan) {
  std::string Why;
  SourceLocation Where;
  std::optional<CanonicalLoop> CL = analyzeCanonicalLoop(For, Why, Where);
  if (!CL || CL->Iterator || !hostValue(CL->Lower, Region) || !hostValue(CL->Upper, Region) ||
      (CL->Step && !hostValue(CL->Step, Region)))
    return std::nullopt;
  auto Named = [&](const ValueDecl *V) {
    return llvm::any_of(Plan.Maps, [&](const MapItem &M) { return M.Var == V; }) ||
           llvm::is_contained(Plan.Privates, V) || llvm::is_contained(Plan.FirstPrivates, V) ||
           llvm::any_of(Plan.Reductions, [&](const ReductionItem &R) { return R.Var == V; });
  };
  // Loop nests, launched with all gangs, and statements between them that run as serial launches
  // (`err = 0;`).
  auto Body = kernelsStatements(For->getBody());
  auto Nest = [](const Stmt *S) { return isa<ForStmt, OpenACCLoopConstruct>(S); };
  auto Serial = [](const Stmt *S) {
    // Nothing that leaves the iteration, nor a declaration a later launch would need.
    return isa<Expr, IfStmt, CompoundStmt, NullStmt>(S) &&
           !holds<GotoStmt, IndirectGotoStmt, BreakStmt, ContinueStmt, ReturnStmt, DeclStmt>(S);
  };
  if (Named(CL->Var) || llvm::none_of(Body, Nest) ||
      !llvm::all_of(Body, [&](const Stmt *S) { return Nest(S) || Serial(S); }))
    return std::nullopt;
  // Launches that all run on one thread would only add their latency to each iteration.
  if (llvm::none_of(Body, [&](const Stmt *S) { return Nest(S) && hasParallelLoop(S, Ctx); }))
    return std::nullopt;
  LoopDependence Dependence = analyzeLoopDependence(For, Ctx, VariableSet());
  if (Dependence.Independent)
    return std::nullopt;
  return ComputePlan::HostLoop{For, CL->Var, 0, 0, Dependence.Why};
}

llvm::SmallVector<const Stmt *, 8> kernelsStatements(const Stmt *Block) {
  llvm::SmallVector<const Stmt *, 8> Statements;
  if (const auto *CS = dyn_cast<CompoundStmt>(Block))
    Statements.append(CS->body_begin(), CS->body_end());
  else
    Statements.push_back(Block);
  return Statements;
}

bool splitKernelsRegion(const Stmt *Block, const ASTContext &Ctx, ComputePlan &Plan) {
  if (holds<GotoStmt, IndirectGotoStmt>(Block)) // a label may be in another launch
    return false;
  llvm::SmallVector<const Stmt *, 8> Statements = kernelsStatements(Block);
  std::vector<std::optional<ComputePlan::HostLoop>> HostLoops; // decided once: the analysis is not cheap
  for (const Stmt *S : Statements) {
    if (const auto *DS = dyn_cast<DeclStmt>(S); DS && !hostDeclaration(DS, Block))
      return false;
    const auto *For = dyn_cast<ForStmt>(S);
    HostLoops.push_back(For ? hostLoop(For, Block, Ctx, Plan) : std::nullopt);
  }
  if (isa<ForStmt>(Block) && !HostLoops.front()) // a lone loop is split only when the host runs it
    return false;
  // A loop nest is a launch of its own; a run of other statements is one serial launch, which
  // does not reach back past Boundary (into a host loop's launches, which repeat).
  size_t Boundary = 0;
  auto Place = [&](const Stmt *S) {
    if (!isa<ForStmt, OpenACCLoopConstruct>(S) && Plan.Units.size() > Boundary &&
        Plan.Units.back().Kind == ACORN_REGION_SERIAL) {
      Plan.Units.back().Body.push_back(S);
      return;
    }
    LaunchUnit U;
    U.Kind = isa<ForStmt, OpenACCLoopConstruct>(S) ? ACORN_REGION_PARALLEL : ACORN_REGION_SERIAL;
    U.Body.push_back(S);
    Plan.Units.push_back(std::move(U));
  };
  for (size_t I = 0; I < Statements.size(); ++I) {
    const Stmt *S = Statements[I];
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      Plan.HostDeclarations.push_back(DS);
    } else if (std::optional<ComputePlan::HostLoop> &Loop = HostLoops[I]) {
      Loop->FirstUnit = Boundary = Plan.Units.size();
      for (const Stmt *Nest : kernelsStatements(Loop->For->getBody()))
        Place(Nest);
      Loop->EndUnit = Boundary = Plan.Units.size();
      Plan.HostLoops.push_back(std::move(*Loop));
    } else {
      Place(S);
    }
  }
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

bool carryKernelsValues(ComputePlan &Plan, const SourceText &Text, Reporter &Diags,
                        llvm::function_ref<VariableSet(const Stmt *)> LiveAfter) {
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
          From = L.FirstUnit;
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
