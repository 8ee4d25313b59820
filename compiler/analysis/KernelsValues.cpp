#include "analysis/KernelsValues.h"

#include "analysis/AliasedWrites.h"
#include "analysis/ExpressionForms.h"
#include "analysis/HostValues.h"

#include <functional>

using namespace clang;

namespace acorn {

// Whether S is or holds a break statement.
static bool holdsBreak(const Stmt *S) {
  return S && (isa<BreakStmt>(S) || llvm::any_of(S->children(), holdsBreak));
}

static bool declares(const DeclStmt *DS, const ValueDecl *V) {
  return llvm::is_contained(DS->decls(), static_cast<const Decl *>(V));
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

bool carryKernelsValues(ComputePlan &Plan, const SourceText &Text, Reporter &Diags, LiveAfterFn LiveAfter,
                        const KernelsVariables &Variables) {
  // What the host may read back: scalars from outside the region, or its own declared at its start.
  std::function<bool(const VarDecl *)> ReadBack = [&](const VarDecl *V) {
    bool Inside =
        Text.sourceManager().isPointWithin(V->getLocation(), Text.beginOf(Plan.Block), Text.endOf(Plan.Block));
    auto Declares = [&](const DeclStmt *DS) { return declares(DS, V); };
    return (!Inside || llvm::any_of(Plan.HostDeclarations, Declares) || llvm::any_of(Plan.DeviceLocals, Declares)) &&
           Variables.ReadBack(V);
  };
  bool OK = true;
  for (size_t I = 0; I < Plan.Units.size(); ++I) {
    LaunchUnit &U = Plan.Units[I];
    for (const Capture &C : U.Captures) {
      // Device copies (DeviceRef) carry themselves; the host's loop variables are the host's.
      if (!C.Var || C.Mode == CaptureMode::DeviceRef || C.Mode == CaptureMode::DeviceArray ||
          Plan.passedByValue(C.Var) || llvm::is_contained(Plan.FirstPrivates, C.Var))
        continue;
      const Stmt *Write = nullptr;
      for (const Stmt *S : U.Body)
        Write = Write ? Write : directWrite(S, C.Var);
      if (!Write || !LiveAfter(U.Body.back()).count(C.Var))
        continue;
      const auto *For = U.Body.size() == 1 ? dyn_cast<ForStmt>(U.Body.front()) : nullptr;
      auto Loop = For ? Plan.Loops.find(For) : Plan.Loops.end();
      if (Loop != Plan.Loops.end() && Loop->second->FinalValue == C.Var && !writesDirectly(For->getBody(), C.Var) &&
          !holdsBreak(For->getBody())) {
        U.FinalValueLoop = For;
        // Its header, run by the host, reads the device's values of the scalars launches change.
        HostView View{Plan.Block, {}, Variables.DeviceCopy, ReadBack};
        for (const Stmt *Part : {For->getInit(), static_cast<const Stmt *>(For->getCond()),
                                 static_cast<const Stmt *>(For->getInc())})
          if (Part)
            for (const VarDecl *V : deviceReads(Part, View, C.Var))
              if (!llvm::is_contained(U.FinalValueReads, V))
                U.FinalValueReads.push_back(V);
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

bool findReadBacks(ComputePlan &Plan, llvm::function_ref<bool(const VarDecl *, SourceLocation)> AddMap,
                   Reporter &Diags) {
  std::vector<const VarDecl *> Vars;
  auto Add = [&](const DeviceReads &Reads) {
    for (const VarDecl *V : Reads)
      if (!llvm::is_contained(Vars, V))
        Vars.push_back(V);
  };
  for (const ComputePlan::HostLoop &L : Plan.HostLoops)
    Add(L.Reads);
  for (const ComputePlan::HostBranch &B : Plan.HostBranches)
    Add(B.Reads);
  for (const LaunchUnit &U : Plan.Units)
    Add(U.FinalValueReads);
  for (const DeclStmt *DS : Plan.HostLocals) // (in source order: the temporaries' order is stable)
    if (auto It = Plan.LocalReads.find(DS); It != Plan.LocalReads.end())
      Add(It->second);
  auto MapOf = [&](const VarDecl *V) {
    for (size_t I = 0; I < Plan.Maps.size(); ++I)
      if (mapsVariable(Plan.Maps[I], V) && !partOfVariable(Plan.Maps[I]) && !Plan.Maps[I].SectionBase &&
          Plan.Maps[I].Mode == CaptureMode::DeviceRef)
        return static_cast<int>(I);
    return -1;
  };
  // (All maps added first: an added map may be inserted before others.) One no launch uses is read
  // by the host alone (a bound of a data construct around the region): mapped where the host reads it.
  bool OK = true;
  for (const VarDecl *V : Vars)
    if (MapOf(V) < 0) {
      const DeclRefExpr *Use = firstMention(Plan.Block, V);
      OK &= AddMap(V, Use ? Use->getLocation() : V->getLocation());
    }
  if (!OK) // reported (default(none))
    return false;
  for (const VarDecl *V : Vars) {
    int Map = MapOf(V);
    if (Map < 0) {
      Diags.error(V->getLocation(), "internal error: no device copy of '" + V->getNameAsString() +
                                        "' for the host to read back in the kernels region");
      OK = false;
    }
    Plan.ReadBacks.push_back({V, Map, !regionMayWrite(Plan.Block, V)});
  }
  return OK;
}

bool ComputePlan::declaredOnHost(const VarDecl *V) const {
  auto Declares = [&](const DeclStmt *DS) { return declares(DS, V); };
  return passedByValue(V) || llvm::any_of(HostDeclarations, Declares) || llvm::any_of(DeviceLocals, Declares);
}

bool ComputePlan::passedByValue(const ValueDecl *V) const {
  return llvm::any_of(HostLoops, [&](const HostLoop &L) { return L.Var == V; }) ||
         llvm::any_of(HostLocals, [&](const DeclStmt *DS) { return declares(DS, V); });
}

} // namespace acorn
