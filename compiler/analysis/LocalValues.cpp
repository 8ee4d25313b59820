#include "analysis/LocalValues.h"

#include "analysis/ExpressionForms.h"
#include "frontend/ASTWalk.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/OpenACCClause.h"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace acorn {
namespace {

// Whether an OpenACC clause of S writes the host's Var back (at the end of a region or data
// construct, or by an update).
bool writtenByClause(const Stmt *S, const ValueDecl *Var) {
  class Finder : public ASTWalk<Finder> {
  public:
    const ValueDecl *Var;
    bool Found = false;
    explicit Finder(const ValueDecl *Var) : Var(Var) {}
    void clauses(llvm::ArrayRef<const OpenACCClause *> Clauses) {
      for (const OpenACCClause *C : Clauses)
        if (isa<OpenACCCopyClause, OpenACCCopyOutClause, OpenACCReductionClause, OpenACCHostClause,
                OpenACCSelfClause>(C))
          for (const Stmt *Item : C->children())
            if (const auto *E = dyn_cast_or_null<Expr>(Item); E && referenced(E) == Var)
              Found = true;
    }
#define ACORN_CLAUSES_OF(CLASS)                                                                                   \
  bool Visit##CLASS(CLASS *S) {                                                                                 \
    clauses(S->clauses());                                                                                      \
    return !Found;                                                                                              \
  }
    ACORN_CLAUSES_OF(OpenACCComputeConstruct)
    ACORN_CLAUSES_OF(OpenACCCombinedConstruct)
    ACORN_CLAUSES_OF(OpenACCDataConstruct)
    ACORN_CLAUSES_OF(OpenACCExitDataConstruct)
    ACORN_CLAUSES_OF(OpenACCUpdateConstruct)
#undef ACORN_CLAUSES_OF
  } F(Var);
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

// A local or parameter, not static, volatile nor a reference (whose variable another name reaches).
bool plainLocal(const VarDecl *Var) {
  return isa<FunctionDecl>(Var->getDeclContext()) && Var->hasLocalStorage() && !Var->getType()->isReferenceType() &&
         !Var->getType().isVolatileQualified();
}

// Whether Var keeps one value in its whole function: a plain local that nothing writes after its
// initialisation.
bool unchanged(const VarDecl *Var) {
  if (!plainLocal(Var))
    return false;
  const auto *F = cast<FunctionDecl>(Var->getDeclContext());
  if (!F->hasBody())
    return false;
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(F))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (mayWrite(Init->getInit(), Var))
        return false;
  return !mayWrite(F->getBody(), Var) && !writtenByClause(F->getBody(), Var);
}

// The value a local declared without an initialiser gets from its one assignment, a statement of
// the block that declares it (`int W; W = nx + 2;`): every later statement of the block reads it
// (an earlier one reads an indeterminate value). Null when anything else in the block writes it.
const Expr *assignedOnce(const VarDecl *V, const ASTContext &Ctx) {
  auto &Parents = const_cast<ASTContext &>(Ctx);
  const DeclStmt *Declaration = nullptr;
  const CompoundStmt *Block = nullptr;
  for (const DynTypedNode &P : Parents.getParents(*V))
    Declaration = P.get<DeclStmt>();
  if (Declaration)
    for (const DynTypedNode &P : Parents.getParents(*Declaration))
      Block = P.get<CompoundStmt>();
  if (!Block || writtenByClause(Block, V))
    return nullptr;
  const Expr *Value = nullptr;
  for (const Stmt *S : Block->body()) {
    const auto *Assign = dyn_cast<BinaryOperator>(S);
    if (Assign && Assign->getOpcode() == BO_Assign && referenced(Assign->getLHS()) == V && !Value &&
        !mayWrite(Assign->getRHS(), V))
      Value = Assign->getRHS();
    else if (mayWrite(S, V))
      return nullptr;
  }
  return Value;
}

std::optional<Polynomial> valueOf(const VarDecl *V, const ASTContext &Ctx, unsigned Depth) {
  if (Depth > 8 || isa<ParmVarDecl>(V) || !V->isLocalVarDecl() || !V->getType()->isIntegerType() || !plainLocal(V))
    return std::nullopt;
  const Expr *Value = V->getInit();
  if (Value ? !unchanged(V) : !(Value = assignedOnce(V, Ctx)))
    return std::nullopt;
  std::optional<Polynomial> P = polynomialOf(Value, Ctx, [&](const Expr *E) -> std::optional<Polynomial> {
    const auto *R = dyn_cast<DeclRefExpr>(E);
    const auto *Named = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
    return Named ? valueOf(Named, Ctx, Depth + 1) : std::nullopt;
  });
  if (!P)
    return std::nullopt;
  for (Symbol S : symbolsOf(*P)) {
    const auto *Decl = static_cast<const ValueDecl *>(S);
    if (isa<NonTypeTemplateParmDecl>(Decl))
      continue;
    const auto *Named = dyn_cast<VarDecl>(Decl);
    if (!Named || Named == V || !unchanged(Named))
      return std::nullopt;
  }
  return P;
}

} // namespace

std::optional<Polynomial> unchangedLocalValue(const VarDecl *V, const ASTContext &Ctx) { return valueOf(V, Ctx, 0); }

} // namespace acorn
