#include "DataClauses.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace acorn {

const char *mapKindName(MapKind K) {
  switch (K) {
  case MapKind::Copy: return "ACORN_MAP_COPY";
  case MapKind::CopyIn: return "ACORN_MAP_COPYIN";
  case MapKind::CopyOut: return "ACORN_MAP_COPYOUT";
  case MapKind::Create: return "ACORN_MAP_CREATE";
  case MapKind::NoCreate: return "ACORN_MAP_NO_CREATE";
  case MapKind::Present: return "ACORN_MAP_PRESENT";
  case MapKind::DevicePtr: return "ACORN_MAP_DEVICEPTR";
  case MapKind::Delete: return "ACORN_MAP_DELETE";
  case MapKind::UpdateDevice: return "ACORN_MAP_UPDATE_DEVICE";
  case MapKind::UpdateSelf: return "ACORN_MAP_UPDATE_SELF";
  case MapKind::Pointer: return "ACORN_MAP_POINTER";
  }
  return "ACORN_MAP_COPY";
}

std::optional<MapKind> dataClauseKind(const OpenACCClause *C) {
  switch (C->getClauseKind()) {
  case OpenACCClauseKind::Copy:
  case OpenACCClauseKind::PCopy:
  case OpenACCClauseKind::PresentOrCopy:
    return MapKind::Copy;
  case OpenACCClauseKind::CopyIn:
  case OpenACCClauseKind::PCopyIn:
  case OpenACCClauseKind::PresentOrCopyIn:
    return MapKind::CopyIn;
  case OpenACCClauseKind::CopyOut:
  case OpenACCClauseKind::PCopyOut:
  case OpenACCClauseKind::PresentOrCopyOut:
    return MapKind::CopyOut;
  case OpenACCClauseKind::Create:
  case OpenACCClauseKind::PCreate:
  case OpenACCClauseKind::PresentOrCreate:
    return MapKind::Create;
  case OpenACCClauseKind::NoCreate:
    return MapKind::NoCreate;
  case OpenACCClauseKind::Present:
    return MapKind::Present;
  case OpenACCClauseKind::DevicePtr:
    return MapKind::DevicePtr;
  case OpenACCClauseKind::Delete:
    return MapKind::Delete;
  case OpenACCClauseKind::Device:
    return MapKind::UpdateDevice;
  case OpenACCClauseKind::Host:
  case OpenACCClauseKind::Self:
    return MapKind::UpdateSelf;
  default:
    return std::nullopt;
  }
}

unsigned dataClauseFlags(const OpenACCClause *C) {
  OpenACCModifierKind Mods = OpenACCModifierKind::Invalid;
  if (const auto *CI = dyn_cast<OpenACCCopyInClause>(C))
    Mods = CI->getModifierList();
  else if (const auto *CO = dyn_cast<OpenACCCopyOutClause>(C))
    Mods = CO->getModifierList();
  else if (const auto *CR = dyn_cast<OpenACCCreateClause>(C))
    Mods = CR->getModifierList();
  unsigned Flags = 0;
  if (isOpenACCModifierBitSet(Mods, OpenACCModifierKind::Readonly))
    Flags |= 1u << 0;
  if (isOpenACCModifierBitSet(Mods, OpenACCModifierKind::Zero))
    Flags |= 1u << 1;
  return Flags;
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
      if (isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
        return ME->getMemberDecl();
      return nullptr;
    }
    return nullptr;
  }
}

