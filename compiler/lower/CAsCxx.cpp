#include "lower/CAsCxx.h"

#include "analysis/ConstantSizes.h"
#include "frontend/ASTWalk.h"
#include "lower/AtomicForms.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace acorn {

namespace {

// Keywords of C++ that C programs may use as identifiers. The code Acorn writes around C never
// spells them (kernel.hpp's helpers take their place), so each one in a C device unit is the user's.
const llvm::StringSet<> &cxxOnlyKeywords() {
  static const llvm::StringSet<> Set = {
      "alignas", "alignof", "and", "and_eq", "bitand", "bitor", "bool", "catch", "char8_t", "char16_t",
      "char32_t", "class", "compl", "concept", "consteval", "constexpr", "constinit", "const_cast", "co_await",
      "co_return", "co_yield", "decltype", "delete", "dynamic_cast", "explicit", "export", "false", "friend", "mutable", "namespace", "new",
      "noexcept", "not", "not_eq", "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "reinterpret_cast",
      "requires", "static_assert", "static_cast", "template", "thread_local", "this", "throw", "true", "try", "typeid",
      "typename", "using",
      "virtual", "wchar_t", "xor", "xor_eq"};
  return Set;
}

// C++'s keywords that C23 made C's too: a C23 file's `bool`, `true` or `nullptr` means the same in C++.
const llvm::StringSet<> &c23Keywords() {
  static const llvm::StringSet<> Set = {"alignas",  "alignof", "bool", "constexpr",    "false",
                                        "nullptr", "static_assert", "thread_local", "true"};
  return Set;
}

// How the device unit spells C types: as C++ does, keeping `struct`/`enum` before tag names.
PrintingPolicy cxxPolicy() {
  LangOptions CXX;
  CXX.CPlusPlus = true;
  CXX.Bool = true;
  PrintingPolicy Policy(CXX);
  Policy.SuppressTagKeyword = false;
  return Policy;
}

// Types without a name cannot be spelled.
bool spellable(const std::string &Type) {
  return Type.find("(unnamed") == std::string::npos && Type.find("(anonymous") == std::string::npos;
}

class CastInserter : public ASTWalk<CastInserter> {
public:
  CastInserter(const SourceText &Text, Rewriter &RW) : Text(Text), RW(RW), Policy(cxxPolicy()) {}

  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    if (needsCast(E) && !AsWritten.count(E))
      wrap(E->getSubExpr(), E->getType());
    return true;
  }

  // C converts a library call's arguments to the parameter types; in C++ another overload may
  // be chosen instead (abs(double), fabs(float)), so the conversion is written out.
  bool VisitCallExpr(CallExpr *C) {
    const FunctionDecl *F = C->getDirectCallee();
    if (!F || Text.isUserCode(F->getLocation()))
      return true;
    for (unsigned I = 0; I < C->getNumArgs() && I < F->getNumParams(); ++I) {
      const auto *Arg = dyn_cast<ImplicitCastExpr>(C->getArg(I));
      if (Arg && isArithmeticConversion(Arg->getCastKind()))
        wrap(Arg->getSubExpr(), F->getParamDecl(I)->getType());
    }
    return true;
  }

