#include "analysis/IndexFunctions.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace acorn {
namespace {

// The helpers being expanded: a helper calling itself (directly or not) is none.
thread_local llvm::SmallVector<const FunctionDecl *, 4> Expanding;

// F's value as a polynomial of its parameters: a body `{ return e; }` with e a polynomial naming
// no other variable (a global may change between calls) and no member unless Members reads it (the
// object's are the caller's). A member function is one too (an accessor `int idx(int j, int k)
// const`) unless virtual: the call may run an override.
std::optional<Polynomial> helperBody(const FunctionDecl *F, const ASTContext &Ctx, const SymbolLookup &Members) {
  const auto *Method = dyn_cast<CXXMethodDecl>(F);
  if ((Method && Method->isVirtual()) || !F->getReturnType()->isIntegerType() || !F->hasBody())
    return std::nullopt;
  const auto *Body = dyn_cast_or_null<CompoundStmt>(F->getBody());
  const auto *Return = Body && Body->size() == 1 ? dyn_cast<ReturnStmt>(Body->body_front()) : nullptr;
  if (!Return || !Return->getRetValue())
    return std::nullopt;
  std::set<Symbol> OfMembers;
  std::optional<Polynomial> Value = polynomialOf(Return->getRetValue(), Ctx, [&](const Expr *E) {
    std::optional<Polynomial> Known = Members ? Members(E) : std::nullopt;
    if (Known)
      for (Symbol S : symbolsOf(*Known))
        OfMembers.insert(S);
    return Known;
  });
  if (!Value)
    return std::nullopt;
  for (Symbol S : symbolsOf(*Value))
    if (!OfMembers.count(S) && !llvm::is_contained(F->parameters(), static_cast<const ValueDecl *>(S)))
      return std::nullopt;
  return Value;
}

// Whether a member call's object is the caller's own (`idx(j, k)`, `this->idx(j, k)`,
// `(*this).idx(j, k)`): the callee's members are then the caller's.
bool onCallersObject(const CallExpr *Call) {
  const auto *MC = dyn_cast<CXXMemberCallExpr>(Call);
  const Expr *Object = MC ? MC->getImplicitObjectArgument() : nullptr;
  if (!Object)
    return false;
  Object = Object->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(Object); U && U->getOpcode() == UO_Deref)
    Object = U->getSubExpr()->IgnoreParenImpCasts();
  return isa<CXXThisExpr>(Object);
}

} // namespace

std::optional<Polynomial> indexHelperCall(const CallExpr *Call, const ASTContext &Ctx, const SymbolLookup &Lookup) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  const FunctionDecl *F = Callee ? Callee->getDefinition() : nullptr;
  if (!F || F->isVariadic() || Call->getNumArgs() != F->getNumParams() || llvm::is_contained(Expanding, F) ||
      Expanding.size() > 8)
    return std::nullopt;
  // The callee's integer members of `this`, read as the caller reads its own.
  SymbolLookup Members;
  if (Lookup && onCallersObject(Call))
    Members = [&](const Expr *E) -> std::optional<Polynomial> {
      const auto *ME = dyn_cast<MemberExpr>(E);
      if (!ME || !isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
        return std::nullopt;
      return Lookup(E);
    };
  Expanding.push_back(F);
  std::optional<Polynomial> Value = helperBody(F, Ctx, Members);
  Expanding.pop_back();
  if (!Value)
    return std::nullopt;
  // The arguments, all read before any is put in (none names a parameter of F: F is not expanding).
  std::vector<std::pair<Symbol, Polynomial>> Arguments;
  for (unsigned K = 0; K < Call->getNumArgs(); ++K) {
    const ParmVarDecl *P = F->getParamDecl(K);
    if (!symbolsOf(*Value).count(P))
      continue;
    std::optional<Polynomial> Argument = polynomialOf(Call->getArg(K), Ctx, Lookup);
    if (!Argument)
      return std::nullopt;
    Arguments.push_back({P, *Argument});
  }
  for (const auto &[P, Argument] : Arguments)
    Value = substitute(*Value, P, Argument);
  return Value;
}

} // namespace acorn
