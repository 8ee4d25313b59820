#include "analysis/Clauses.h"
#include "analysis/DeviceTypeGroups.h"

#include "analysis/ClauseClashes.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace acorn {

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

const ForStmt *loopOfDirective(const Stmt *S) {
  if (const auto *L = dyn_cast<OpenACCLoopConstruct>(S))
    return dyn_cast_or_null<ForStmt>(L->getLoop());
  if (const auto *C = dyn_cast<OpenACCCombinedConstruct>(S))
    return dyn_cast_or_null<ForStmt>(C->getLoop());
  return nullptr;
}

std::optional<acorn_map_kind> dataClauseKind(const OpenACCClause *C) {
  switch (C->getClauseKind()) {
  case OpenACCClauseKind::Copy:
  case OpenACCClauseKind::PCopy:
  case OpenACCClauseKind::PresentOrCopy:
    return ACORN_MAP_COPY;
  case OpenACCClauseKind::CopyIn:
  case OpenACCClauseKind::PCopyIn:
  case OpenACCClauseKind::PresentOrCopyIn:
    return ACORN_MAP_COPYIN;
  case OpenACCClauseKind::CopyOut:
  case OpenACCClauseKind::PCopyOut:
  case OpenACCClauseKind::PresentOrCopyOut:
    return ACORN_MAP_COPYOUT;
  case OpenACCClauseKind::Create:
  case OpenACCClauseKind::PCreate:
  case OpenACCClauseKind::PresentOrCreate:
    return ACORN_MAP_CREATE;
  case OpenACCClauseKind::NoCreate:
    return ACORN_MAP_NO_CREATE;
  case OpenACCClauseKind::Present:
    return ACORN_MAP_PRESENT;
  case OpenACCClauseKind::DeviceResident: // declare only (2.13.1): a device copy, as create
    return ACORN_MAP_CREATE;
  case OpenACCClauseKind::Link: // declare only (2.13.3)
    return ACORN_MAP_LINK;
  case OpenACCClauseKind::DevicePtr:
    return ACORN_MAP_DEVICEPTR;
  case OpenACCClauseKind::Delete:
    return ACORN_MAP_DELETE;
  case OpenACCClauseKind::Attach: // 2.7.13
    return ACORN_MAP_ATTACH;
  case OpenACCClauseKind::Detach: // 2.7.14
    return ACORN_MAP_DETACH;
  case OpenACCClauseKind::Device:
    return ACORN_MAP_UPDATE_DEVICE;
  case OpenACCClauseKind::Host:
    return ACORN_MAP_UPDATE_SELF;
  case OpenACCClauseKind::Self:
    // self(var-list) on update; self(condition) on a compute construct is not a data clause.
    if (cast<OpenACCSelfClause>(C)->isVarListClause() && !cast<OpenACCSelfClause>(C)->getVarList().empty())
      return ACORN_MAP_UPDATE_SELF;
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

OpenACCModifierKind dataClauseModifiers(const OpenACCClause *C) {
  if (const auto *CP = dyn_cast<OpenACCCopyClause>(C))
    return CP->getModifierList();
  if (const auto *CI = dyn_cast<OpenACCCopyInClause>(C))
    return CI->getModifierList();
  if (const auto *CO = dyn_cast<OpenACCCopyOutClause>(C))
    return CO->getModifierList();
  if (const auto *CR = dyn_cast<OpenACCCreateClause>(C))
    return CR->getModifierList();
  return OpenACCModifierKind::Invalid;
}

unsigned dataClauseFlags(const OpenACCClause *C) {
  OpenACCModifierKind Mods = dataClauseModifiers(C);
  unsigned Flags = 0;
  if (isOpenACCModifierBitSet(Mods, OpenACCModifierKind::Readonly))
    Flags |= ACORN_MAP_FLAG_READONLY;
  if (isOpenACCModifierBitSet(Mods, OpenACCModifierKind::Zero))
    Flags |= ACORN_MAP_FLAG_ZERO;
  // OpenACC 3.4: always is alwaysin and alwaysout, for the directions the clause copies.
  bool Always = isOpenACCModifierBitSet(Mods, OpenACCModifierKind::Always);
  bool CopiesIn = isa<OpenACCCopyClause, OpenACCCopyInClause>(C);
  bool CopiesOut = isa<OpenACCCopyClause, OpenACCCopyOutClause>(C);
  if (CopiesIn && (Always || isOpenACCModifierBitSet(Mods, OpenACCModifierKind::AlwaysIn)))
    Flags |= ACORN_MAP_FLAG_ALWAYS_IN;
  if (CopiesOut && (Always || isOpenACCModifierBitSet(Mods, OpenACCModifierKind::AlwaysOut)))
    Flags |= ACORN_MAP_FLAG_ALWAYS_OUT;
  return Flags;
}

ArrayRef<Expr *> dataClauseItems(const OpenACCClause *C) {
  if (const auto *Self = dyn_cast<OpenACCSelfClause>(C))
    return Self->isVarListClause() ? Self->getVarList() : ArrayRef<Expr *>();
  return cast<OpenACCClauseWithVarList>(C)->getVarList();
}

const ArraySectionExpr *pointerSection(const Expr *E) {
  const auto *AS = dyn_cast<ArraySectionExpr>(E->IgnoreParenImpCasts());
  if (!AS || !AS->getLength())
    return nullptr;
  const auto *Base = dyn_cast<DeclRefExpr>(AS->getBase()->IgnoreParenImpCasts());
  return Base && isa<VarDecl>(Base->getDecl()) && Base->getDecl()->getType()->isPointerType() ? AS : nullptr;
}

const ValueDecl *rootVariable(const Expr *E) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *AS = dyn_cast<ArraySectionExpr>(E)) {
      E = AS->getBase();
      continue;
    }
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      E = ASE->getBase();
      continue;
    }
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      return DRE->getDecl();
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      // A member of this is a variable of its own; a member of a struct variable belongs to it.
      if (isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
        return ME->getMemberDecl();
      E = ME->getBase();
      continue;
    }
    // In a template, a member of a variable of dependent type (`c.ptr` with `const C &c`).
    if (const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(E); DM && !DM->isImplicitAccess()) {
      E = DM->getBase();
      continue;
    }
    return nullptr;
  }
}

