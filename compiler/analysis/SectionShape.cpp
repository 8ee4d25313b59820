// The shape of a multi-dimensional array section (see SectionShape.h).
#include "analysis/SectionShape.h"

using namespace clang;

namespace acorn {

namespace {

enum class Cover {
  Whole,        ///< the dimension's extent
  Partial,      ///< part of it
  RuntimeWhole, ///< from 0, a run-time length that must be the extent (checked when the clause runs)
};

struct Dimension {
  const Expr *Lower = nullptr, *Length = nullptr; // null: 0, to the end
  Cover Covers = Cover::Partial;
  int64_t Extent = 0; // RuntimeWhole: the dimension's
};

} // namespace

// pp[lo:n][rlo:m]: the pointers, then the row each points to (2.7.1); ppp[lo:n][lo:m][lo:k]: the rows
// hold pointers to rows of their own.
static bool readPointerRows(ArrayRef<const ArraySectionExpr *> Dims, QualType Elem, MapItem &Out, std::string &Why) {
  const ArraySectionExpr *D = Dims[1];
  const ArraySectionExpr *Leaf = Dims.size() == 3 ? Dims[2] : nullptr;
  if (Dims.size() > 3 || (Leaf && !Elem->getPointeeType()->isPointerType())) {
    Why = "a section of pointers to pointers may have up to three dimensions, each a level of pointers "
          "(ppp[lo:n][lo:m][lo:k]); deeper ones are not supported yet";
    return false;
  }
  if (isa<ArraySubscriptExpr>(Out.SectionBase)) {
    Why = "a section of pointers to pointers reached through a subscript (ppp[i][lo:n][lo:m]) is not "
          "supported yet; map the rows one by one (ppp[i][j][lo:m])";
    return false;
  }
  if (!D->getLength() || (Leaf && !Leaf->getLength())) {
    Why = "the length of the rows of a section of a pointer to pointers must be given "
          "(pp[lo:n][lo:m])";
    return false;
  }
  Out.PointerRows = true;
  Out.InnerLower = D->getLowerBound();
  Out.InnerLength = D->getLength();
  if (Leaf) {
    Out.LeafLower = Leaf->getLowerBound();
    Out.LeafLength = Leaf->getLength();
  }
  return true;
}

bool readSectionShape(ArrayRef<const ArraySectionExpr *> Dims, QualType RootType, const ASTContext &Ctx,
                      bool AllowStrided, MapItem &Out, std::string &Why) {
  std::vector<Dimension> Shape = {{Out.Lower, Out.Length, Cover::Partial, 0}};
  QualType Elem = RootType->isPointerType() ? RootType->getPointeeType()
                                            : QualType(RootType->getArrayElementTypeNoTypeQual(), 0);
  for (size_t I = 1; I < Dims.size(); ++I) {
    const ArraySectionExpr *D = Dims[I];
    // Clang keeps a subscript after a section as a section without a colon: one element, not the
    // rest of the dimension.
    if (D->getColonLocFirst().isInvalid()) {
      Why = "a subscript after an array section (a[0:n][j]) is not supported yet; write it as a section "
            "(a[0:n][j:1])";
      return false;
    }
    const Expr *Lo = D->getLowerBound(), *Len = D->getLength();
    bool FromZero = !Lo || constantValue(Lo, Ctx) == int64_t(0);
    const ArrayType *AT = Elem->getAsArrayTypeUnsafe();
    // A VLA dimension's extent is known at run time only (a template's dependent one, in each
    // instantiation): in a data clause a section from 0 is taken to cover it (C requires the same of
    // any contiguous block); in update a written bound makes it partial (sizeof a row is known at
    // run time, so the copy is strided as for C arrays).
    if (isa_and_nonnull<VariableArrayType, DependentSizedArrayType>(AT)) {
      bool Whole = AllowStrided ? !Lo && !Len : FromZero;
      Shape.push_back({Lo, Len, Whole ? Cover::Whole : Cover::Partial, 0});
      Elem = AT->getElementType();
      continue;
    }
    const auto *CAT = dyn_cast_or_null<ConstantArrayType>(AT);
    if (!CAT && Elem->isPointerType()) {
      if (I == 1)
        return readPointerRows(Dims, Elem, Out, Why);
      Why = "a section of pointers to pointers may have up to three dimensions, each a level of pointers "
            "(ppp[lo:n][lo:m][lo:k]); deeper ones are not supported yet";
      return false;
    }
    if (!CAT) {
      Why = "a section of a pointer to pointers is not contiguous and is not supported yet";
      return false;
    }
    int64_t Extent = static_cast<int64_t>(CAT->getSize().getZExtValue());
    std::optional<int64_t> Length = Len ? constantValue(Len, Ctx) : std::optional<int64_t>(Extent);
    Cover Covers = Cover::Partial;
    if (FromZero && Length == Extent)
      Covers = Cover::Whole;
    else if (FromZero && !Length && !AllowStrided) // a[lo:n][0:m] with m known at run time
      Covers = Cover::RuntimeWhole;
    Shape.push_back({Lo, Len, Covers, Extent});
    Elem = CAT->getElementType();
  }

  // Contiguous: dimensions of length 1, then any one, then whole ones (the run-time ones checked).
  size_t Last = Shape.size() - 1, Leading = 0, Partial = 0;
  while (Leading < Last && constantValue(Shape[Leading].Length, Ctx) == int64_t(1))
    ++Leading;
  for (size_t I = 1; I <= Last; ++I)
    if (Shape[I].Covers == Cover::Partial)
      Partial = I;
  if (Partial <= Leading) {
    for (size_t I = 0; I < Leading; ++I)
      Out.LeadingIndices.push_back(Shape[I].Lower);
    Out.Lower = Shape[Leading].Lower;
    Out.Length = Shape[Leading].Length;
    for (size_t I = Leading + 1; I <= Last; ++I)
      if (Shape[I].Covers == Cover::RuntimeWhole)
        Out.WholeRows.push_back({Shape[I].Length, Shape[I].Extent});
    return true;
  }
  if (AllowStrided) {
    Out.Strided = true;
    for (size_t I = 0; I <= Partial; ++I)
      Out.Dimensions.push_back({Shape[I].Lower, Shape[I].Length});
    return true;
  }
  Why = "a section in a data clause must be contiguous (2.7.1): only dimensions of length 1 may come before a "
        "partial dimension, and only whole dimensions after it (an update directive takes any section)";
  return false;
}

} // namespace acorn
