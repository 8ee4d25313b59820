#include "analysis/ReductionItems.h"

#include "analysis/DataAttributes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"

using namespace clang;

namespace acorn {
namespace {

bool bitwise(OpenACCReductionOperator Op) {
  return Op == OpenACCReductionOperator::BitwiseAnd || Op == OpenACCReductionOperator::BitwiseOr ||
         Op == OpenACCReductionOperator::BitwiseXOr;
}

// The struct a type names; in a template, the primary template of a dependent specialization
// (`Summary<T, C>`), whose members every instantiation has.
const RecordDecl *recordOf(QualType T) {
  if (const RecordDecl *Record = T->getAsRecordDecl())
    return Record;
  if (const auto *Specialization = T->getAs<TemplateSpecializationType>())
    if (const auto *Template =
            dyn_cast_or_null<ClassTemplateDecl>(Specialization->getTemplateName().getAsTemplateDecl()))
      return Template->getTemplatedDecl();
  return nullptr;
}

// std::complex<float> or std::complex<double>: reduced as a value (its parts are private), with
// + and * only, as C's _Complex.
bool isStdComplex(QualType T) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsRecordDecl());
  if (!Spec || Spec->getName() != "complex" || !Spec->isInStdNamespace() || Spec->getTemplateArgs().size() != 1 ||
      Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return false;
  QualType Part = Spec->getTemplateArgs()[0].getAsType();
  return Part->isSpecificBuiltinType(BuiltinType::Float) || Part->isSpecificBuiltinType(BuiltinType::Double);
}

bool complexOperator(const ReductionItem &R, QualType T, const std::string &Name, std::string &Why) {
  if (R.Op == OpenACCReductionOperator::Addition || R.Op == OpenACCReductionOperator::Multiplication)
    return true;
  Why = "'" + Name + "' has type '" + T.getAsString() + "': complex values are reduced with '+' or '*' only";
  return false;
}

// The elements of an array of structs are reduced one by one, each member of each: a few only.
constexpr size_t MaxStructElements = 64;

// The members of struct type T that R reduces, as paths from R's variable (`.x`, `.in.y`,
// `.p[1].x`): those of arithmetic type or arrays of it, and those of the structs (and arrays of
// structs) inside it.
bool memberPaths(ReductionItem &R, QualType T, const std::string &Prefix, const ASTContext &Ctx, std::string &Why) {
  // A member as a message names it: `in.y`, or `ma[0].m` in an array of structs.
  auto Shown = [&](const std::string &Path) {
    return Path[0] == '.' ? Path.substr(1) : R.Var->getNameAsString() + Path;
  };
  const RecordDecl *Record = recordOf(T);
  const auto *Class = dyn_cast<CXXRecordDecl>(Record);
  std::string Name = R.Var->getNameAsString() + Prefix;
  // A class with constructors is reduced as a struct (2.5.15: a composite variable): its copy for
  // each thread is a copy of the variable with the members set (make_identity), never built by
  // aggregate initialisation; its members must be reachable from the region's code.
  if (Record->isUnion() || (Class && (Class->getNumBases() || Class->isPolymorphic()))) {
    Why = "a reduction on '" + Name + "' of type '" + T.getAsString() +
          "': only structs whose members are arithmetic (or such structs) are reduced, member by member";
    return false;
  }
  for (const FieldDecl *F : Record->fields()) {
    std::string Path = Prefix + "." + F->getNameAsString();
    if (F->getAccess() == AS_private || F->getAccess() == AS_protected) {
      Why = "a reduction on '" + R.Var->getNameAsString() + "' reduces each member, and member '" + Shown(Path) +
            "' is not public";
      return false;
    }
    QualType Element = F->getType().getCanonicalType();
    while (const ConstantArrayType *A = Ctx.getAsConstantArrayType(Element))
      Element = A->getElementType().getCanonicalType();
    if (isStdComplex(Element)) { // a value, as an arithmetic member
      if (!complexOperator(R, F->getType(), R.Var->getNameAsString() + Path, Why))
        return false;
      R.Members.push_back(Path);
      continue;
    }
    if (Element->isRecordType()) {
      // A struct member, or an array of structs: each element's members, by index.
      std::vector<std::string> Elements = {Path};
      for (QualType A = F->getType().getCanonicalType(); const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(A);
           A = CAT->getElementType().getCanonicalType()) {
        std::vector<std::string> Indexed;
        for (const std::string &E : Elements)
          for (uint64_t I = 0; I < CAT->getSize().getZExtValue() && Indexed.size() <= MaxStructElements; ++I)
            Indexed.push_back(E + "[" + std::to_string(I) + "]");
        Elements = std::move(Indexed);
      }
      if (Elements.size() > MaxStructElements) {
        Why = "a reduction on '" + R.Var->getNameAsString() + "' reduces each member, and member '" + Shown(Path) +
              "' is an array of more than " + std::to_string(MaxStructElements) + " structs, which is not supported";
        return false;
      }
      for (const std::string &E : Elements)
        if (!memberPaths(R, Element, E, Ctx, Why))
          return false;
      continue;
    }
    bool Arithmetic = Element->isDependentType() || (Element->isArithmeticType() &&
                                                     (!bitwise(R.Op) || Element->isIntegerType()));
    if (F->isBitField() || F->isAnonymousStructOrUnion() || !Arithmetic) {
      Why = "a reduction on '" + R.Var->getNameAsString() + "' reduces each member, and member '" +
            Shown(Path) + "' (" + F->getType().getAsString() + (F->isBitField() ? ", a bit-field" : "") +
            ") cannot be reduced with this operator";
      return false;
    }
    R.Members.push_back(Path);
  }
  return true;
}

// A whole array of structs (`mom_t ma[2]`): each element's members, by index (`[0].m`), as for an
// array of structs inside a struct; each thread's copy is a copy of the array (reductionOpen).
bool structArrayItem(ReductionItem &R, const ConstantArrayType *CAT, const ASTContext &Ctx, std::string &Why) {
  QualType Element = CAT->getElementType().getCanonicalType();
  const auto *Class = Element->getAsCXXRecordDecl();
  uint64_t Length = CAT->getSize().getZExtValue();
  if (Length > MaxStructElements || (Class && !Class->hasTrivialDefaultConstructor())) {
    Why = "a reduction on '" + R.Var->getNameAsString() + "' reduces each member of each element: an array of " +
          (Length > MaxStructElements ? "more than " + std::to_string(MaxStructElements) + " structs"
                                      : std::string("structs without a trivial default constructor")) +
          " is not supported yet";
    return false;
  }
  for (uint64_t I = 0; I < Length; ++I)
    if (!memberPaths(R, Element, "[" + std::to_string(I) + "]", Ctx, Why))
      return false;
  return true;
}

// The gangs' copies combine with atomic operations of 1, 2, 4 or 8 bytes; a `_Complex double`
// part by part, or under a lock (acorn::atomic_combine), as a long double is on the host (GPU code
// has no long double: UnitWalk reports it in a region with GPU code).
bool combinable(QualType T, const ASTContext &Ctx, std::string &Why) {
  if (T->isDependentType() || !T->isScalarType() || Ctx.getTypeSize(T) <= 64 || T->isRealFloatingType())
    return true;
  if (const auto *C = T->getAs<ComplexType>(); C && Ctx.getTypeSize(C->getElementType()) <= 64)
    return true;
  Why = "a reduction on '" + T.getAsString() + "' is not supported (reductions combine values of 1, 2, 4 or 8 "
        "bytes; GPUs have no wider atomic arithmetic)";
  return false;
}

// 2.5.15: an array element (`a[2]`) reduces like the one-element section a[2:1]. (An element
// written `a[k]` or `p[k]` is that section already: ClausePatches.h.)
bool elementItem(ReductionItem &R, const ArraySubscriptExpr *Element, const ASTContext &Ctx, std::string &Why) {
  const Expr *Base = Element->getBase()->IgnoreParenImpCasts();
  // An element of two subscripts (`c[i][j]` of `double c[N][M]`, `double **c` or `double (*c)[M]`):
  // its subscripts are the device's, read where the loop starts.
  if (const auto *Row = dyn_cast<ArraySubscriptExpr>(Base);
      Row && isa<DeclRefExpr>(Row->getBase()->IgnoreParenImpCasts()) &&
      (Element->getType()->isDependentType() ||
       (Element->getType()->isScalarType() && !Element->getType()->isPointerType())) &&
      !Row->getBase()->IgnoreParenImpCasts()->getType()->isVariablyModifiedType()) {
    R.IsArray = true;
    R.PointRow = Row->getIdx();
    R.PointColumn = Element->getIdx();
    R.Length = 1;
    return combinable(Element->getType().getCanonicalType(), Ctx, Why);
  }
  std::optional<int64_t> Index = constantValue(Element->getIdx(), Ctx);
  if (!isa<DeclRefExpr>(Base) || !Base->getType()->isArrayType() || !Index || *Index < 0 ||
      recordOf(Element->getType().getCanonicalType()) || Element->getType()->isArrayType()) {
    Why = "a reduction on an array element needs an element of an array or pointer variable of one or two "
          "subscripts (a[k], p[k], c[i][j]); other elements are not supported yet";
    return false;
  }
  R.IsArray = true;
  R.Lower = *Index;
  R.Length = 1;
  return combinable(Element->getType().getCanonicalType(), Ctx, Why);
}

// The copies of a row's elements live in registers, as a window's: a few only.
constexpr int64_t MaxRowSectionLength = 64;

// A section of one row of an array of arrays or of a pointer to pointers (`h[1][0:4]`,
// `c[i][lo:8]`): contiguous elements, reduced as an element of two subscripts is (the row and the
// lower bound read by the device where the loop starts), each thread's copy the Length elements.
bool rowSectionItem(ReductionItem &R, const ArraySectionExpr *AS, const ASTContext &Ctx, std::string &Why) {
  const Expr *RowExpr = AS->getBase()->IgnoreParenImpCasts();
  const auto *Row = cast<ArraySubscriptExpr>(RowExpr);
  const Expr *Var = Row->getBase()->IgnoreParenImpCasts();
  QualType RowType = RowExpr->getType().getCanonicalType();
  QualType Elem = RowType->isPointerType() ? RowType->getPointeeType()
                  : RowType->isArrayType() ? QualType(RowType->getArrayElementTypeNoTypeQual(), 0)
                                           : QualType();
  std::string Name = R.Var->getNameAsString();
  if (!isa<DeclRefExpr>(Var) || Var->getType()->isVariablyModifiedType() || Elem.isNull() ||
      !(Elem->isDependentType() || (Elem->isScalarType() && !Elem->isPointerType()))) {
    Why = "a reduction on a section of a row needs a row of an array or pointer variable of two subscripts whose "
          "elements are arithmetic (h[i][0:n]); other sections are not supported yet";
    return false;
  }
  std::optional<int64_t> Length;
  if (AS->getLength())
    Length = constantValue(AS->getLength(), Ctx);
  else if (const auto *CAT = Ctx.getAsConstantArrayType(RowType))
    if (std::optional<int64_t> Lower = AS->getLowerBound() ? constantValue(AS->getLowerBound(), Ctx) : 0)
      Length = static_cast<int64_t>(CAT->getSize().getZExtValue()) - *Lower;
  if (!Length || *Length <= 0 || *Length > MaxRowSectionLength) {
    Why = "a reduction on a section of a row of '" + Name + "' needs a constant length of 1 to " +
          std::to_string(MaxRowSectionLength) + " elements (each thread's copy of the elements is its own); " +
          "reduce the whole array, or a scalar per element";
    return false;
  }
  R.IsArray = true;
  R.PointRow = Row->getIdx();
  R.PointColumn = AS->getLowerBound(); // null: the row's first element
  R.Length = *Length;
  return combinable(Elem.getCanonicalType(), Ctx, Why);
}

// Sections of constant bounds that can join another of the same variable.
bool joinable(const ReductionItem &R) {
  return R.IsArray && !R.Nested && !R.RuntimeSection && !R.RuntimeWhole && !R.DeviceLower && !R.PointRow &&
         !R.DependentLower && !R.DependentLength && R.Members.empty() && !R.Var->getType()->isPointerType();
}

// A section of a C array of arrays whose every dimension covers the array's extent
// (`h[0:4][0:8]`, `h[:][:]` or `h[0:4]` of `int h[4][8]`): the whole array.
bool coversWholeArray(const ArraySectionExpr *AS, const ASTContext &Ctx) {
  const Expr *E = AS;
  std::vector<const ArraySectionExpr *> Dimensions; // innermost first
  while (const auto *Section = dyn_cast<ArraySectionExpr>(E->IgnoreParenImpCasts())) {
    Dimensions.push_back(Section);
    E = Section->getBase()->IgnoreParenImpCasts();
  }
  if (!isa<DeclRefExpr>(E))
    return false;
  QualType T = E->getType().getCanonicalType();
  for (auto It = Dimensions.rbegin(); It != Dimensions.rend(); ++It) {
    const Expr *LowerExpr = (*It)->getLowerBound(), *LengthExpr = (*It)->getLength();
    if (LowerExpr && constantValue(LowerExpr, Ctx) != 0)
      return false;
    if (const auto *CAT = dyn_cast<ConstantArrayType>(T.getTypePtr())) {
      if (LengthExpr && constantValue(LengthExpr, Ctx) != static_cast<int64_t>(CAT->getSize().getZExtValue()))
        return false;
    } else if (const auto *DAT = dyn_cast<DependentSizedArrayType>(T.getTypePtr())) {
      // In a template: the length is the extent as written (`grid[0:R]` of `T grid[R][C]`).
      if (LengthExpr && !Expr::isSameComparisonOperand(LengthExpr, DAT->getSizeExpr()))
        return false;
    } else {
      return false;
    }
    T = cast<ArrayType>(T.getTypePtr())->getElementType().getCanonicalType();
  }
  return true;
}

} // namespace