  // GNU C does arithmetic on void pointers as on char pointers; C++ does not.
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAdditiveOp())
      for (const Expr *Operand : {B->getLHS(), B->getRHS()})
        if (Operand->getType()->isVoidPointerType())
          wrap(Operand, charPointer(Operand->getType()));
    return true;
  }

  // `char tag[3] = "abc";` has no room for the terminating null, which C drops and C++ rejects
  // (also a member's or an element's initialiser, `{ "ACGT", 1 }`): the characters become a list.
  // Clang gives a string literal that initialises an array the array's type.
  bool VisitStringLiteral(StringLiteral *S) {
    const auto *CAT = dyn_cast<ConstantArrayType>(S->getType());
    if (!CAT || S->getLength() < CAT->getZExtSize() || S->getBeginLoc().isMacroID() ||
        !RW.isRewritable(S->getBeginLoc()))
      return true;
    std::string Element = CAT->getElementType().getUnqualifiedType().getAsString(Policy), List = "{";
    for (unsigned I = 0; I < CAT->getZExtSize(); ++I)
      List += (I ? ", (" : "(") + Element + ")" + std::to_string(S->getCodeUnit(I));
    RW.ReplaceText(Text.tokenRange(S), List + "}");
    return true;
  }

  // `double loc[NB];` with a const NB is a VLA in C, which device code cannot declare: it is an
  // array of the size NB folds to (ConstantSizes.h).
  bool VisitVarDecl(VarDecl *V) {
    if (V->isLocalVarDecl())
      for (auto [Size, Value] : foldedArraySizes(V, Text.astContext()))
        if (!Size->getBeginLoc().isMacroID() && !Size->getEndLoc().isMacroID() && RW.isRewritable(Size->getBeginLoc()))
          RW.ReplaceText(Text.tokenRange(Size), std::to_string(Value));
    return true;
  }

  // C increments an enum and assigns it the result of arithmetic; C++ does neither. The object is
  // updated as its underlying integer, and the result converted back to the enum.
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      updateAs(U, U->getSubExpr());
    // (`&(int){i}`, a compound literal's address: LowerCompoundLiterals.)
    return true;
  }
  bool VisitCompoundAssignOperator(CompoundAssignOperator *A) {
    updateAs(A, A->getLHS());
    return true;
  }

  // An atomic statement on an enum (its x or v) is taken apart by its lowering, which writes C's
  // conversions itself (LowerAtomic): its own updates and assignments stay as written, so that
  // the lowering finds x and v in their text.
  bool VisitOpenACCAtomicConstruct(OpenACCAtomicConstruct *A) {
    std::optional<AtomicForm> F = decomposeAtomic(A, [&](const Expr *E) { return Text.text(E); });
    if (F && involvesEnum(*F))
      leaveAsWritten(A->getAssociatedStmt());
    return true;
  }

  // A character constant is an int in C and a char in C++ (sizeof 'a', __typeof__('a')).
  bool VisitCharacterLiteral(CharacterLiteral *L) {
    if (L->getKind() == CharacterLiteralKind::Ascii && L->getType()->isSpecificBuiltinType(BuiltinType::Int))
      wrap(L, L->getType());
    return true;
  }

  // A comparison or a logical operator gives an int in C and a bool in C++: where the type shows
  // (sizeof, _Generic, __typeof__), it is written as an int.
  bool VisitUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *E) {
    if (!E->isArgumentType())
      wrapTruthValue(E->getArgumentExpr());
    return true;
  }
  bool VisitGenericSelectionExpr(GenericSelectionExpr *G) {
    if (G->isExprPredicate())
      wrapTruthValue(G->getControllingExpr());
    return true;
  }
  bool VisitTypeOfExprTypeLoc(TypeOfExprTypeLoc TL) {
    wrapTruthValue(TL.getUnderlyingExpr());
    return true;
  }

