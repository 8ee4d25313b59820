#include "analysis/StructMembers.h"

#include "analysis/ExpressionForms.h"
#include "analysis/MemberFunctionPointers.h"
#include "analysis/TemplateInstances.h"
#include "analysis/UnitWalk.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace acorn {

namespace {

// A member of the object a member function runs on (`aux`, `this->aux`).
const MemberExpr *memberOfThis(const Expr *E) {
  const auto *ME = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
  return ME && isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()) ? ME : nullptr;
}

// Whether E names Var: a variable, or a data member of `this`.
bool referenceTo(const Expr *E, const ValueDecl *Var) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return Ref->getDecl() == Var;
  const MemberExpr *ME = memberOfThis(E);
  return ME && ME->getMemberDecl() == Var;
}

class MemberUses : public ASTWalk<MemberUses> {
public:
  explicit MemberUses(const ValueDecl *Var) : Var(Var), InC(!Var->getASTContext().getLangOpts().CPlusPlus) {}
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    Uses += Ref->getDecl() == Var;
    return true;
  }
  bool VisitMemberExpr(MemberExpr *ME) {
    Uses += referenceTo(ME, Var);
    countMember(ME->getBase(), ME->isArrow());
    return true;
  }
  // Tests of the pointer (`p != NULL`, `if (p)`, `!p`, `p && ...`, `p ? ... : ...`) read no
  // member: the struct may be reached. (C tests a pointer without a conversion to bool.)
  bool VisitImplicitCastExpr(ImplicitCastExpr *C) {
    if (C->getCastKind() == CK_PointerToBoolean)
      tested(C->getSubExpr());
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isLogicalOp() && InC) {
      tested(B->getLHS());
      tested(B->getRHS());
    }
    if (!B->isEqualityOp())
      return true;
    for (auto [Pointer, Other] : {std::pair(B->getLHS(), B->getRHS()), std::pair(B->getRHS(), B->getLHS())})
      if (referenceTo(Pointer, Var) &&
          Other->isNullPointerConstant(Var->getASTContext(), Expr::NPC_ValueDependentIsNotNull))
        ++ThroughMembers;
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->getOpcode() == UO_LNot && InC)
      tested(U->getSubExpr());
    return true;
  }
  bool VisitStmt(Stmt *S) {
    if (!InC)
      return true;
    if (const auto *If = dyn_cast<IfStmt>(S))
      tested(If->getCond());
    else if (const auto *While = dyn_cast<WhileStmt>(S))
      tested(While->getCond());
    else if (const auto *Do = dyn_cast<DoStmt>(S))
      tested(Do->getCond());
    else if (const auto *For = dyn_cast<ForStmt>(S); For && For->getCond())
      tested(For->getCond());
    else if (const auto *C = dyn_cast<ConditionalOperator>(S))
      tested(C->getCond());
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
  bool InC; ///< C tests pointers without converting them to bool
  void tested(const Expr *E) {
    if (E && E->getType()->isPointerType() && referenceTo(E, Var))
      ++ThroughMembers;
  }
  void countMember(const Expr *Base, bool Arrow) {
    Base = Base->IgnoreParenImpCasts();
    if (const auto *Deref = dyn_cast<UnaryOperator>(Base); Deref && Deref->getOpcode() == UO_Deref && !Arrow)
      Base = Deref->getSubExpr();
    else if (!Arrow)
      return;
    ThroughMembers += referenceTo(Base, Var);
  }
};

// A member chain from a variable to a pointer member: `s.in.a`, `p->a`, `s[k].v`, `c.sub[0].v`,
// `p->sub[k].v`, `g.y` in a template. Steps are members and elements of arrays of constant size
// (in a template, of dependent size); `->` only from the variable, a pointer to a struct, or from a pointer member of `this` (`aux->v`,
// the member then standing for the variable).
struct Chain {
  const VarDecl *Root = nullptr;   ///< null for `this` and its members
  QualType RootType;               ///< the variable's type, `this`'s, or the pointer member's
  std::vector<const Expr *> Steps; ///< outermost (the pointer member) first
};

