#include "analysis/HostData.h"

#include "analysis/ExpressionForms.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/ExprCXX.h"

#include <set>

using namespace clang;

namespace acorn {

namespace {

/// The variable a use_device item names: a variable, or (C++) a data member through implicit this.
const ValueDecl *itemVariable(const Expr *E, bool &IsMember) {
  E = E->IgnoreParenImpCasts();
  IsMember = false;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return dyn_cast<VarDecl>(DRE->getDecl());
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    const auto *This = dyn_cast<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts());
    if (This && This->isImplicit() && isa<FieldDecl>(ME->getMemberDecl())) {
      IsMember = true;
      return ME->getMemberDecl();
    }
  }
  return nullptr;
}

/// Walks the body of a host_data construct: collects the uses of its variables (for C objects,
/// whose uses are rewritten) and reports uses inside OpenACC directives nested in the body, where
/// the variable would not be the host one the directive means.
class BodyWalk : public ASTWalk<BodyWalk> {
public:
  BodyWalk(HostDataPlan &Plan, const SourceText &Text, Reporter &Diags) : Plan(Plan), Text(Text), Diags(Diags) {}

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return false; }

  bool OK = true;

  // Any directive nested in the body but host_data: uses of the variables there are reported.
#define ACORN_NESTED_CONSTRUCT(CLASS)                                                                            \
  bool Traverse##CLASS(CLASS *S) {                                                                             \
    Nested.push_back(S);                                                                                       \
    bool Result = ASTWalk<BodyWalk>::Traverse##CLASS(S);                                                       \
    Nested.pop_back();                                                                                         \
    return Result;                                                                                             \
  }
  ACORN_NESTED_CONSTRUCT(OpenACCComputeConstruct)
  ACORN_NESTED_CONSTRUCT(OpenACCCombinedConstruct)
  ACORN_NESTED_CONSTRUCT(OpenACCLoopConstruct)
  ACORN_NESTED_CONSTRUCT(OpenACCDataConstruct)
  ACORN_NESTED_CONSTRUCT(OpenACCEnterDataConstruct)
  ACORN_NESTED_CONSTRUCT(OpenACCExitDataConstruct)
  ACORN_NESTED_CONSTRUCT(OpenACCUpdateConstruct)
  ACORN_NESTED_CONSTRUCT(OpenACCWaitConstruct)
  ACORN_NESTED_CONSTRUCT(OpenACCInitConstruct)
  ACORN_NESTED_CONSTRUCT(OpenACCShutdownConstruct)
  ACORN_NESTED_CONSTRUCT(OpenACCSetConstruct)
  ACORN_NESTED_CONSTRUCT(OpenACCAtomicConstruct)
  ACORN_NESTED_CONSTRUCT(OpenACCCacheConstruct)
#undef ACORN_NESTED_CONSTRUCT

  // A nested host_data is host code: its body is walked as this one's, but it cannot list a variable
  // that is already a device address.
  bool TraverseOpenACCHostDataConstruct(OpenACCHostDataConstruct *S) {
    if (!Nested.empty()) {
      Nested.push_back(S);
      bool Result = ASTWalk<BodyWalk>::TraverseOpenACCHostDataConstruct(S);
      Nested.pop_back();
      return Result;
    }
    for (const Expr *E : readClauses(S->clauses()).UseDevice) {
      bool IsMember;
      if (const UseDeviceItem *Item = itemOf(itemVariable(E, IsMember))) {
        Diags.error(E->getBeginLoc(), "'" + Text.text(Item->Item) +
                                          "' already refers to its device address here: it is in the "
                                          "use_device clause of the enclosing host_data construct");
        OK = false;
      }
    }
    return TraverseStmt(const_cast<Stmt *>(S->getStructuredBlock()));
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    use(E->getDecl(), E);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (ThisAccess How = thisAccess(E); How != ThisAccess::None)
      use(E->getMemberDecl(), E, How);
    return true;
  }

  bool TraverseLambdaExpr(LambdaExpr *L) {
    Lambdas.push_back(L);
    bool Result = ASTWalk<BodyWalk>::TraverseLambdaExpr(L);
    Lambdas.pop_back();
    return Result;
  }

  // A class defined in the body: `this` there is another object, and its members' names are looked
  // up in it before the body's declarations.
  bool TraverseCXXRecordDecl(CXXRecordDecl *D) {
    ++LocalClasses;
    bool Result = ASTWalk<BodyWalk>::TraverseCXXRecordDecl(D);
    --LocalClasses;
    return Result;
  }