// gang(dim:d): Clang has checked that d is a constant.
std::optional<int64_t> gangDim(const Expr *E) {
  if (const auto *CE = dyn_cast<ConstantExpr>(E); CE && CE->hasAPValueResult())
    return CE->getResultAsAPSInt().getExtValue();
  return std::nullopt;
}

static std::optional<unsigned> collapseCount(const OpenACCCollapseClause *C) {
  if (const auto *CE = dyn_cast<ConstantExpr>(C->getLoopCount()))
    return static_cast<unsigned>(CE->getResultAsAPSInt().getZExtValue());
  return std::nullopt;
}

// 2.4 device_type: the clauses that apply on device type Device ("nvidia", "multicore" or "host").
// Those before any device_type apply to every device; a group naming Device replaces them clause
// by clause, else a `*` group does (which Device ignores when a group names it: the most specific
// name applies).
std::vector<const OpenACCClause *> deviceTypeClauses(ArrayRef<const OpenACCClause *> Clauses, StringRef Device) {
  std::vector<const OpenACCClause *> Default, Star, Named, *Group = &Default;
  bool DeviceNamed = false; // (a group naming Device without clauses leaves it the default ones)
  for (const OpenACCClause *C : Clauses) {
    const auto *DT = dyn_cast<OpenACCDeviceTypeClause>(C);
    if (!DT) {
      if (Group)
        Group->push_back(C);
      continue;
    }
    Group = nullptr;
    if (DT->hasAsterisk())
      Group = &Star;
    for (const DeviceTypeArgument &A : DT->getArchitectures())
      if (A.getIdentifierInfo()) {
        std::string Name = A.getIdentifierInfo()->getName().lower();
        if (Name == Device || Name == "acc_device_" + Device.str()) {
          Group = &Named;
          DeviceNamed = true;
        }
      }
  }
  const std::vector<const OpenACCClause *> &Chosen = DeviceNamed ? Named : Star;
  std::vector<const OpenACCClause *> Out;
  for (const OpenACCClause *C : Default)
    if (llvm::none_of(Chosen, [&](const OpenACCClause *G) { return G->getClauseKind() == C->getClauseKind(); }))
      Out.push_back(C);
  Out.insert(Out.end(), Chosen.begin(), Chosen.end());
  return Out;
}

// Acorn compiles the NVIDIA device's loop schedule; host and multicore run the same one (only
// their launch sizes follow their own groups: LowerCompute).
std::vector<const OpenACCClause *> nvidiaClauses(ArrayRef<const OpenACCClause *> Clauses) {
  return deviceTypeClauses(Clauses, "nvidia");
}