bool resolveReductionItem(ReductionItem &R, const ASTContext &Ctx, std::string &Why) {
  if (!R.Item)
    return true;
  const Expr *E = R.Item->IgnoreParenImpCasts();
  const auto *AS = dyn_cast<ArraySectionExpr>(E);
  // The type of the variable (or member) the section is of, below every dimension's section.
  const Expr *Base = E;
  while (const auto *Section = dyn_cast<ArraySectionExpr>(Base))
    Base = Section->getBase()->IgnoreParenImpCasts();
  QualType T = (AS ? Base->getType() : E->getType()).getCanonicalType();
  if (!AS && isStdComplex(T))
    return complexOperator(R, E->getType(), R.Var->getNameAsString(), Why);
  if (!AS && recordOf(T))
    return memberPaths(R, T, "", Ctx, Why);
  if (const auto *Element = dyn_cast<ArraySubscriptExpr>(E))
    return elementItem(R, Element, Ctx, Why);
  if (AS && isa<ArraySubscriptExpr>(AS->getBase()->IgnoreParenImpCasts()))
    return rowSectionItem(R, AS, Ctx, Why);
  if (!AS && !T->isArrayType())
    return combinable(T, Ctx, Why);
  if (const auto *CAT = Ctx.getAsConstantArrayType(T);
      !AS && CAT && recordOf(CAT->getElementType().getCanonicalType()))
    return structArrayItem(R, CAT, Ctx, Why);
  R.IsArray = true;
  QualType Elem = T->isPointerType() ? T->getPointeeType() : QualType(T->getArrayElementTypeNoTypeQual(), 0);
  for (QualType Inner = Elem; !Inner.isNull(); Inner = Inner->isArrayType()
                                                           ? QualType(Inner->getArrayElementTypeNoTypeQual(), 0)
                                                           : QualType())
    if (recordOf(Inner.getCanonicalType())) {
      Why = "a reduction on an array of arrays of structs or on a section of an array of structs is not supported "
            "yet; reduce the whole array of structs, a struct "
            "(its members, arrays of structs among them, are reduced one by one) or each member's values";
      return false;
    }
  if (Elem->isArrayType() && !AS && T->isArrayType() && T->isVariablyModifiedType()) {
    // A whole variable-length array of arrays (`long h[ns][nb]`): device code holds it as a pointer
    // to its scalars (LowerVLA.h), so each thread's copy is a run-time span of them, as for a 1-D one.
    R.RuntimeWhole = true;
    QualType Scalar = Elem;
    while (Scalar->isArrayType())
      Scalar = QualType(Scalar->getArrayElementTypeNoTypeQual(), 0);
    return combinable(Scalar.getCanonicalType(), Ctx, Why);
  }
  if (Elem->isArrayType()) {
    // A whole C array of arrays (or a section of it that covers every element): element by
    // element, as a struct's array member.
    R.Nested = true;
    while (Elem->isArrayType())
      Elem = QualType(Elem->getArrayElementTypeNoTypeQual(), 0);
    if (!isa<ConstantArrayType, DependentSizedArrayType>(T.getTypePtr()) || (AS && !coversWholeArray(AS, Ctx))) {
      Why = T->isVariablyModifiedType()
                ? "a reduction on a section of a variable-length array of arrays is not supported yet; reduce the "
                  "whole array (reduction(op:name))"
                : "a reduction on part of an array of arrays is not supported yet; reduce the whole array "
                  "(reduction(op:name))";
      return false;
    }
    return combinable(Elem.getCanonicalType(), Ctx, Why);
  }
  if (AS && isa<ArraySectionExpr>(AS->getBase()->IgnoreParenImpCasts())) {
    Why = "a reduction on a section of more than one dimension of a pointer is not supported yet";
    return false;
  }
  if (!combinable(Elem.getCanonicalType(), Ctx, Why))
    return false;
  const auto *CAT = dyn_cast<ConstantArrayType>(T.getTypePtr());
  const Expr *LowerExpr = AS ? AS->getLowerBound() : nullptr;
  const Expr *LengthExpr = AS ? AS->getLength() : nullptr;
  if (const auto *DAT = dyn_cast<DependentSizedArrayType>(T.getTypePtr()); DAT && !LengthExpr && !LowerExpr)
    LengthExpr = DAT->getSizeExpr();
  // Bounds that depend on template parameters are constants of each instantiation.
  if (LowerExpr && LowerExpr->isValueDependent())
    R.DependentLower = LowerExpr;
  if (LengthExpr && LengthExpr->isValueDependent())
    R.DependentLength = LengthExpr;
  std::optional<int64_t> Lower = !LowerExpr || R.DependentLower ? int64_t(0) : constantValue(LowerExpr, Ctx);
  std::optional<int64_t> Length;
  if (R.DependentLength)
    Length = 1;
  if (LengthExpr && !R.DependentLength)
    Length = constantValue(LengthExpr, Ctx);
  else if (!LengthExpr && CAT && Lower)
    Length = static_cast<int64_t>(CAT->getSize().getZExtValue()) - *Lower;
  // Run-time bounds: each thread's copy lives in the launch's private storage, for a section of a
  // pointer or of a C array variable alike.
  if ((!Lower || !Length) && AS && AS->getLength())
    if (const auto *Base = dyn_cast<DeclRefExpr>(AS->getBase()->IgnoreParenImpCasts());
        Base && isa<VarDecl>(Base->getDecl()) && (T->isPointerType() || CAT || T->isVariableArrayType()))
      R.RuntimeSection = AS;
  if (R.RuntimeSection)
    return true;
  if (!AS && T->isVariableArrayType()) {
    R.RuntimeWhole = true;
    return true;
  }
  if (!Lower || !Length || *Lower < 0 || *Length <= 0) {
    Why = "a reduction on a section needs a length, and constant bounds unless it is a section of a "
          "pointer or array variable";
    return false;
  }
  R.Lower = *Lower;
  R.Length = *Length;
  return true;
}

