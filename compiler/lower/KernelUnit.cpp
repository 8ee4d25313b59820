// C: the device unit holds only what device code needs, compiled as CUDA C++ inside a namespace
// (so that user names such as `float3` or `max` cannot clash with CUDA's or C++'s): the system
// headers the file includes, the user types, prototypes, globals and function definitions device
// code uses (DeviceDecls), and the outlined regions. Its text comes from the preprocessed file,
// so no macro or header of the user's is needed, and CAsCxx keeps the meaning C gave it.
// Functions and globals of external linkage keep C's names there (`extern "C"` inside the
// namespace), so the device code of C and C++ files of one program calls and names the same
// symbols; static and inline functions are the file's own and stay namespaced.
#include "lower/HostLowering.h"
#include "lower/RuntimeABI.h"

#include "lower/CAsCxx.h"
#include "lower/LowerCompoundLiterals.h"
#include "lower/LowerVLA.h"

#include "frontend/ASTWalk.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace acorn {

static std::string lineDirective(const SourceText &Text, SourceLocation Loc) {
  return "#line " + std::to_string(Text.line(Loc)) + " \"" + cString(Text.fileName(Loc)) + "\"\n" +
         std::string(Text.column(Loc) - 1, ' ');
}

std::string HostLowering::deviceText(SourceLocation Begin, SourceLocation End) const {
  return BodyRW.getRewrittenText(CharSourceRange::getCharRange(Begin, End));
}

// Where a type declaration's text ends. Clang's range stops at the closing brace or the typedef's
// name, before the GNU attributes written after it (`} __attribute__((packed))`, `T
// __attribute__((vector_size(16)))`), which are part of the type.
SourceLocation HostLowering::declarationEnd(const Decl *D) const {
  const SourceManager &SM = Text.sourceManager();
  SourceLocation Last = D->getEndLoc();
  const StringRef Attributes[] = {"__attribute__", "__attribute", "__declspec"};
  for (;;) {
    std::optional<Token> Tok = Lexer::findNextToken(Last, SM, Text.langOptions());
    if (!Tok || !Tok->is(tok::raw_identifier) || !llvm::is_contained(Attributes, Tok->getRawIdentifier()))
      break;
    int Depth = 0;
    do { // through its parenthesized arguments
      Tok = Lexer::findNextToken(Tok->getLocation(), SM, Text.langOptions());
      if (!Tok || (Depth == 0 && !Tok->is(tok::l_paren)))
        return Text.afterToken(Last);
      Depth += Tok->is(tok::l_paren) - Tok->is(tok::r_paren);
    } while (Depth > 0);
    Last = Tok->getLocation();
  }
  return Text.afterToken(Last);
}

std::string HostLowering::withPack(unsigned Pack, const std::string &Definition) {
  if (!Pack)
    return Definition;
  return "#pragma pack(push, " + std::to_string(Pack) + ")\n" + Definition + "#pragma pack(pop)\n";
}

// C gives a struct or enum defined inside a struct the file's scope; in C++ it would be a member
// (`struct inner` and its enumerators unknown outside). Each is defined before the struct holding
// it, which names it instead (an enum without a name gets one). Returns those definitions.
std::string HostLowering::hoistNestedTags(const Decl *D) {
  const auto *Holder = dyn_cast<RecordDecl>(D);
  if (const auto *TD = dyn_cast<TypedefNameDecl>(D)) // `typedef struct { ... } T;`
    if (const TagDecl *Tag = TD->getUnderlyingType()->getAsTagDecl(); Tag && TD->getSourceRange().fullyContains(Tag->getSourceRange()))
      Holder = dyn_cast<RecordDecl>(Tag);
  std::string Out;
  if (!Holder)
    return Out;
  for (const Decl *Member : Holder->decls()) {
    const auto *Tag = dyn_cast<TagDecl>(Member);
    if (!Tag || !Tag->isThisDeclarationADefinition() || (!Tag->getIdentifier() && !isa<EnumDecl>(Tag)) ||
        !HoistedTags.insert(Tag).second) // a typedef and its struct hold the same tags
      continue;
    Out += hoistNestedTags(Tag);
    std::string Name = Tag->getIdentifier() ? Tag->getName().str() : "__acorn_enum" + std::to_string(HoistedTags.size());
    SourceLocation Begin = Tag->getBeginLoc(), End = declarationEnd(Tag);
    std::string Definition = deviceText(Begin, End);
    if (!Tag->getIdentifier()) // `enum {` -> `enum __acorn_enumN {`
      Definition.insert(Definition.find('{'), Name + " ");
    Out += withPack(packOf(Tag), lineDirective(Text, Begin) + Definition + ";\n");
    BodyRW.ReplaceText(CharSourceRange::getCharRange(Begin, End), Tag->getKindName().str() + " " + Name);
  }
  return Out;
}

