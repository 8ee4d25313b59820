// The declare directive (2.13), from the plan of analysis/Declare:
//   - in a function: a data region from the directive to the end of its scope (declareScope);
//     function-static variables are registered once, when the directive is first reached
//     (declareStatics);
//   - globals: the directive goes; the device copy is declared next to the variable (C++) or in
//     the device unit (C), device functions name it through ACORN_DECLARED, and the unit that
//     defines the variable registers it before the program's constructors (declareRegistration).
#include "lower/HostLowering.h"

#include "lower/RuntimeABI.h"
#include "analysis/CanonicalLoop.h"


#include <map>
#include <set>

using namespace clang;

namespace acorn {

namespace {

/// The definition (or C tentative definition) of V in this unit, if it is in the user's code.
const VarDecl *definitionHere(const VarDecl *V, const SourceText &Text) {
  const VarDecl *Def = V->getDefinition();
  for (const VarDecl *R : V->redecls()) // C: a tentative definition acts as the definition
    if (!Def && R->isThisDeclarationADefinition() != VarDecl::DeclarationOnly)
      Def = R;
  return Def && Text.isUserCode(Def->getLocation()) ? Def : nullptr;
}

bool internal(const VarDecl *V) { return !V->hasExternalFormalLinkage(); }

/// Rewrites the uses of declared globals in device code into ACORN_DECLARED(use, device copy),
/// except those of Own; lists those in macro expansions (MacroUses). A directive's clauses are not
/// device code (their line goes; what they compute, the host does or the compiler knows).
class UseRewriter : public ASTWalk<UseRewriter> {
public:
  UseRewriter(const DeclaredVariables &Declared, const SourceText &Text, Rewriter &RW, std::set<const Expr *> &Done,
              const std::set<const ValueDecl *> &Own)
      : Declared(Declared), Text(Text), RW(RW), Done(Done), Own(Own) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const DeclaredVar *V = Declared.find(E->getDecl());
    // Each use is decided once, by the first walk that reaches it (a region's, a routine's, before
    // that of the device functions); one in a macro is left to each walk's caller.
    if (!V || !V->Global || Done.count(E))
      return true;
    if (Own.count(E->getDecl())) {
      Done.insert(E);
      return true;
    }
    if (E->getBeginLoc().isMacroID() || E->getEndLoc().isMacroID()) {
      MacroUses.push_back(E);
      return true;
    }
    Done.insert(E);
    // After text already inserted at the same place (casts, a loop's new header).
    RW.InsertTextAfter(E->getBeginLoc(), DeclaredVariables::usePrefix());
    RW.InsertTextAfter(Text.afterToken(E->getEndLoc()), DeclaredVariables::useSuffix(*V));
    return true;
  }
  bool TraverseOpenACCComputeConstruct(OpenACCComputeConstruct *S) { return traverseStatement(S); }
  bool TraverseOpenACCLoopConstruct(OpenACCLoopConstruct *S) { return traverseStatement(S); }
  bool TraverseOpenACCCombinedConstruct(OpenACCCombinedConstruct *S) { return traverseStatement(S); }
  bool TraverseOpenACCAtomicConstruct(OpenACCAtomicConstruct *S) { return traverseStatement(S); }
  std::vector<const DeclRefExpr *> MacroUses;

private:
  template <class Construct> bool traverseStatement(Construct *S) {
    for (Stmt *Child : S->children()) // the associated statement (children() is not virtual)
      if (Child && !TraverseStmt(Child))
        return false;
    return true;
  }
  const DeclaredVariables &Declared;
  const SourceText &Text;
  Rewriter &RW;
  std::set<const Expr *> &Done;
  const std::set<const ValueDecl *> &Own;
};

} // namespace

