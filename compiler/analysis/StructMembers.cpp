#include "analysis/StructMembers.h"

#include "analysis/TemplateInstances.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acorn {

namespace {

const DeclRefExpr *referenceTo(const Expr *E, const ValueDecl *Var) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return Ref && Ref->getDecl() == Var ? Ref : nullptr;
}

class MemberUses : public ASTWalk<MemberUses> {
public:
  explicit MemberUses(const ValueDecl *Var) : Var(Var) {}
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    Uses += Ref->getDecl() == Var;
    return true;
  }
  bool VisitMemberExpr(MemberExpr *ME) {
    countMember(ME->getBase(), ME->isArrow());
    return true;
  }
  // In a template: `g->n` with g of a dependent type.
  bool VisitCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *ME) {
    if (!ME->isImplicitAccess())
      countMember(ME->getBase(), ME->isArrow());
    return true;
  }
  const ValueDecl *Var;
  unsigned Uses = 0, ThroughMembers = 0;

private:
  void countMember(const Expr *Base, bool Arrow) {
    Base = Base->IgnoreParenImpCasts();
    if (const auto *Deref = dyn_cast<UnaryOperator>(Base); Deref && Deref->getOpcode() == UO_Deref && !Arrow)
      Base = Deref->getSubExpr();
    else if (!Arrow)
      return;
    ThroughMembers += referenceTo(Base, Var) != nullptr;
  }
};

// The variable a member chain starts from (`s.in.a`, `p->a`): a struct variable followed by `.`,
// or a pointer to a struct followed by one `->`; null for other bases (this, elements, calls).
const VarDecl *chainRoot(const MemberExpr *ME) {
  while (true) {
    const Expr *Base = ME->getBase()->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Base)) {
      const auto *VD = dyn_cast<VarDecl>(Ref->getDecl());
      QualType T = VD ? VD->getType().getNonReferenceType() : QualType();
      bool Struct = VD && (ME->isArrow() ? T->isPointerType() && T->getPointeeType()->isRecordType()
                                         : T->isRecordType());
      return Struct ? VD : nullptr;
    }
    ME = dyn_cast<MemberExpr>(Base);
    if (!ME || ME->isArrow())
      return nullptr;
  }
}

bool samePath(const Expr *A, const Expr *B) {
  A = A->IgnoreParenImpCasts();
  B = B->IgnoreParenImpCasts();
  if (const auto *MA = dyn_cast<MemberExpr>(A)) {
    const auto *MB = dyn_cast<MemberExpr>(B);
    return MB && MA->getMemberDecl() == MB->getMemberDecl() && MA->isArrow() == MB->isArrow() &&
           samePath(MA->getBase(), MB->getBase());
  }
  const auto *RA = dyn_cast<DeclRefExpr>(A), *RB = dyn_cast<DeclRefExpr>(B);
  return RA && RB && RA->getDecl() == RB->getDecl();
}

class PointerMembers : public ASTWalk<PointerMembers> {
public:
  PointerMembers(std::vector<MapItem> &Out, const std::vector<MapItem> &Maps) : Out(Out), Maps(Maps) {}
  // The walk meets a declaration before its uses.
  bool VisitVarDecl(VarDecl *VD) {
    Declared.insert(VD);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *ME) {
    QualType T = ME->getType();
    if (!T->isPointerType() || T->isFunctionPointerType() || ME->getBeginLoc().isMacroID())
      return true;
    const VarDecl *Root = chainRoot(ME);
    if (!Root || Declared.count(Root) || attached(ME))
      return true;
    MapItem A;
    A.Kind = ACORN_MAP_ATTACH;
    A.Flags = ACORN_MAP_FLAG_IMPLICIT;
    A.Var = Root;
    A.SectionBase = ME;
    A.ThroughPointer = true;
    A.Loc = ME->getBeginLoc();
    Out.push_back(A);
    return true;
  }

private:
  bool attached(const MemberExpr *ME) const {
    auto Same = [&](const MapItem &M) { return M.Kind == ACORN_MAP_ATTACH && samePath(M.SectionBase, ME); };
    return llvm::any_of(Maps, Same) || llvm::any_of(Out, Same);
  }
  llvm::SmallPtrSet<const VarDecl *, 8> Declared;
  std::vector<MapItem> &Out;
  const std::vector<MapItem> &Maps;
};

} // namespace

// A pointer to a complete struct or class (not a lambda).
static bool pointerToStruct(QualType T) {
  if (!T->isPointerType() || !T->getPointeeType()->isRecordType() || T->getPointeeType()->isIncompleteType())
    return false;
  const CXXRecordDecl *RD = T->getPointeeType()->getAsCXXRecordDecl();
  return !RD || !RD->isLambda();
}

bool reachedThroughMembers(const ValueDecl *Var, const Stmt *Region) {
  QualType T = Var->getType().getNonReferenceType();
  if (T->isDependentType()) { // in a template: a pointer to a struct in every instantiation
    std::vector<QualType> Types = instantiatedTypes(Var);
    if (Types.empty() || !llvm::all_of(Types, pointerToStruct))
      return false;
  } else if (!pointerToStruct(T)) {
    return false;
  }
  MemberUses Walk(Var);
  Walk.TraverseStmt(const_cast<Stmt *>(Region));
  return Walk.ThroughMembers && Walk.ThroughMembers == Walk.Uses;
}

std::vector<MapItem> implicitMemberAttachments(const Stmt *Region, const std::vector<MapItem> &Maps) {
  std::vector<MapItem> Out;
  PointerMembers(Out, Maps).TraverseStmt(const_cast<Stmt *>(Region));
  return Out;
}

} // namespace acorn
