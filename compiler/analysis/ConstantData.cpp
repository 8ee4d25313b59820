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

bool keepConstantDataIn(MapItem &Item, StringRef ClauseName, Reporter &Diags) {
  bool Back = Item.Kind == ACORN_MAP_COPYOUT || Item.Kind == ACORN_MAP_UPDATE_SELF;
  if (!Item.Item || (Item.Kind != ACORN_MAP_COPY && !Back))
    return true;
  QualType T = mappedDataType(Item.Item);
  if (T.isNull() || !isConstantData(T))
    return true;
  if (Item.Kind == ACORN_MAP_COPY) {
    Item.Kind = ACORN_MAP_COPYIN;
    return true;
  }
  std::string Name = Item.Var ? Item.Var->getNameAsString() : "the data";
  std::string What = (Item.Kind == ACORN_MAP_UPDATE_SELF ? "update " : "") + ClauseName.str();
  Diags.warning(Item.Item->getBeginLoc(), What + " of '" + Name +
                                              "', which is const: the device cannot modify it, so nothing is "
                                              "copied back");
  if (Item.Kind == ACORN_MAP_UPDATE_SELF)
    return false; // nothing to do
  Item.Kind = ACORN_MAP_CREATE;
  return true;
}

} // namespace acorn
