// How each variable a compute construct's code names reaches the region (2.6.2, 2.6.8): its map,
// its capture (by value, by device reference, as a device pointer), *this; default(none).
#include "analysis/ComputeAnalyzer.h"

using namespace clang;

namespace acorn {

// A reference member is, for data, the object it refers to (as a reference variable is): the
// object's device copy holds the host address it was bound to, so the region names the referred
// object by name, its storage mapped and translated as a reference variable's.
bool ComputeAnalyzer::memberByName(const ValueDecl *Member) const {
  return findMap(Member) >= 0 || Info.EnclosingData.count(Member) || Member->getType()->isPointerType() ||
         Member->getType()->isReferenceType() ||
         LoopReductionVars.count(Member) || llvm::is_contained(Plan.Privates, Member) ||
         llvm::is_contained(Plan.FirstPrivates, Member) ||
         llvm::any_of(Plan.Reductions, [&](const ReductionItem &R) { return R.Var == Member; });
}

// The object's device copy: the explicit this[0:1] map, else an implicit copy of *this, which
// comes first so that the members mapped by name are found inside it.
void ComputeAnalyzer::captureThis(LaunchUnit &U) {
  Capture C;
  C.IsThis = true;
  C.Mode = CaptureMode::DevicePointer;
  auto It = llvm::find_if(Plan.Maps, [](const MapItem &M) { return M.IsThis; });
  C.MapIndex = It == Plan.Maps.end()
                   ? insertMap(0, implicitThisMap({Plan.Kind, Plan.Clauses.DefaultPresent, false},
                                                  enclosingMethod(Plan.Construct, Text.astContext()),
                                                  Plan.Construct->getBeginLoc()))
                   : static_cast<int>(It - Plan.Maps.begin());
  U.Captures.push_back(C);
}

ImplicitContext ComputeAnalyzer::wholeContext(const ValueDecl *Var) const {
  ImplicitContext Ctx{Plan.Kind, Plan.Clauses.DefaultPresent, false};
  Ctx.StructTarget = reachedThroughMembers(Var, Plan.Block);
  return Ctx;
}

int ComputeAnalyzer::insertMap(int Index, const MapItem &M) {
  Plan.Maps.insert(Plan.Maps.begin() + Index, M);
  for (LaunchUnit &Other : Plan.Units)
    for (Capture &Existing : Other.Captures)
      if (Existing.MapIndex >= Index)
        ++Existing.MapIndex;
  return Index;
}

int ComputeAnalyzer::findMap(const ValueDecl *Var) const {
  for (size_t I = 0; I < Plan.Maps.size(); ++I)
    if (mapsVariable(Plan.Maps[I], Var))
      return static_cast<int>(I);
  return -1;
}

void ComputeAnalyzer::reportDefaultNone(const ValueDecl *Var, SourceLocation Use) {
  Diags.error(Use, "variable '" + Var->getNameAsString() +
                       "' is used in the region but not listed in a data clause, and the construct has default(none)");
}

// 2.6.2 default(none): a global constant that device code reads as it is needs a data clause too,
// unless it is no variable the region refers to (a C++ constant usable in constant expressions, as
// in decideCapture); in C it is a variable (GCC agrees).
bool ComputeAnalyzer::checkGlobalConstants(const UnitUses &V) {
  if (!Plan.Clauses.DefaultNone)
    return true;
  bool OK = true;
  for (const VarDecl *Var : V.GlobalConstants) {
    bool Listed = findMap(Var) >= 0 || llvm::is_contained(Plan.FirstPrivates, Var) ||
                  Info.EnclosingListed.count(Var) || (Info.Declared && Info.Declared->find(Var));
    if (Listed || (Text.langOptions().CPlusPlus && Var->isUsableInConstantExpressions(Text.astContext())))
      continue;
    reportDefaultNone(Var, V.FirstUse.lookup(Var));
    OK = false;
  }
  return OK;
}

bool ComputeAnalyzer::exemptFromDefaultNone(const ValueDecl *Var) const {
  // Only a reduction clause gives the attribute: an accumulated scalar the dependence analysis
  // reduces (LoopReductionVars) would be implicitly determined, as GCC reports too.
  bool Reduction = llvm::any_of(Plan.Reductions, [&](const ReductionItem &R) { return R.Var == Var; }) ||
                   ExplicitLoopReductionVars.count(Var);
  // C++ constants (`constexpr int K`, `const int n = 100`) are not variables the region refers to
  // (not odr-used; GCC agrees): default(none) does not ask for them.
  const auto *VD = dyn_cast<VarDecl>(Var);
  bool Constant = Text.langOptions().CPlusPlus && VD && VD->isUsableInConstantExpressions(Text.astContext());
  // A variable of a visible data clause (an enclosing data construct's, a declare directive's) is
  // listed (2.6.2).
  bool Visible = Info.EnclosingListed.count(Var) || (Info.Declared && Info.Declared->find(Var));
  // The region's own variable, declared by the host (KernelsUnits.h): default clauses are not for it.
  bool Own = VD && Plan.declaredOnHost(VD);
  // A loop's variable given the loop's final value (LoopPlan::FinalValue) is the loop's to name.
  bool LoopValue = llvm::any_of(Plan.Loops, [&](const auto &L) { return L.second->FinalValue == Var; });
  return Reduction || Constant || Visible || Own || LoopValue;
}

// 2.6.2: a variable from outside that a loop only makes private because each iteration writes it
// first (`tmp = a[i] * 2; a[i] = tmp + 1;`) would be implicitly determined: default(none) asks for a
// clause (GCC reports it too). One the region also uses outside such loops is decideCapture's.
bool ComputeAnalyzer::checkImplicitPrivates(const UnitUses &V) {
  if (!Plan.Clauses.DefaultNone)
    return true;
  bool OK = true;
  for (const VarDecl *Var : V.ImplicitPrivates) {
    if (V.Outer.count(Var) || findMap(Var) >= 0 || llvm::is_contained(Plan.Privates, Var) ||
        llvm::is_contained(Plan.FirstPrivates, Var) || Plan.passedByValue(Var) || exemptFromDefaultNone(Var))
      continue;
    reportDefaultNone(Var, V.FirstUse.lookup(Var));
    OK = false;
  }
  return OK;
}

bool ComputeAnalyzer::decideCapture(LaunchUnit &U, const ValueDecl *Var, bool IsMember, SourceLocation Use) {
  // The outlined function of a C region declares each capture's type.
  if (!Text.langOptions().CPlusPlus && hasUnnamedTag(Var->getType())) {
    Diags.unsupported(Use, "a variable of an unnamed struct, union or enum type ('" + Var->getNameAsString() +
                               "') in a compute region");
    return false;
  }
  if (std::optional<std::string> Why = Info.Gpu ? unreachableFromDevice(Var) : std::nullopt) {
    Diags.error(Use, *Why);
    return false;
  }
  // A lambda with a device copy has its pointers attached (ClosurePointers.h), a firstprivate one
  // translated in its copy (FirstPrivatePointers.h); one copied into the launch otherwise
  // (deviceptr) keeps them as they are.
  if (!decideCaptureOf(U, Var, IsMember, Use))
    return false;
  const Capture &Added = U.Captures.back();
  bool FieldsAttached = Added.Mode == CaptureMode::DeviceRef && Added.MapIndex >= 0 &&
                        attachesPointerFields(Var, Plan.Block);
  FieldsAttached |= Added.Mode == CaptureMode::Value && llvm::is_contained(Plan.FirstPrivates, Var) &&
                    fieldsListedAtRunTime(Var, Text.astContext());
  if (std::optional<std::string> Why = Info.Gpu && !FieldsAttached ? pointersCapturedByCopy(Var) : std::nullopt)
    Diags.warning(Use, *Why);
  return true;
}

bool ComputeAnalyzer::decideCaptureOf(LaunchUnit &U, const ValueDecl *Var, bool IsMember, SourceLocation Use) {
  Capture C;
  C.Var = Var;
  int Index = findMap(Var);
  // One part of the variable is mapped (copyin(cfg.coef)) but the region reads more of it: the
  // whole variable is mapped too, first, as a variable without a clause would be (the part then
  // lies inside it).
  if (const Expr *Part = Index >= 0 && !IsMember ? partOfVariable(Plan.Maps[Index]) : nullptr;
      Part && !reachedOnlyThrough(Var, Part, Plan.Block, Text.astContext()))
    if (std::optional<MapItem> Whole = implicitAttribute(Var, IsMember, wholeContext(Var)).Map)
      Index = insertMap(Index, *Whole);
  if (Index >= 0) {
    C.Mode = Plan.Maps[Index].Kind == ACORN_MAP_DEVICEPTR ? CaptureMode::Value : Plan.Maps[Index].Mode;
    C.MapIndex = Index;
    U.Captures.push_back(C);
    return true;
  }
  if (std::optional<MapItem> M = firstPrivatePointerMap(Plan, Var, IsMember)) {
    C.Mode = M->Mode;
    C.MapIndex = static_cast<int>(Plan.Maps.size());
    Plan.Maps.push_back(*M);
    U.Captures.push_back(C);
    return true;
  }
  if (llvm::is_contained(Plan.FirstPrivates, Var) || Plan.passedByValue(Var)) {
    U.Captures.push_back(C);
    return true;
  }
  bool IsReduction = llvm::any_of(Plan.Reductions, [&](const ReductionItem &R) { return R.Var == Var; }) ||
                     LoopReductionVars.count(Var);
  if (Plan.Clauses.DefaultNone && !exemptFromDefaultNone(Var)) {
    reportDefaultNone(Var, Use);
    return false;
  }
  const auto *VD = dyn_cast<VarDecl>(Var);
  bool Own = VD && Plan.declaredOnHost(VD);
  if (auto It = SectionReductions.find(Var); It != SectionReductions.end())
    if (std::optional<MapItem> M = reductionSectionMap(It->second, Text.astContext())) {
      C.Mode = M->Mode;
      C.MapIndex = static_cast<int>(Plan.Maps.size());
      Plan.Maps.push_back(*M);
      U.Captures.push_back(C);
      return true;
    }
  ImplicitContext Implicit{Plan.Kind, Plan.Clauses.DefaultPresent && !Own, IsReduction};
  if (const DeclaredVar *D = Info.Declared ? Info.Declared->find(Var) : nullptr) {
    Implicit.DeclaredKind = D->Kind;
    Implicit.DeclaredGlobal = D->Global;
  }
  else if (auto It = Info.EnclosingData.find(Var); It != Info.EnclosingData.end() && It->second != ACORN_MAP_NO_CREATE)
    Implicit.DeclaredKind = It->second; // a visible data clause: the data is present
  Implicit.StructTarget = reachedThroughMembers(Var, Plan.Block);
  Implicit.WrittenReference = Var->getType()->isReferenceType() && mayWrite(Plan.Block, Var);
  ImplicitAttribute A = implicitAttribute(Var, IsMember, Implicit);
  C.Mode = A.Mode;
  // A parameter pack is captured whole (`[args...]`): its values, firstprivate; a pack of pointers
  // element by element, each translated as a pointer without a clause (ComputePlan::PointerPacks).
  if (const auto *VD = dyn_cast<VarDecl>(Var); VD && VD->isParameterPack() && packOfPointers(VD)) {
    C.Mode = CaptureMode::PointerTarget;
    C.MapIndex = -1;
    if (!llvm::is_contained(Plan.PointerPacks, Var))
      Plan.PointerPacks.push_back(Var);
    U.Captures.push_back(C);
    return true;
  }
  if (const auto *VD = dyn_cast<VarDecl>(Var); VD && VD->isParameterPack() && !packOfValues(VD, A)) {
    Diags.unsupported(Use, "a function parameter pack ('" + Var->getNameAsString() +
                               "') in a region other than as firstprivate scalars or pointers (a 'parallel' or "
                               "'serial' construct, not 'kernels'; values or pointers, not structs)");
    return false;
  }
  if (A.Map) {
    // The region's own variable starts with the value the host gave it and ends with the region:
    // nothing to copy back (an async region's copy would land in a host frame that is gone).
    if (Own && A.Map->Kind == ACORN_MAP_COPY)
      A.Map->Kind = ACORN_MAP_COPYIN;
    // A kernels scalar (copy, 2.6.2) that the region only reads has the host's value at the end:
    // no copy back (an async region's would undo the host's later writes, as to a loop's index).
    if (Plan.Kind == ACORN_REGION_KERNELS && A.Map->Kind == ACORN_MAP_COPY && Var->getType()->isScalarType() &&
        !IsReduction && !regionMayWrite(Plan.Block, Var))
      A.Map->Kind = ACORN_MAP_COPYIN;
    C.MapIndex = static_cast<int>(Plan.Maps.size());
    Plan.Maps.push_back(*A.Map);
  }
  U.Captures.push_back(C);
  return true;
}

} // namespace acorn
