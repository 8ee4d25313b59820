#include "analysis/Declare.h"

#include "frontend/ASTWalk.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace acorn {

namespace {

/// `__acorn_dg_<len><name>...` (`__acorn_dl_` for a link pointer), after the classes that enclose
/// the variable, qualified by its named namespaces in C++ (the copy is declared in the variable's
/// namespace).
std::string deviceName(const VarDecl *V, bool Link, bool Cxx) {
  std::string Local = V->getName().str();
  Local = std::to_string(Local.size()) + Local;
  std::string Namespaces;
  for (const DeclContext *DC = V->getDeclContext(); DC && !DC->isTranslationUnit(); DC = DC->getParent()) {
    if (const auto *RD = dyn_cast<RecordDecl>(DC)) {
      std::string Name = RD->getName().str();
      Local = std::to_string(Name.size()) + Name + Local;
    } else if (const auto *NS = dyn_cast<NamespaceDecl>(DC); NS && !NS->isAnonymousNamespace()) {
      Namespaces = NS->getName().str() + "::" + Namespaces;
    }
  }
  Local = (Link ? "__acorn_dl_" : "__acorn_dg_") + Local;
  return Cxx ? "::" + Namespaces + Local : Local;
}

/// The variable qualified from the global namespace (members of anonymous namespaces are found
/// from the enclosing one).
std::string hostName(const VarDecl *V) {
  std::string Out = V->getName().str();
  for (const DeclContext *DC = V->getDeclContext(); DC && !DC->isTranslationUnit(); DC = DC->getParent())
    if (const auto *ND = dyn_cast<NamedDecl>(DC); ND && !ND->getName().empty())
      Out = ND->getName().str() + "::" + Out;
  return "::" + Out;
}

/// A C++ class type whose objects need code to be created or destroyed cannot be a __device__
/// variable.
bool needsConstruction(QualType T) {
  const CXXRecordDecl *RD = T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  return RD && RD->hasDefinition() && (!RD->hasTrivialDefaultConstructor() || !RD->hasTrivialDestructor());
}

/// A class whose objects are constructed (default member initialisers, a constructor) but copied
/// and destroyed as bytes: its device copy is storage of the same layout (acorn::DeviceStorage),
/// filled by the directive's copies.
bool constructedButTrivial(QualType T) {
  const CXXRecordDecl *RD = T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  return RD && RD->hasDefinition() && RD->isTriviallyCopyable() && RD->hasTrivialDestructor();
}

/// The statement whose scope a declaration inside a function belongs to: the one directly holding
/// its DeclStmt (a block, or a `for` for its init-statement's variables).
const Stmt *scopeOf(const Decl *D, ASTContext &Ctx) {
  for (const DynTypedNode &P : Ctx.getParents(*D))
    if (const auto *DS = P.get<DeclStmt>())
      for (const DynTypedNode &Up : Ctx.getParents(*DS))
        if (const auto *S = Up.get<Stmt>())
          return S;
  return nullptr;
}

/// 2.13: "A declare directive must be in the same scope as the declaration of any var that appears
/// in the clauses of the directive" (GCC errs too). Clang 22 compares declaration contexts, which do
/// not tell a function's blocks apart: a local of an enclosing block passes there.
bool checkSameScope(const OpenACCDeclareDecl *D, const Expr *E, const VarDecl *V, Reporter &Diags) {
  if (!V->isLocalVarDeclOrParm())
    return true;
  ASTContext &Ctx = V->getASTContext();
  const Stmt *Directive = scopeOf(D, Ctx);
  if (!Directive)
    return true;
  std::string Where;
  if (const auto *P = dyn_cast<ParmVarDecl>(V)) {
    const auto *FD = dyn_cast<FunctionDecl>(P->getDeclContext());
    if (!FD || FD->getBody() == Directive)
      return true;
    Where = "'" + V->getNameAsString() + "' is a parameter, whose scope is the top level of the function's body";
  } else {
    if (scopeOf(V, Ctx) == Directive)
      return true;
    Where = "'" + V->getNameAsString() + "' is declared in an enclosing block";
  }
  Diags.error(E->getBeginLoc(), "a variable in a 'declare' directive must be declared in the same scope as the "
                                "directive (2.13): " + Where);
  Diags.note(V->getLocation(), "'" + V->getNameAsString() + "' is declared here");
  return false;
}

class Collector : public ASTWalk<Collector> {
public:
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitOpenACCDeclareDecl(OpenACCDeclareDecl *D) {
    Directives.push_back(D);
    return true;
  }
  std::vector<const OpenACCDeclareDecl *> Directives;
};

} // namespace

std::string DeclaredVariables::useSuffix(const DeclaredVar &V) {
  return V.Kind == ACORN_MAP_LINK ? ", (*" + V.DeviceName + "))"
                                   : ", " + V.DeviceName + (V.Storage ? ".__acorn_value)" : ")");
}