ClauseSet readClauses(ArrayRef<const OpenACCClause *> AllClauses, bool DeviceTypeGroups) {
  ClauseSet S;
  std::vector<const OpenACCClause *> Selected;
  if (DeviceTypeGroups)
    Selected = nvidiaClauses(AllClauses);
  ArrayRef<const OpenACCClause *> Clauses = DeviceTypeGroups ? ArrayRef(Selected) : AllClauses;
  for (const OpenACCClause *C : Clauses) {
    if (dataClauseKind(C)) {
      S.Data.push_back(C);
      continue;
    }
    switch (C->getClauseKind()) {
    case OpenACCClauseKind::If:
      S.If = cast<OpenACCIfClause>(C)->getConditionExpr();
      break;
    case OpenACCClauseKind::Self: // 2.5.4 on a compute construct: run it on the host
      S.HasSelf = true;
      S.SelfCondition = cast<OpenACCSelfClause>(C)->getConditionExpr();
      break;
    case OpenACCClauseKind::Async: {
      const auto *A = cast<OpenACCAsyncClause>(C);
      S.Async.Present = true;
      S.Async.Queue = A->hasIntExpr() ? A->getIntExpr() : nullptr;
      break;
    }
    case OpenACCClauseKind::Wait: {
      const auto *W = cast<OpenACCWaitClause>(C);
      S.HasWait = true;
      S.WaitDevNum = W->getDevNumExpr();
      for (const Expr *E : W->getQueueIdExprs())
        S.WaitQueues.push_back(E);
      break;
    }
    case OpenACCClauseKind::NumGangs: {
      auto Exprs = cast<OpenACCNumGangsClause>(C)->getIntExprs();
      if (!Exprs.empty())
        S.NumGangs = Exprs[0];
      if (Exprs.size() > 1)
        S.NumGangs2 = Exprs[1];
      if (Exprs.size() > 2)
        S.NumGangs3 = Exprs[2];
      break;
    }
    case OpenACCClauseKind::NumWorkers:
      S.NumWorkers = cast<OpenACCNumWorkersClause>(C)->getIntExpr();
      break;
    case OpenACCClauseKind::VectorLength:
      S.VectorLength = cast<OpenACCVectorLengthClause>(C)->getIntExpr();
      break;
    case OpenACCClauseKind::Default:
      S.DefaultNone = cast<OpenACCDefaultClause>(C)->getDefaultClauseKind() == OpenACCDefaultClauseKind::None;
      S.DefaultPresent = !S.DefaultNone;
      break;
    case OpenACCClauseKind::Private:
      for (const Expr *E : cast<OpenACCPrivateClause>(C)->getVarList())
        S.Private.push_back(E);
      break;
    case OpenACCClauseKind::FirstPrivate:
      for (const Expr *E : cast<OpenACCFirstPrivateClause>(C)->getVarList())
        S.FirstPrivate.push_back(E);
      break;
    case OpenACCClauseKind::Reduction: {
      const auto *R = cast<OpenACCReductionClause>(C);
      for (const Expr *E : R->getVarList())
        S.Reductions.push_back({R->getReductionOp(), rootVariable(E), E, E->getBeginLoc()});
      break;
    }
    case OpenACCClauseKind::Gang: {
      S.Levels |= ACORN_LEVEL_GANG;
      const auto *G = cast<OpenACCGangClause>(C);
      for (unsigned I = 0; I < G->getNumExprs(); ++I)
        if (G->getExpr(I).first == OpenACCGangKind::Num)
          S.LoopGangs = G->getExpr(I).second;
        else if (G->getExpr(I).first == OpenACCGangKind::Dim)
          S.GangDim = static_cast<unsigned>(gangDim(G->getExpr(I).second).value_or(1));
      break;
    }
    case OpenACCClauseKind::Worker:
      S.Levels |= ACORN_LEVEL_WORKER;
      if (cast<OpenACCWorkerClause>(C)->hasIntExpr())
        S.LoopWorkers = cast<OpenACCWorkerClause>(C)->getIntExpr();
      break;
    case OpenACCClauseKind::Vector:
      S.Levels |= ACORN_LEVEL_VECTOR;
      if (cast<OpenACCVectorClause>(C)->hasIntExpr())
        S.LoopVectorLength = cast<OpenACCVectorClause>(C)->getIntExpr();
      break;
    case OpenACCClauseKind::Seq: S.Seq = true; break;
    case OpenACCClauseKind::Auto: S.Auto = true; break;
    case OpenACCClauseKind::Independent: S.Independent = true; break;
    case OpenACCClauseKind::Collapse: {
      std::optional<unsigned> Count = collapseCount(cast<OpenACCCollapseClause>(C));
      S.Collapse = Count.value_or(1);
      S.CollapseDependent = !Count;
      S.CollapseForce = cast<OpenACCCollapseClause>(C)->hasForce();
      break;
    }
    case OpenACCClauseKind::Tile:
      for (const Expr *E : cast<OpenACCTileClause>(C)->getSizeExprs())
        S.Tile.push_back(isa<OpenACCAsteriskSizeExpr>(E->IgnoreParenImpCasts()) ? nullptr : E);
      break;
    case OpenACCClauseKind::Finalize: S.Finalize = true; break;
    case OpenACCClauseKind::IfPresent: S.IfPresent = true; break;
    case OpenACCClauseKind::UseDevice:
      for (const Expr *E : cast<OpenACCUseDeviceClause>(C)->getVarList())
        S.UseDevice.push_back(E);
      break;
    case OpenACCClauseKind::DeviceType:
    case OpenACCClauseKind::DType:
      S.DeviceType = cast<OpenACCDeviceTypeClause>(C);
      break;
    case OpenACCClauseKind::DeviceNum:
      S.DeviceNum = cast<OpenACCDeviceNumClause>(C)->getIntExpr();
      break;
    case OpenACCClauseKind::DefaultAsync:
      S.DefaultAsync = cast<OpenACCDefaultAsyncClause>(C)->getIntExpr();
      break;
    default:
      break;
    }
  }
  return S;
}