// Type declarations: a typedef and the struct it defines share their text, so overlapping ranges
// are emitted once, under the struct's pack.
std::string HostLowering::deviceTypes(const DeviceDecls &Needed) {
  struct Range {
    SourceLocation Begin, End;
    std::string Hoisted;
    unsigned Pack;
  };
  std::vector<Range> Ranges;
  for (const Decl *D : Needed.types())
    Ranges.push_back({D->getBeginLoc(), declarationEnd(D), hoistNestedTags(D), packOf(D)});
  std::string Out;
  const SourceManager &SM = Ctx.getSourceManager();
  for (size_t I = 0; I < Ranges.size();) {
    auto [Begin, End, Hoisted, Pack] = Ranges[I];
    for (++I; I < Ranges.size() && SM.isBeforeInTranslationUnit(Ranges[I].Begin, End); ++I) {
      Hoisted += Ranges[I].Hoisted;
      Pack = std::max(Pack, Ranges[I].Pack);
      if (SM.isBeforeInTranslationUnit(End, Ranges[I].End))
        End = Ranges[I].End;
    }
    Out += Hoisted + withPack(Pack, lineDirective(Text, Begin) + deviceText(Begin, End) + ";\n");
  }
  return Out;
}

HostLowering::DeviceSymbol HostLowering::deviceSymbol(const FunctionDecl *FD) const {
  if (!FD->hasExternalFormalLinkage() || FD->isMain())
    return DeviceSymbol::Namespaced;
  for (const FunctionDecl *R : FD->redecls())
    if (R->isInlineSpecified()) // C99 inline: every file that calls it defines it
      return DeviceSymbol::Namespaced;
  const FunctionDecl *Def = FD->getDefinition();
  if (!Def || !Text.isUserCode(Def->getLocation()))
    return DeviceSymbol::CDeclared;
  // A body with directives (orphaned loops, atomics) is lowered here only: this unit's copy is
  // the program's function on the host too, and the C unit's becomes weak (buildKernelUnit).
  return containsDirective(Def->getBody()) ? DeviceSymbol::CDefined : DeviceSymbol::CHostInline;
}

// `extern "C" { <Prefix>Declaration }` for a function of C linkage.
std::string HostLowering::withLinkage(const FunctionDecl *FD, const std::string &Declaration) const {
  switch (deviceSymbol(FD)) {
  case DeviceSymbol::Namespaced:
    return Declaration;
  case DeviceSymbol::CHostInline:
    return "extern \"C\" {\nACORN_C_HOST_INLINE\n" + Declaration + "}\n";
  default:
    return "extern \"C\" {\n" + Declaration + "}\n";
  }
}

