#include "analysis/IteratorLoops.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclFriend.h"
#include "clang/AST/DeclTemplate.h"

#include "llvm/ADT/SmallVector.h"

#include <functional>

using namespace clang;

namespace acorn {

// The functions named `operator Op` that could apply to an object of class RD: its members and its
// bases', its friends, and those of its namespace (where argument-dependent lookup finds them).
static void candidates(const CXXRecordDecl *RD, OverloadedOperatorKind Op, const ASTContext &Ctx,
                       llvm::SmallVectorImpl<const NamedDecl *> &Out) {
  DeclarationName Name = Ctx.DeclarationNames.getCXXOperatorName(Op);
  std::function<void(const CXXRecordDecl *)> Members = [&](const CXXRecordDecl *R) {
    if (!R || !R->hasDefinition())
      return;
    R = R->getDefinition();
    for (const NamedDecl *D : R->lookup(Name))
      Out.push_back(D);
    for (const CXXBaseSpecifier &B : R->bases())
      Members(B.getType()->getAsCXXRecordDecl());
  };
  Members(RD);
  if (RD->hasDefinition())
    for (const FriendDecl *F : RD->getDefinition()->friends())
      if (const NamedDecl *D = F->getFriendDecl(); D && D->getDeclName() == Name)
        Out.push_back(D);
  for (const NamedDecl *D : RD->getDeclContext()->getRedeclContext()->lookup(Name))
    Out.push_back(D);
}

// Whether parameter P of a candidate takes the iterator (by value or reference).
static bool takesIterator(const ParmVarDecl *P, QualType T, const ASTContext &Ctx) {
  QualType PT = P->getType().getNonReferenceType();
  return PT->isDependentType() || Ctx.hasSameUnqualifiedType(PT, T);
}

static bool takesDifference(const ParmVarDecl *P) {
  QualType PT = P->getType().getNonReferenceType();
  return PT->isDependentType() || PT->isIntegralOrEnumerationType();
}

// The candidate D of `operator Op` that takes (iterator, iterator) when Second is the iterator, else
// (iterator, difference) or, with Commuted, (difference, iterator); null when none does.
static const FunctionDecl *applicable(const NamedDecl *D, QualType T, bool SecondIterator, bool Commuted,
                                      const ASTContext &Ctx) {
  const auto *FD = dyn_cast<FunctionDecl>(D->getUnderlyingDecl());
  if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D->getUnderlyingDecl()))
    FD = FT->getTemplatedDecl();
  if (!FD)
    return nullptr;
  auto Second = [&](const ParmVarDecl *P) {
    return SecondIterator ? takesIterator(P, T, Ctx) : takesDifference(P);
  };
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD); MD && !MD->isStatic())
    return !Commuted && MD->getNumParams() == 1 && Second(MD->getParamDecl(0)) ? FD : nullptr;
  if (FD->getNumParams() != 2)
    return nullptr;
  if (Commuted)
    return takesDifference(FD->getParamDecl(0)) && takesIterator(FD->getParamDecl(1), T, Ctx) ? FD : nullptr;
  return takesIterator(FD->getParamDecl(0), T, Ctx) && Second(FD->getParamDecl(1)) ? FD : nullptr;
}

static const FunctionDecl *find(const CXXRecordDecl *RD, OverloadedOperatorKind Op, QualType T, bool SecondIterator,
                                bool Commuted, const ASTContext &Ctx) {
  llvm::SmallVector<const NamedDecl *, 8> Found;
  candidates(RD, Op, Ctx, Found);
  for (const NamedDecl *D : Found)
    if (const FunctionDecl *FD = applicable(D, T, SecondIterator, Commuted, Ctx))
      return FD;
  return nullptr;
}

IteratorOperators iteratorOperators(QualType T, const ASTContext &Ctx) {
  IteratorOperators Ops;
  T = T.getNonReferenceType().getUnqualifiedType();
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || T->isDependentType())
    return Ops;
  Ops.Distance = find(RD, OO_Minus, T, /*SecondIterator=*/true, false, Ctx);
  Ops.Advance = find(RD, OO_Plus, T, false, false, Ctx);
  if (!Ops.Advance && (Ops.Advance = find(RD, OO_Plus, T, false, /*Commuted=*/true, Ctx)))
    Ops.Form = IteratorOperators::PlusCommuted;
  if (!Ops.Advance && (Ops.Advance = find(RD, OO_PlusEqual, T, false, false, Ctx)))
    Ops.Form = IteratorOperators::PlusAssign;
  std::string Class = "'" + T.getAsString(Ctx.getPrintingPolicy()) + "'";
  if (!Ops.Distance)
    Ops.Missing = "its class " + Class + " has no operator- between two iterators (giving the number of iterations)";
  else if (!Ops.Advance)
    Ops.Missing = "its class " + Class + " has no operator+ or operator+= with a difference (moving to an iteration)";
  return Ops;
}

} // namespace acorn
