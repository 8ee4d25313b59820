#include "analysis/KernelsUnits.h"

#include "analysis/LanesShared.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace acorn {

// An arithmetic or enumeration type, or in a template one spelled with its parameters (`T`).
static bool scalarLike(QualType T) {
  return T->isArithmeticType() || T->isEnumeralType() ||
         (T->isDependentType() && !T->isPointerType() && !T->isReferenceType() && !T->isArrayType() &&
          !T->getContainedDeducedType());
}

// A value the host computes as the device would at the region's start: no memory is read but
// scalar variables' that the region does not write.
static bool hostValue(const Expr *E, const Stmt *Region) {
  E = E->IgnoreParens();
  auto Value = [&](const Expr *Sub) { return hostValue(Sub, Region); };
  if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral, CXXBoolLiteralExpr, UnaryExprOrTypeTraitExpr>(E))
    return true;
  if (const auto *R = dyn_cast<DeclRefExpr>(E))
    return isa<EnumConstantDecl>(R->getDecl()) ||
           (isa<VarDecl>(R->getDecl()) && scalarLike(R->getType()) && !mayWrite(Region, R->getDecl()));
  if (const auto *C = dyn_cast<CastExpr>(E))
    return scalarLike(C->getType()) && Value(C->getSubExpr());
  if (const auto *C = dyn_cast<CXXUnresolvedConstructExpr>(E)) // T(0.25) in a template
    return scalarLike(C->getType()) && llvm::all_of(C->arguments(), Value);
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return !U->isIncrementDecrementOp() && U->getOpcode() != UO_Deref && U->getOpcode() != UO_AddrOf &&
           Value(U->getSubExpr());
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return !B->isAssignmentOp() && B->getOpcode() != BO_Comma && Value(B->getLHS()) && Value(B->getRHS());
  if (const auto *C = dyn_cast<ConditionalOperator>(E))
    return Value(C->getCond()) && Value(C->getTrueExpr()) && Value(C->getFalseExpr());
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return pureCall(Call) && llvm::all_of(Call->arguments(), Value);
  return false;
}

// A declaration the host can run at the region's start: scalars with host values, arrays and
// structs of plain data without initialiser.
static bool hostDeclaration(const DeclStmt *DS, const Stmt *Region) {
  return llvm::all_of(DS->decls(), [&](const Decl *D) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !V->hasLocalStorage() || V->getType()->isReferenceType() || V->getType()->isPointerType() ||
        V->getType()->isVariablyModifiedType())
      return false;
    if (scalarLike(V->getType()))
      return !V->getInit() || (V->getInitStyle() == VarDecl::CInit && hostValue(V->getInit(), Region));
    return !V->getInit() && !V->getType()->isDependentType() &&
           V->getType().isTriviallyCopyableType(V->getASTContext()) &&
           (V->getType()->isConstantArrayType() || V->getType()->isRecordType());
  });
}

// Whether S holds a goto (its label may be in another launch).
static bool hasGoto(const Stmt *S) {
  return S && (isa<GotoStmt, IndirectGotoStmt>(S) || llvm::any_of(S->children(), hasGoto));
}

bool splitKernelsRegion(const CompoundStmt *Block, ComputePlan &Plan) {
  if (hasGoto(Block))
    return false;
  for (const Stmt *S : Block->body())
    if (const auto *DS = dyn_cast<DeclStmt>(S); DS && !hostDeclaration(DS, Block))
      return false;
  for (const Stmt *S : Block->body()) {
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      Plan.HostDeclarations.push_back(DS);
      continue;
    }
    bool IsLoopNest = isa<OpenACCLoopConstruct>(S) || isa<ForStmt>(S);
    if (IsLoopNest || Plan.Units.empty() || Plan.Units.back().Kind != ACORN_REGION_SERIAL) {
      LaunchUnit U;
      U.Kind = IsLoopNest ? ACORN_REGION_PARALLEL : ACORN_REGION_SERIAL;
      Plan.Units.push_back(std::move(U));
    }
    Plan.Units.back().Body.push_back(S);
  }
  return true;
}

bool ComputePlan::declaredOnHost(const VarDecl *V) const {
  return llvm::any_of(HostDeclarations, [&](const DeclStmt *DS) {
    return llvm::is_contained(DS->decls(), static_cast<const Decl *>(V));
  });
}

} // namespace acorn