std::optional<Chain> chainOf(const Expr *E) {
  Chain C;
  bool Arrow = false;
  for (E = E->IgnoreParenImpCasts();;) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      C.Root = dyn_cast<VarDecl>(Ref->getDecl());
      QualType T = C.Root ? C.Root->getType().getNonReferenceType() : QualType();
      C.RootType = T;
      bool Fits = C.Root && (T->isDependentType() || (Arrow ? T->isPointerType() : T->isRecordType() || T->isArrayType()));
      return Fits && !C.Steps.empty() ? std::optional<Chain>(C) : std::nullopt;
    }
    // A member's member or element (`m.y`, `sub[k].v` in a member function): a pointer member of
    // the object itself is captured by name instead (ComputePlan).
    if (const auto *This = dyn_cast<CXXThisExpr>(E)) {
      C.RootType = This->getType();
      // In a class template too: endsAtDataPointer finds the members of the class's own definition.
      return Arrow && C.Steps.size() > 1 ? std::optional<Chain>(C) : std::nullopt;
    }
    // A pointer member of the object, reached through as a pointer variable is (`aux->v`).
    if (const MemberExpr *Member = Arrow ? memberOfThis(E) : nullptr) {
      C.RootType = Member->getType();
      bool Fits = C.RootType->isPointerType() && !C.RootType->isDependentType();
      return Fits ? std::optional<Chain>(C) : std::nullopt;
    }
    if (Arrow)
      return std::nullopt;
    C.Steps.push_back(E);
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      Arrow = ME->isArrow();
      E = ME->getBase()->IgnoreParenImpCasts();
    } else if (const auto *DME = dyn_cast<CXXDependentScopeMemberExpr>(E); DME && !DME->isImplicitAccess()) {
      Arrow = DME->isArrow();
      E = DME->getBase()->IgnoreParenImpCasts();
    } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      E = AS->getBase()->IgnoreParenImpCasts();
      if (!E->getType()->isConstantArrayType() && !E->getType()->isDependentType()) // `T (&a)[N]` in a template
        return std::nullopt;
    } else {
      return std::nullopt;
    }
  }
}

// Whether the chain ends at a data pointer: in a template, in every instantiation of its variable.
bool endsAtDataPointer(const Chain &C) {
  std::vector<QualType> Roots = {C.RootType};
  if (C.Root && C.RootType->isDependentType())
    Roots = instantiatedTypes(C.Root);
  if (Roots.empty())
    return false;
  for (QualType T : Roots) {
    for (auto Step = C.Steps.rbegin(); Step != C.Steps.rend() && !T.isNull(); ++Step)
      T = stepType(T, *Step);
    if (T.isNull() || !T->isPointerType() || T->isFunctionPointerType())
      return false;
  }
  return true;
}

std::string declKey(const Decl *D) { return "@" + std::to_string(reinterpret_cast<uintptr_t>(D)); }

// A canonical spelling of an attach item's pointer, to attach each once: variables by declaration,
// members by name, subscripts by value or variable (those of Elements, walked whole, as `*`); "" for
// other subscripts.
std::string pathKey(const Expr *E, const ASTContext &Ctx, const std::vector<ElementIndex> &Elements) {
  E = E->IgnoreParenImpCasts();
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    return pathKey(ME->getBase(), Ctx, Elements) + (ME->isArrow() ? "->" : ".") +
           ME->getMemberDecl()->getNameAsString();
  if (const auto *DME = dyn_cast<CXXDependentScopeMemberExpr>(E))
    return pathKey(DME->getBase(), Ctx, Elements) + (DME->isArrow() ? "->" : ".") +
           DME->getMember().getAsString();
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    std::string Sub;
    const Expr *I = AS->getIdx()->IgnoreParenImpCasts();
    if (llvm::any_of(Elements, [&](const ElementIndex &El) { return El.Subscript == AS; }))
      Sub = "*";
    else if (std::optional<int64_t> V = constantValue(I, Ctx))
      Sub = std::to_string(*V);
    else if (const auto *Ref = dyn_cast<DeclRefExpr>(I))
      Sub = declKey(Ref->getDecl());
    else
      return "";
    std::string Base = pathKey(AS->getBase(), Ctx, Elements);
    return Base.empty() ? "" : Base + "[" + Sub + "]";
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    return declKey(Ref->getDecl());
  return isa<CXXThisExpr>(E) ? "this" : "";
}

