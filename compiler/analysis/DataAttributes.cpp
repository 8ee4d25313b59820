#include "analysis/DataAttributes.h"

#include "analysis/ClosurePointers.h"
#include "analysis/ConstantData.h"
#include "analysis/SectionShape.h"

#include "analysis/UnitWalk.h"

#include "analysis/TemplateInstances.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace acorn {

std::optional<int64_t> constantValue(const Expr *E, const ASTContext &Ctx) {
  if (!E || E->isValueDependent())
    return std::nullopt;
  Expr::EvalResult R;
  if (!E->EvaluateAsInt(R, Ctx))
    return std::nullopt;
  return R.Val.getInt().getExtValue();
}

// attach(p) and detach(p) (2.7.13-14): a pointer variable, member or element, whose own storage the
// runtime attaches to (or detaches from) the device copy of its target.
static bool buildPointerItem(const Expr *Plain, const ASTContext &Ctx, MapItem &Out, std::string &Why) {
  bool Named = isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr>(Plain);
  // In a template, `this->p` of a dependent base (dependentBasePointer: a pointer there).
  bool DependentBase = dependentBasePointer(Plain, Ctx) != nullptr;
  // A member of an object of dependent type (`v.q`, `v->q`): a pointer in each instantiation, or
  // the instantiation's compile names it.
  const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(Plain);
  if (DM && !DependentBase) {
    Out.SectionBase = Plain;
    Out.ThroughPointer = !DM->isImplicitAccess() && !isa<CXXThisExpr>(DM->getBase()->IgnoreParenImpCasts());
    return true;
  }
  if (!DependentBase && (!Named || !Plain->getType()->isPointerType())) {
    Why = "an attach or detach clause takes pointers: variables, members and elements (p, s.p, p->q, "
          "pp[i])";
    return false;
  }
  Out.SectionBase = Plain;
  const auto *ME = dyn_cast<MemberExpr>(Plain);
  Out.ThroughPointer = ME && !isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts());
  return true;
}

// The variable a var-list item starts from: a variable, or a member of this (a variable of its own).
static bool isRootExpr(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (isa<DeclRefExpr>(E))
    return true;
  const auto *ME = dyn_cast<MemberExpr>(E);
  if (ME)
    return isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts());
  // In a template, `this->p` of a dependent base (dependentBasePointer).
  const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(E);
  return DM && (DM->isImplicitAccess() || isa<CXXThisExpr>(DM->getBase()->IgnoreParenImpCasts()));
}

// Differs: in a template, a member whose section is taken is an array in some instantiations and a
// pointer in others.
enum class Reach { OwnStorage, ThroughPointer, Unsupported, Differs };

// How the data of E (of E[lo:n] with Section) is reached from its variable (2.7.1): in the variable's
// own storage (a[i], s.n, a[i][0:n], s.b[0:n]) or, for a pointer variable, in the array it points to
// (p[i], p->n, p[i].b[0:n]); otherwise through another pointer (s.p[0:n], p[i].q[0:n], pp[i][0:n]).
static Reach reachOf(const Expr *E, bool Section) {
  E = E->IgnoreParenImpCasts();
  if (Section && E->getType()->isPointerType() && !isRootExpr(E))
    return Reach::ThroughPointer;
  // In a template, a section of a member of a variable of dependent type (`c.ptr[0:c.len]`,
  // `v.arr[2:4]`): what the instantiations make the member, a pointer (also when none tells) or an
  // array in the object's own storage. The template is lowered once, for all of them.
  if (const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(E); Section && DM && !isRootExpr(DM)) {
    if (reachOf(DM->getBase(), false) == Reach::Unsupported)
      return Reach::Unsupported;
    std::vector<QualType> Types = instantiatedTypes(DM);
    auto IsArray = [](QualType T) { return T->isArrayType(); };
    if (Types.empty() || llvm::none_of(Types, IsArray))
      return Reach::ThroughPointer;
    if (!llvm::all_of(Types, IsArray))
      return Reach::Differs;
  }
  while (!isRootExpr(E)) {
    const Expr *Base = nullptr;
    bool Deref = false;
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      Base = ASE->getBase()->IgnoreParenImpCasts();
      Deref = Base->getType()->isPointerType();
    } else if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      Base = ME->getBase()->IgnoreParenImpCasts();
      Deref = ME->isArrow();
    } else if (const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(E)) {
      Base = DM->getBase()->IgnoreParenImpCasts(); // (not implicit: that is a root)
      Deref = DM->isArrow();
    } else {
      return Reach::Unsupported;
    }
    // Only the variable's own pointer may be followed: its target is what the variable stands for.
    if (Deref && !isRootExpr(Base))
      return Reach::ThroughPointer;
    E = Base;
  }
  return Reach::OwnStorage;
}