// C: a function declared without a prototype (`double weight();`) and defined in another file
// is called with its arguments' promoted types (C11 6.5.2.2p6), but C++ reads `()` as no
// parameters: the unit declares it with the parameter types of its first call ("" if none).
static std::string promotedPrototype(const FunctionDecl *FD, ASTContext &Ctx) {
  struct FirstCall : ASTWalk<FirstCall> {
    const FunctionDecl *Callee = nullptr;
    const CallExpr *Found = nullptr;
    bool VisitCallExpr(CallExpr *C) {
      const FunctionDecl *D = C->getDirectCallee();
      if (D && D->getCanonicalDecl() == Callee)
        Found = C;
      return !Found;
    }
  } Walk;
  Walk.Callee = FD->getCanonicalDecl();
  Walk.TraverseDecl(Ctx.getTranslationUnitDecl());
  if (!Walk.Found)
    return "";
  PrintingPolicy Policy = Ctx.getPrintingPolicy();
  std::string Params;
  for (const Expr *Arg : Walk.Found->arguments())
    Params += (Params.empty() ? "" : ", ") + Arg->getType().getUnqualifiedType().getAsString(Policy);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  FD->getReturnType().print(OS, Policy, FD->getName().str() + "(" + (Params.empty() ? "void" : Params) + ")");
  return OS.str();
}

// A function's declaration without its body. A C name that is a C++ keyword is renamed in the
// unit (CAsCxx): its symbol keeps C's name.
std::string HostLowering::devicePrototype(const FunctionDecl *FD) {
  std::string Label;
  if (deviceSymbol(FD) != DeviceSymbol::Namespaced && cxxName(FD->getName()) != FD->getName())
    Label = " __asm__(\"" + FD->getName().str() + "\")";
  if (!FD->hasPrototype() && !FD->getDefinition())
    if (std::string Promoted = promotedPrototype(FD, Ctx); !Promoted.empty())
      return withLinkage(FD, lineDirective(Text, FD->getBeginLoc()) + "ACORN_HD " + Promoted + Label + ";\n");
  for (const FunctionDecl *R : FD->redecls())
    if (!R->doesThisDeclarationHaveABody() && Text.isUserCode(R->getLocation()))
      return withLinkage(FD, lineDirective(Text, R->getBeginLoc()) + "ACORN_HD " +
                                 deviceText(R->getBeginLoc(), Text.afterToken(R->getEndLoc())) + Label + ";\n");
  const FunctionDecl *Def = FD->getDefinition();
  return withLinkage(FD, lineDirective(Text, Def->getBeginLoc()) + "ACORN_HD " +
                             deviceText(Def->getBeginLoc(), Def->getBody()->getBeginLoc()) + Label + ";\n");
}

// Globals device code names: constants are defined again (device code reads them as they are);
// other globals are declared, so that device functions and captures have their types.
std::string HostLowering::deviceGlobal(const VarDecl *V) {
  const VarDecl *Def = V->getDefinition();
  for (const VarDecl *R : V->redecls()) // C: a tentative definition acts as the definition
    if (!Def && R->isThisDeclarationADefinition() != VarDecl::DeclarationOnly)
      Def = R;
  if (!Def)
    Def = V;
  if (!Text.isUserCode(Def->getLocation()))
    return "";
  // C merges the declarations' types: the latest is the most complete (`extern double x[];` then
  // `double x[100];` is an array of 100), as the device copy's declaration needs.
  QualType Type = V->getMostRecentDecl()->getType();
  PrintingPolicy Policy(Ctx.getLangOpts());
  if (Def->getType().isConstQualified() && Def->getInit()) {
    // Its own declarator (`const int a = 1, b = 2;` declares two), with the value C gave an
    // arithmetic constant, else its initializer as written, in C's meaning (CAsCxx).
    std::string Constant;
    llvm::raw_string_ostream CS(Constant);
    Type.print(CS, Policy, V->getName());
    std::string Init = constantLiteral(Def->getInit(), Type, Ctx);
    if (Init.empty())
      Init = deviceText(Def->getInit()->getBeginLoc(), Text.afterToken(Def->getInit()->getEndLoc()));
    return lineDirective(Text, Def->getLocation()) + "static " + CS.str() + " = " + Init + ";\n";
  }
  std::string Decl;
  llvm::raw_string_ostream OS(Decl);
  if (!Def->hasExternalFormalLinkage()) {
    // A file-static global: the host unit exports its address, and the device unit's host code
    // reaches the variable through a reference of the same name.
    std::string Pointer = declareSymbolName() + "_static_" + V->getName().str();
    std::string Exported, Ref;
    llvm::raw_string_ostream EO(Exported), RO(Ref);
    Type.print(EO, Policy, "(*const " + Pointer + ")");
    Type.print(RO, Policy, "(&" + V->getName().str() + ")");
    StaticExports += abi::Hidden + EO.str() + " = &" + V->getName().str() + ";\n";
    return "extern \"C\" { extern " + std::string(abi::Hidden) + EO.str() + "; }\nstatic " + RO.str() + " = *" +
           Pointer + ";\n";
  }
  Type.print(OS, Policy, V->getName());
  std::string Label = cxxName(V->getName()) != V->getName() ? " __asm__(\"" + V->getName().str() + "\")" : "";
  return "extern \"C\" { extern " + OS.str() + Label + "; }\n";
}