private:
  // S's assignments and updates (each statement of a capture block; the right side of an
  // assignment, through its implicit conversions).
  void leaveAsWritten(const Stmt *S) {
    if (const auto *Block = dyn_cast<CompoundStmt>(S)) {
      for (const Stmt *Child : Block->body())
        leaveAsWritten(Child);
      return;
    }
    const auto *E = dyn_cast<Expr>(S);
    if (!E)
      return;
    E = E->IgnoreParens();
    AsWritten.insert(E);
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
      leaveAsWritten(Cast->getSubExpr());
    if (const auto *Assign = dyn_cast<BinaryOperator>(E); Assign && Assign->getOpcode() == BO_Assign)
      leaveAsWritten(Assign->getRHS());
  }

  void wrapTruthValue(const Expr *E) {
    E = E->IgnoreParens();
    const auto *B = dyn_cast<BinaryOperator>(E);
    const auto *U = dyn_cast<UnaryOperator>(E);
    if (!(B && (B->isComparisonOp() || B->isLogicalOp())) && !(U && U->getOpcode() == UO_LNot))
      return;
    // Written as a macro's argument (`TYPE_ID(a < b)`): where the argument is spelled.
    SourceManager &SM = Text.sourceManager();
    SourceLocation Begin = E->getBeginLoc(), End = E->getEndLoc();
    if (Begin.isMacroID() && SM.isMacroArgExpansion(Begin) && SM.isMacroArgExpansion(End)) {
      Begin = SM.getSpellingLoc(Begin);
      End = SM.getSpellingLoc(End);
    }
    if (Begin.isMacroID() || End.isMacroID() || !RW.isRewritable(Begin))
      return;
    RW.InsertTextBefore(Begin, "((int)(");
    RW.InsertTextAfter(Text.afterToken(End), "))");
  }

  static bool isArithmeticConversion(CastKind K) {
    return K == CK_IntegralCast || K == CK_FloatingCast || K == CK_IntegralToFloating ||
           K == CK_FloatingToIntegral;
  }

  bool needsCast(const ImplicitCastExpr *E) const {
    QualType To = E->getType();
    switch (E->getCastKind()) {
    case CK_BitCast:
    case CK_IntegralToPointer:
    case CK_PointerToIntegral:
      return true;
    case CK_NullToPointer: // also `p > 0`: C++ does not order a pointer and an integer
      return true;
    case CK_NoOp: // a pointer losing qualifiers (`double *p = cp;`: a warning in C)
      return To->isPointerType() &&
             To.getCanonicalType().getUnqualifiedType() !=
                 E->getSubExpr()->getType().getCanonicalType().getUnqualifiedType();
    case CK_IntegralCast:
    case CK_FloatingToIntegral:
    case CK_BooleanToSignedIntegral:
      return To->isEnumeralType();
    default:
      return false;
    }
  }

  // An enum is updated as its underlying integer, a void pointer as a char pointer; the result is
  // converted back.
  void updateAs(const Expr *Update, const Expr *Object) {
    QualType T = Object->getType();
    if ((!T->isEnumeralType() && !T->isVoidPointerType()) || Object->refersToBitField() || AsWritten.count(Update) ||
        Update->getBeginLoc().isMacroID() || !RW.isRewritable(Object->getBeginLoc()))
      return;
    std::string Type = T.getUnqualifiedType().getAsString(Policy);
    if (!spellable(Type))
      return;
    std::string As = T->isEnumeralType() ? "__underlying_type(" + Type + ")"
                                         : charPointer(T).getAsString(Policy);
    RW.InsertTextBefore(Object->getBeginLoc(), "(*(" + As + " *)&(");
    RW.InsertTextAfter(Text.afterToken(Object->getEndLoc()), "))");
    wrap(Update, T);
  }

  QualType charPointer(QualType VoidPointer) const {
    ASTContext &Ctx = const_cast<ASTContext &>(Text.astContext());
    return Ctx.getPointerType(Ctx.getQualifiedType(Ctx.CharTy, VoidPointer->getPointeeType().getQualifiers()));
  }

  void wrap(const Expr *E, QualType To) {
    if (To->isVariablyModifiedType()) // LowerVLA writes every conversion to such a type itself
      return;
    std::string Type = To.getUnqualifiedType().getAsString(Policy);
    SourceLocation Begin = E->getBeginLoc(), End = E->getEndLoc();
    // Conversions to types without a name are left as they are.
    if (!spellable(Type) || Begin.isMacroID() || End.isMacroID() || !RW.isRewritable(Begin))
      return;
    RW.InsertTextBefore(Begin, "((" + Type + ")(");
    RW.InsertTextAfter(Text.afterToken(End), "))");
  }

  const SourceText &Text;
  Rewriter &RW;
  PrintingPolicy Policy;
  llvm::DenseSet<const Expr *> AsWritten; // an atomic statement's own (leaveAsWritten)
};

static bool hasLabel(const Stmt *S);

// Whether control can enter S at a label from outside it: a label, or a case of a switch that
// encloses S.
static bool hasEntryLabel(const Stmt *S) {
  if (!S)
    return false;
  if (isa<LabelStmt>(S) || isa<SwitchCase>(S))
    return true;
  if (const auto *Switch = dyn_cast<SwitchStmt>(S)) // its cases belong to it; its labels do not
    return hasEntryLabel(Switch->getInit()) || hasLabel(Switch->getBody());
  return llvm::any_of(S->children(), hasEntryLabel);
}

static bool hasLabel(const Stmt *S) {
  if (!S)
    return false;
  return isa<LabelStmt>(S) || llvm::any_of(S->children(), hasLabel);
}

// C lets a goto or a switch jump past a declaration with an initializer into its scope; C++ does
// not. `T x = e;` with a label after it in its block becomes `T x; x = e;` (C initialises such a
// variable only when its declaration is reached, as the assignment does).
class JumpedInitializationSplitter : public ASTWalk<JumpedInitializationSplitter> {
public:
  JumpedInitializationSplitter(const SourceText &Text, Rewriter &RW) : Text(Text), RW(RW) {}