namespace {

bool isComputeClause(OpenACCClauseKind K) {
  switch (K) {
  case OpenACCClauseKind::If:
  case OpenACCClauseKind::Async:
  case OpenACCClauseKind::Wait:
  case OpenACCClauseKind::NumGangs:
  case OpenACCClauseKind::NumWorkers:
  case OpenACCClauseKind::VectorLength:
  case OpenACCClauseKind::Default:
  case OpenACCClauseKind::Private:
  case OpenACCClauseKind::FirstPrivate:
  case OpenACCClauseKind::Reduction:
  case OpenACCClauseKind::DeviceType:
  case OpenACCClauseKind::DType:
  case OpenACCClauseKind::Self:
    return true;
  default:
    return false;
  }
}

bool isLoopClause(OpenACCClauseKind K) {
  switch (K) {
  case OpenACCClauseKind::DeviceType:
  case OpenACCClauseKind::DType:
  case OpenACCClauseKind::Gang:
  case OpenACCClauseKind::Worker:
  case OpenACCClauseKind::Vector:
  case OpenACCClauseKind::Seq:
  case OpenACCClauseKind::Auto:
  case OpenACCClauseKind::Independent:
  case OpenACCClauseKind::Collapse:
  case OpenACCClauseKind::Tile:
  case OpenACCClauseKind::Private:
  case OpenACCClauseKind::Reduction:
    return true;
  default:
    return false;
  }
}

/// Whether Acorn implements clause kind K on directive D at all (its forms are checked apart).
bool isImplemented(OpenACCDirectiveKind D, const OpenACCClause *C) {
  OpenACCClauseKind K = C->getClauseKind();
  bool Data = dataClauseKind(C).has_value();
  switch (D) {
  case OpenACCDirectiveKind::Parallel:
  case OpenACCDirectiveKind::Serial:
  case OpenACCDirectiveKind::Kernels:
    return Data || isComputeClause(K);
  case OpenACCDirectiveKind::ParallelLoop:
  case OpenACCDirectiveKind::SerialLoop:
  case OpenACCDirectiveKind::KernelsLoop:
    return Data || isComputeClause(K) || isLoopClause(K);
  case OpenACCDirectiveKind::Loop:
    return isLoopClause(K);
  case OpenACCDirectiveKind::Data: // 3.3: async and wait may follow device_type; default (2.6.2)
    return Data || K == OpenACCClauseKind::If || K == OpenACCClauseKind::Async || K == OpenACCClauseKind::Wait ||
           K == OpenACCClauseKind::DeviceType || K == OpenACCClauseKind::DType || K == OpenACCClauseKind::Default;
  case OpenACCDirectiveKind::EnterData:
    return Data || K == OpenACCClauseKind::If || K == OpenACCClauseKind::Async || K == OpenACCClauseKind::Wait;
  case OpenACCDirectiveKind::ExitData:
    return Data || K == OpenACCClauseKind::If || K == OpenACCClauseKind::Async || K == OpenACCClauseKind::Wait ||
           K == OpenACCClauseKind::Finalize;
  case OpenACCDirectiveKind::Update:
    return Data || K == OpenACCClauseKind::If || K == OpenACCClauseKind::Async || K == OpenACCClauseKind::Wait ||
           K == OpenACCClauseKind::IfPresent || K == OpenACCClauseKind::DeviceType || K == OpenACCClauseKind::DType;
  case OpenACCDirectiveKind::HostData:
    return K == OpenACCClauseKind::UseDevice || K == OpenACCClauseKind::If || K == OpenACCClauseKind::IfPresent;
  case OpenACCDirectiveKind::Wait:
    return K == OpenACCClauseKind::Async || K == OpenACCClauseKind::If;
  case OpenACCDirectiveKind::Init:
  case OpenACCDirectiveKind::Shutdown:
    return K == OpenACCClauseKind::If || K == OpenACCClauseKind::DeviceType || K == OpenACCClauseKind::DType ||
           K == OpenACCClauseKind::DeviceNum;
  case OpenACCDirectiveKind::Set:
    return K == OpenACCClauseKind::If || K == OpenACCClauseKind::DeviceType || K == OpenACCClauseKind::DType ||
           K == OpenACCClauseKind::DeviceNum || K == OpenACCClauseKind::DefaultAsync;
  case OpenACCDirectiveKind::Atomic:
    return K == OpenACCClauseKind::If;
  case OpenACCDirectiveKind::Routine:
    return K == OpenACCClauseKind::Seq || K == OpenACCClauseKind::Worker || K == OpenACCClauseKind::Vector ||
           K == OpenACCClauseKind::DeviceType || K == OpenACCClauseKind::DType || K == OpenACCClauseKind::NoHost ||
           K == OpenACCClauseKind::Bind || K == OpenACCClauseKind::Gang;
  default:
    return false;
  }
}

// The value of E when it is written as a constant: a literal, a negated one, an enumerator.
static std::optional<int64_t> writtenConstant(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *L = dyn_cast<IntegerLiteral>(E))
    return L->getValue().getSExtValue();
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_Minus)
    if (std::optional<int64_t> V = writtenConstant(U->getSubExpr()))
      return -*V;
  if (const auto *R = dyn_cast<DeclRefExpr>(E))
    if (const auto *EC = dyn_cast<EnumConstantDecl>(R->getDecl()))
      return EC->getInitVal().getSExtValue();
  return std::nullopt;
}

