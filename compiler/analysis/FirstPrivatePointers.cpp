#include "analysis/FirstPrivatePointers.h"

#include "analysis/ClosurePointers.h"
#include "analysis/MemberFunctionPointers.h"
#include "analysis/PointerFields.h"
#include "analysis/TemplateInstances.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace acorn {

namespace {

// The variable whose own storage holds what E names: a variable or a member of `this`, through
// its members by `.` and its elements, through no pointer (`v.in.p`, `s[2].q`, `this->v.p`, not
// `v.next->p` nor `pp[1]`; a reference's object, which a firstprivate copy copies); null for others.
const ValueDecl *storageOf(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E)) {
    if (Cast->getCastKind() != CK_ArrayToPointerDecay && Cast->getCastKind() != CK_NoOp &&
        Cast->getCastKind() != CK_LValueToRValue && Cast->getCastKind() != CK_UncheckedDerivedToBase)
      return nullptr;
    return storageOf(Cast->getSubExpr());
  }
  const ValueDecl *Var = nullptr;
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    if (!isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
      return ME->isArrow() ? nullptr : storageOf(ME->getBase());
    Var = dyn_cast<FieldDecl>(ME->getMemberDecl()); // a member of `this`: a variable of its own
  } else if (const auto *DME = dyn_cast<CXXDependentScopeMemberExpr>(E)) { // in a template
    return DME->isArrow() || DME->isImplicitAccess() ? nullptr : storageOf(DME->getBase());
  } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    const Expr *Base = AS->getBase()->IgnoreParens();
    const auto *Decay = dyn_cast<ImplicitCastExpr>(Base);
    return Decay && Decay->getCastKind() == CK_ArrayToPointerDecay ? storageOf(Decay->getSubExpr()) : nullptr;
  } else if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    Var = Ref->getDecl();
  }
  return Var;
}

// Whether a launch of Plan takes Var into its lambda by value: the region's firstprivate copy.
bool copiedByValue(const ComputePlan &Plan, const ValueDecl *Var) {
  if (!llvm::is_contained(Plan.FirstPrivates, Var))
    return false;
  for (const LaunchUnit &U : Plan.Units)
    for (const Capture &C : U.Captures)
      if (C.Var == Var && C.Mode == CaptureMode::Value)
        return true;
  return false;
}

// The most pointer fields of one firstprivate variable translated one by one (all its elements').
constexpr size_t MaxFields = 64;

// Every pointer field of the firstprivate variable Item names (a variable, a member of `this`),
// when its type lists them: the region may copy the object whole (`It it = from;`, `w = v;`), so
// each is translated, quietly where its target is not present (it may never be followed). False
// for other types (fields in unions: the members the region names are translated, as their attach
// items came).
bool translateAllFields(ComputePlan &Plan, const Expr *Item, const ValueDecl *Var, const ASTContext &Ctx) {
  if (fieldsListedAtRunTime(Var, Ctx)) {
    if (!llvm::is_contained(Plan.FirstPrivateFieldWalks, Var))
      Plan.FirstPrivateFieldWalks.push_back(Var);
    return true;
  }
  QualType T = Var->getType().getNonReferenceType();
  if (T->isDependentType())
    return false;
  std::optional<std::vector<std::pair<MemberPath, uint64_t>>> Fields = pointerFieldOffsets(T, Ctx, MaxFields);
  if (!Fields)
    return false;
  for (auto &[Members, Offset] : *Fields) {
    MapItem M;
    M.Kind = ACORN_MAP_POINTER;
    M.Flags = ACORN_MAP_FLAG_IMPLICIT | ACORN_MAP_FLAG_POINTER_AT | ACORN_MAP_FLAG_QUIET;
    M.Var = Var;
    M.SectionBase = Item;
    M.Members = Members;
    M.MemberOffset = Offset;
    M.ThroughPointer = true;
    M.InFirstPrivateCopy = true;
    M.Loc = Item->getBeginLoc();
    Plan.Maps.push_back(M);
  }
  return true;
}

} // namespace

// Whether an object of type T holds a class with virtual bases: the run-time walk, which takes
// fields in the order of their addresses, would take a virtual base's, laid out after the others,
// for a union's members.
static bool holdsVirtualBase(QualType T) {
  if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    return holdsVirtualBase(AT->getElementType());
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  auto OfBase = [](const CXXBaseSpecifier &B) { return holdsVirtualBase(B.getType()); };
  auto OfField = [](const FieldDecl *F) { return holdsVirtualBase(F->getType()); };
  return RD->getNumVBases() || llvm::any_of(RD->bases(), OfBase) || llvm::any_of(RD->fields(), OfField);
}

bool fieldsListedAtRunTime(const ValueDecl *Var, const ASTContext &Ctx) {
  QualType T = Var->getType().getNonReferenceType();
  if (!Ctx.getLangOpts().CPlusPlus)
    return false;
  std::vector<QualType> Types = T->isDependentType() ? instantiatedTypes(Var) : std::vector<QualType>{T};
  bool Pointers = false;
  for (QualType Each : Types) {
    std::vector<PointerField> Fields = pointerFields(Each, Ctx);
    if (holdsVirtualBase(Each) || llvm::any_of(Fields, [](const PointerField &F) { return F.InUnion; }))
      return false;
    Pointers |= llvm::any_of(Fields, [](const PointerField &F) { return !F.Path.empty(); });
  }
  return Pointers && (T->isDependentType() || !pointerFieldOffsets(T, Ctx, MaxFields));
}