  bool VisitCompoundStmt(CompoundStmt *CS) {
    bool LabelAfter = false;
    for (auto It = CS->body_rbegin(); It != CS->body_rend(); ++It) {
      if (const auto *DS = dyn_cast<DeclStmt>(*It); DS && LabelAfter)
        split(DS);
      LabelAfter |= hasEntryLabel(*It);
    }
    return true;
  }

private:
  void split(const DeclStmt *DS) {
    std::string Assignments;
    for (const Decl *D : DS->decls()) {
      const auto *V = dyn_cast<VarDecl>(D);
      const Expr *Init = V ? V->getInit() : nullptr;
      QualType T = V ? V->getType() : QualType();
      if (!Init || !V->hasLocalStorage() || T->isArrayType() || T.isConstQualified() ||
          Init->getBeginLoc().isMacroID() || !RW.isRewritable(Init->getBeginLoc()))
        continue;
      std::optional<Token> Equal = Lexer::findPreviousToken(Init->getBeginLoc(), Text.sourceManager(),
                                                            Text.langOptions(), false);
      if (!Equal || Equal->isNot(tok::equal))
        continue;
      std::string Value = RW.getRewrittenText(Text.tokenRange(Init));
      if (isa<InitListExpr>(Init->IgnoreImplicit())) // a struct's braces: a compound literal
        Value = "(" + T.getUnqualifiedType().getAsString(Policy) + ")" + Value;
      RW.RemoveText(CharSourceRange::getCharRange(Equal->getLocation(), Text.afterToken(Init->getEndLoc())));
      Assignments += " " + V->getName().str() + " = " + Value + ";";
    }
    if (!Assignments.empty())
      RW.InsertTextAfter(Text.afterToken(DS->getEndLoc()), Assignments);
  }

  const SourceText &Text;
  Rewriter &RW;
  PrintingPolicy Policy = cxxPolicy();
};

} // namespace

// A struct defined in a function while a `#pragma pack` is in force keeps that layout in device
// code, where no such pragma surrounds it: its declaration is wrapped in the same pack. (Types a
// function defines before a compute construct are copied out with their pack already:
// localTypeDeclarations; so in such a function only the constructs' own declarations are.)
unsigned packOf(const Decl *D) {
  const auto *Pack = D->getAttr<MaxFieldAlignmentAttr>();
  return Pack ? Pack->getAlignment() / 8 : 0;
}

static void packLocalTypes(const Stmt *S, bool Wrap, const SourceText &Text, Rewriter &RW) {
  if (!S)
    return;
  if (isa<OpenACCComputeConstruct, OpenACCCombinedConstruct>(S))
    Wrap = true;
  if (const auto *DS = dyn_cast<DeclStmt>(S); DS && Wrap && !DS->getBeginLoc().isMacroID() &&
                                              !DS->getEndLoc().isMacroID() && RW.isRewritable(DS->getBeginLoc()))
    for (const Decl *D : DS->decls())
      if (unsigned Pack = packOf(D); Pack && isa<RecordDecl>(D)) {
        RW.InsertTextBefore(DS->getBeginLoc(), "_Pragma(\"pack(push, " + std::to_string(Pack) + ")\") ");
        RW.InsertTextAfter(Text.afterToken(DS->getEndLoc()), " _Pragma(\"pack(pop)\")");
        break;
      }
  for (const Stmt *Child : childStatements(S))
    packLocalTypes(Child, Wrap, Text, RW);
}

static bool holdsComputeConstruct(const Stmt *S) {
  return S && (isa<OpenACCComputeConstruct, OpenACCCombinedConstruct>(S) ||
               llvm::any_of(childStatements(S), holdsComputeConstruct));
}

void insertCxxCasts(const Stmt *S, const SourceText &Text, Rewriter &RW) {
  CastInserter(Text, RW).TraverseStmt(const_cast<Stmt *>(S));
  JumpedInitializationSplitter(Text, RW).TraverseStmt(const_cast<Stmt *>(S));
  packLocalTypes(S, !holdsComputeConstruct(S), Text, RW);
}

