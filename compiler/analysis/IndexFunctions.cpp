#include "analysis/IndexFunctions.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace acorn {
namespace {

// The helpers being expanded: a helper calling itself (directly or not) is none.
thread_local llvm::SmallVector<const FunctionDecl *, 4> Expanding;

// F's value as a polynomial of its parameters: a body `{ return e; }` with e a polynomial naming
// no other variable (a global may change between calls; a member is another object's per call).
// A member function is one too (an accessor `int idx(int j, int k) const`) unless virtual: the
// call may run an override.
std::optional<Polynomial> helperBody(const FunctionDecl *F, const ASTContext &Ctx) {
  const auto *Method = dyn_cast<CXXMethodDecl>(F);
  if ((Method && Method->isVirtual()) || !F->getReturnType()->isIntegerType() || !F->hasBody())
    return std::nullopt;
  const auto *Body = dyn_cast_or_null<CompoundStmt>(F->getBody());
  const auto *Return = Body && Body->size() == 1 ? dyn_cast<ReturnStmt>(Body->body_front()) : nullptr;
  if (!Return || !Return->getRetValue())
    return std::nullopt;
  std::optional<Polynomial> Value = polynomialOf(Return->getRetValue(), Ctx);
  if (!Value)
    return std::nullopt;
  for (Symbol S : symbolsOf(*Value))
    if (!llvm::is_contained(F->parameters(), static_cast<const ValueDecl *>(S)))
      return std::nullopt;
  return Value;
}

} // namespace

std::optional<Polynomial> indexHelperCall(const CallExpr *Call, const ASTContext &Ctx, const SymbolLookup &Lookup) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  const FunctionDecl *F = Callee ? Callee->getDefinition() : nullptr;
  if (!F || F->isVariadic() || Call->getNumArgs() != F->getNumParams() || llvm::is_contained(Expanding, F) ||
      Expanding.size() > 8)
    return std::nullopt;
  Expanding.push_back(F);
  std::optional<Polynomial> Value = helperBody(F, Ctx);
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