const DeclaredVar *DeclaredVariables::find(const ValueDecl *V) const {
  const auto *VD = dyn_cast_or_null<VarDecl>(V);
  if (!VD)
    return nullptr;
  auto It = Index.find(VD->getCanonicalDecl());
  return It == Index.end() ? nullptr : &Vars[It->second];
}

std::vector<const DeclaredVar *> DeclaredVariables::globals() const {
  std::vector<const DeclaredVar *> Out;
  for (const DeclaredVar &V : Vars)
    if (V.Global)
      Out.push_back(&V);
  return Out;
}

bool DeclaredVariables::add(const OpenACCDeclareDecl *D, const Expr *E, acorn_map_kind Kind,
                            OpenACCClauseKind Clause, const SourceText &Text, Reporter &Diags) {
  const auto *V = dyn_cast_or_null<VarDecl>(rootVariable(E));
  if (!V) {
    Diags.unsupported(E->getBeginLoc(), "this declare item (only variables and sections of them are)");
    return false;
  }
  if (!checkSameScope(D, E, V, Diags))
    return false;
  std::string Name = "'" + clauseName(Clause) + "'";
  bool Section = !isa<DeclRefExpr>(E->IgnoreParenImpCasts());
  bool Static = V->isStaticLocal();
  bool Global = V->hasGlobalStorage() && !Static;
  if (Static && Section) {
    Diags.error(E->getBeginLoc(), "an array section of a function-static variable cannot appear in a declare "
                                  "directive: name the whole variable ('" +
                                      V->getNameAsString() + "')");
    return false;
  }
  if (Static && Kind != ACORN_MAP_CREATE && Kind != ACORN_MAP_COPYIN && Kind != ACORN_MAP_DEVICEPTR) {
    // Its device copy lives as long as the variable: nothing to copy out at a scope's end.
    Diags.error(E->getBeginLoc(), "a function-static variable can appear only in create, copyin, "
                                  "device_resident and deviceptr clauses of a declare directive, not in " +
                                      Name);
    return false;
  }
  if (Global && Section) {
    // 2.13: the device copy of a global is the variable, for the whole program.
    Diags.error(E->getBeginLoc(), "an array section of a global variable cannot appear in a declare "
                                  "directive: name the whole variable ('" +
                                      V->getNameAsString() + "')");
    return false;
  }
  if (Section && (Clause == OpenACCClauseKind::DeviceResident || Clause == OpenACCClauseKind::DevicePtr)) {
    Diags.error(E->getBeginLoc(), "an array section cannot appear in a " + Name +
                                      " clause of a declare directive: the clause applies to whole "
                                      "variables (sections of function variables may appear in copy, "
                                      "copyin, copyout, create and present)");
    return false;
  }
  if (Global && Kind != ACORN_MAP_CREATE && Kind != ACORN_MAP_COPYIN && Kind != ACORN_MAP_LINK &&
      Kind != ACORN_MAP_DEVICEPTR) {
    // Clang reports these at global scope and for extern variables; a static data member can
    // reach here.
    Diags.error(E->getBeginLoc(), "a global variable can appear only in create, copyin, device_resident, "
                                  "deviceptr and link clauses of a declare directive, not in " +
                                      Name);
    return false;
  }
  QualType T = V->getType();
  if (Global && T->isIncompleteArrayType()) {
    Diags.unsupported(E->getBeginLoc(), "a declared global array of unknown size ('" + V->getNameAsString() +
                                            "'; declare it where its size is known)");
    return false;
  }
  if (Global && (T->isDependentType() || (needsConstruction(T) && !constructedButTrivial(T)))) {
    Diags.unsupported(E->getBeginLoc(), "a declared global whose type has constructors or a destructor, or "
                                        "depends on a template parameter ('" +
                                            V->getNameAsString() + "')");
    return false;
  }
  if (Global && V->isStaticDataMember() && V->isInline()) {
    Diags.unsupported(E->getBeginLoc(), "a declared inline static data member");
    return false;
  }
  // The lowered code names a declared static member from outside its class (its device copy, the
  // table that registers it), by the class's name without template arguments.
  if (Global && V->isStaticDataMember())
    for (const Decl *Member = V; const auto *RD = dyn_cast<CXXRecordDecl>(Member->getDeclContext());
         Member = RD) {
      std::string Name = "'" + V->getQualifiedNameAsString() + "'";
      if (isa<ClassTemplateSpecializationDecl>(RD)) {
        Diags.unsupported(E->getBeginLoc(), "a declared static data member of a class template specialization (" +
                                                Name + ")");
        return false;
      }
      if (Member->getAccess() != AS_public && Member->getAccess() != AS_none) {
        Diags.unsupported(E->getBeginLoc(), "a declared private or protected static data member (" + Name + ")");
        return false;
      }
    }
  const VarDecl *Canon = V->getCanonicalDecl();
  if (auto It = Index.find(Canon); It != Index.end()) {
    // The same global declared again (an extern declaration and the definition, each followed by
    // its declare, as 2.13.1 asks): the clauses must agree.
    if (Global && Vars[It->second].Kind == Kind)
      return true;
    Diags.error(E->getBeginLoc(), "'" + V->getNameAsString() +
                                      "' already appears in a declare directive with another clause");
    return false;
  }
  DeclaredVar Out;
  Out.Var = Canon;
  Out.Directive = D;
  Out.Item = E;
  Out.Kind = Kind;
  Out.Global = Global;
  Out.DeviceResident = Clause == OpenACCClauseKind::DeviceResident;
  Out.FunctionStatic = Static;
  bool Cxx = Text.langOptions().CPlusPlus;
  if (Global)
    Out.DeviceName = deviceName(V, Kind == ACORN_MAP_LINK, Cxx);
    Out.Storage = Global && Kind != ACORN_MAP_LINK && needsConstruction(V->getType());
  Out.HostName = Cxx ? hostName(V) : V->getName().str();
  Index[Canon] = Vars.size();
  Vars.push_back(Out);
  return true;
}

