#include "analysis/HostValues.h"

#include "analysis/AliasedWrites.h"
#include "analysis/ExpressionForms.h"
#include "analysis/LanesShared.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

#include <functional>

using namespace clang;

namespace acorn {

bool scalarLike(QualType T) {
  return T->isArithmeticType() || T->isEnumeralType() ||
         (T->isDependentType() && !T->isPointerType() && !T->isReferenceType() && !T->isArrayType() &&
          !T->getContainedDeducedType());
}

// Whether S assigns, increments or takes the address of a member Field of any object.
static bool writesMember(const Stmt *S, const ValueDecl *Field) {
  if (!S)
    return false;
  auto Names = [&](const Expr *E) {
    const auto *M = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
    return M && M->getMemberDecl() == Field;
  };
  if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp() && Names(B->getLHS()))
    return true;
  if (const auto *U = dyn_cast<UnaryOperator>(S);
      U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) && Names(U->getSubExpr()))
    return true;
  return llvm::any_of(S->children(), [&](const Stmt *Child) { return writesMember(Child, Field); });
}

// `auto f = T(2) * n;` in a template: a scalar when its initialiser is a value the host computes.
static bool deducedScalar(const VarDecl *V, const HostView &View) {
  QualType T = V->getType();
  return T->isDependentType() && T->getContainedDeducedType() && !T->isReferenceType() && !T->isPointerType() &&
         V->getInit() && hostValue(V->getInit(), View);
}

namespace {

// hostValue and hostReadable: the first part of E the host cannot evaluate, or null. Reads: where
// the scalars read back go (null: none may be).
class HostEvaluation {
public:
  HostEvaluation(const HostView &View, llvm::SmallVectorImpl<const VarDecl *> *Reads) : View(View), Reads(Reads) {}

  const Expr *firstUnknown(const Expr *E) const {
    E = E->IgnoreParens();
    if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral, CXXBoolLiteralExpr, UnaryExprOrTypeTraitExpr>(E))
      return nullptr;
    if (const auto *R = dyn_cast<DeclRefExpr>(E))
      return known(R) ? nullptr : E;
    if (const auto *M = dyn_cast<MemberExpr>(E)) // s.n, p->steps, this->n_
      return knownMember(M) ? nullptr : E;
    if (const auto *C = dyn_cast<CastExpr>(E))
      return scalarLike(C->getType()) ? firstUnknown(C->getSubExpr()) : E;
    if (const auto *C = dyn_cast<CXXUnresolvedConstructExpr>(E)) // T(0.25) in a template
      return scalarLike(C->getType()) ? firstOf(C->arguments()) : E;
    if (const auto *U = dyn_cast<UnaryOperator>(E))
      return U->isIncrementDecrementOp() || U->getOpcode() == UO_Deref || U->getOpcode() == UO_AddrOf
                 ? E
                 : firstUnknown(U->getSubExpr());
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      if (B->isAssignmentOp() || B->getOpcode() == BO_Comma)
        return E;
      const Expr *L = firstUnknown(B->getLHS());
      return L ? L : firstUnknown(B->getRHS());
    }
    if (const auto *C = dyn_cast<ConditionalOperator>(E))
      return firstOf(llvm::ArrayRef<const Expr *>{C->getCond(), C->getTrueExpr(), C->getFalseExpr()});
    if (const auto *Call = dyn_cast<CallExpr>(E))
      return pureCall(Call) ? firstOf(Call->arguments()) : E;
    return E;
  }

private:
  template <class Range> const Expr *firstOf(Range Exprs) const {
    for (const Expr *Sub : Exprs)
      if (const Expr *Unknown = firstUnknown(Sub))
        return Unknown;
    return nullptr;
  }
  bool deviceCopy(const ValueDecl *V) const { return View.DeviceCopy && View.DeviceCopy(V); }

  bool known(const DeclRefExpr *R) const {
    const ValueDecl *D = R->getDecl();
    if (isa<EnumConstantDecl, NonTypeTemplateParmDecl>(D) || llvm::is_contained(View.HostVars, D))
      return true;
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || (!scalarLike(R->getType()) && !deducedScalar(V, View)))
      return false;
    // (A constant's device copy holds its value.)
    if (!regionMayWrite(View.Region, V) && (!deviceCopy(V) || V->getType().isConstQualified()))
      return true;
    // A scalar whose device copy may hold another value: read back first (into a temporary the
    // lowered expression names instead: not in a macro's expansion).
    if (!Reads || !View.ReadBack || V->getType()->isReferenceType() || R->getLocation().isMacroID() ||
        !View.ReadBack(V))
      return false;
    if (!llvm::is_contained(*Reads, V))
      Reads->push_back(V);
    return true;
  }

  bool knownMember(const MemberExpr *M) const {
    const Expr *Object = M->getBase()->IgnoreParenImpCasts();
    const auto *R = dyn_cast<DeclRefExpr>(Object);
    bool Fixed = isa<CXXThisExpr>(Object) ||
                 (R && isa<VarDecl>(R->getDecl()) && !writesDirectly(View.Region, R->getDecl()) &&
                  !writesThroughAlias(View.Region, R->getDecl(), M->getType()) && !deviceCopy(R->getDecl()));
    return scalarLike(M->getType()) && Fixed && !writesMember(View.Region, M->getMemberDecl());
  }

  const HostView &View;
  llvm::SmallVectorImpl<const VarDecl *> *Reads;
};

} // namespace

bool hostValue(const Expr *E, const HostView &View) { return !HostEvaluation(View, nullptr).firstUnknown(E); }

