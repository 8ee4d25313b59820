// routine bind (2.15.1): device code calls the bound name instead of the routine's own; host code
// keeps calling the routine. A call becomes `ACORN_DECLARED(f, bound)(...)` in every region and
// device function. A name the unit has no function for is declared for the device with the
// routine's type: C++ gives a string its unmodified (extern "C") name; C gives both forms C's
// name, the name of every C device function of external linkage.
#include "lower/HostLowering.h"

using namespace clang;

namespace acorn {
namespace {

class BoundCallRewriter : public ASTWalk<BoundCallRewriter> {
public:
  BoundCallRewriter(const RoutineLevels &Routines, const SourceText &Text, Rewriter &RW, std::set<const Expr *> &Done,
                    bool IsC)
      : Routines(Routines), Text(Text), RW(RW), Done(Done), IsC(IsC) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitLambdaBody() const { return true; }
  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *FD = E->getDirectCallee();
    const RoutineBinding *B = FD ? Routines.binding(FD) : nullptr;
    const Expr *Callee = E->getCallee()->IgnoreParenImpCasts();
    if (!B || !isa<DeclRefExpr>(Callee) || Callee->getBeginLoc().isMacroID() || !Done.insert(Callee).second)
      return true;
    RW.InsertTextAfter(Callee->getBeginLoc(), "ACORN_DECLARED(");
    RW.InsertTextAfter(Text.afterToken(Callee->getEndLoc()), ", " + deviceName(FD, *B) + ")");
    return true;
  }

private:
  // C++: qualified from the global namespace (the bound function, or the declaration put beside
  // the routine); C device code has one namespace.
  std::string deviceName(const FunctionDecl *FD, const RoutineBinding &B) const {
    if (IsC)
      return B.Name;
    if (B.Target)
      return "::" + B.Target->getQualifiedNameAsString();
    const auto *NS = dyn_cast<NamespaceDecl>(FD->getDeclContext()->getRedeclContext());
    if (NS && NS->isAnonymousNamespace())
      return B.Name;
    return "::" + (NS ? NS->getQualifiedNameAsString() + "::" : std::string()) + B.Name;
  }

  const RoutineLevels &Routines;
  const SourceText &Text;
  Rewriter &RW;
  std::set<const Expr *> &Done;
  bool IsC;
};

} // namespace

// 2.15.1: a name given as an identifier is called "as if that name were specified in the language
// being compiled": a function declared where the routine is (a prototype is enough; its definition
// may be in another file), which device code calls with the routine's arguments, so of the
// routine's type. A string names a symbol as it is, declared or not.
bool HostLowering::checkBindName(const FunctionDecl *FD, ArrayRef<const OpenACCClause *> Clauses) {
  const RoutineBinding *B = Routines.binding(FD);
  if (!B || B->String)
    return true;
  for (const OpenACCClause *C : Clauses) {
    const auto *Bind = dyn_cast<OpenACCBindClause>(C);
    if (!Bind || !Bind->isIdentifierArgument() || Bind->getIdentifierArgument()->getName() != B->Name)
      continue;
    if (!B->Target) {
      Diags.error(Bind->getBeginLoc(), "'" + B->Name + "' in 'bind' names no function declared here (2.15.1: the " +
                                           "routine's device code calls it): declare it (a prototype with its " +
                                           "routine directive is enough), or give the symbol's name as a string, " +
                                           "bind(\"" + B->Name + "\")");
      return false;
    }
    if (bindTargetMatches(FD, B->Target))
      return true;
    PrintingPolicy Policy(Ctx.getLangOpts());
    Diags.error(Bind->getBeginLoc(),
                "'" + B->Name + "' in 'bind' is a function of type '" + B->Target->getType().getAsString(Policy) +
                    "', but the routine '" + FD->getNameAsString() + "' is of type '" +
                    FD->getType().getAsString(Policy) + "': device code calls '" + B->Name + "' in place of '" +
                    FD->getNameAsString() + "', with its arguments and for its result (2.15.1); bind a function " +
                    "of the routine's type");
    Diags.note(B->Target->getLocation(), "'" + B->Name + "' is declared here");
    return false;
  }
  return true;
}

void HostLowering::rewriteBoundCalls(const Stmt *Body, Rewriter &RW) {
  if (Routines.bindings().empty() || !Body)
    return;
  BoundCallRewriter W(Routines, Text, RW, RewrittenUses, IsC);
  W.TraverseStmt(const_cast<Stmt *>(Body));
}

std::string HostLowering::boundDeclaration(const FunctionDecl *FD, const RoutineBinding &B) const {
  PrintingPolicy Policy(Ctx.getLangOpts());
  std::string Decl;
  llvm::raw_string_ostream OS(Decl);
  FD->getType().print(OS, Policy, B.Name);
  if (IsC) // another file's function of external linkage: C's name (KernelUnit.cpp)
    return "extern \"C\" { ACORN_HD " + OS.str() + "; }\n";
  return std::string("ACORN_GPU_ONLY(") + (B.String ? "extern \"C\" " : "") + "__device__ " + OS.str() + ";) ";
}

std::string HostLowering::boundDeclarations(bool InUnit) {
  std::string Out;
  for (const auto &[FD, B] : Routines.bindings()) {
    // C's kernel unit has only the functions it defines: another file's target needs its declaration.
    bool Declared = B.Target && (!IsC || !InUnit || B.Target->hasBody());
    if (Declared || !Text.isUserCode(FD->getLocation()) || isa<CXXMethodDecl>(FD))
      continue;
    if (InUnit)
      Out += boundDeclaration(FD, B);
    else
      HostRW.InsertTextBefore(FD->getBeginLoc(), boundDeclaration(FD, B));
  }
  return Out;
}

} // namespace acorn
