#include "analysis/PointerFields.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecordLayout.h"

using namespace clang;

namespace acorn {

namespace {

std::string fieldPath(const std::string &Prefix, const std::string &Name) {
  if (Name.empty())
    return Prefix; // an anonymous struct or union: its members are the enclosing object's
  return Prefix.empty() ? Name : Prefix + "." + Name;
}

class PointerFieldWalk {
public:
  PointerFieldWalk(const ASTContext &Ctx, std::vector<PointerField> &Out) : Ctx(Ctx), Out(Out) {}

  // The pointers of an object of type T at Offset bytes (the current PointerField's state says the
  // fields and arrays on the way).
  void walk(QualType T, const std::string &Prefix, uint64_t Offset) {
    T = T.getCanonicalType();
    if (T->isPointerType()) {
      if (T->isFunctionPointerType())
        return;
      PointerField F = Now;
      F.Name = Prefix;
      F.Offset = Offset;
      Out.push_back(F);
      return;
    }
    if (const auto *AT = dyn_cast<ConstantArrayType>(T.getTypePtr())) {
      if (!AT->getZExtSize())
        return;
      Now.Repeats.push_back({AT->getZExtSize(), Ctx.getTypeSize(AT->getElementType()) / 8});
      walk(AT->getElementType(), Prefix + "[]", Offset);
      Now.Repeats.pop_back();
      return;
    }
    const RecordDecl *RD = T->getAsRecordDecl();
    if (!RD || !RD->getDefinition() || T->isDependentType() || RD->isInvalidDecl())
      return;
    RD = RD->getDefinition();
    bool WasInUnion = Now.InUnion, WasNoOffset = Now.NoOffset;
    Now.InUnion |= RD->isUnion();
    walkRecord(RD, Prefix, Offset);
    Now.InUnion = WasInUnion;
    Now.NoOffset = WasNoOffset;
  }

private:
  void walkRecord(const RecordDecl *RD, const std::string &Prefix, uint64_t Offset) {
    const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(RD);
    llvm::DenseMap<const ValueDecl *, FieldDecl *> Captures;
    FieldDecl *ThisCapture = nullptr;
    if (const auto *Class = dyn_cast<CXXRecordDecl>(RD)) {
      for (const CXXBaseSpecifier &Base : Class->bases()) {
        bool WasNoOffset = Now.NoOffset;
        const CXXRecordDecl *BaseDecl = Base.getType()->getAsCXXRecordDecl();
        Now.NoOffset |= Base.isVirtual() || !BaseDecl;
        uint64_t At = Now.NoOffset ? 0 : Offset + Layout.getBaseClassOffset(BaseDecl).getQuantity();
        walk(Base.getType(), Prefix, At);
        Now.NoOffset = WasNoOffset;
      }
      if (Class->isLambda()) {
        Class->getCaptureFields(Captures, ThisCapture);
        Now.NoOffset = true; // its captures are no members a path can name
      }
    }
    for (const FieldDecl *F : RD->fields()) {
      std::string Name = F->getNameAsString();
      if (F == ThisCapture)
        Name = F->getType()->isPointerType() ? "this" : "(*this)";
      for (const auto &[Captured, Field] : Captures)
        if (Field == F)
          Name = Captured->getNameAsString();
      Now.Path.push_back(F);
      walk(F->getType(), fieldPath(Prefix, Name), Offset + Layout.getFieldOffset(F->getFieldIndex()) / 8);
      Now.Path.pop_back();
    }
  }

  const ASTContext &Ctx;
  std::vector<PointerField> &Out;
  PointerField Now; ///< the state on the way down: fields, arrays, union, offsets known
};

} // namespace

std::vector<PointerField> pointerFields(QualType T, const ASTContext &Ctx) {
  std::vector<PointerField> Out;
  if (T.isNull() || T->isDependentType() || T->isIncompleteType())
    return Out;
  PointerFieldWalk(Ctx, Out).walk(T, "", 0);
  return Out;
}

std::optional<std::vector<std::pair<MemberPath, uint64_t>>> pointerFieldOffsets(QualType T, const ASTContext &Ctx,
                                                                                size_t Max, bool SkipUnions) {
  std::vector<std::pair<MemberPath, uint64_t>> Out;
  for (const PointerField &F : pointerFields(T, Ctx)) {
    if (F.Path.empty())
      continue; // the object is a pointer, or an array of them: no member
    if (F.InUnion && SkipUnions)
      continue;
    if (F.InUnion || F.NoOffset)
      return std::nullopt;
    // Each choice of the arrays' indices, the last array's fastest.
    std::vector<uint64_t> Index(F.Repeats.size(), 0);
    for (;;) {
      uint64_t At = F.Offset;
      for (size_t R = 0; R < F.Repeats.size(); ++R)
        At += Index[R] * F.Repeats[R].second;
      if (Out.size() == Max)
        return std::nullopt;
      Out.push_back({F.Path, At});
      size_t R = F.Repeats.size();
      while (R > 0 && ++Index[R - 1] == F.Repeats[R - 1].first)
        Index[--R] = 0;
      if (R == 0)
        break;
    }
  }
  return Out;
}

bool holdsAttachablePointer(clang::QualType T, const clang::ASTContext &Ctx) {
  return llvm::any_of(pointerFields(T, Ctx), [](const PointerField &F) { return !F.InUnion; });
}

} // namespace acorn
