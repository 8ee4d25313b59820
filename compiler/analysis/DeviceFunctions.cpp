#include "analysis/DeviceFunctions.h"

#include "analysis/Clauses.h"

#include "frontend/ASTWalk.h"
#include "frontend/RoutineName.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "acorn/abi.h"

using namespace clang;

namespace acorn {

bool isRoutine(const FunctionDecl *FD) {
  for (const FunctionDecl *R : FD->redecls())
    if (R->hasAttr<OpenACCRoutineDeclAttr>() || R->hasAttr<OpenACCRoutineAnnotAttr>())
      return true;
  return false;
}

bool containsDirective(const Stmt *S) {
  if (!S)
    return false;
  if (isa<OpenACCConstructStmt>(S))
    return true;
  for (const Stmt *Child : S->children())
    if (containsDirective(Child))
      return true;
  return false;
}

bool containsHostDirective(const Stmt *S) {
  if (!S)
    return false;
  if (isa<OpenACCConstructStmt>(S) && !isa<OpenACCLoopConstruct, OpenACCAtomicConstruct, OpenACCCacheConstruct>(S))
    return true;
  for (const Stmt *Child : S->children())
    if (containsHostDirective(Child))
      return true;
  return false;
}

unsigned routineClauseLevels(ArrayRef<const OpenACCClause *> AllClauses) {
  unsigned Levels = 0;
  for (const OpenACCClause *C : nvidiaClauses(AllClauses))
    switch (C->getClauseKind()) {
    case OpenACCClauseKind::Gang:
      Levels |= ACORN_LEVEL_GANG | ACORN_LEVEL_WORKER | ACORN_LEVEL_VECTOR;
      break;
    case OpenACCClauseKind::Worker:
      Levels |= ACORN_LEVEL_WORKER | ACORN_LEVEL_VECTOR;
      break;
    case OpenACCClauseKind::Vector:
      Levels |= ACORN_LEVEL_VECTOR;
      break;
    default:
      break;
    }
  return Levels;
}

bool bindTargetMatches(const FunctionDecl *Routine, const FunctionDecl *Target) {
  const ASTContext &Ctx = Routine->getASTContext();
  QualType A = Routine->getType(), B = Target->getType();
  if (A->isDependentType() || B->isDependentType())
    return true;
  // A member function is called on an object, a function of the namespace is not.
  const auto *RM = dyn_cast<CXXMethodDecl>(Routine), *TM = dyn_cast<CXXMethodDecl>(Target);
  if ((RM && RM->isInstance()) != (TM && TM->isInstance()))
    return false;
  if (!Ctx.getLangOpts().CPlusPlus)
    return const_cast<ASTContext &>(Ctx).typesAreCompatible(A, B);
  return Ctx.hasSameFunctionTypeIgnoringExceptionSpec(A, B);
}

void RoutineLevels::bind(const FunctionDecl *FD, ArrayRef<const OpenACCClause *> Clauses) {
  if (llvm::any_of(Clauses, [](const OpenACCClause *C) { return isa<OpenACCNoHostClause>(C); }))
    NoHost.insert(FD->getCanonicalDecl());
  for (const OpenACCClause *C : nvidiaClauses(Clauses))
    if (const auto *G = dyn_cast<OpenACCGangClause>(C))
      for (unsigned I = 0; I < G->getNumExprs(); ++I)
        if (G->getExpr(I).first == OpenACCGangKind::Dim)
          if (std::optional<int64_t> D = acorn::gangDim(G->getExpr(I).second); D && *D > 1)
            GangDims[FD->getCanonicalDecl()] = static_cast<unsigned>(*D);
  for (const OpenACCClause *C : nvidiaClauses(Clauses)) {
    const auto *B = dyn_cast<OpenACCBindClause>(C);
    if (!B)
      continue;
    RoutineBinding R;
    R.String = B->isStringArgument();
    R.Name = R.String ? B->getStringArgument()->getString().str() : B->getIdentifierArgument()->getName().str();
    // The function of that name beside the routine, or at file scope; of the overloads, one of the
    // routine's type.
    ASTContext &Ctx = FD->getASTContext();
    for (const DeclContext *DC : {FD->getDeclContext()->getRedeclContext(),
                                  static_cast<const DeclContext *>(Ctx.getTranslationUnitDecl())})
      for (const NamedDecl *D : DC->lookup(&Ctx.Idents.get(R.Name)))
        if (const auto *Target = dyn_cast<FunctionDecl>(D))
          if (!R.Target || (!bindTargetMatches(FD, R.Target) && bindTargetMatches(FD, Target)))
            R.Target = Target;
    Bound[FD->getCanonicalDecl()] = R;
  }
}

void RoutineLevels::collect(ASTContext &Ctx) {
  class Finder : public ASTWalk<Finder> {
  public:
    RoutineLevels &R;
    explicit Finder(RoutineLevels &R) : R(R) {}
    bool VisitOpenACCRoutineDecl(OpenACCRoutineDecl *D) {
      if (const FunctionDecl *FD = routineFunction(D)) {
        R.Named[FD->getCanonicalDecl()] |= routineClauseLevels(D->clauses());
        R.bind(FD, D->clauses());
      }
      return true;
    }
    bool VisitFunctionDecl(FunctionDecl *FD) {
      for (const auto *A : FD->specific_attrs<OpenACCRoutineDeclAttr>())
        R.bind(FD, A->Clauses);
      return true;
    }
  } F(*this);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
}

unsigned RoutineLevels::of(const FunctionDecl *FD) const {
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
    FD = P;
  unsigned Levels = Named.lookup(FD->getCanonicalDecl());
  for (const FunctionDecl *R : FD->redecls())
    for (const auto *A : R->specific_attrs<OpenACCRoutineDeclAttr>())
      Levels |= routineClauseLevels(A->Clauses);
  return Levels;
}

unsigned RoutineLevels::gangDim(const FunctionDecl *FD) const {
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
    FD = P;
  unsigned D = GangDims.lookup(FD->getCanonicalDecl());
  return D ? D : 1;
}

bool RoutineLevels::noHost(const FunctionDecl *FD) const {
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
    FD = P;
  return NoHost.contains(FD->getCanonicalDecl());
}

const RoutineBinding *RoutineLevels::binding(const FunctionDecl *FD) const {
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
    FD = P;
  auto It = Bound.find(FD->getCanonicalDecl());
  return It == Bound.end() ? nullptr : &It->second;
}

void addCalledFunctions(FunctionSet &Functions, const SourceText &Text) {
  class Calls : public ASTWalk<Calls> {
  public:
    FunctionSet &Out;
    explicit Calls(FunctionSet &Out) : Out(Out) {}
    bool VisitCallExpr(CallExpr *E) {
      if (const FunctionDecl *F = E->getDirectCallee())
        Out.insert(F);
      return true;
    }
  };
  for (size_t I = 0; I < Functions.size(); ++I) {
    const FunctionDecl *Def = Functions[I]->getDefinition();
    if (!Def || !Text.inMainFile(Def->getLocation()))
      continue;
    Calls C(Functions);
    C.TraverseStmt(Def->getBody());
  }
}

CxxDeviceCode cxxDeviceCode(ASTContext &Ctx, const FunctionSet &Called, const SourceText &Text) {
  class Finder : public ASTWalk<Finder> {
  public:
    const SourceText &Text;
    CxxDeviceCode Out;
    llvm::SmallPtrSet<const FunctionTemplateDecl *, 4> Templates; ///< whose explicit instantiations are found
    llvm::SmallPtrSet<const FunctionDecl *, 16> Added;             ///< by canonical declaration
    llvm::SmallPtrSet<const FunctionDecl *, 16> CalledPatterns; ///< Called's, by canonical declaration
    std::vector<const FunctionDecl *> Templated; ///< every templated function, by canonical declaration
    llvm::SmallPtrSet<const FunctionDecl *, 16> TemplatedSeen;
    Finder(const FunctionSet &Called, const SourceText &Text) : Text(Text) {
      for (const FunctionDecl *F : Called) {
        const FunctionDecl *P = F->getTemplateInstantiationPattern();
        CalledPatterns.insert((P ? P : F)->getCanonicalDecl());
      }
    }
    bool shouldVisitTemplateInstantiations() const { return false; }
    bool shouldVisitImplicitCode() const { return false; }
    bool VisitFunctionDecl(FunctionDecl *FD) {
      if (FD->isTemplated() && TemplatedSeen.insert(FD->getCanonicalDecl()).second)
        Templated.push_back(FD->getCanonicalDecl());
      // A routine defined in another file: its declarations here name its device version too.
      // (Templates and members of class templates too: their explicit instantiations are there.)
      if (!FD->isDefined() && FD->isFirstDecl() && isRoutine(FD)) {
        if (llvm::all_of(FD->redecls(), [&](const FunctionDecl *R) {
              return Text.isUserCode(R->getBeginLoc()) && !R->getBeginLoc().isMacroID();
            }))
          add(FD);
        return true;
      }
      if (!FD->doesThisDeclarationHaveABody() || FD->isMain() || FD->isDeleted() || FD->isDefaulted() ||
          isa<CXXDeductionGuideDecl>(FD) || FD->isImplicit() ||
          (isa<CXXMethodDecl>(FD) && cast<CXXMethodDecl>(FD)->getParent()->isLambda()))
        return true;
      bool IsCalled = CalledPatterns.contains(FD->getCanonicalDecl());
      bool Discardable = FD->isInlined() || FD->isTemplated() || !FD->isExternallyVisible() || FD->isConstexpr();
      if ((!IsCalled && !Discardable) || containsHostDirective(FD->getBody()))
        return true;
      // A virtual function overrides or is overridden by host functions (std::exception::what):
      // host+device unless a region calls it.
      if (const auto *MD = dyn_cast<CXXMethodDecl>(FD); MD && MD->isVirtual() && !IsCalled)
        return true;
      // A declaration the lowering cannot change (a system header's, or one inside a macro's
      // expansion but not at its start) would conflict with a host+device definition.
      for (const FunctionDecl *R : FD->redecls())
        if (!Text.isUserCode(R->getBeginLoc()) || !markableAt(R->getBeginLoc()))
          return true;
      add(FD);
      if (IsCalled && !llvm::is_contained(Out.Called, FD))
        Out.Called.push_back(FD);
      return true;
    }
    void add(const FunctionDecl *FD) {
      if (!Added.insert(FD->getCanonicalDecl()).second)
        return;
      Out.Functions.push_back(FD);
      const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate();
      if (!T || !Templates.insert(T->getCanonicalDecl()).second)
        return;
      for (const FunctionDecl *S : T->specializations()) {
        TemplateSpecializationKind K = S->getTemplateSpecializationKind();
        // An explicit specialization is host+device as the template is (CUDA wants their targets
        // alike), also one defined in another file.
        const FunctionDecl *Def = S->getDefinition();
        if (K == TSK_ExplicitSpecialization && Text.isUserCode(S->getBeginLoc()) && S->getBeginLoc().isFileID() &&
            !(Def && containsHostDirective(Def->getBody())))
          add(S);
      }
    }
    /// Where ACORN_HD can go before a declaration: in the file, or before the macro invocation
    /// whose expansion the declaration begins (`DEFINE_SCALE(twice, 2.0)`).
    bool markableAt(SourceLocation Loc) const {
      const SourceManager &SM = Text.sourceManager();
      return Loc.isFileID() || Lexer::isAtStartOfMacroExpansion(Loc, SM, Text.langOptions());
    }
    bool VisitLambdaExpr(LambdaExpr *LE) {
      if (Text.isUserCode(LE->getBeginLoc()) && !LE->getBeginLoc().isMacroID() && !containsHostDirective(LE->getBody()))
        Out.Lambdas.push_back(LE);
      return true;
    }
  } F(Called, Text);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  // The explicit instantiations of those that are templated must be host+device as they are.
  deviceInstantiations(writtenFunctionInstantiations(Text), F.Added, F.Templated, F.Out.ExplicitInstantiations,
                       F.Out.UnclearInstantiations);
  return std::move(F.Out);
}

} // namespace acorn