// How a compute region reaches a variable from the map of (a part of) its data.
static CaptureMode modeOf(const ValueDecl *Var) {
  QualType T = Var->getType().getNonReferenceType();
  return T->isPointerType() ? CaptureMode::DevicePointer
         : T->isArrayType() ? CaptureMode::DeviceArray
                            : CaptureMode::DeviceRef;
}

// An array element or a struct member alone (a[5], s.n, p->x, s[i].p[2]): its own storage, as the
// one-element section a[5:1] (NVHPC and GCC take these).
static bool buildPartItem(const Expr *Plain, MapItem &Out, std::string &Why) {
  const auto *ME = dyn_cast<MemberExpr>(Plain);
  if (const auto *FD = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr; FD && FD->isBitField()) {
    Why = "a bit-field has no address of its own and cannot appear in a data clause; map the struct";
    return false;
  }
  // In a template, a member of an object of dependent type (`c.sc`, `c->arr`): each instantiation
  // maps the member it names.
  if (!ME && !isa<ArraySubscriptExpr, CXXDependentScopeMemberExpr>(Plain)) {
    Why = "only variables, array elements, members of structs and array sections of them are supported "
          "in data clauses";
    return false;
  }
  Reach R = reachOf(Plain, /*Section=*/false);
  if (R == Reach::Unsupported) {
    Why = "only subscripts and members may lead from a variable to the data of a data clause";
    return false;
  }
  Out.Part = Plain;
  Out.ThroughPointer = R == Reach::ThroughPointer;
  Out.Mode = modeOf(Out.Var);
  return true;
}

const Expr *declaredExtent(const ValueDecl *Var) {
  const auto *P = dyn_cast<ParmVarDecl>(Var);
  if (!P || !P->getType()->isPointerType() || !P->getTypeSourceInfo())
    return nullptr;
  TypeLoc Written = P->getTypeSourceInfo()->getTypeLoc().IgnoreParens();
  if (auto Array = Written.getAs<ArrayTypeLoc>())
    return Array.getSizeExpr();
  return nullptr;
}