bool HostLowering::VisitOpenACCDeclareDecl(OpenACCDeclareDecl *D) {
  if (!Text.isUserCode(D->getBeginLoc()))
    return true;
  Found = true;
  CharSourceRange R = Text.directiveRange(D->getBeginLoc(), D->getEndLoc());
  std::string Code;
  if (D->getDeclContext()->isFunctionOrMethod()) {
    if (CurrentFunction && isRoutine(CurrentFunction)) {
      Diags.unsupported(D->getBeginLoc(), "a declare directive in a routine function");
      OK = false;
      return true;
    }
    std::vector<MapItem> Maps;
    OK &= declareRegionMaps(D, Declared, Ctx, Diags, Maps);
    std::string Suffix =
        "_" + std::to_string(Text.line(D->getBeginLoc())) + "_" + std::to_string(Text.column(D->getBeginLoc()));
    // Function-static variables: a device copy from here to the program's end, registered once.
    if (std::vector<const DeclaredVar *> Statics = declaredStatics(D, Declared); !Statics.empty())
      Code = abi::declareStatics(Statics, Text, D->getBeginLoc(), Suffix);
    if (!Maps.empty())
      Code += abi::declareScope(Maps, Text, D->getBeginLoc(), Suffix);
  }
  HostRW.ReplaceText(R, Code + std::string(Text.newlinesIn(R), '\n'));
  return true;
}

std::vector<const DeclRefExpr *> HostLowering::rewriteDeclaredUses(const Stmt *Body, Rewriter &RW,
                                                                   const OwnVariables &Own) {
  if (Declared.empty() || !Body)
    return {};
  UseRewriter W(Declared, Text, RW, RewrittenUses, Own);
  W.TraverseStmt(const_cast<Stmt *>(Body));
  return W.MacroUses;
}

// The body becomes `{ shadows { body } }`: a local of the body's top level may have the name of
// a global a macro named before it.
void HostLowering::rewriteDeclaredUsesInFunction(const Stmt *Body, Rewriter &RW, const OwnVariables &Own) {
  std::vector<const DeclRefExpr *> MacroUses = rewriteDeclaredUses(Body, RW, Own);
  if (MacroUses.empty() || ShadowedBodies.count(Body))
    return;
  const auto *CS = dyn_cast<CompoundStmt>(Body);
  if (!CS || CS->getLBracLoc().isMacroID() || CS->getRBracLoc().isMacroID()) {
    Diags.unsupported(Text.sourceManager().getExpansionLoc(MacroUses.front()->getBeginLoc()),
                      "a declared global named in a macro expansion, in a function whose body is a "
                      "function-try-block or whose braces a macro writes");
    OK = false;
    return;
  }
  std::string Shadows = declaredShadows(MacroUses);
  if (Shadows.empty())
    return;
  ShadowedBodies.insert(Body);
  RW.InsertTextAfter(Text.afterToken(CS->getLBracLoc()), " " + Shadows + "{");
  RW.InsertTextBefore(CS->getRBracLoc(), "} ");
}

// A macro's text is the host code's too: device code declares, before the code the expansion is
// in, a reference of the global's name to its device copy (the host's variable in host code). Bound
// to a variable, the reference is usable in constant expressions: a lambda in the code names it
// without capturing it. A qualified name (`ns::u`) finds no local: an error.
std::string HostLowering::declaredShadows(const std::vector<const DeclRefExpr *> &MacroUses) {
  std::string Out;
  std::map<std::string, const DeclaredVar *> ByName;
  for (const DeclRefExpr *E : MacroUses) {
    const DeclaredVar *V = Declared.find(E->getDecl());
    std::string Name = V->Var->getNameAsString();
    bool Qualified = E->hasQualifier();
    auto [It, New] = Qualified ? std::make_pair(ByName.end(), false) : ByName.insert({Name, V});
    if (Qualified || It->second != V) {
      Diags.unsupported(Text.sourceManager().getExpansionLoc(E->getBeginLoc()),
                        std::string(Qualified ? "a declared global named with a qualifier"
                                              : "two declared globals of one name named") +
                            " in a macro expansion in device code ('" + V->Var->getQualifiedNameAsString() +
                            "': device code names the device copy by the variable's plain name)");
      OK = false;
      continue;
    }
    if (New)
      Out += "auto &" + Name + " = " + DeclaredVariables::usePrefix() + V->HostName +
             DeclaredVariables::useSuffix(*V) + "; ";
  }
  return Out;
}

