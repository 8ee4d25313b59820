#include "analysis/CacheStaging.h"

#include "analysis/CanonicalLoop.h"
#include "analysis/ExpressionForms.h"

#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acorn {
namespace {

constexpr unsigned ItemBytes = 16 * 1024, LoopBytes = 32 * 1024;

/// How the loop body uses one array: its whole-element reads, and whether it is written or used
/// any other way (passed on, a row taken).
struct ArrayUses {
  std::vector<const DeclRefExpr *> Reads;
  bool Written = false, OtherUse = false;
};

class BodyScan {
public:
  BodyScan(const VarDecl *Array, unsigned Rank, const ASTContext &Ctx) : Array(Array), Rank(Rank), Ctx(Ctx) {}

  void scan(const Stmt *S) {
    if (!S || isa<OpenACCCacheConstruct>(S))
      return;
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
      written(B->getLHS());
    else if (const auto *U = dyn_cast<UnaryOperator>(S);
             U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
      written(U->getSubExpr());
    else if (const auto *D = dyn_cast<DeclStmt>(S))
      for (const Decl *Each : D->decls())
        if (const auto *V = dyn_cast<ValueDecl>(Each))
          Changed.insert(V);
    if (const auto *Call = dyn_cast<CallExpr>(S)) {
      bool System = false;
      calleeName(Call, Ctx, System);
      CallsUserCode |= !System;
    }
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(S)) {
      // A whole element: Rank subscripts down to the array's name. Only the subscripts are
      // scanned further.
      std::vector<const Expr *> Subscripts;
      const Expr *E = A;
      while (const auto *Each = dyn_cast<ArraySubscriptExpr>(E->IgnoreParenImpCasts())) {
        Subscripts.push_back(Each->getIdx());
        E = Each->getBase();
      }
      const auto *Name = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
      if (Name && Name->getDecl() == Array && Subscripts.size() == Rank) {
        Uses.Reads.push_back(Name);
        for (const Expr *I : Subscripts)
          scan(I);
        return;
      }
    }
    if (const auto *D = dyn_cast<DeclRefExpr>(S); D && D->getDecl() == Array)
      Uses.OtherUse = true;
    for (const Stmt *Child : S->children())
      scan(Child);
  }

  ArrayUses Uses;
  llvm::SmallPtrSet<const ValueDecl *, 16> Changed; ///< written or declared in the body
  bool CallsUserCode = false;

private:
  void written(const Expr *E) {
    if (const ValueDecl *V = rootVariable(E)) {
      Changed.insert(V);
      Uses.Written |= V == Array;
    }
  }

  const VarDecl *Array;
  unsigned Rank;
  const ASTContext &Ctx;
};

bool mentionsAny(const Stmt *S, const llvm::SmallPtrSetImpl<const ValueDecl *> &Vars) {
  if (const auto *D = dyn_cast<DeclRefExpr>(S))
    return Vars.count(D->getDecl());
  return llvm::any_of(S->children(), [&](const Stmt *C) { return C && mentionsAny(C, Vars); });
}

/// The item's array, bounds and element type; the reason it cannot be staged when it is no section
/// of a variable's array of arithmetic elements with constant lengths.
std::string describe(const Expr *Item, CacheItem &C, const ASTContext &Ctx) {
  const Expr *E = Item->IgnoreParenImpCasts();
  while (true) {
    if (const auto *S = dyn_cast<ArraySectionExpr>(E)) {
      std::optional<llvm::APSInt> Length;
      if (S->getLength())
        Length = S->getLength()->getIntegerConstantExpr(Ctx);
      if (!Length || Length->getExtValue() <= 0)
        return "its length is not a positive constant";
      C.Lowers.insert(C.Lowers.begin(), S->getLowerBound());
      C.Lengths.insert(C.Lengths.begin(), static_cast<unsigned>(Length->getExtValue()));
      E = S->getBase()->IgnoreParenImpCasts();
    } else if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
      C.Lowers.insert(C.Lowers.begin(), A->getIdx());
      C.Lengths.insert(C.Lengths.begin(), 1u);
      E = A->getBase()->IgnoreParenImpCasts();
    } else {
      break;
    }
  }
  const auto *Name = dyn_cast<DeclRefExpr>(E);
  C.Var = Name ? dyn_cast<VarDecl>(Name->getDecl()) : nullptr;
  if (!C.Var || C.Lowers.empty() || C.Lowers.size() > 3)
    return "it is not an element or section of a variable's array of up to three dimensions";
  QualType &Element = C.Element;
  Element = C.Var->getType().getNonReferenceType();
  for (size_t D = 0; D < C.Lowers.size(); ++D) {
    if (const auto *P = Element->getAs<PointerType>())
      Element = P->getPointeeType();
    else if (const ArrayType *A = Ctx.getAsArrayType(Element))
      Element = A->getElementType();
    else
      return "it is not an element or section of a variable's array of up to three dimensions";
  }
  if (Element->isDependentType() || !Element->isArithmeticType())
    return "its elements are not of an arithmetic type";
  for (const Expr *Lower : C.Lowers)
    if (Lower && Lower->HasSideEffects(Ctx))
      return "its bounds have side effects";
  return "";
}

} // namespace