// 2.7.1 data specification: a variable, or a contiguous array section of one.
static bool buildMapItem(const Expr *E, acorn_map_kind Kind, unsigned Flags, const ASTContext &Ctx, MapItem &Out,
                         std::string &Why, bool AllowStrided) {
  Out.Kind = Kind;
  Out.Flags = Flags;
  Out.Item = E;
  Out.Loc = E->getBeginLoc();
  Out.Var = rootVariable(E);
  const Expr *Root = E->IgnoreParenImpCasts();
  while (const auto *AS = dyn_cast<ArraySectionExpr>(Root))
    Root = AS->getBase()->IgnoreParenImpCasts();
  Out.IsThis = isa<CXXThisExpr>(Root);
  if (const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(Root); DM && !Out.Var)
    Out.Var = dependentBasePointer(DM, Ctx);
  if (!Out.Var && !Out.IsThis) {
    Why = "only variables, their elements and members, members of 'this' and array sections of them "
          "(a, a[i], s.x, p->x, a[lo:n]) are supported in data clauses";
    return false;
  }
  const Expr *Plain = E->IgnoreParenImpCasts();
  if (Kind == ACORN_MAP_ATTACH || Kind == ACORN_MAP_DETACH)
    return buildPointerItem(Plain, Ctx, Out, Why);
  if (Out.IsThis) {
    // this[lo:len]: the object itself (2.7.1: `this[0:1]` in C++); `this` and `*this` name it
    // too, as in NVHPC (the pointer value has no storage to map).
    const auto *AS = dyn_cast<ArraySectionExpr>(Plain);
    if (!AS && Kind != ACORN_MAP_DEVICEPTR) {
      Out.Mode = CaptureMode::DevicePointer;
      return true;
    }
    if (!AS) {
      Why = "a deviceptr clause takes pointer variables (2.7.5), not 'this'";
      return false;
    }
    if (!isa<CXXThisExpr>(AS->getBase()->IgnoreParenImpCasts())) {
      Why = "only 'this[0:1]' is supported as a section of 'this'";
      return false;
    }
    Out.SectionBase = AS->getBase();
    Out.Lower = AS->getLowerBound();
    Out.Length = AS->getLength();
    Out.Mode = CaptureMode::DevicePointer;
    return true;
  }
  if (Kind == ACORN_MAP_DEVICEPTR && !isRootExpr(Plain)) {
    Why = "a deviceptr clause takes pointer variables (2.7.5), not members, elements or sections";
    return false;
  }
  if (!isa<ArraySectionExpr>(Plain)) {
    // `extern double coef[];`: no size to map (2.7.1).
    if (Plain->getType()->isIncompleteArrayType() && Kind != ACORN_MAP_DEVICEPTR) {
      const auto *ME = dyn_cast<MemberExpr>(Plain);
      std::string Name = ME ? ME->getMemberDecl()->getNameAsString() : Out.Var->getNameAsString();
      Why = "'" + Name + "' is an array of unknown size: give a section with its length (" + Name + "[0:n])";
      return false;
    }
    if (!isRootExpr(Plain))
      return buildPartItem(Plain, Out, Why);
    QualType VarType = Out.Var->getType().getNonReferenceType();
    if (const Expr *Extent = declaredExtent(Out.Var); Extent && Kind != ACORN_MAP_DEVICEPTR) {
      // A parameter declared as an array (`double a[N][N]`, `double a[n][m]`) names the array its
      // declaration describes, as NVHPC takes it: a[0:N].
      Out.SectionBase = Plain;
      Out.Length = Extent;
      Out.Mode = CaptureMode::DevicePointer;
      return true;
    }
    Out.Mode = VarType->isArrayType() ? CaptureMode::DeviceArray : CaptureMode::DeviceRef;
    // present(p) of a pointer: NVHPC codes mean the data p points to (decided at run time).
    if (Kind == ACORN_MAP_PRESENT && VarType->isPointerType())
      Out.Flags |= ACORN_MAP_FLAG_POINTEE;
    return true;
  }
  // Collect the dimensions a[d0][d1]...: the outermost ArraySectionExpr is the last bracket.
  std::vector<const ArraySectionExpr *> Dims;
  const Expr *Cur = Plain;
  while (const auto *AS = dyn_cast<ArraySectionExpr>(Cur->IgnoreParenImpCasts())) {
    Dims.insert(Dims.begin(), AS);
    Cur = AS->getBase()->IgnoreParenImpCasts();
  }
  Reach R = reachOf(Cur, /*Section=*/true);
  if (R == Reach::Unsupported) {
    Why = "only subscripts and members may lead from a variable to an array section in a data clause";
    return false;
  }
  if (R == Reach::Differs) {
    std::string Name = cast<CXXDependentScopeMemberExpr>(Cur)->getMember().getAsString();
    Why = "'" + Name + "' is an array in some instantiations of this template and a pointer in others; Acorn "
          "maps a section of a member one way for all of them: give the instantiations members of one kind";
    return false;
  }
  Out.ThroughPointer = R == Reach::ThroughPointer;
  // The type the section indexes: the variable's, or that of the row or member before it (a[i][0:n]).
  QualType RootType = (isRootExpr(Cur) ? Out.Var->getType() : Cur->getType()).getNonReferenceType();
  const ArraySectionExpr *First = Dims.front();
  Out.SectionBase = Cur;
  Out.Lower = First->getLowerBound();
  Out.Length = First->getLength();
  if (!Out.Length && !RootType->isArrayType()) {
    Why = "the length of an array section of a pointer must be given";
    return false;
  }
  if (!readSectionShape(Dims, RootType, Ctx, AllowStrided, Out, Why))
    return false;
  Out.Mode = modeOf(Out.Var);
  return true;
}

