// Constant data in data clauses: copied in, never back (see ConstantData.h).
#include "analysis/ConstantData.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace acorn {

bool isConstantData(QualType T) {
  bool Constant = T.isConstQualified();
  QualType Element = T;
  while (const ArrayType *AT = Element->getAsArrayTypeUnsafe()) {
    Element = AT->getElementType();
    Constant |= Element.isConstQualified();
  }
  // A mutable member of a const object may still change.
  if (const CXXRecordDecl *RD = Element->getAsCXXRecordDecl(); RD && RD->hasDefinition() && RD->hasMutableFields())
    return false;
  return Constant;
}

QualType mappedDataType(const Expr *Item) {
  const Expr *Plain = Item->IgnoreParenImpCasts();
  unsigned Sections = 0;
  while (const auto *AS = dyn_cast<ArraySectionExpr>(Plain)) {
    ++Sections;
    Plain = AS->getBase()->IgnoreParenImpCasts();
  }
  QualType T = Plain->getType().getNonReferenceType();
  if (T->isDependentType())
    return QualType();
  // Each section's brackets step from a pointer to its pointee or from an array to its elements
  // (the const of an array type is its elements').
  for (unsigned I = 0; I < Sections; ++I) {
    if (T->isPointerType()) {
      T = T->getPointeeType();
    } else if (const ArrayType *AT = T->getAsArrayTypeUnsafe()) {
      bool Constant = T.isConstQualified();
      T = AT->getElementType();
      if (Constant)
        T.addConst();
    } else {
      return QualType();
    }
  }
  return T;
}

// Whether Item names a const object itself: a const variable (not a reference, which may be bound
// to writable data), or its elements and members, reached without following a pointer.
static bool namesConstantObject(const Expr *Item) {
  const Expr *E = Item->IgnoreParenImpCasts();
  while (true) {
    const Expr *Base = nullptr;
    if (const auto *AS = dyn_cast<ArraySectionExpr>(E))
      Base = AS->getBase();
    else if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
      Base = A->getBase();
    else if (const auto *M = dyn_cast<MemberExpr>(E); M && !M->isArrow())
      Base = M->getBase();
    if (!Base)
      break;
    Base = Base->IgnoreParenImpCasts();
    if (!isa<MemberExpr>(E) && !Base->getType()->isArrayType())
      return false; // a subscript of a pointer
    E = Base;
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  QualType T = mappedDataType(Item);
  return Var && !Var->getType()->isReferenceType() && !T.isNull() && isConstantData(T);
}

bool keepConstantDataIn(MapItem &Item, StringRef ClauseName, Reporter &Diags) {
  std::string Name = Item.Var ? Item.Var->getNameAsString() : "the data";
  // 2.14.4: the device copy of a const object equals the host's (valid code cannot change it on
  // the device), and the object's storage may be read-only.
  if (Item.Item && Item.Kind == ACORN_MAP_UPDATE_SELF && namesConstantObject(Item.Item)) {
    Diags.warning(Item.Item->getBeginLoc(), "update " + ClauseName.str() + " of '" + Name +
                                                "', which is const: the device cannot modify it, so it is not "
                                                "updated");
    return false;
  }
  if (!Item.Item || (Item.Kind != ACORN_MAP_COPY && Item.Kind != ACORN_MAP_COPYOUT))
    return true;
  QualType T = mappedDataType(Item.Item);
  if (T.isNull() || !isConstantData(T))
    return true;
  if (Item.Kind == ACORN_MAP_COPY) {
    Item.Kind = ACORN_MAP_COPYIN;
    return true;
  }
  Item.Kind = ACORN_MAP_CREATE;
  Diags.warning(Item.Item->getBeginLoc(), ClauseName.str() + " of '" + Name +
                                              "', which is const: the device cannot modify it, so nothing is "
                                              "copied back");
  return true;
}

} // namespace acorn