void translateFirstPrivateMembers(ComputePlan &Plan, size_t First, const ASTContext &Ctx) {
  llvm::SmallPtrSet<const ValueDecl *, 4> Whole;
  for (const Expr *E : Plan.Clauses.FirstPrivate) {
    const Expr *Item = E->IgnoreParenImpCasts();
    const ValueDecl *Var = isa<DeclRefExpr, MemberExpr>(Item) ? storageOf(Item) : nullptr;
    if (Var && copiedByValue(Plan, Var) && !Whole.count(Var) && translateAllFields(Plan, Item, Var, Ctx))
      Whole.insert(Var);
  }
  std::vector<MapItem> Kept, Added;
  for (size_t I = 0; I < Plan.Maps.size(); ++I) {
    MapItem M = Plan.Maps[I];
    // The variable holding the pointer: a member of `this` has no M.Var.
    const ValueDecl *Holder = M.SectionBase ? storageOf(M.SectionBase) : nullptr;
    bool Named = !M.InFirstPrivateCopy && M.Kind == ACORN_MAP_ATTACH && Holder && (!M.Var || M.Var == Holder) &&
                 copiedByValue(Plan, Holder) &&
                 // a member a called function reaches (M.Members) lies in the object SectionBase names
                 (M.Members.empty() || !M.SectionBase->getType()->isPointerType());
    bool Implicit = I >= First && (M.Flags & ACORN_MAP_FLAG_IMPLICIT);
    if (!Named || (!Implicit && Whole.count(Holder))) {
      Kept.push_back(M);
      continue;
    }
    if (Whole.count(Holder))
      continue; // among the fields translated
    if (!Implicit) {
      // A section of the member in a clause (`present(v.p[0:n])`) attaches the host's member, which
      // is not present: the copy's member is translated all the same.
      Kept.push_back(M);
      M.Item = nullptr;
      M.Flags = ACORN_MAP_FLAG_IMPLICIT;
      M.Lower = M.Length = nullptr;
    }
    M.Var = Holder;
    M.Kind = ACORN_MAP_POINTER;
    M.Flags |= ACORN_MAP_FLAG_POINTER_AT;
    M.InFirstPrivateCopy = true;
    (Implicit ? Kept : Added).push_back(M);
  }
  Plan.Maps = std::move(Kept);
  Plan.Maps.insert(Plan.Maps.end(), Added.begin(), Added.end());
  // The elements' pointers of a variable whose fields are all translated in its copy: attaching
  // the host object's would only cost lookups.
  llvm::erase_if(Plan.ElementAttachments, [&](const MapItem &M) { return Whole.count(M.Var); });
}

// The fields from Var to the member E names through `.` only (`s.in.a`); nullopt for others.
static std::optional<MemberPath> directMemberPath(const Expr *E, const ValueDecl *Var) {
  MemberPath Path;
  for (E = E->IgnoreParenImpCasts();; E = cast<MemberExpr>(E)->getBase()->IgnoreParenImpCasts()) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return Ref->getDecl() == Var ? std::optional<MemberPath>(MemberPath(Path.rbegin(), Path.rend())) : std::nullopt;
    const auto *ME = dyn_cast<MemberExpr>(E);
    const auto *Field = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
    if (!Field || ME->isArrow())
      return std::nullopt;
    Path.push_back(Field);
  }
}

bool wholeObjectFieldAttachments(const ValueDecl *Var, const Stmt *Region, const ASTContext &Ctx, Reporter *Diags,
                                 const std::vector<MapItem> &Maps, std::vector<MapItem> &Out) {
  const DeclRefExpr *Use = wholeObjectUse(Var, Region);
  if (!Use)
    return false;
  std::optional<std::vector<std::pair<MemberPath, uint64_t>>> Fields =
      pointerFieldOffsets(Var->getType().getNonReferenceType(), Ctx, MaxFields, /*SkipUnions=*/true);
  if (!Fields) {
    if (Diags)
      Diags->warning(Use->getBeginLoc(), "'" + Var->getNameAsString() + "' is used whole in the region but holds more than " +
                                              std::to_string(MaxFields) + " pointers: only those the region names are " +
                                              "attached, the others keep their host values in its device copy");
    return true;
  }
  std::vector<MemberPath> Attached;
  // (Members: a called function reaches the member, `g(f)`, in the object SectionBase names.)
  for (const MapItem &M : Maps)
    if (M.Kind == ACORN_MAP_ATTACH && M.Var == Var && M.SectionBase && M.Elements.empty() &&
        (M.Members.empty() || !M.SectionBase->getType()->isPointerType()))
      if (std::optional<MemberPath> Path = directMemberPath(M.SectionBase, Var)) {
        Path->insert(Path->end(), M.Members.begin(), M.Members.end());
        Attached.push_back(*Path);
      }
  for (auto &[Members, Offset] : *Fields) {
    if (llvm::is_contained(Attached, Members) && !Var->getType()->isArrayType())
      continue; // the region names it: attached already
    MapItem A;
    A.Kind = ACORN_MAP_ATTACH;
    A.Flags = ACORN_MAP_FLAG_IMPLICIT;
    A.Var = Var;
    A.SectionBase = Use;
    A.Members = Members;
    A.MemberOffset = Offset;
    A.ThroughPointer = true;
    A.Loc = Use->getBeginLoc();
    Out.push_back(A);
  }
  return true;
}

} // namespace acorn