const Expr *barePointerItem(const MapItem &M) {
  const Expr *Plain = M.Item ? M.Item->IgnoreParenImpCasts() : nullptr;
  if (!Plain || M.SectionBase || M.Part || M.IsThis || !isRootExpr(Plain) || M.Mode != CaptureMode::DeviceRef)
    return nullptr;
  QualType T = Plain->getType().getNonReferenceType();
  return T->isPointerType() && !T->isFunctionPointerType() ? Plain : nullptr;
}

// 2.7.2: copy, copyin, copyout, create and no_create perform an attach action for a pointer
// reference, and their exits (and delete) a detach action before the pointer is copied back or
// released. (present(p) has its own, ACORN_MAP_FLAG_POINTEE.)
static bool attachesBarePointer(acorn_map_kind Kind) {
  return Kind == ACORN_MAP_COPY || Kind == ACORN_MAP_COPYIN || Kind == ACORN_MAP_COPYOUT ||
         Kind == ACORN_MAP_CREATE || Kind == ACORN_MAP_NO_CREATE || Kind == ACORN_MAP_DELETE;
}

bool collectMapItems(const ClauseSet &Clauses, const ASTContext &Ctx, Reporter &Diags, std::vector<MapItem> &Maps,
                     bool AllowStrided) {
  bool OK = true;
  for (const OpenACCClause *C : Clauses.Data) {
    acorn_map_kind Kind = *dataClauseKind(C);
    // OpenACC 3.4's capture modifier is not implemented: an error, never ignored.
    if (isOpenACCModifierBitSet(dataClauseModifiers(C), OpenACCModifierKind::Capture)) {
      Diags.unsupported(C->getBeginLoc(), "the 'capture' modifier (OpenACC 3.4; Acorn implements OpenACC 3.3)");
      OK = false;
      continue;
    }
    for (const Expr *E : dataClauseItems(C)) {
      MapItem Item;
      std::string Why;
      if (!buildMapItem(E, Kind, dataClauseFlags(C), Ctx, Item, Why, AllowStrided)) {
        Diags.error(E->getBeginLoc(), Why);
        OK = false;
        continue;
      }
      std::string Clause = clauseName(C->getClauseKind());
      if (!keepConstantDataIn(Item, Clause, Diags))
        continue;
      std::string Name = Item.Var ? Item.Var->getNameAsString() : "this";
      if (Item.Flags & ACORN_MAP_FLAG_POINTEE)
        Diags.remark(E->getBeginLoc(), Clause + "(" + Name + "): if the pointer '" + Name +
                                           "' itself is not present, the data it points to is used (NVHPC)");
      if (attachesBarePointer(Kind) && Kind != ACORN_MAP_DELETE && barePointerItem(Item))
        Diags.remark(E->getBeginLoc(), Clause + "(" + Name + ") maps the pointer '" + Name +
                                           "' only; where the data it points to is present, its device copy "
                                           "points there (attach, 2.7.2)");
      bool Update = Kind == ACORN_MAP_UPDATE_DEVICE || Kind == ACORN_MAP_UPDATE_SELF;
      if (Item.PointerRows)
        Diags.remark(E->getBeginLoc(),
                     Clause + " of a section of pointers to pointers ('" + Name + "'): " +
                         (Update ? "each row is updated, the pointers are not"
                                 : "the clause applies to the pointers and to the row each points to; each "
                                   "pointer is attached to its row on the device"));
      Maps.push_back(Item);
    }
  }
  return OK;
}

static MapItem implicitMapItem(const ValueDecl *Var, acorn_map_kind Kind, CaptureMode Mode, bool IsMember) {
  MapItem M;
  M.Var = Var;
  M.Kind = Kind;
  M.Mode = Mode;
  M.Flags = ACORN_MAP_FLAG_IMPLICIT;
  M.IsMember = IsMember;
  M.Loc = Var->getLocation();
  return M;
}