private:
  UseDeviceItem *itemOf(const ValueDecl *V) {
    if (!V)
      return nullptr;
    for (UseDeviceItem &I : Plan.Items)
      if (I.Var == V)
        return &I;
    return nullptr;
  }

  // A lambda that reaches the member through its captured `this` reaches the body's declaration of
  // it only through a capture: those without a capture default get one.
  void captureInLambdas(UseDeviceItem &Item, const Expr *E, bool ThroughThis) {
    const SourceManager &SM = Text.sourceManager();
    for (const LambdaExpr *L : Lambdas) {
      SourceRange Body = L->getBody()->getSourceRange();
      if (L->getCaptureDefault() != LCD_None || !SM.isPointWithin(E->getBeginLoc(), Body.getBegin(), Body.getEnd()))
        continue;
      if (L->getIntroducerRange().getEnd().isMacroID()) {
        Diags.unsupported(E->getBeginLoc(), "a use_device member used in a lambda whose captures a macro writes");
        OK = false;
        return;
      }
      UseDeviceItem::LambdaCapture C{L, ThroughThis};
      if (!llvm::is_contained(Item.LambdaCaptures, C))
        Item.LambdaCaptures.push_back(C);
    }
  }

  // How a member access reaches the object the member function works on: by the plain name `p`, or
  // through `this` (`this->p`, `(*this).p`, or another name of the object, `self.p`); None when
  // it reaches another object.
  enum class ThisAccess { None, Plain, Through };
  static ThisAccess thisAccess(const MemberExpr *E) {
    const Expr *Base = E->getBase()->IgnoreParenImpCasts();
    if (const auto *This = dyn_cast<CXXThisExpr>(Base))
      return This->isImplicit() ? ThisAccess::Plain : ThisAccess::Through;
    bool Object = E->isArrow() ? pointsToThis(Base) : isThisObject(Base);
    return Object ? ThisAccess::Through : ThisAccess::None;
  }

  // `*this`, or a reference variable bound to the object (`Buf &self = *this;`, also through
  // another such name).
  static bool isThisObject(const Expr *E, unsigned Depth = 0) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Deref = dyn_cast<UnaryOperator>(E); Deref && Deref->getOpcode() == UO_Deref)
      return pointsToThis(Deref->getSubExpr(), Depth + 1);
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return Var && Depth < 8 && Var->getType()->isReferenceType() && Var->getInit() &&
           isThisObject(Var->getInit(), Depth + 1);
  }

  // `this`, `&` of the object, or a pointer variable set to one of those in its declaration and
  // never changed in its function (`Buf *me = this;`).
  static bool pointsToThis(const Expr *E, unsigned Depth = 0) {
    E = E->IgnoreParenImpCasts();
    if (isa<CXXThisExpr>(E))
      return true;
    if (const auto *Addr = dyn_cast<UnaryOperator>(E); Addr && Addr->getOpcode() == UO_AddrOf)
      return isThisObject(Addr->getSubExpr(), Depth + 1);
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!Var || Depth >= 8 || !Var->getType()->isPointerType() || !Var->getInit() ||
        !pointsToThis(Var->getInit(), Depth + 1))
      return false;
    if (Var->getType().isConstQualified())
      return true;
    const auto *Function = dyn_cast<FunctionDecl>(Var->getDeclContext());
    return Function && Function->getBody() && !writesDirectly(Function->getBody(), Var);
  }

  void use(const ValueDecl *V, Expr *E, ThisAccess How = ThisAccess::None) {
    UseDeviceItem *Item = itemOf(V);
    if (!Item || LocalClasses)
      return;
    if (!Nested.empty()) {
      if (Reported.insert(Nested.back()).second) {
        Diags.unsupported(E->getBeginLoc(),
                          "using '" + Text.text(Item->Item) + "', a use_device variable of the enclosing host_data " +
                              "construct, in an OpenACC directive inside it");
        OK = false;
      }
      return;
    }
    if (How != ThisAccess::None && Item->How == UseDeviceItem::Shadow) {
      // A plain `p` finds the shadowing declaration; `this->p`, `self.p` and a qualified `Base::p` do not.
      const auto *ME = cast<MemberExpr>(E);
      bool ThroughThis = How == ThisAccess::Through || ME->hasQualifier();
      if (ThroughThis) {
        if (E->getBeginLoc().isMacroID() || E->getEndLoc().isMacroID()) {
          Diags.unsupported(E->getBeginLoc(), "a use of a use_device member through 'this' inside a macro");
          OK = false;
          return;
        }
        Item->ThisUses.push_back(ME);
      }
      captureInLambdas(*Item, E, ThroughThis);
      return;
    }
    if (Item->How != UseDeviceItem::RewriteUses)
      return;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      if (E->getBeginLoc().isMacroID()) {
        Diags.unsupported(E->getBeginLoc(), "a use of a use_device variable inside a macro");
        OK = false;
        return;
      }
      Item->Uses.push_back(DRE);
    }
  }

  HostDataPlan &Plan;
  const SourceText &Text;
  Reporter &Diags;
  std::vector<const Stmt *> Nested;
  std::set<const Stmt *> Reported;
  unsigned LocalClasses = 0;
  std::vector<const LambdaExpr *> Lambdas;
};

} // namespace