// Whether the host can evaluate an expression where the construct starts: it names variables from
// outside the region that the region does not write, constants and operators only.
class HostValue : public ASTWalk<HostValue> {
public:
  HostValue(const Stmt *Region, const llvm::SmallPtrSetImpl<const VarDecl *> &Declared)
      : Region(Region), Declared(Declared) {}
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *VD = dyn_cast<VarDecl>(Ref->getDecl()))
      OK &= !Declared.count(VD) && !mayWrite(Region, VD);
    return OK;
  }
  bool VisitCallExpr(CallExpr *) { return OK = false; }
  bool VisitBinaryOperator(BinaryOperator *B) { return OK &= !B->isAssignmentOp(); }
  bool VisitUnaryOperator(UnaryOperator *U) { return OK &= !U->isIncrementDecrementOp(); }
  bool OK = true;

private:
  const Stmt *Region;
  const llvm::SmallPtrSetImpl<const VarDecl *> &Declared;
};

class PointerMembers : public ASTWalk<PointerMembers> {
public:
  PointerMembers(const Stmt *Region, const ASTContext &Ctx, std::vector<MapItem> &Out, const std::vector<MapItem> &Maps,
                 Reporter *Diags)
      : Region(Region), Ctx(Ctx), Out(Out), Diags(Diags) {
    for (const MapItem &M : Maps)
      if (M.Kind == ACORN_MAP_ATTACH && M.SectionBase)
        Keys.insert(pathKey(M.SectionBase, Ctx, {}));
  }
  // The walk meets a declaration before its uses.
  bool VisitVarDecl(VarDecl *VD) {
    Declared.insert(VD);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *ME) {
    attach(ME);
    return true;
  }
  bool VisitCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *ME) {
    attach(ME);
    return true;
  }
  // An element of an array of pointers inside a variable (`f.comp[c]`, `rows[k]`).
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *AS) {
    QualType T = AS->getType();
    if (T->isPointerType() && !T->isFunctionPointerType() && AS->getBase()->IgnoreParenImpCasts()->getType()->isConstantArrayType())
      attach(AS);
    return true;
  }
  // A function called on an object from outside (`t[i]`, `t.data()`, `get(&s, i)`) that reaches
  // pointer members of it (MemberFunctionPointers.h).
  bool VisitCallExpr(CallExpr *Call) {
    if (Call->getBeginLoc().isMacroID())
      return true;
    for (const CallObject &C : callObjects(Call))
      attachReached(C.Object, Call->getDirectCallee(), C.Param);
    return true;
  }