// 2.6.2 variables with implicitly determined data attributes.
ImplicitAttribute implicitAttribute(const ValueDecl *Var, bool IsMember, const ImplicitContext &Ctx) {
  ImplicitAttribute A;
  QualType T = Var->getType().getNonReferenceType();
  if (QualType Instantiated = instantiatedAggregateType(Var); !Instantiated.isNull())
    T = Instantiated; // a template's `Pair<T> p` or `A &acc`: a struct where it is instantiated
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  bool IsLambda = RD && RD->isLambda();
  bool IsAggregate = (T->isArrayType() && !T->isIncompleteArrayType()) || (T->isRecordType() && !IsLambda);
  acorn_map_kind Kind = ACORN_MAP_COPY;
  if (Ctx.DeclaredKind == ACORN_MAP_DEVICEPTR) {
    A.Mode = CaptureMode::Value;
  } else if (lambdaHoldingPointers(Var)) {
    // Copied in (a closure's captures do not change) for its pointers to be attached
    // (ClosurePointers.h); an explicit firstprivate copy has them translated (FirstPrivatePointers.h).
    A.Mode = CaptureMode::DeviceRef;
    Kind = ACORN_MAP_COPYIN;
  } else if (Ctx.DeclaredKind >= 0 && (!T->isPointerType() || Ctx.DeclaredGlobal) && !IsLambda) {
    // 2.6.2: a declare directive is a visible data clause; its data is present.
    A.Mode = T->isArrayType() ? CaptureMode::DeviceArray : CaptureMode::DeviceRef;
    Kind = ACORN_MAP_PRESENT;
  } else if (IsLambda || T->isFunctionPointerType()) {
    A.Mode = CaptureMode::Value;
  } else if (IsAggregate) {
    A.Mode = T->isArrayType() ? CaptureMode::DeviceArray : CaptureMode::DeviceRef;
    if (Ctx.DefaultPresent)
      Kind = ACORN_MAP_PRESENT;
  } else if (T->isPointerType() || T->isIncompleteArrayType()) {
    // An array of unknown size (`extern double x[];`) cannot be copied: like a pointer, it is
    // reached through the device copy of the data it holds where a data clause made that present.
    A.Mode = CaptureMode::PointerTarget;
    Kind = ACORN_MAP_POINTER;
  } else {
    // Scalars, and template-dependent types treated as scalars: firstprivate in parallel and
    // serial; copy in kernels, for reduction variables (2.6.2, 2.5.15) and for references the
    // region writes through (their object is the host's, maybe in present data).
    bool NeedsDeviceCopy = Ctx.IsReduction || Ctx.RegionKind == ACORN_REGION_KERNELS || Ctx.WrittenReference;
    A.Mode = NeedsDeviceCopy ? CaptureMode::DeviceRef : CaptureMode::Value;
  }
  // A constant cannot change, and its storage may be read-only: nothing is copied back.
  if (Kind == ACORN_MAP_COPY && isConstantData(T))
    Kind = ACORN_MAP_COPYIN;
  if (A.Mode != CaptureMode::Value)
    A.Map = implicitMapItem(Var, Kind, A.Mode, IsMember);
  // A pointer (a member too: `aux->v`) to a struct reached through its members names the struct.
  // A constant struct is only copied in: its storage may be read-only.
  if (A.Mode == CaptureMode::PointerTarget && Ctx.StructTarget)
    A.Map->Flags |= ACORN_MAP_FLAG_STRUCT_TARGET |
                    (T->getPointeeType().isConstQualified() ? ACORN_MAP_FLAG_READONLY : 0);
  // Another pointer member may be attached in the device copy of its object (2.6.8).
  else if (A.Mode == CaptureMode::PointerTarget && IsMember)
    A.Map->Flags |= ACORN_MAP_FLAG_POINTER_AT;
  return A;
}

// A type C code can only name where it is declared (`struct { ... } bounds;`).
bool hasUnnamedTag(QualType T) {
  while (true) {
    if (isa<TypedefType>(T.getTypePtr()))
      return false;
    if (const auto *AT = T->getAsArrayTypeUnsafe()) {
      T = AT->getElementType();
      continue;
    }
    if (T->isPointerType()) {
      T = T->getPointeeType();
      continue;
    }
    const TagDecl *Tag = T->getAsTagDecl();
    return Tag && Tag->getName().empty() && !Tag->getTypedefNameForAnonDecl();
  }
}