bool joinSectionsOfOneArray(std::vector<ReductionItem> &Reductions, std::string &Why, SourceLocation &At) {
  std::vector<ReductionItem> Joined;
  for (size_t I = 0; I < Reductions.size(); ++I) {
    const ReductionItem &First = Reductions[I];
    if (llvm::any_of(Joined, [&](const ReductionItem &J) { return J.Var == First.Var; }))
      continue; // joined with the first item of its variable
    std::vector<const ReductionItem *> Items;
    for (size_t K = I; K < Reductions.size(); ++K)
      if (Reductions[K].Var == First.Var)
        Items.push_back(&Reductions[K]);
    Joined.push_back(First);
    if (Items.size() == 1)
      continue;
    std::string Name = First.Var->getNameAsString();
    for (const ReductionItem *R : Items)
      if (!joinable(*R) || R->Op != First.Op) {
        At = (R == Items.front() ? Items[1] : R)->Loc;
        Why = "'" + Name + "' appears in more than one reduction item of this construct; several items of one " +
              "array are reduced only as sections of constant bounds with one operator (s[0], s[1] or s[0:2], s[2:2])";
        return false;
      }
    // In order of their elements, each starts where the one before ends (s[2], s[0], s[1] join too).
    // (Items point into Reductions: of two with one lower bound, the one listed first comes first.)
    llvm::sort(Items, [](const ReductionItem *A, const ReductionItem *B) {
      return A->Lower != B->Lower ? A->Lower < B->Lower : A < B;
    });
    for (size_t K = 1; K < Items.size(); ++K) {
      int64_t End = Items[K - 1]->Lower + Items[K - 1]->Length;
      if (Items[K]->Lower == End)
        continue;
      At = Items[K]->Loc;
      Why = "'" + Name + "[" + std::to_string(Items[K]->Lower) + ":" + std::to_string(Items[K]->Length) + "]' " +
            (Items[K]->Lower < End ? "shares elements with" : "leaves a gap after") + " another reduction item of '" +
            Name + "'; the items of one array must together be one contiguous section, each element listed once";
      return false;
    }
    Joined.back().Lower = Items.front()->Lower;
    Joined.back().Length = Items.back()->Lower + Items.back()->Length - Items.front()->Lower;
  }
  Reductions = std::move(Joined);
  return true;
}

bool lowerBoundOnDevice(ReductionItem &R, llvm::function_ref<bool(const ValueDecl *)> RegionVariable,
                        const ASTContext &Ctx) {
  if (!R.RuntimeSection || !R.RuntimeSection->getLowerBound())
    return false;
  std::optional<int64_t> Length = constantValue(R.RuntimeSection->getLength(), Ctx);
  // The copies live in registers: a few elements only.
  if (!Length || *Length <= 0 || *Length > 64)
    return false;
  std::function<bool(const Stmt *)> NamesRegionVariable = [&](const Stmt *S) {
    if (const auto *Ref = dyn_cast_or_null<DeclRefExpr>(S); Ref && RegionVariable(Ref->getDecl()))
      return true;
    return S && llvm::any_of(S->children(), NamesRegionVariable);
  };
  if (!NamesRegionVariable(R.RuntimeSection->getLowerBound()))
    return false;
  R.DeviceLower = R.RuntimeSection->getLowerBound();
  R.RuntimeSection = nullptr;
  R.Lower = 0;
  R.Length = *Length;
  return true;
}

} // namespace acorn
