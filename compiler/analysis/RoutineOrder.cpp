#include "analysis/RoutineOrder.h"

#include "analysis/Clauses.h"
#include "analysis/DeviceFunctions.h"

#include "frontend/ASTWalk.h"
#include "frontend/RoutineName.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclOpenACC.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <vector>

using namespace clang;

namespace acorn {

namespace {

/// The declaration directives and uses are recorded for: a template's pattern, canonical.
const FunctionDecl *keyOf(const FunctionDecl *FD) {
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
    FD = P;
  return FD->getCanonicalDecl();
}

struct RoutineDirective {
  const FunctionDecl *Function = nullptr;
  SourceLocation Loc;
  llvm::ArrayRef<const OpenACCClause *> Clauses;
  bool Named = false; ///< `routine(name)`
};

/// Every routine directive of the unit (both forms), and the first use of each function in device
/// code: a compute construct's block or the body of a function with a routine directive.
class Walk : public ASTWalk<Walk> {
public:
  explicit Walk(const SourceManager &SM) : SM(SM) {}
  bool shouldVisitTemplateInstantiations() const { return false; }

  bool TraverseDecl(Decl *D) {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(D);
    if (!FD || !FD->doesThisDeclarationHaveABody() || !isRoutine(FD))
      return ASTWalk::TraverseDecl(D);
    const FunctionDecl *Outer = Routine;
    Routine = keyOf(FD);
    ++Device;
    bool Result = ASTWalk::TraverseDecl(D);
    --Device;
    Routine = Outer;
    return Result;
  }
  // A construct's clauses are host code; its block is device code.
  template <class Construct> bool traverseConstruct(Construct *S, Stmt *Block) {
    for (const OpenACCClause *C : S->clauses())
      for (const Stmt *Child : C->children())
        if (Child && !TraverseStmt(const_cast<Stmt *>(Child)))
          return false;
    ++Device;
    bool Result = TraverseStmt(Block);
    --Device;
    return Result;
  }
  bool TraverseOpenACCComputeConstruct(OpenACCComputeConstruct *S) {
    return traverseConstruct(S, S->getStructuredBlock());
  }
  bool TraverseOpenACCCombinedConstruct(OpenACCCombinedConstruct *S) { return traverseConstruct(S, S->getLoop()); }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    use(dyn_cast<FunctionDecl>(E->getDecl()), E->getExprLoc());
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    use(dyn_cast<FunctionDecl>(E->getMemberDecl()), E->getMemberLoc());
    return true;
  }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    for (const auto *A : FD->specific_attrs<OpenACCRoutineDeclAttr>())
      if (!A->isInherited())
        Directives.push_back({keyOf(FD), A->getLocation(), A->Clauses});
    return true;
  }
  bool VisitOpenACCRoutineDecl(OpenACCRoutineDecl *D) {
    if (const FunctionDecl *FD = routineFunction(D))
      Directives.push_back({keyOf(FD), D->getDirectiveLoc(), D->clauses(), /*Named=*/true});
    return true;
  }

  std::vector<RoutineDirective> Directives;
  llvm::DenseMap<const FunctionDecl *, SourceLocation> FirstUse;

private:
  void use(const FunctionDecl *FD, SourceLocation Loc) {
    // A routine calling itself uses no other routine's directive.
    if (!FD || !Device || Loc.isInvalid() || keyOf(FD) == Routine)
      return;
    Loc = SM.getExpansionLoc(Loc);
    if (inCompleteClassContext(FD, Loc))
      return;
    auto [It, New] = FirstUse.try_emplace(keyOf(FD), Loc);
    if (!New && SM.isBeforeInTranslationUnit(Loc, It->second))
      It->second = Loc;
  }
  // A member function's body in its class sees every member of the class, declared before or
  // after it (the class is complete there), directives included.
  bool inCompleteClassContext(const FunctionDecl *FD, SourceLocation Loc) const {
    const auto *Method = dyn_cast<CXXMethodDecl>(FD);
    if (!Method)
      return false;
    const RecordDecl *Outer = Method->getParent();
    while (const auto *Enclosing = dyn_cast<RecordDecl>(Outer->getDeclContext()))
      Outer = Enclosing;
    SourceRange Range(SM.getExpansionLoc(Outer->getBeginLoc()), SM.getExpansionLoc(Outer->getEndLoc()));
    return SM.isPointWithin(Loc, Range.getBegin(), Range.getEnd());
  }
  const SourceManager &SM;
  unsigned Device = 0;                     ///< compute blocks and routine bodies the walk is in
  const FunctionDecl *Routine = nullptr;   ///< the innermost routine whose body the walk is in
};