// A parameter pack whose elements are values a region takes as firstprivate copies: not pointers
// (whose targets would be mapped), arrays or structs, in its declaration and its instantiations.
bool packOfValues(const VarDecl *Pack, const ImplicitAttribute &A) {
  if (A.Mode != CaptureMode::Value || A.Map)
    return false;
  std::vector<QualType> Types = instantiatedTypes(Pack);
  if (const auto *PE = Pack->getType()->getAs<PackExpansionType>())
    Types.push_back(PE->getPattern().getNonReferenceType());
  return llvm::none_of(Types, [](QualType T) { return T->isPointerType() || T->isArrayType() || T->isRecordType(); });
}

bool packOfPointers(const VarDecl *Pack) {
  std::vector<QualType> Types = instantiatedTypes(Pack);
  if (const auto *PE = Pack->getType()->getAs<PackExpansionType>())
    Types.push_back(PE->getPattern().getNonReferenceType());
  return llvm::all_of(Types, [](QualType T) { return T->isPointerType() && !T->isFunctionPointerType(); });
}

// A standard container, whose elements are in host memory it owns (its object holds host pointers).
static const ClassTemplateSpecializationDecl *standardContainer(const CXXRecordDecl *RD) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(RD);
  if (Spec && Spec->isInStdNamespace() &&
      llvm::is_contained({"vector", "basic_string", "deque", "list", "forward_list", "map", "multimap", "set",
                          "multiset", "unordered_map", "unordered_set", "valarray"},
                         Spec->getName()))
    return Spec;
  return nullptr;
}

bool isContainerSizeQuery(const CXXMemberCallExpr *Call) {
  const CXXMethodDecl *M = Call->getMethodDecl();
  if (!M || Call->getNumArgs() != 0 || !M->getIdentifier() || !standardContainer(M->getParent()))
    return false;
  return llvm::is_contained({"size", "length", "empty", "capacity", "max_size"}, M->getName());
}

std::optional<std::string> unreachableFromDevice(const ValueDecl *Var) {
  QualType T = Var->getType().getNonReferenceType();
  std::string Name = Var->getNameAsString();
  // A host function's address means nothing to device code (GCC runs such regions on the host;
  // NVHPC rejects indirect calls too).
  if (T->isFunctionPointerType())
    return "the function pointer '" + Name +
           "' cannot be used in a compute region when GPU code is generated (device code cannot call a host "
           "function through its address); call the function by name, or compile with -acc=multicore";
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (const ClassTemplateSpecializationDecl *Spec = standardContainer(RD))
    return "'" + Name + "' is a std::" + Spec->getName().str() +
           ", whose elements are in host memory that GPU code cannot reach; use a pointer to its data in the "
           "region (double *p = v.data(); with copyin(p[0:n]) or present), or compile with -acc=multicore";
  // A closure holding references reaches the host's variables through them.
  for (const CXXRecordDecl *Closure : closureTypes(Var)) {
    for (const LambdaCapture &L : Closure->captures()) {
      if (L.getCaptureKind() == LCK_ByRef)
        return "the lambda '" + Name + "' captures '" + L.getCapturedVar()->getNameAsString() +
               "' by reference, and GPU code cannot reach host variables through it; capture by value ([=]) or "
               "define the lambda inside the region";
    }
  }
  return std::nullopt;
}