void HostLowering::rewriteDeclaredUsesInAtomics(const Stmt *Body, Rewriter &RW, const OwnVariables &Own) {
  class Atomics : public ASTWalk<Atomics> {
  public:
    HostLowering &H;
    Rewriter &RW;
    const OwnVariables &Own;
    Atomics(HostLowering &H, Rewriter &RW, const OwnVariables &Own) : H(H), RW(RW), Own(Own) {}
    bool TraverseOpenACCAtomicConstruct(OpenACCAtomicConstruct *A) {
      H.rewriteDeclaredUses(A, RW, Own);
      return true;
    }
  };
  if (!Declared.empty() && Body)
    Atomics(*this, RW, Own).TraverseStmt(const_cast<Stmt *>(Body));
}

void HostLowering::rewriteDeclaredUsesInLoopHeaders(const ComputePlan &Plan, const LaunchUnit &U,
                                                    const OwnVariables &Own) {
  if (Declared.empty())
    return;
  for (const LoopPlan *L : loopsOf(Plan, U))
    for (const ForStmt *F : collapsedNest(L->For, L->Collapse, L->CollapseForce))
      for (const Stmt *Part : {F->getInit(), static_cast<const Stmt *>(F->getCond()), static_cast<const Stmt *>(F->getInc())})
        rewriteDeclaredUses(Part, HostRW, Own);
}

std::vector<const DeclaredVar *> HostLowering::definedGlobals() const {
  std::vector<const DeclaredVar *> Out;
  for (const DeclaredVar *G : Declared.globals())
    if (definitionHere(G->Var, Text))
      Out.push_back(G);
  return Out;
}

// Registered early, before the program's constructors (abi::declareRegistration), or, copyin, after
// the unit's, which may compute the initial value its registration reads.
std::vector<const DeclaredVar *> HostLowering::definedGlobals(bool Early) const {
  std::vector<const DeclaredVar *> Out;
  for (const DeclaredVar *G : definedGlobals())
    if ((G->Kind != ACORN_MAP_COPYIN) == Early)
      Out.push_back(G);
  return Out;
}

std::string HostLowering::declareSymbolName(bool Early) const {
  return "__acorn_declare_symbol_" + unitHash("") + (Early ? "" : "_late");
}

// The place just after the ';' that ends the declaration at Loc.
static SourceLocation afterSemicolon(SourceLocation Loc, const SourceText &Text) {
  SourceManager &SM = Text.sourceManager();
  Loc = SM.getExpansionLoc(Loc);
  const char *Begin = SM.getCharacterData(Loc);
  const char *P = Begin;
  while (*P && *P != ';')
    ++P;
  return Loc.getLocWithOffset(P - Begin + (*P ? 1 : 0));
}

// Whether a global's type T can be spelled before the class Outer: through pointers and arrays,
// a builtin type, or a class or enum declared (forward, at least) before Outer and outside it.
static bool spelledBefore(QualType T, const RecordDecl *Outer, const SourceText &Text) {
  const Type *Core = T.getCanonicalType().getTypePtr();
  while (isa<PointerType, ArrayType>(Core))
    Core = (isa<PointerType>(Core) ? cast<PointerType>(Core)->getPointeeType()
                                   : cast<ArrayType>(Core)->getElementType())
               .getCanonicalType()
               .getTypePtr();
  if (Core->isBuiltinType())
    return true;
  const TagDecl *Tag = Core->getAsTagDecl();
  if (!Tag || !Tag->getIdentifier() || isa<ClassTemplateSpecializationDecl>(Tag))
    return false;
  for (const DeclContext *DC = Tag->getDeclContext(); DC; DC = DC->getParent())
    if (DC == Outer || DC->isFunctionOrMethod())
      return false;
  const SourceManager &SM = Text.sourceManager();
  return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Tag->getFirstDecl()->getBeginLoc()),
                                      SM.getExpansionLoc(Outer->getBeginLoc()));
}