const Expr *hostReadable(const Expr *E, const HostView &View, llvm::SmallVectorImpl<const VarDecl *> &Reads) {
  llvm::SmallVector<const VarDecl *, 4> Found(Reads.begin(), Reads.end());
  const Expr *Unknown = HostEvaluation(View, &Found).firstUnknown(E);
  if (!Unknown)
    Reads.assign(Found.begin(), Found.end());
  return Unknown;
}

std::string whyNotOnHost(const Expr *Part, const ASTContext &Ctx) {
  Part = Part->IgnoreParenImpCasts();
  auto Quoted = [&](const Expr *E) {
    return "'" +
           Lexer::getSourceText(CharSourceRange::getTokenRange(E->getSourceRange()), Ctx.getSourceManager(),
                                Ctx.getLangOpts())
               .str() +
           "'";
  };
  if (const auto *B = dyn_cast<BinaryOperator>(Part); B && B->isAssignmentOp())
    return "it writes " + Quoted(B->getLHS());
  if (const auto *U = dyn_cast<UnaryOperator>(Part); U && U->isIncrementDecrementOp())
    return "it writes " + Quoted(U->getSubExpr());
  if (const auto *Call = dyn_cast<CallExpr>(Part))
    return "it calls " + Quoted(Call->getCallee()) + ", which may have side effects";
  if (isa<ArraySubscriptExpr, MemberExpr>(Part) ||
      (isa<UnaryOperator>(Part) && cast<UnaryOperator>(Part)->getOpcode() == UO_Deref))
    return "it reads memory (" + Quoted(Part) + ") that the launches may change";
  if (const auto *R = dyn_cast<DeclRefExpr>(Part)) {
    const auto *V = dyn_cast<VarDecl>(R->getDecl());
    if (V && scalarLike(R->getType()) && V->getType()->isReferenceType())
      return "it reads " + Quoted(R) + ", a reference to what the launches may change, which the host cannot read "
                                       "back";
    if (!V || !scalarLike(R->getType()))
      return "it reads " + Quoted(R) + ", which is no scalar variable";
    if (R->getLocation().isMacroID())
      return "it reads " + Quoted(R) + " in a macro's expansion, whose device copy the host would read back";
    return "it reads " + Quoted(R) + ", whose device copy the host cannot read back (" +
           (V->hasGlobalStorage() ? "a global of a declare directive" : "a variable of the region's code") + ")";
  }
  return "the host cannot evaluate " + Quoted(Part);
}

bool hostDeclaration(const DeclStmt *DS, const Stmt *Region) {
  return llvm::all_of(DS->decls(), [&](const Decl *D) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !V->hasLocalStorage() || V->getType()->isReferenceType() || V->getType()->isPointerType() ||
        V->getType()->isVariablyModifiedType())
      return false;
    if (scalarLike(V->getType()))
      return !V->getInit() || (V->getInitStyle() == VarDecl::CInit && hostValue(V->getInit(), {Region}));
    return !V->getInit() && !V->getType()->isDependentType() &&
           V->getType().isTriviallyCopyableType(V->getASTContext()) &&
           (V->getType()->isConstantArrayType() || V->getType()->isRecordType());
  });
}

std::string whyNotHostLocal(const DeclStmt *DS, const HostView &View, llvm::SmallVectorImpl<const VarDecl *> &Reads) {
  for (const Decl *D : DS->decls()) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V)
      return "a type ('" + cast<NamedDecl>(D)->getNameAsString() + "')";
    std::string Name = "'" + V->getNameAsString() + "'";
    QualType T = V->getType();
    if (!V->hasLocalStorage())
      return Name + ", a static or extern variable";
    if (T->isArrayType())
      return "the array " + Name +
             " (an array declared among the loop nests stays with them in one serial kernel; declare it before the "
             "region, or inside the loop that uses it)";
    if ((!scalarLike(T) && !deducedScalar(V, View)) || T->isReferenceType())
      return Name + std::string(T->isPointerType()     ? ", a pointer"
                                : T->isReferenceType() ? ", a reference"
                                                       : ", which is no scalar") +
             " (the host passes only scalars to the launches)";
    if (!V->getInit() || V->getInitStyle() != VarDecl::CInit)
      return Name + " without an initialiser (the host passes each launch its value)";
    if (const Expr *Unknown = hostReadable(V->getInit(), View, Reads))
      return Name + ", whose initialiser is no value the host knows there: " +
             whyNotOnHost(Unknown, V->getASTContext());
    if (mayWrite(View.Region, V))
      return Name + ", which the region writes (the host passes it to each launch by value; declared at the "
                    "region's start, it would have a device copy that the launches share)";
  }
  return "";
}

llvm::SmallVector<const VarDecl *, 2> deviceReads(const Stmt *S, const HostView &View, const ValueDecl *Skip) {
  llvm::SmallVector<const VarDecl *, 2> Reads;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *Sub) {
    if (!Sub)
      return;
    const auto *R = dyn_cast<DeclRefExpr>(Sub);
    const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
    if (V && V != Skip && !llvm::is_contained(Reads, V) && scalarLike(V->getType()) &&
        !V->getType()->isReferenceType() && !R->getLocation().isMacroID() && View.ReadBack && View.ReadBack(V) &&
        (regionMayWrite(View.Region, V) ||
         (View.DeviceCopy && View.DeviceCopy(V) && !V->getType().isConstQualified())))
      Reads.push_back(V);
    for (const Stmt *Child : Sub->children())
      Walk(Child);
  };
  Walk(S);
  return Reads;
}

} // namespace acorn
