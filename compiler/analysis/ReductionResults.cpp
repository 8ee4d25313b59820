#include "analysis/ReductionResults.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtOpenACC.h"

using namespace clang;

namespace acorn {

int zeroIdentityResult(const ReductionItem &R, const ASTContext &Ctx) {
  if (R.IsArray || !R.Members.empty() || R.RuntimeSection || R.RuntimeWhole)
    return 0;
  QualType T = R.Var->getType().getNonReferenceType();
  if (T->isDependentType())
    return R.Op == OpenACCReductionOperator::Addition ? ACORN_MAP_REDUCTION(ACORN_REDUCE_ADD, 0) : 0;
  T = T.getCanonicalType().getUnqualifiedType();
  int Type = 0;
  if (T->isSpecificBuiltinType(BuiltinType::Float))
    Type = ACORN_REDUCE_F32;
  else if (T->isSpecificBuiltinType(BuiltinType::Double))
    Type = ACORN_REDUCE_F64;
  else if (T->isIntegerType() && !T->isBooleanType() && !T->isEnumeralType() && T->isBuiltinType()) {
    uint64_t Bits = Ctx.getTypeSize(T);
    int Log = Bits == 8 ? 0 : Bits == 16 ? 1 : Bits == 32 ? 2 : Bits == 64 ? 3 : -1;
    if (Log >= 0)
      Type = (T->isSignedIntegerType() ? ACORN_REDUCE_I8 : ACORN_REDUCE_U8) + Log;
  }
  bool Integer = Type && Type < ACORN_REDUCE_F32;
  int Op = 0;
  switch (R.Op) {
  case OpenACCReductionOperator::Addition: Op = ACORN_REDUCE_ADD; break;
  case OpenACCReductionOperator::Or: Op = ACORN_REDUCE_OR; break;
  case OpenACCReductionOperator::BitwiseOr: Op = Integer ? ACORN_REDUCE_BITOR : 0; break;
  case OpenACCReductionOperator::BitwiseXOr: Op = Integer ? ACORN_REDUCE_BITXOR : 0; break;
  case OpenACCReductionOperator::Max: Op = Integer && Type >= ACORN_REDUCE_U8 ? ACORN_REDUCE_MAX : 0; break;
  default: break;
  }
  return Type && Op ? ACORN_MAP_REDUCTION(Op, Type) : 0;
}

// The implicit copy of a scalar that only the construct's own reduction uses (its reduction
// clause, or its loop's when combined): the region reads no value of it but the private copies',
// so the device copy may start at the operator's identity (runtime/core/reduction_slots.h).
void markReductionResults(ComputePlan &Plan, const ASTContext &Ctx) {
  const std::vector<ReductionItem> *Own = &Plan.Reductions;
  if (isa<OpenACCCombinedConstruct>(Plan.Construct))
    if (auto It = Plan.Loops.find(Plan.Construct); It != Plan.Loops.end())
      Own = &It->second->Reductions;
  for (MapItem &M : Plan.Maps) {
    if (M.Flags != ACORN_MAP_FLAG_IMPLICIT || M.Kind != ACORN_MAP_COPY || M.Mode != CaptureMode::DeviceRef ||
        M.IsMember || M.Item)
      continue;
    for (const ReductionItem &R : *Own)
      if (R.Var == M.Var)
        M.Flags |= zeroIdentityResult(R, Ctx);
  }
}

} // namespace acorn