std::vector<MapItem> attachItems(const std::vector<MapItem> &Maps, bool Followed) {
  std::vector<MapItem> Out;
  for (const MapItem &M : Maps) {
    if (const Expr *Bare = attachesBarePointer(M.Kind) ? barePointerItem(M) : nullptr) {
      MapItem A;
      A.Kind = ACORN_MAP_ATTACH;
      A.Var = M.Var;
      A.SectionBase = Bare;
      A.IsMember = M.IsMember;
      A.Loc = M.Loc;
      if (Followed)
        A.Flags |= ACORN_MAP_FLAG_FOLLOWED;
      Out.push_back(A);
      continue;
    }
    // The pointer the section indexes, when it is a member or an element (a pointer reference),
    // or a global pointer, whose device copy `declare` may have made (routines read it there).
    // (In a template, a member of dependent type with a section is taken to be a pointer: reachOf.)
    const Expr *Pointer = M.SectionBase ? M.SectionBase->IgnoreParenImpCasts() : nullptr;
    // (`this->p` of a dependent base is one too: buildMapItem found its field, a pointer.)
    bool DependentMember = isa_and_nonnull<CXXDependentScopeMemberExpr>(Pointer) &&
                           (M.ThroughPointer || (isRootExpr(Pointer) && isa_and_nonnull<FieldDecl>(M.Var)));
    const auto *Global = dyn_cast_or_null<DeclRefExpr>(Pointer);
    const auto *GlobalVar = Global ? dyn_cast<VarDecl>(Global->getDecl()) : nullptr;
    bool GlobalPointer = GlobalVar && GlobalVar->hasGlobalStorage();
    if (!DependentMember && (!(isa_and_nonnull<MemberExpr, ArraySubscriptExpr>(Pointer) || GlobalPointer) ||
                             !Pointer->getType()->isPointerType()))
      continue;
    if (M.Kind == ACORN_MAP_DEVICEPTR || M.Kind == ACORN_MAP_ATTACH || M.Kind == ACORN_MAP_DETACH)
      continue;
    MapItem A;
    A.Kind = ACORN_MAP_ATTACH;
    A.Var = M.Var;
    A.SectionBase = Pointer;
    A.Lower = M.Lower; // the pointer's target may lie before the mapped section
    A.LeadingIndices = M.LeadingIndices;
    A.ThroughPointer = true;
    A.Loc = M.Loc;
    Out.push_back(A);
  }
  return Out;
}

bool checkOneCopyPerVariable(const std::vector<MapItem> &Maps, Reporter &Diags) {
  bool OK = true;
  for (size_t I = 0; I < Maps.size(); ++I) {
    const MapItem &M = Maps[I];
    if (!M.Item || !M.Var)
      continue;
    for (size_t J = 0; J < I; ++J) {
      if (!Maps[J].Item || !mapsVariable(Maps[J], M.Var) || !mapsVariable(M, M.Var))
        continue;
      std::string Name = M.Var->getNameAsString();
      Diags.error(M.Loc, "this compute construct maps two parts of '" + Name +
                             "'; the region reaches '" + Name +
                             "' through one device copy, so map the whole variable or one contiguous part of it");
      OK = false;
      break;
    }
  }
  return OK;
}

MapItem implicitThisMap(const ImplicitContext &Ctx, const CXXMethodDecl *Method, SourceLocation Loc) {
  MapItem M;
  bool Constant = Method && Method->isConst() && !Method->getParent()->hasMutableFields();
  M.Kind = Ctx.DefaultPresent ? ACORN_MAP_PRESENT : Constant ? ACORN_MAP_COPYIN : ACORN_MAP_COPY;
  M.Flags = ACORN_MAP_FLAG_IMPLICIT;
  M.IsThis = true;
  M.Mode = CaptureMode::DevicePointer;
  M.Loc = Loc;
  return M;
}

std::optional<MapItem> implicitSectionMap(const Expr *Item, acorn_map_kind Kind, const ASTContext &Ctx) {
  MapItem M;
  std::string Why;
  // A section, or a C variable-length array (which device code reaches as a pointer too).
  bool VLA = isa<DeclRefExpr>(Item->IgnoreParenImpCasts()) && Item->IgnoreParenImpCasts()->getType()->isVariableArrayType();
  if ((!isa<ArraySectionExpr>(Item->IgnoreParenImpCasts()) && !VLA) ||
      !buildMapItem(Item, Kind, ACORN_MAP_FLAG_IMPLICIT, Ctx, M, Why, false) ||
      (M.Mode != CaptureMode::DevicePointer && !VLA))
    return std::nullopt;
  return M;
}

std::optional<MapItem> reductionSectionMap(const ReductionItem &R, const ASTContext &Ctx) {
  // A section covering a whole array of arrays (Nested) maps the whole variable, as its name alone does.
  return R.IsArray && !R.Nested ? implicitSectionMap(R.Item, ACORN_MAP_COPY, Ctx) : std::nullopt;
}

} // namespace acorn