// The namespace (or the translation unit) a declaration is in, beyond its classes.
static const DeclContext *enclosingNamespace(const DeclContext *DC) {
  while (!isa<NamespaceDecl, TranslationUnitDecl>(DC))
    DC = DC->getParent();
  return DC->getPrimaryContext();
}

// The namespaces a declaration written after Def opens and closes to be in the namespace of Def's
// variable: a definition qualified by its namespace (`double ns::g = 1;`, `double ns::C::s[4];`)
// may be in an enclosing one.
static std::pair<std::string, std::string> namespacesToVariable(const VarDecl *Def) {
  const DeclContext *Lexical = enclosingNamespace(Def->getLexicalDeclContext());
  std::string Open, Close;
  for (const DeclContext *DC = enclosingNamespace(Def->getDeclContext()); DC != Lexical;
       DC = enclosingNamespace(DC->getParent())) {
    const auto *NS = dyn_cast<NamespaceDecl>(DC);
    if (!NS) // C++ requires the definition in an enclosing namespace
      return {"", ""};
    Open = std::string(NS->isInline() ? "inline " : "") + "namespace " + NS->getName().str() + " { " + Open;
    Close += " }";
  }
  return {Open, Close};
}

// C++: each global's device copy is declared in the variable's namespace, after its first
// declaration (after the outermost class for a static data member) and defined after its
// definition; the main file ends with the registration of the globals it defines.
void HostLowering::lowerDeclaredGlobalsCxx() {
  for (const DeclaredVar *G : Declared.globals()) {
    const VarDecl *First = G->Var->getFirstDecl();
    const VarDecl *Def = definitionHere(G->Var, Text);
    StringRef Local = StringRef(G->DeviceName).rsplit("::").second;
    std::string Type = "ACORN_COPY_TYPE(" + G->HostName + ")" + (G->Kind == ACORN_MAP_LINK ? " *" : " ");
    if (G->Storage)
      Type = "::__acorn_DeviceStorage<" + Type + "> ";
    SourceLocation FirstEnd;
    if (First->isStaticDataMember()) {
      const auto *Outer = cast<RecordDecl>(First->getDeclContext());
      while (const auto *Parent = dyn_cast<RecordDecl>(Outer->getDeclContext()))
        Outer = Parent;
      FirstEnd = afterSemicolon(Outer->getEndLoc(), Text);
      // Member functions defined in the class may use it: where its type can be spelled before
      // the class, it is declared there too.
      if (!G->Storage && G->Kind != ACORN_MAP_LINK && spelledBefore(First->getType(), Outer, Text) &&
          Text.isUserCode(Outer->getBeginLoc()) && !Outer->getDescribedTemplate()) {
        std::string Early;
        llvm::raw_string_ostream OS(Early);
        PrintingPolicy Policy(Ctx.getLangOpts());
        Policy.FullyQualifiedName = true;
        First->getType().getCanonicalType().getUnqualifiedType().print(OS, Policy, Local);
        HostRW.InsertTextBefore(Outer->getBeginLoc(), "ACORN_GPU_ONLY(extern __device__ " + OS.str() + ";) ");
      }
    } else {
      FirstEnd = afterSemicolon(First->getEndLoc(), Text);
    }
    if (!Text.isUserCode(FirstEnd))
      continue;
    bool FirstIsDef = Def && Def->getCanonicalDecl() == First && First->isThisDeclarationADefinition();
    // The copy of an extern "C" global has C linkage wherever it is declared (in a namespace
    // too), as a C file's device unit names it.
    bool C = G->Var->isExternC();
    std::string Open = C ? "extern \"C\" { " : "", Close = C ? " }" : "";
    if (internal(G->Var) || FirstIsDef) {
      // An inline variable (C++17) is defined by every unit that includes it: so is its copy.
      std::string Storage = internal(G->Var) ? "static " : G->Var->isInline() ? "inline " : "";
      HostRW.InsertTextAfter(FirstEnd, " ACORN_GPU_ONLY(" + Open + Storage + "__device__ " + Type + Local.str() + ";" +
                                           Close + ")");
      continue;
    }
    HostRW.InsertTextAfter(FirstEnd, " ACORN_GPU_ONLY(" + Open + "extern __device__ " + Type + Local.str() + ";" +
                                         Close + ")");
    if (Def) {
      auto [OpenNS, CloseNS] = namespacesToVariable(Def);
      HostRW.InsertTextAfter(afterSemicolon(Def->getEndLoc(), Text), " ACORN_GPU_ONLY(" + OpenNS + Open + "__device__ " +
                                                                         Type + Local.str() + ";" + Close + CloseNS + ")");
    }
  }
  std::string Out;
  for (bool Early : {true, false}) {
    std::vector<const DeclaredVar *> Globals = definedGlobals(Early);
    std::string Symbol = std::string("__acorn_declare_symbol") + (Early ? "" : "_late");
    if (!Globals.empty())
      Out += abi::declareSymbolFunction(Globals, Symbol, "static ") +
             abi::declareRegistration(Globals, Text, Symbol, Early, /*Cxx=*/true);
  }
  if (Out.empty())
    return;
  SourceManager &SM = Text.sourceManager();
  HostRW.InsertTextAfter(SM.getLocForEndOfFile(SM.getMainFileID()), "\n" + Out);
}