void HostLowering::buildKernelUnit(std::string &Out) {
  for (const FunctionDecl *FD : DeviceFunctions)
    Needed.addFunction(FD);
  if (!Needed.complete()) {
    OK = false;
    return;
  }
  for (const DeclaredVar *G : definedGlobals())
    Needed.addType(G->Var->getType());
  std::string Code = deviceTypes(Needed);
  std::vector<const FunctionDecl *> Functions;
  for (const FunctionDecl *FD : Needed.functions())
    if (!FD->isImplicit())
      Functions.push_back(FD);
  for (const FunctionDecl *FD : Functions) {
    writeOldStyleDefinitionAsPrototype(FD, Text, BodyRW);
    if (!lowerArrayParameters(FD, BodyRW, Text, Ctx.getPrintingPolicy(), Diags))
      OK = false;
    if (const FunctionDecl *Def = FD->getDefinition(); Def && Text.isUserCode(Def->getLocation()))
      hoistCompoundLiterals(Def->getBody(), BodyRW, Text, Ctx.getPrintingPolicy());
  }
  for (const FunctionDecl *FD : Functions)
    Code += devicePrototype(FD);
  Code += boundDeclarations(/*InUnit=*/true);
  for (const VarDecl *V : Needed.globals())
    Code += deviceGlobal(V);
  Code += deviceCopiesC(Needed.globals());
  for (const FunctionDecl *FD : Functions) {
    const FunctionDecl *Def = FD->getDefinition();
    if (!Def || !Text.isUserCode(Def->getLocation()))
      continue;
    checkDeviceGlobals(Def);
    rewriteDeclaredUses(Def->getBody(), BodyRW); // 2.13: through the device copy
    rewriteBoundCalls(Def->getBody(), BodyRW);
    Diags.remark(Def->getLocation(), "function '" + Def->getNameAsString() + "' is compiled for the device");
    if (deviceSymbol(Def) == DeviceSymbol::CDefined)
      HostRW.InsertTextBefore(Def->getBeginLoc(), "__attribute__((__weak__)) ");
    Code += withLinkage(Def, lineDirective(Text, Def->getBeginLoc()) + "ACORN_HD " +
                                 deviceText(Def->getBeginLoc(), Text.afterToken(Def->getEndLoc())) + "\n");
  }
  for (const std::string &Region : OutlinedRegions)
    Code += Region;
  Out = "#include \"acorn/kernel.hpp\"\n";
  for (const std::string &Include : Options.SystemIncludes) {
    Out += "#include " + Include + "\n";
    // C's functions, which C++'s headers of the same names do not declare
    if (Include == "<complex.h>")
      Out += "#include \"acorn/kernel/c_complex.hpp\"\n";
    if (Include == "<tgmath.h>")
      Out += "#include \"acorn/kernel/c_tgmath.hpp\"\n";
  }
  Out += "#define restrict __restrict__\n#define _Bool bool\n#define typeof __typeof__\n";
  // (C23's typeof_unqual, which C++ lacks: the type without its qualifiers.)
  bool C23 = Ctx.getLangOpts().C23;
  if (C23)
    Out += "#define typeof_unqual(...) __remove_cv(__typeof__(__VA_ARGS__))\n";
  Out += "namespace __acorn_c {\n" + renameCxxKeywords(Code, C23) + "}\n";
}

} // namespace acorn