// 2.5.7-2.5.9, 2.9.2-2.9.4: numbers of gangs, workers and vector lanes are positive (gang(static:)
// counts iterations, also positive).
static bool positiveCount(const Expr *E, const std::string &Clause, Reporter &Diags) {
  std::optional<int64_t> V = E && !E->isValueDependent() ? writtenConstant(E) : std::nullopt;
  if (!V || *V > 0)
    return true;
  std::string Written = Clause + (Clause.back() == ':' ? "" : "(") + std::to_string(*V) + ")";
  std::string What = Clause == "gang(static:"                    ? "the chunk size"
                     : Clause.find("gang") != std::string::npos   ? "the number of gangs"
                     : Clause.find("worker") != std::string::npos ? "the number of workers"
                                                                  : "the number of vector lanes";
  Diags.error(E->getBeginLoc(), Written + ": " + What + " must be positive");
  return false;
}

// The count arguments of C, with the clause as written (num_gangs, gang(num:), ...).
static std::vector<std::pair<const Expr *, std::string>> countArguments(const OpenACCClause *C) {
  std::vector<std::pair<const Expr *, std::string>> Out;
  if (const auto *NG = dyn_cast<OpenACCNumGangsClause>(C))
    for (const Expr *E : NG->getIntExprs())
      Out.push_back({E, "num_gangs"});
  if (const auto *NW = dyn_cast<OpenACCNumWorkersClause>(C))
    Out.push_back({NW->getIntExpr(), "num_workers"});
  if (const auto *VL = dyn_cast<OpenACCVectorLengthClause>(C))
    Out.push_back({VL->getIntExpr(), "vector_length"});
  if (const auto *W = dyn_cast<OpenACCWorkerClause>(C); W && W->hasIntExpr())
    Out.push_back({W->getIntExpr(), "worker(num:"});
  if (const auto *V = dyn_cast<OpenACCVectorClause>(C); V && V->hasIntExpr())
    Out.push_back({V->getIntExpr(), "vector(length:"});
  if (const auto *G = dyn_cast<OpenACCGangClause>(C)) {
    for (unsigned I = 0; I < G->getNumExprs(); ++I) {
      if (G->getExpr(I).first == OpenACCGangKind::Num)
        Out.push_back({G->getExpr(I).second, "gang(num:"});
      else if (G->getExpr(I).first == OpenACCGangKind::Static && !isa<OpenACCAsteriskSizeExpr>(G->getExpr(I).second))
        Out.push_back({G->getExpr(I).second, "gang(static:"});
    }
  }
  return Out;
}