private:
  void attach(const Expr *Member) {
    std::optional<Chain> C = chainOf(Member);
    if (!C)
      return reportElementOfPointer(Member);
    if (Declared.count(C->Root) || !endsAtDataPointer(*C))
      return;
    if (Member->getBeginLoc().isMacroID())
      return notAttached(Member, *C, "a macro writes it");
    attach(Member, *C, {}, 0);
  }
  // A pointer member of an element a pointer or an array of unknown size reaches (`p[i].v`,
  // `tab[k].v`): the elements' count is not known here, and 2.6.8 attaches only the pointers of data
  // clauses (NVHPC and GCC attach none either): -Minfo says it is left as the data clauses left it.
  void reportElementOfPointer(const Expr *Member) {
    QualType T = Member->getType();
    if (!Diags || !T->isPointerType() || T->isFunctionPointerType() || Member->getBeginLoc().isMacroID())
      return;
    const Expr *E = Member->IgnoreParenImpCasts();
    for (const auto *ME = dyn_cast<MemberExpr>(E); ME && !ME->isArrow(); ME = dyn_cast<MemberExpr>(E))
      E = ME->getBase()->IgnoreParenImpCasts();
    const auto *AS = dyn_cast<ArraySubscriptExpr>(E);
    const auto *Ref = AS ? dyn_cast<DeclRefExpr>(AS->getBase()->IgnoreParenImpCasts()) : nullptr;
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (E == Member->IgnoreParenImpCasts() || !Var || Declared.count(Var) || !AS->getType()->isRecordType())
      return;
    std::string Name;
    llvm::raw_string_ostream OS(Name);
    Member->printPretty(OS, nullptr, PrintingPolicy(Ctx.getLangOpts()));
    if (!Keys.insert("?" + Name).second)
      return;
    Diags->remark(Member->getBeginLoc(), "the pointer '" + Name + "' of the structs '" + Var->getNameAsString() +
                                             "' points to is not attached implicitly (2.6.8: a data clause or attach "
                                             "clause that names it attaches it): the region reads the value its device "
                                             "copy holds");
  }
  // A pointer the region reaches that the lowered code cannot name: never silently left.
  void notAttached(const Expr *Pointer, const Chain &C, llvm::StringRef Why) {
    std::string Name;
    llvm::raw_string_ostream OS(Name);
    Pointer->printPretty(OS, nullptr, PrintingPolicy(Ctx.getLangOpts()));
    if (!Diags || !Keys.insert("!" + Name).second)
      return;
    Diags->warning(Pointer->getBeginLoc(), "the pointer '" + Name + "' inside '" +
                                               (C.Root ? C.Root->getNameAsString() : std::string("*this")) +
                                               "' is not attached for the construct (" + Why.str() +
                                               "): the region reads the host address it holds unless the program "
                                               "attaches it (an attach clause, acc_attach)");
  }
  // Object, an argument of a call of Callee (its object when Param is null), when it is a struct
  // from outside the region (or its address): the pointer members the call reaches are attached.
  void attachReached(const Expr *Object, const FunctionDecl *Callee, const ParmVarDecl *Param) {
    // A lambda's closure holds its captures, which the lowered code walks at run time
    // (ClosurePointers.h); `this` in its body is the object it captured.
    if (const auto *Call = dyn_cast<CXXMethodDecl>(Callee); Call && !Param && Call->getParent()->isLambda())
      return attachReachedThroughCapturedThis(Call);
    const Expr *Base = Object->IgnoreParens();
    while (true) {
      if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Base);
          Cast && (Cast->getCastKind() == CK_NoOp || Cast->getCastKind() == CK_LValueToRValue))
        Base = Cast->getSubExpr()->IgnoreParens();
      else if (const auto *U = dyn_cast<UnaryOperator>(Base);
               U && (U->getOpcode() == UO_AddrOf || U->getOpcode() == UO_Deref) &&
               !isa<CXXThisExpr>(U->getSubExpr()->IgnoreParenImpCasts()))
        Base = U->getSubExpr()->IgnoreParens();
      else
        break;
    }
    if (const auto *Deref = dyn_cast<UnaryOperator>(Base); Deref && Deref->getOpcode() == UO_Deref) // *this
      Base = Deref->getSubExpr()->IgnoreParenImpCasts();
    QualType T = Base->getType();
    QualType Struct = T->isPointerType() ? T->getPointeeType() : T;
    if (Base->getBeginLoc().isMacroID() || T->isDependentType() || !Struct->isStructureOrClassType())
      return;
    std::optional<Chain> C;
    if (isa<CXXThisExpr>(Base)) {
      C = Chain{nullptr, T, {}};
    } else if (const auto *Ref = dyn_cast<DeclRefExpr>(Base)) {
      if (const auto *VD = dyn_cast<VarDecl>(Ref->getDecl()))
        C = Chain{VD, VD->getType().getNonReferenceType(), {}};
    } else if (memberOfThis(Base)) {
      C = Chain{nullptr, T, {Base}};
    } else {
      C = chainOf(Base);
    }
    if (!C || Declared.count(C->Root))
      return;
    for (const MemberPath &Path : pointerMembersReached(Callee, Param))
      attach(Base, *C, Path, memberOffset(Path, Ctx));
  }
  // A lambda of the region's own member function that captured `this` reaches the pointer members
  // of the region's object through it (the region then uses *this, ComputePlan): attached as those
  // the region's own calls reach.
  void attachReachedThroughCapturedThis(const CXXMethodDecl *Call) {
    const FunctionDecl *Def = nullptr;
    if (!Call->hasBody(Def) || !Def->getBody() ||
        Call->getParent()->getDeclContext() != enclosingMethod(Region, Ctx))
      return;
    struct FirstThis : ASTWalk<FirstThis> {
      const CXXThisExpr *Found = nullptr;
      bool VisitCXXThisExpr(CXXThisExpr *E) {
        Found = Found ? Found : E;
        return true;
      }
    } Walk;
    Walk.TraverseStmt(Def->getBody());
    if (!Walk.Found)
      return;
    for (const MemberPath &Path : pointerMembersReached(Call, nullptr))
      attach(Walk.Found, Chain{nullptr, Walk.Found->getType(), {}}, Path, memberOffset(Path, Ctx));
  }
  // The attach items of Pointer, at the end of the chain C (or, with Members, of the member the
  // fields of Members lead to from C's end, at Offset bytes).
  void attach(const Expr *Pointer, const Chain &C, const MemberPath &Members, uint64_t Offset) {
    // Subscripts the host can evaluate stay; those the region computes take each value in turn
    // (every element of their arrays, walked by loops of the lowered code).
    std::vector<ElementIndex> Elements;
    for (const Expr *Step : C.Steps) {
      const auto *AS = dyn_cast<ArraySubscriptExpr>(Step);
      if (!AS)
        continue;
      // A subscript the host evaluates stays as written when the key can name it (a constant, a
      // variable); any other is walked whole like the region's own.
      HostValue Index(Region, Declared);
      Index.TraverseStmt(const_cast<Expr *>(AS->getIdx()));
      const Expr *I = AS->getIdx()->IgnoreParenImpCasts();
      if (Index.OK && (constantValue(I, Ctx) || isa<DeclRefExpr>(I)))
        continue;
      // In a template the array's size may be each instantiation's (`T (&blocks)[N]`): 0, the
      // lowered code takes it by sizeof.
      QualType ArrayType = AS->getBase()->IgnoreParenImpCasts()->getType();
      const auto *AT = Ctx.getAsConstantArrayType(ArrayType);
      uint64_t Size = AT ? AT->getZExtSize() : 0;
      if (AS->getBeginLoc().isMacroID())
        return notAttached(Pointer, C, "a macro writes its subscript");
      if (Size == 0 && !ArrayType->isDependentType()) // no element to reach
        return;
      Elements.push_back({AS, Size});
    }
    std::string Key = pathKey(Pointer, Ctx, Elements);
    if (!Key.empty() && !Members.empty())
      for (size_t M = 0; M < Members.size(); ++M)
        Key += (M ? "." : Pointer->getType()->isPointerType() ? "->" : ".") + Members[M]->getNameAsString();
    if (Key.empty() || !Keys.insert(Key).second)
      return;
    MapItem A;
    A.Kind = ACORN_MAP_ATTACH;
    A.Flags = ACORN_MAP_FLAG_IMPLICIT;
    A.Var = C.Root;
    A.SectionBase = Pointer;
    A.Elements = Elements;
    A.Members = Members;
    A.MemberOffset = Offset;
    A.ThroughPointer = true;
    A.Loc = Pointer->getBeginLoc();
    Out.push_back(A);
  }
  const Stmt *Region;
  const ASTContext &Ctx;
  llvm::SmallPtrSet<const VarDecl *, 8> Declared;
  llvm::StringSet<> Keys;
  std::vector<MapItem> &Out;
  Reporter *Diags;
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