bool buildMapItem(const Expr *E, MapKind Kind, unsigned Flags, const SourceText &Text, MapItem &Out,
                  std::string &Why) {
  Out.Kind = Kind;
  Out.Flags = Flags;
  Out.Name = Text.text(E);
  Out.Loc = E->getBeginLoc();
  Out.Var = rootVariable(E);
  if (!Out.Var) {
    Why = "only variables, members of 'this' and array sections of them are supported in data "
          "clauses";
    return false;
  }
  const Expr *Plain = E->IgnoreParenImpCasts();
  if (!isa<ArraySectionExpr>(Plain)) {
    if (isa<ArraySubscriptExpr>(Plain)) {
      Why = "an array element in a data clause is not supported yet; use a section such as a[i:1]";
      return false;
    }
    Out.Host = "(void *)&(" + Out.Name + ")";
    Out.Bytes = "sizeof(" + Out.Name + ")";
    Out.Mode = Out.Var->getType()->isArrayType() ? CaptureMode::DeviceArray : CaptureMode::DeviceRef;
    return true;
  }
  // Collect the dimensions a[d0][d1]...: the outermost ArraySectionExpr is the last bracket.
  std::vector<const ArraySectionExpr *> Dims;
  const Expr *Cur = Plain;
  while (const auto *AS = dyn_cast<ArraySectionExpr>(Cur->IgnoreParenImpCasts())) {
    Dims.insert(Dims.begin(), AS);
    Cur = AS->getBase()->IgnoreParenImpCasts();
  }
  if (isa<ArraySubscriptExpr>(Cur)) {
    Why = "a subscript before an array section is not supported yet";
    return false;
  }
  std::string Root = Text.text(Cur);
  QualType RootType = Out.Var->getType().getNonReferenceType();
  const ArraySectionExpr *First = Dims.front();
  std::string Lo = First->getLowerBound() ? Text.text(First->getLowerBound()) : "0";
  std::string Len;
  if (First->getLength())
    Len = Text.text(First->getLength());
  else if (RootType->isArrayType())
    Len = "(sizeof(" + Root + ") / sizeof((" + Root + ")[0]) - (" + Lo + "))";
  else {
    Why = "the length of an array section of a pointer must be given";
    return false;
  }
  // Later dimensions must cover their whole extent so that the section is contiguous.
  QualType Elem = RootType->isPointerType() ? RootType->getPointeeType()
                                            : QualType(RootType->getArrayElementTypeNoTypeQual(), 0);
  for (size_t I = 1; I < Dims.size(); ++I) {
    const auto *CAT = dyn_cast_or_null<ConstantArrayType>(Elem->getAsArrayTypeUnsafe());
    if (!CAT) {
      Why = "a section of a pointer to pointers is not contiguous and is not supported yet";
      return false;
    }
    const ArraySectionExpr *D = Dims[I];
    int64_t Extent = static_cast<int64_t>(CAT->getSize().getZExtValue());
    bool FullLo = !D->getLowerBound() || Text.constantValue(D->getLowerBound()) == int64_t(0);
    bool FullLen = !D->getLength() || Text.constantValue(D->getLength()) == Extent;
    if (!FullLo || !FullLen) {
      Why = "only the first dimension of a multi-dimensional section may be partial (the section "
            "must be contiguous)";
      return false;
    }
    Elem = CAT->getElementType();
  }
  Out.Host = "(void *)&(" + Root + ")[" + Lo + "]";
  Out.Bytes = "(size_t)(" + Len + ") * sizeof((" + Root + ")[0])";
  Out.Mode = RootType->isPointerType() ? CaptureMode::DevicePointer : CaptureMode::DeviceArray;
  return true;
}

MapItem implicitMapItem(const ValueDecl *Var, MapKind Kind, CaptureMode Mode) {
  MapItem M;
  M.Var = Var;
  M.Kind = Kind;
  M.Mode = Mode;
  M.Flags = 1u << 2; // ACORN_MAP_FLAG_IMPLICIT
  M.Name = Var->getNameAsString();
  M.Loc = Var->getLocation();
  if (Mode == CaptureMode::PointerTarget) {
    M.Host = "(void *)(" + M.Name + ")";
    M.Bytes = "0";
  } else {
    M.Host = "(void *)&(" + M.Name + ")";
    M.Bytes = "sizeof(" + M.Name + ")";
  }
  return M;
}

std::string mapInitializer(const MapItem &Item) {
  return "{" + Item.Host + ", " + Item.Bytes + ", " + mapKindName(Item.Kind) + ", " +
         std::to_string(Item.Flags) + ", \"" + cString(Item.Name) + "\", 0}";
}

} // namespace acorn