/// Clause forms Acorn does not implement yet even where the clause itself is, and counts that are
/// not positive.
bool checkForm(const OpenACCClause *C, Reporter &Diags) {
  for (auto [E, Clause] : countArguments(C))
    if (!positiveCount(E, Clause, Diags))
      return false;
  switch (C->getClauseKind()) {
  case OpenACCClauseKind::Private:
  case OpenACCClauseKind::FirstPrivate:
    // A section of a C array is private as the whole array; one of a pointer variable gets storage
    // of its own for each gang, worker or lane (PrivateSection).
    for (const Expr *E : cast<OpenACCClauseWithVarList>(C)->getVarList())
      if (const auto *AS = dyn_cast<ArraySectionExpr>(E->IgnoreParenImpCasts());
          AS && ArraySectionExpr::getBaseOriginalType(AS->getBase()).getCanonicalType()->isPointerType() &&
          !pointerSection(E)) {
        Diags.unsupported(E->getBeginLoc(), "'" + clauseName(C->getClauseKind()) +
                                                "' of a section other than p[lo:n] of a pointer variable");
        return false;
      }
    return true;
  case OpenACCClauseKind::Gang: {
    const auto *G = cast<OpenACCGangClause>(C);
    for (unsigned I = 0; I < G->getNumExprs(); ++I) {
      if (G->getExpr(I).first == OpenACCGangKind::Static) {
        // 2.9.2: how iterations are dealt to gangs; they are independent, so only speed differs.
        Diags.remark(G->getExpr(I).second->getBeginLoc(),
                     "gang(static:) is a hint: the iterations are dealt to the gangs as Acorn deals them");
      } else if (G->getExpr(I).first == OpenACCGangKind::Dim) {
        std::optional<int64_t> D = gangDim(G->getExpr(I).second);
        if (!D || *D < 1 || *D > 3) {
          Diags.error(G->getExpr(I).second->getBeginLoc(), "the argument of gang(dim:) must be the constant 1, 2 or 3");
          return false;
        }
      }
    }
    return true;
  }
  default:
    return true;
  }
}

} // namespace

bool checkRoutineClauses(ArrayRef<const OpenACCClause *> Clauses, Reporter &Diags) {
  bool OK = true;
  for (const OpenACCClause *C : Clauses) {
    OpenACCClauseKind K = C->getClauseKind();
    if (K == OpenACCClauseKind::NoHost)
      Diags.remark(C->getBeginLoc(), "nohost: the routine is compiled for the host too, since the host and "
                                     "multicore targets run compute regions there");
    if (isImplemented(OpenACCDirectiveKind::Routine, C))
      continue;
    Diags.unsupported(C->getBeginLoc(), "the '" + clauseName(K) + "' clause on 'routine'");
    OK = false;
  }
  return OK;
}

bool checkClauses(const OpenACCConstructStmt *S, ArrayRef<const OpenACCClause *> Clauses, Reporter &Diags) {
  OpenACCDirectiveKind D = S->getDirectiveKind();
  bool OK = checkClauseClashes(Clauses, Diags);
  for (const OpenACCClause *C : Clauses) {
    if (!isImplemented(D, C)) {
      Diags.unsupported(C->getBeginLoc(),
                        "the '" + clauseName(C->getClauseKind()) + "' clause on '" + directiveName(D) + "'");
      OK = false;
      continue;
    }
    OK &= checkForm(C, Diags);
  }
  return OK;
}

} // namespace acorn