bool DeclaredVariables::collect(ASTContext &Ctx, const SourceText &Text, Reporter &Diags) {
  Collector C;
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  bool OK = true;
  for (const OpenACCDeclareDecl *D : C.Directives) {
    if (!Text.isUserCode(D->getBeginLoc()))
      continue;
    for (const OpenACCClause *Clause : D->clauses()) {
      std::optional<acorn_map_kind> Kind = dataClauseKind(Clause);
      if (!Kind) {
        Diags.unsupported(Clause->getBeginLoc(), "the '" + clauseName(Clause->getClauseKind()) +
                                                     "' clause on 'declare'");
        OK = false;
        continue;
      }
      for (const Expr *E : dataClauseItems(Clause))
        OK &= add(D, E, *Kind, Clause->getClauseKind(), Text, Diags);
    }
  }
  return OK;
}

std::vector<const DeclRefExpr *> usesWithoutDeviceCopy(const Stmt *Body, const DeclaredVariables &Declared,
                                                       const ASTContext &Ctx) {
  class Finder : public ASTWalk<Finder> {
  public:
    const DeclaredVariables &Declared;
    const ASTContext &Ctx;
    std::vector<const DeclRefExpr *> Uses;
    llvm::SmallPtrSet<const VarDecl *, 4> Seen;
    Finder(const DeclaredVariables &Declared, const ASTContext &Ctx) : Declared(Declared), Ctx(Ctx) {}
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      const auto *V = dyn_cast<VarDecl>(E->getDecl());
      if (!V || !V->hasGlobalStorage() || Declared.find(V) || !Seen.insert(V->getCanonicalDecl()).second)
        return true;
      // Constants need no copy: C's device unit defines them again, and CUDA makes a const
      // variable with a constant initializer a device constant.
      const Expr *Init = V->getAnyInitializer();
      // (In a template, `static constexpr T k = T(2)`: constexpr, its initializer not yet known.)
      bool Constant = V->isConstexpr() ||
                      (V->getType().isConstQualified() && Init &&
                       (!Ctx.getLangOpts().CPlusPlus || Init->isValueDependent() ||
                        Init->isConstantInitializer(const_cast<ASTContext &>(Ctx), false)));
      if (!Constant)
        Uses.push_back(E);
      return true;
    }
  } F(Declared, Ctx);
  F.TraverseStmt(const_cast<Stmt *>(Body));
  return F.Uses;
}

std::vector<const DeclaredVar *> declaredStatics(const OpenACCDeclareDecl *D, const DeclaredVariables &Declared) {
  std::vector<const DeclaredVar *> Out;
  for (const OpenACCClause *Clause : D->clauses())
    for (const Expr *E : dataClauseItems(Clause))
      if (const DeclaredVar *V = Declared.find(rootVariable(E));
          V && V->FunctionStatic && V->Directive == D && V->Kind != ACORN_MAP_DEVICEPTR &&
          !llvm::is_contained(Out, V))
        Out.push_back(V);
  return Out;
}

bool declareRegionMaps(const OpenACCDeclareDecl *D, const DeclaredVariables &Declared, const ASTContext &Ctx,
                       Reporter &Diags, std::vector<MapItem> &Maps) {
  ClauseSet Clauses = readClauses(D->clauses());
  std::vector<MapItem> All;
  bool OK = collectMapItems(Clauses, Ctx, Diags, All);
  for (const MapItem &M : All) {
    if (M.PointerRows) {
      Diags.unsupported(M.Loc, "a section of a pointer to pointers in a 'declare' directive");
      OK = false;
      continue;
    }
    const DeclaredVar *V = Declared.find(M.Var);
    if (V && !V->Global && !V->FunctionStatic)
      Maps.push_back(M);
  }
  for (const MapItem &A : attachItems(Maps))
    Maps.push_back(A);
  return OK;
}

} // namespace acorn