bool analyzeHostData(const OpenACCHostDataConstruct *S, const SourceText &Text, Reporter &Diags, HostDataPlan &Plan) {
  Plan.Construct = S;
  Plan.Clauses = readClauses(S->clauses());
  bool IsC = !Text.langOptions().CPlusPlus;
  bool OK = true;
  for (const Expr *E : Plan.Clauses.UseDevice) {
    UseDeviceItem Item;
    Item.Item = E;
    Item.Var = itemVariable(E, Item.IsMember);
    if (!Item.Var) {
      Diags.unsupported(E->getBeginLoc(), "this use_device item (only variables and, in C++, data members of "
                                          "the class named without 'this->' are)");
      OK = false;
      continue;
    }
    // A variable listed twice takes its device address once.
    if (llvm::any_of(Plan.Items, [&](const UseDeviceItem &I) { return I.Var == Item.Var; }))
      continue;
    QualType T = Item.Var->getType().getNonReferenceType();
    Item.IsPointer = T->isPointerType();
    if (!Item.IsPointer && T->isDependentType() && !T->isArrayType()) {
      Diags.unsupported(E->getBeginLoc(), "a use_device variable whose type depends on a template parameter "
                                          "(other than a pointer or an array)");
      OK = false;
      continue;
    }
    if (T->isIncompleteArrayType()) {
      Diags.unsupported(E->getBeginLoc(), "a use_device array of unknown size");
      OK = false;
      continue;
    }
    if (T->isFunctionPointerType() || T->isMemberPointerType()) {
      Diags.error(E->getBeginLoc(), "'" + Text.text(E) + "' is a function or member pointer: it has no device data");
      OK = false;
      continue;
    }
    // C has no references: an object's uses are rewritten to go through a pointer to its device copy.
    Item.How = IsC && !Item.IsPointer ? UseDeviceItem::RewriteUses : UseDeviceItem::Shadow;
    Plan.Items.push_back(Item);
  }
  if (!OK)
    return false;
  BodyWalk Walk(Plan, Text, Diags);
  Walk.TraverseStmt(const_cast<Stmt *>(S->getStructuredBlock()));
  return Walk.OK;
}

} // namespace acorn
