// The extents of the VLA types a launch's device code reaches from outside it: the host computes
// each once before the launch (sizeof of a VLA is evaluated at run time in C) and the outlined C
// region receives them as parameters, which its lambda captures (LowerVLA.h).
#include "lower/KernelBody.h"

#include "frontend/ASTWalk.h"

using namespace clang;

namespace acorn {

std::vector<VlaExtent> hostExtents(llvm::ArrayRef<const ValueDecl *> Vars, llvm::ArrayRef<const Stmt *> Body,
                                   const SourceText &Text) {
  std::vector<VlaExtent> Out;
  llvm::SmallPtrSet<const VariableArrayType *, 8> Seen;
  // Object: a host expression of array type T; each of its VLA dimensions is sizeof(Object) /
  // sizeof(Object[0]) one level down.
  auto Add = [&](QualType T, std::string Object) {
    for (const ArrayType *AT; (AT = T->getAsArrayTypeUnsafe()); T = AT->getElementType(), Object += "[0]")
      if (const auto *VAT = dyn_cast<VariableArrayType>(AT); VAT && Seen.insert(VAT).second)
        Out.push_back({VAT, "__acorn_ext" + std::to_string(Out.size()),
                       "(long long)(sizeof(" + Object + ") / sizeof(" + Object + "[0]))"});
  };
  for (const ValueDecl *V : Vars) {
    QualType T = V->getType().getNonReferenceType();
    // (A pointer's type, not its value: a private one has none yet.)
    if (T->isPointerType())
      Add(T->getPointeeType(), "(*(__typeof__(" + V->getNameAsString() + "))0)");
    else
      Add(T, V->getNameAsString());
  }
  // Typedefs declared before the construct (`typedef double row_t[m];`), named in it.
  const SourceManager &SM = Text.sourceManager();
  auto Inside = [&](SourceLocation Loc) {
    Loc = SM.getExpansionLoc(Loc);
    return llvm::any_of(Body, [&](const Stmt *S) { return SM.isPointWithin(Loc, Text.beginOf(S), Text.endOf(S)); });
  };
  class Types : public ASTWalk<Types> {
  public:
    std::vector<QualType> Found;
    bool VisitExpr(Expr *E) {
      Found.push_back(E->getType());
      if (const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(E); U && U->isArgumentType())
        Found.push_back(U->getArgumentType());
      return true;
    }
    bool VisitValueDecl(ValueDecl *D) {
      Found.push_back(D->getType());
      return true;
    }
    bool VisitTypedefNameDecl(TypedefNameDecl *D) {
      Found.push_back(D->getUnderlyingType());
      return true;
    }
  } Walk;
  for (const Stmt *S : Body)
    Walk.TraverseStmt(const_cast<Stmt *>(S));
  for (QualType T : Walk.Found)
    forEachVLAType(T, [](const VariableArrayType *) {}, [&](const TypedefNameDecl *TD) {
      if (TD->getUnderlyingType()->isVariablyModifiedType() && !Inside(TD->getLocation()))
        Add(TD->getUnderlyingType(), "(*(" + TD->getNameAsString() + " *)0)");
    });
  return Out;
}

// The variables of variably modified type device code holds as pointers to their scalars.
std::vector<const ValueDecl *> KernelBody::variablyModifiedVars() const {
  std::vector<const ValueDecl *> Vars;
  for (const Capture &C : Unit.Captures)
    if (!C.IsThis && C.Var->getType()->isVariablyModifiedType())
      Vars.push_back(C.Var);
  for (const PrivateSection &P : Unit.PrivateSections)
    if (!P.Section && P.Var->getType()->isVariablyModifiedType() && !llvm::is_contained(Vars, P.Var) &&
        !Text.sourceManager().isPointWithin(P.Var->getLocation(), Plan.Construct->getBeginLoc(),
                                            Text.endOf(Plan.Block)))
      Vars.push_back(P.Var);
  // Pointers to VLAs from outside the region it uses without capturing them: its own copies
  // (`private(rowp)`, a loop's variable), in the order the region names them.
  class Uses : public ASTWalk<Uses> {
  public:
    std::vector<const ValueDecl *> Found;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      QualType T = E->getDecl()->getType();
      if (isa<VarDecl>(E->getDecl()) && T->isPointerType() && T->isVariablyModifiedType() &&
          !llvm::is_contained(Found, E->getDecl()))
        Found.push_back(E->getDecl());
      return true;
    }
  } Walk;
  for (const Stmt *S : Unit.Body)
    Walk.TraverseStmt(const_cast<Stmt *>(S));
  for (const ValueDecl *V : Walk.Found)
    if (!llvm::is_contained(Vars, V) && !llvm::any_of(Unit.Captures, [&](const Capture &C) { return C.Var == V; }) &&
        !Text.sourceManager().isPointWithin(V->getLocation(), Plan.Construct->getBeginLoc(), Text.endOf(Plan.Block)))
      Vars.push_back(V);
  return Vars;
}

std::vector<KernelBody::Parameter> KernelBody::variablyModifiedExtents() const {
  std::vector<Parameter> Params;
  if (!TargetIsC)
    return Params;
  for (const VlaExtent &E : hostExtents(variablyModifiedVars(), Unit.Body, Text))
    Params.push_back({"long long " + E.Name, E.HostValue});
  return Params;
}

std::string KernelBody::variablyModifiedCaptures() const {
  std::string S;
  if (TargetIsC)
    for (const VlaExtent &E : hostExtents(variablyModifiedVars(), Unit.Body, Text))
      S += ", " + E.Name + " = " + E.Name;
  return S;
}

bool KernelBody::lowerVariablyModifiedBody() {
  for (const VlaExtent &E : hostExtents(variablyModifiedVars(), Unit.Body, Text))
    Vla.Extents[E.Type] = E.Name;
  for (const ValueDecl *V : variablyModifiedVars())
    Vla.Lowered.insert(V);
  for (const auto &[Directive, L] : Plan.Loops) {
    const Stmt *Next = L->For;
    for (unsigned I = 0; I < (L->Levels ? L->Collapse : 0); ++I) {
      std::string Why;
      SourceLocation Where;
      const auto *F = dyn_cast_or_null<ForStmt>(Next);
      std::optional<CanonicalLoop> C = F ? analyzeCanonicalLoop(F, Why, Where) : std::nullopt;
      if (!C)
        break; // (rewriteLoop reports it)
      Vla.ReplacedHeaders[F] = {C->Lower, C->Upper, C->Step};
      Next = nextCollapsedLoop(F, L->CollapseForce);
    }
  }
  return lowerVariablyModified(Unit.Body, Vla, RW, Text, Policy, Diags);
}

std::string KernelBody::vlaScalars(QualType T, SourceLocation Where) const {
  bool Known = true;
  std::string Count = scalarCount(T, [&](const VariableArrayType *VAT) {
    std::string Extent = Vla.Extents.lookup(VAT);
    Known &= !Extent.empty();
    return Extent;
  });
  if (!Known || Count.empty()) {
    // (A routine's loops are lowered before its variably modified types.)
    Diags.error(Where, "a loop over pointers to rows of variable length ('" + T.getAsString(Policy) +
                           "') cannot be partitioned " + (Unit.Routine ? "in a routine " : "here ") +
                           "by Acorn yet; loop over the rows' index instead (`u[i]`)");
    return "0LL";
  }
  return Count;
}

} // namespace acorn