std::vector<CacheItem> planCacheItems(const LoopPlan &L, unsigned Above, const ASTContext &Ctx) {
  std::vector<CacheItem> Items;
  std::vector<const ForStmt *> Nest = collapsedNest(L.For, L.Collapse, L.CollapseForce);
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Nest.back()->getBody());
  if (!Body)
    return Items;
  llvm::SmallPtrSet<const ValueDecl *, 4> LoopVariables;
  for (const ForStmt *F : Nest)
    LoopVariables.insert(loopVariable(F));
  unsigned Bytes = 0;
  for (const Stmt *S : Body->body()) {
    const auto *Cache = dyn_cast<OpenACCCacheConstruct>(S);
    if (!Cache)
      continue;
    for (const Expr *Item : Cache->getVarList()) {
      CacheItem C;
      C.Item = Item;
      std::string Why = describe(Item, C, Ctx);
      BodyScan Scan(C.Var, static_cast<unsigned>(C.Lowers.size()), Ctx);
      if (Why.empty())
        Scan.scan(Body);
      std::vector<const DeclRefExpr *> Reads; // in a macro's text a read stays a read of the array
      llvm::copy_if(Scan.Uses.Reads, std::back_inserter(Reads),
                    [](const DeclRefExpr *R) { return !R->getLocation().isMacroID(); });
      uint64_t Size = Why.empty() ? Ctx.getTypeSizeInChars(C.Element).getQuantity() : 0;
      for (unsigned Length : C.Lengths)
        Size *= Length;
      std::string Name = C.Var ? "'" + C.Var->getNameAsString() + "'" : "";
      if (!L.Levels)
        Why = "the loop is not partitioned";
      else if (Above & (ACORN_LEVEL_WORKER | ACORN_LEVEL_VECTOR))
        Why = "the loop runs inside a worker or vector loop";
      else if (!L.TileSizes.empty())
        Why = "the loop is tiled";
      else if (!Why.empty())
        ;
      else if (llvm::any_of(C.Lowers, [&](const Expr *Lower) {
                 return Lower && (mentionsAny(Lower, LoopVariables) || mentionsAny(Lower, Scan.Changed));
               }))
        Why = MovingWindow;
      else if (Scan.Uses.Written)
        Why = Name + " is written in the loop";
      else if (Scan.Uses.OtherUse)
        Why = Name + " is used in the loop other than by its elements";
      else if (Scan.CallsUserCode && !Cache->hasReadOnly() && !C.Element.isConstQualified())
        Why = "the loop calls functions that could write " + Name + " (cache(readonly: ...) says they do not)";
      else if (Reads.empty())
        Why = Name + " is not read in the loop outside macros";
      else if (Size > ItemBytes || Bytes + Size > LoopBytes)
        Why = "its " + std::to_string(Size) + " bytes exceed the " +
              (Size > ItemBytes ? "16 KiB a section" : "32 KiB the loop's sections") + " may take of shared memory";
      if (Why.empty()) {
        Bytes += static_cast<unsigned>(Size);
        C.Reads = std::move(Reads);
      }
      C.NotStagedWhy = Why;
      Items.push_back(std::move(C));
    }
  }
  return Items;
}

} // namespace acorn
