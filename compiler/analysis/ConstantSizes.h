// C: an array whose size is a const variable (`double loc[NB];` after `static const int NB = 8;`,
// or a local `const int K = 4;`) is a variable-length array, since a variable is no integer
// constant expression, yet its size is known at compile time (Clang folds it where C allows no
// VLA; GCC accepts it in GPU code). Device code, which has no VLAs, declares such an array with
// the value its size folds to.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/TypeLoc.h"

#include <vector>

namespace acorn {

/// The size expressions written in V's declarator (ThroughTypedefs: or in the typedefs it names,
/// `typedef double row[K];`) with the values they fold to, when V is a variable-length array each
/// of whose variable sizes is written there and folds (without side effects) to a positive
/// constant; empty otherwise.
inline std::vector<std::pair<const clang::Expr *, int64_t>>
foldedArraySizes(const clang::VarDecl *V, const clang::ASTContext &Ctx, bool ThroughTypedefs = false) {
  using namespace clang;
  std::vector<std::pair<const Expr *, int64_t>> Out;
  if (!V->getType()->isVariableArrayType() || !V->getTypeSourceInfo())
    return {};
  TypeLoc TL = V->getTypeSourceInfo()->getTypeLoc();
  for (;;) {
    TL = TL.getUnqualifiedLoc();
    if (auto Paren = TL.getAs<ParenTypeLoc>()) {
      TL = Paren.getInnerLoc();
      continue;
    }
    if (auto Typedef = TL.getAs<TypedefTypeLoc>(); Typedef && ThroughTypedefs) {
      if (const TypeSourceInfo *TSI = Typedef.getTypePtr()->getDecl()->getTypeSourceInfo()) {
        TL = TSI->getTypeLoc();
        continue;
      }
    }
    auto Array = TL.getAs<ArrayTypeLoc>();
    if (!Array)
      break;
    if (isa<VariableArrayType>(Array.getTypePtr())) {
      const Expr *Size = Array.getSizeExpr();
      Expr::EvalResult R;
      if (!Size || Size->isValueDependent() || Size->HasSideEffects(Ctx) || !Size->EvaluateAsInt(R, Ctx) ||
          R.Val.getInt().isNegative() || R.Val.getInt().isZero() || R.Val.getInt().getActiveBits() > 62)
        return {};
      Out.push_back({Size, R.Val.getInt().getExtValue()});
    }
    TL = Array.getElementLoc();
  }
  if (TL.getType()->isVariablyModifiedType())
    return {};
  return Out;
}

} // namespace acorn