// C: the device unit declares (or defines, where this unit defines the variable) each global's
// device copy after the global itself.
std::string HostLowering::deviceCopiesC(const std::vector<const VarDecl *> &Globals) {
  std::string Out;
  std::set<const VarDecl *> Seen;
  for (const VarDecl *V : Globals)
    Seen.insert(V->getCanonicalDecl());
  for (const DeclaredVar *G : Declared.globals()) {
    bool Defined = definitionHere(G->Var, Text);
    if (!Defined && !Seen.count(G->Var))
      continue;
    if (!Seen.count(G->Var))
      Out += deviceGlobal(G->Var);
    // The copy of a global of external linkage has C linkage: C++ files name it so too.
    std::string Storage = internal(G->Var) ? "static " : Defined ? "extern \"C\" { " : "extern \"C\" { extern ";
    Out += "ACORN_GPU_ONLY(" + Storage + "__device__ ACORN_COPY_TYPE(" + G->HostName + ") " +
           (G->Kind == ACORN_MAP_LINK ? "*" : "") + G->DeviceName + ";" + (internal(G->Var) ? "" : " }") + ")\n";
  }
  for (bool Early : {true, false})
    if (std::vector<const DeclaredVar *> Defined = definedGlobals(Early); !Defined.empty())
      Out += abi::declareSymbolFunction(Defined, declareSymbolName(Early), "extern \"C\" " + std::string(abi::Hidden));
  return Out;
}

std::string HostLowering::declareRegistrationC() {
  std::string Out;
  for (bool Early : {true, false})
    if (std::vector<const DeclaredVar *> Defined = definedGlobals(Early); !Defined.empty())
      Out += "\n" + std::string(abi::Hidden) + "const void *" + declareSymbolName(Early) + "(int);\n" +
             abi::declareRegistration(Defined, Text, declareSymbolName(Early), Early, /*Cxx=*/false);
  return Out;
}

} // namespace acorn