/// The first clause of a routine directive that an implicit `routine seq` cannot stand for.
const OpenACCClause *beyondImplicitSeq(llvm::ArrayRef<const OpenACCClause *> Clauses) {
  for (const OpenACCClause *C : Clauses)
    switch (C->getClauseKind()) {
    case OpenACCClauseKind::Gang:
    case OpenACCClauseKind::Worker:
    case OpenACCClauseKind::Vector:
    case OpenACCClauseKind::Bind:
    case OpenACCClauseKind::NoHost:
    case OpenACCClauseKind::DeviceType:
    case OpenACCClauseKind::DType:
      return C;
    default:
      break;
    }
  return nullptr;
}

} // namespace

bool checkRoutineOrder(ASTContext &Ctx, const SourceText &Text, Reporter &Diags) {
  const SourceManager &SM = Ctx.getSourceManager();
  Walk W(SM);
  W.TraverseDecl(Ctx.getTranslationUnitDecl());
  // A directive before the first use (a prototype's, say) makes every later one conforming.
  llvm::DenseMap<const FunctionDecl *, SourceLocation> FirstDirective;
  for (const RoutineDirective &R : W.Directives) {
    SourceLocation Loc = SM.getExpansionLoc(R.Loc);
    auto [It, New] = FirstDirective.try_emplace(R.Function, Loc);
    if (!New && SM.isBeforeInTranslationUnit(Loc, It->second))
      It->second = Loc;
  }
  auto usedBefore = [&](const FunctionDecl *F) {
    auto Use = W.FirstUse.find(F);
    return Use != W.FirstUse.end() && SM.isBeforeInTranslationUnit(Use->second, FirstDirective[F]);
  };
  bool OK = true;
  llvm::DenseSet<const FunctionDecl *> Warned;
  for (const RoutineDirective &R : W.Directives) {
    auto Use = W.FirstUse.find(R.Function);
    SourceLocation Loc = SM.getExpansionLoc(R.Loc);
    if (!usedBefore(R.Function) || !Text.isUserCode(Loc) ||
        Text.fileName(Use->second) != Text.fileName(Loc))
      continue;
    std::string Name = "'" + R.Function->getNameAsString() + "'";
    std::string Rule = "a routine directive must precede every use of the function in compute regions and "
                       "routines (2.15.1)";
    if (const OpenACCClause *C = beyondImplicitSeq(R.Clauses)) {
      Diags.error(Loc, "this 'routine' directive for " + Name + " comes after the function's use in device code "
                       "and asks for '" + clauseName(C->getClauseKind()) + "', which the implicit 'routine seq' "
                       "that use compiled cannot give: " + Rule);
      OK = false;
    } else if (Warned.insert(R.Function).second) {
      Diags.warning(Loc, "this 'routine' directive for " + Name + " comes after the function's use in device "
                         "code: " + Rule + "; the use compiled " + Name + " as an implicit 'routine seq'");
    } else {
      continue;
    }
    Diags.note(Use->second, "the first use of " + Name + " in device code, which compiles it as an implicit "
                            "'routine seq'");
  }
  // A named directive after the function's definition (GCC errs; Acorn compiles the definition with
  // the directive's clauses all the same): a warning, unless the use before it was reported.
  for (const RoutineDirective &R : W.Directives) {
    const FunctionDecl *Def = R.Function->getDefinition();
    SourceLocation Loc = SM.getExpansionLoc(R.Loc);
    if (!R.Named || !Def || !Text.isUserCode(Loc) || usedBefore(R.Function) ||
        Text.fileName(SM.getExpansionLoc(Def->getLocation())) != Text.fileName(Loc) ||
        !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Def->getLocation()), FirstDirective[R.Function]) ||
        !Warned.insert(R.Function).second)
      continue;
    std::string Name = "'" + R.Function->getNameAsString() + "'";
    Diags.warning(Loc, "this 'routine' directive for " + Name + " comes after the function's definition: a "
                       "routine directive must precede the function's definition and uses (2.15.1)");
    Diags.note(SM.getExpansionLoc(Def->getLocation()), "the definition of " + Name);
  }
  return OK;
}

} // namespace acorn