std::string constantLiteral(const Expr *Init, QualType T, const ASTContext &Ctx) {
  T = T.getUnqualifiedType();
  bool Integer = T->isIntegralOrEnumerationType() && Ctx.getTypeSize(T) <= 64;
  bool Floating = T->isSpecificBuiltinType(BuiltinType::Float) || T->isSpecificBuiltinType(BuiltinType::Double);
  Expr::EvalResult Result;
  std::string Type = T.getAsString(cxxPolicy());
  if ((!Integer && !Floating) || !spellable(Type) || Init->isValueDependent() ||
      !Init->EvaluateAsRValue(Result, Ctx) || Result.HasSideEffects)
    return "";
  std::string Value;
  if (Integer && Result.Val.isInt()) {
    const llvm::APSInt &I = Result.Val.getInt();
    // (The most negative value has no literal.)
    Value = I.isSigned() && I.isNegative() ? "(" + std::to_string(I.getSExtValue() + 1) + "LL - 1)"
                                           : std::to_string(I.getZExtValue()) + "ULL";
  } else if (Floating && Result.Val.isFloat() && Result.Val.getFloat().isFinite()) {
    char Hex[64]; // exact
    Result.Val.getFloat().convertToHexString(Hex, 0, false, llvm::RoundingMode::NearestTiesToEven);
    Value = Hex;
  } else {
    return "";
  }
  return "((" + Type + ")" + Value + ")";
}

void writeOldStyleDefinitionAsPrototype(const FunctionDecl *FD, const SourceText &Text, Rewriter &RW) {
  const FunctionDecl *Def = FD->getDefinition();
  if (!Def || Def->hasWrittenPrototype() || Def->param_empty() || !RW.isRewritable(Def->getBeginLoc()))
    return;
  PrintingPolicy Policy = cxxPolicy();
  std::string Params;
  for (const ParmVarDecl *P : Def->parameters()) {
    llvm::raw_string_ostream PS(Params);
    PS << (Params.empty() ? "" : ", ");
    P->getType().print(PS, Policy, P->getName());
  }
  std::string Prototype = Def->getStorageClass() == SC_Static ? "static " : "";
  if (Def->isInlineSpecified())
    Prototype += "inline ";
  llvm::raw_string_ostream OS(Prototype);
  Def->getReturnType().print(OS, Policy, Def->getName().str() + "(" + Params + ")");
  RW.ReplaceText(CharSourceRange::getCharRange(Def->getBeginLoc(), Def->getBody()->getBeginLoc()), OS.str() + " ");
}

std::string cxxName(StringRef Name) {
  return cxxOnlyKeywords().contains(Name) ? "__acorn_kw_" + Name.str() : Name.str();
}

std::string renameCxxKeywords(StringRef Code, bool C23) {
  LangOptions CXX;
  CXX.CPlusPlus = true;
  Lexer Lex(SourceLocation(), CXX, Code.begin(), Code.begin(), Code.end());
  Lex.SetCommentRetentionState(false);
  std::string Out;
  const char *Copied = Code.begin();
  Token Tok;
  while (true) {
    Lex.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof))
      break;
    if (Tok.isNot(tok::raw_identifier))
      continue;
    StringRef Name = Tok.getRawIdentifier();
    if (!cxxOnlyKeywords().contains(Name) || (C23 && c23Keywords().contains(Name)))
      continue;
    const char *At = Name.begin();
    Out.append(Copied, At);
    Out += cxxName(Name);
    Copied = Name.end();
  }
  Out.append(Copied, Code.end());
  return Out;
}

void nameUnnamedTypes(ASTContext &Ctx, const SourceText &Text, Rewriter &HostRW, Rewriter &BodyRW) {
  struct Namer : ASTWalk<Namer> {
    std::vector<TagDecl *> Tags;
    bool VisitTagDecl(TagDecl *Tag) {
      const auto *Record = dyn_cast<RecordDecl>(Tag);
      const DeclContext *DC = Tag->getDeclContext();
      if (Tag->isThisDeclarationADefinition() && !Tag->getIdentifier() && !Tag->getTypedefNameForAnonDecl() &&
          !(Record && Record->isAnonymousStructOrUnion()) && (DC->isFileContext() || DC->isFunctionOrMethod()))
        Tags.push_back(Tag);
      return true;
    }
  } N;
  N.TraverseDecl(Ctx.getTranslationUnitDecl());
  unsigned Count = 0;
  for (TagDecl *Tag : N.Tags) {
    if (!Text.isUserCode(Tag->getLocation()) || Tag->getBeginLoc().isMacroID())
      continue;
    std::string Name = "__acorn_tag" + std::to_string(++Count);
    Tag->setDeclName(&Ctx.Idents.get(Name));
    SourceLocation AfterKeyword = Text.afterToken(Tag->getBeginLoc());
    HostRW.InsertTextAfter(AfterKeyword, " " + Name);
    BodyRW.InsertTextAfter(AfterKeyword, " " + Name);
  }
}

} // namespace acorn