bool reachedOnlyThrough(const ValueDecl *Var, const Expr *Part, const Stmt *Region, const ASTContext &Ctx) {
  class Uses : public ASTWalk<Uses> {
  public:
    Uses(const ValueDecl *Var, std::string Key, const ASTContext &Ctx) : Var(Var), Key(std::move(Key)), Ctx(Ctx) {}
    bool VisitDeclRefExpr(DeclRefExpr *Ref) {
      All += Ref->getDecl() == Var;
      return true;
    }
    bool VisitMemberExpr(MemberExpr *E) { return match(E); }
    bool VisitCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *E) { return match(E); }
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) { return match(E); }
    const ValueDecl *Var;
    std::string Key;
    const ASTContext &Ctx;
    unsigned All = 0, ThroughPart = 0;

  private:
    bool match(const Expr *E) {
      ThroughPart += pathKey(E, Ctx, {}) == Key;
      return true;
    }
  };
  std::string Key = pathKey(Part, Ctx, {});
  if (Key.empty())
    return false;
  Uses Walk(Var, Key, Ctx);
  Walk.TraverseStmt(const_cast<Stmt *>(Region));
  return Walk.All == Walk.ThroughPart;
}

std::vector<MapItem> implicitMemberAttachments(const Stmt *Region, const ASTContext &Ctx,
                                               const std::vector<MapItem> &Maps, Reporter *Diags) {
  std::vector<MapItem> Out;
  PointerMembers(Region, Ctx, Out, Maps, Diags).TraverseStmt(const_cast<Stmt *>(Region));
  return Out;
}

} // namespace acorn
