// C variables of variably modified type (VLAs and pointers to VLAs, `double (*A)[n]`) in device
// code, which is C++ and cannot name such types. Every expression of such a type becomes a pointer
// to its scalars, and every VLA type the number of its elements, a run-time value: computed by the
// host for the types of captured variables (VLAExtents.cpp), or declared where C evaluates the size
// (before the statement declaring the pointer, typedef or cast). Subscripts, pointer arithmetic,
// `*`, `&` and sizeof then keep C's meaning: `u + 2` is `(u + (2) * m)`, `sizeof(u[0])` is
// `m * sizeof(double)`.
#include "lower/LowerVLA.h"

#include "frontend/ASTWalk.h"
#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/MapVector.h"

#include <set>

#include <cctype>

using namespace clang;

namespace acorn {

unsigned variablyModifiedRank(QualType T) {
  T = T.getNonReferenceType();
  if (!T->isVariablyModifiedType())
    return 0;
  unsigned Rank = 0;
  if (T->isPointerType()) {
    T = T->getPointeeType();
    ++Rank;
  }
  while (const ArrayType *AT = T->getAsArrayTypeUnsafe()) {
    T = AT->getElementType();
    ++Rank;
  }
  return Rank;
}

QualType scalarElement(QualType T) {
  T = T.getNonReferenceType();
  if (T->isPointerType())
    T = T->getPointeeType();
  while (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    T = AT->getElementType();
  return T;
}

std::string elementPointer(QualType T, const PrintingPolicy &Policy, const std::string &Name) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  scalarElement(T).print(OS, Policy, "*" + Name);
  return OS.str();
}

std::string scalarCount(QualType T, llvm::function_ref<std::string(const VariableArrayType *)> Extent) {
  std::string Out;
  for (const ArrayType *AT; (AT = T->getAsArrayTypeUnsafe()); T = AT->getElementType()) {
    std::string Dim;
    if (const auto *VAT = dyn_cast<VariableArrayType>(AT))
      Dim = Extent(VAT);
    else if (const auto *CAT = dyn_cast<ConstantArrayType>(AT))
      Dim = std::to_string(CAT->getZExtSize()) + "LL";
    else
      return "";
    Out += (Out.empty() ? "" : " * ") + Dim;
  }
  return Out.empty() ? "1LL" : "(" + Out + ")";
}

void forEachVLAType(QualType T, llvm::function_ref<void(const VariableArrayType *)> OnVLA,
                    llvm::function_ref<void(const TypedefNameDecl *)> OnTypedef) {
  while (!T.isNull()) {
    const Type *Ty = T.getTypePtr();
    if (const auto *TT = dyn_cast<TypedefType>(Ty)) {
      if (OnTypedef)
        OnTypedef(TT->getDecl());
      T = TT->desugar();
    } else if (const auto *PT = dyn_cast<PointerType>(Ty)) {
      T = PT->getPointeeType();
    } else if (const auto *AT = dyn_cast<ArrayType>(Ty)) {
      if (const auto *VAT = dyn_cast<VariableArrayType>(AT))
        OnVLA(VAT);
      T = AT->getElementType();
    } else {
      QualType Next = Ty->getLocallyUnqualifiedSingleStepDesugaredType();
      if (Next.getTypePtr() == Ty)
        return;
      T = Next;
    }
  }
}

// A pointer to (or an array of) variably modified type: what device code holds as element pointers.
static bool isVM(const Expr *E) {
  QualType T = E->getType();
  return T->isVariablyModifiedType() &&
         (T->isArrayType() || (T->isPointerType() && !T->getPointeeType()->isFunctionType()));
}

// S's characters as a character range: the rewriter measures a token range's last token as
// written, which misses what replaced it.
static CharSourceRange charRange(const Stmt *S, const SourceText &Text) {
  return CharSourceRange::getCharRange(S->getBeginLoc(), Text.afterToken(S->getEndLoc()));
}

// Replaces the text of Range, keeping what was inserted before or after it (a cast around it).
static void replaceInside(Rewriter &RW, CharSourceRange Range, const std::string &New) {
  Rewriter::RewriteOptions Inside;
  Inside.IncludeInsertsAtBeginOfRange = Inside.IncludeInsertsAtEndOfRange = false;
  RW.ReplaceText(Range.getBegin(), RW.getRangeSize(Range, Inside), New);
}

namespace {

class VlaLowering {
public:
  VlaLowering(VlaScope &Scope, Rewriter &RW, const SourceText &Text, const PrintingPolicy &Policy, Reporter &Diags)
      : Scope(Scope), RW(RW), Text(Text), Policy(Policy), Diags(Diags) {}

  bool run(llvm::ArrayRef<const Stmt *> Body) {
    this->Body = Body;
    for (const Stmt *S : Body)
      scan(S, S);
    for (const Stmt *S : Body)
      walk(S, nullptr);
    // (A combined construct's directive is not in the region's code: its loop begins it.)
    for (auto &[Before, Decls] : Pending)
      RW.InsertTextBefore(isa<OpenACCCombinedConstruct>(Before) ? cast<OpenACCCombinedConstruct>(Before)->getLoop()->getBeginLoc()
                                                                : Before->getBeginLoc(),
                          Decls);
    return OK;
  }

private:
  bool inBody(SourceLocation Loc) const {
    const SourceManager &SM = Text.sourceManager();
    Loc = SM.getExpansionLoc(Loc);
    return llvm::any_of(Body, [&](const Stmt *S) { return SM.isPointWithin(Loc, Text.beginOf(S), Text.endOf(S)); });
  }

  // The VLA types whose sizes Body evaluates get their extents declared before the statement of
  // the innermost block that holds them; pointers to VLAs declared in Body are lowered.
  void scan(const Stmt *S, const Stmt *Statement) {
    if (!S)
      return;
    if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
      for (const Stmt *Child : CS->body())
        scan(Child, Child);
      return;
    }
    auto Declare = [&](QualType T) {
      forEachVLAType(T, [&](const VariableArrayType *VAT) {
        const Expr *Size = VAT->getSizeExpr();
        if (Scope.Extents.count(VAT) || !Size || !inBody(Size->getBeginLoc()))
          return;
        unsigned Offset = Text.sourceManager().getFileOffset(Text.sourceManager().getExpansionLoc(Size->getBeginLoc()));
        std::string Name = "__acorn_vla_" + std::to_string(Offset);
        Scope.Extents[VAT] = Name;
        Pending[Statement] += "const long long " + Name + " = (long long)(" +
                              RW.getRewrittenText(charRange(Size, Text)) + "); ";
      });
    };
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls()) {
        if (const auto *V = dyn_cast<VarDecl>(D)) {
          Declare(V->getType());
          if (V->getType()->isPointerType() && V->getType()->isVariablyModifiedType())
            Scope.Lowered.insert(V);
        } else if (const auto *TD = dyn_cast<TypedefNameDecl>(D)) {
          Declare(TD->getUnderlyingType());
        }
      }
    } else if (const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(S); U && U->isArgumentType()) {
      Declare(U->getArgumentType());
    } else if (const auto *E = dyn_cast<Expr>(S)) {
      Declare(E->getType());
    }
    for (const Stmt *Child : childStatements(S))
      scan(Child, Statement);
  }

  // Post-order: an expression of variably modified type whose parent is not one is rewritten whole
  // (emit() writes its operands).
  void walk(const Stmt *S, const Stmt *Parent) {
    if (!S)
      return;
    if (const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(S); U && U->getTypeOfArgument()->isVariablyModifiedType()) {
      rewriting(U);
      replaceInside(RW, charRange(U, Text), sizeOrAlign(U));
      return;
    }
    if (const auto *F = dyn_cast<ForStmt>(S); F && Scope.ReplacedHeaders.count(F)) {
      for (const Expr *Part : Scope.ReplacedHeaders.lookup(F))
        walk(Part, nullptr);
      walk(F->getBody(), F);
      return;
    }
    for (const Stmt *Child : childStatements(S))
      walk(Child, S);
    const auto *E = dyn_cast<Expr>(S);
    if (E && isVM(E) && !handledBy(Parent)) {
      rewriting(E);
      std::string Code = emit(E);
      QualType Row = E->getType()->isArrayType() ? E->getType()->getAsArrayTypeUnsafe()->getElementType() : QualType();
      // An array the parent uses decays to a pointer to its rows (of constant size here).
      if (!Row.isNull() && Row->isArrayType() && isa_and_nonnull<Expr>(Parent))
        Code = "((" + Text.astContext().getPointerType(Row).getAsString(Policy) + ")" + Code + ")";
      replaceInside(RW, charRange(E, Text), "(" + Code + ")");
    } else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(E); BO && isPointerDifference(BO)) {
      rewriting(BO);
      replaceInside(RW, charRange(BO, Text), "((" + emit(BO->getLHS()) + " - " + emit(BO->getRHS()) + ") / " +
                                                 elements(BO->getLHS()->getType()->getPointeeType()) + ")");
    }
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      lowerDeclaration(DS);
  }

  static bool isPointerDifference(const BinaryOperator *BO) {
    return BO->getOpcode() == BO_Sub && isVM(BO->getLHS()) && isVM(BO->getRHS());
  }
  // The parent writes this operand itself.
  static bool handledBy(const Stmt *Parent) {
    const auto *P = dyn_cast_or_null<Expr>(Parent);
    if (!P)
      return false;
    const auto *BO = dyn_cast<BinaryOperator>(P);
    return isVM(P) || (BO && isPointerDifference(BO));
  }

  // The rewritten text of an operand, without what was inserted where the expression being
  // rewritten begins or ends (a cast around it, which stays around the replacement).
  std::string code(const Stmt *S) const {
    CharSourceRange Range = charRange(S, Text);
    std::string Full = RW.getRewrittenText(Range);
    Rewriter::RewriteOptions None, Begin;
    None.IncludeInsertsAtBeginOfRange = None.IncludeInsertsAtEndOfRange = false;
    Begin.IncludeInsertsAtEndOfRange = false;
    int Inner = RW.getRangeSize(Range, None), WithBegin = RW.getRangeSize(Range, Begin);
    if (Inner < 0 || WithBegin < Inner || size_t(WithBegin) > Full.size())
      return Full;
    size_t From = Range.getBegin() == Root.getBegin() ? WithBegin - Inner : 0;
    size_t To = Range.getEnd() == Root.getEnd() ? WithBegin : Full.size();
    return Full.substr(From, To - From);
  }
  void rewriting(const Stmt *S) {
    Root = charRange(S, Text);
    Where = S->getBeginLoc();
  }
  std::string operand(const Expr *E) { return isVM(E) ? emit(E) : code(E); }

  // The number of scalars in an object of type T (1 for a scalar).
  std::string elements(QualType T) {
    std::string Count = scalarCount(T, [&](const VariableArrayType *VAT) { return extent(VAT); });
    return Count.empty() ? unsupported("an array of unknown size inside a variably modified type") : Count;
  }

  std::string extent(const VariableArrayType *VAT) {
    if (auto It = Scope.Extents.find(VAT); It != Scope.Extents.end())
      return It->second;
    return fail("the size of the variable-length array type '" + QualType(VAT, 0).getAsString(Policy) +
                "' is not known in device code (it reaches device code through the variables and typedefs "
                "declared with it, and through types the device code declares)");
  }

  // An error at the user's expression: never code that does not compile or computes otherwise.
  std::string fail(const std::string &Message) {
    if (Reported.insert(Where.getRawEncoding()).second)
      Diags.error(Where, Message);
    OK = false;
    return "0LL";
  }
  std::string unsupported(const std::string &What) {
    return fail(What + " is not supported in device code");
  }

  std::string sizeOrAlign(const UnaryExprOrTypeTraitExpr *U) {
    Where = U->getBeginLoc();
    QualType T = U->getTypeOfArgument();
    std::string Scalar = scalarElement(T).getAsString(Policy);
    if (!T->isArrayType())
      Scalar = elementPointer(T->isPointerType() ? T->getPointeeType() : T, Policy);
    switch (U->getKind()) {
    case UETT_SizeOf:
      return T->isArrayType() ? "((__SIZE_TYPE__)" + elements(T) + " * sizeof(" + Scalar + "))" : "sizeof(" + Scalar + ")";
    case UETT_AlignOf:
    case UETT_PreferredAlignOf:
      return "__alignof__(" + Scalar + ")";
    default:
      return unsupported("this operator on a variably modified type");
    }
  }

  // E (of variably modified type) as a pointer to its first scalar.
  std::string emit(const Expr *E) {
    if (const auto *P = dyn_cast<ParenExpr>(E))
      return "(" + emit(P->getSubExpr()) + ")";
    if (const auto *C = dyn_cast<CastExpr>(E)) {
      if (isVM(C->getSubExpr()))
        return emit(C->getSubExpr()); // decay, a conversion between such types: the same address
      return "((" + elementPointer(E->getType(), Policy) + ")(" + code(C->getSubExpr()) + "))";
    }
    if (const auto *R = dyn_cast<DeclRefExpr>(E)) {
      if (Scope.Lowered.count(R->getDecl()))
        return code(R);
      if (const auto *V = dyn_cast<VarDecl>(R->getDecl()); V && V->getType()->isVariableArrayType() && V->hasLocalStorage())
        return "((" + elementPointer(E->getType(), Policy) + ")(" + code(R) + "))"; // a VLA of host code
      return unsupported("the variable '" + R->getDecl()->getNameAsString() + "' of variably modified type");
    }
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      if (!E->getType()->isArrayType()) // an element that is a pointer to a VLA
        return "(" + emit(AS->getBase()) + ")[" + code(AS->getIdx()) + "]";
      return "(" + emit(AS->getBase()) + " + (" + code(AS->getIdx()) + ") * " + elements(E->getType()) + ")";
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      const Expr *Sub = U->getSubExpr();
      std::string Step = U->isIncrementDecrementOp() ? elements(Sub->getType()->getPointeeType()) : "";
      switch (U->getOpcode()) {
      case UO_Deref: // a row has its first scalar's address; a pointer to a VLA is loaded
        return E->getType()->isArrayType() ? emit(Sub) : "(*" + emit(Sub) + ")";
      case UO_AddrOf:
        return Sub->getType()->isArrayType() ? emit(Sub) : "(&" + emit(Sub) + ")";
      case UO_PreInc:
      case UO_PreDec:
        return "(" + emit(Sub) + (U->isIncrementOp() ? " += " : " -= ") + Step + ")";
      case UO_PostInc:
      case UO_PostDec:
        return "((" + emit(Sub) + (U->isIncrementOp() ? " += " : " -= ") + Step + ")" +
               (U->isIncrementOp() ? " - " : " + ") + Step + ")";
      default:
        break;
      }
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      const Expr *L = BO->getLHS(), *R = BO->getRHS();
      switch (BO->getOpcode()) {
      case BO_Add:
      case BO_Sub: {
        const Expr *Ptr = isVM(L) ? L : R, *Offset = isVM(L) ? R : L;
        return "(" + emit(Ptr) + (BO->getOpcode() == BO_Add ? " + (" : " - (") + code(Offset) + ") * " +
               elements(Ptr->getType()->getPointeeType()) + ")";
      }
      case BO_Assign:
        return "(" + emit(L) + " = " + emit(R) + ")";
      case BO_AddAssign:
      case BO_SubAssign:
        return "(" + emit(L) + (BO->getOpcode() == BO_AddAssign ? " += (" : " -= (") + code(R) + ") * " +
               elements(L->getType()->getPointeeType()) + ")";
      case BO_Comma:
        return "(" + operand(L) + ", " + emit(R) + ")";
      default:
        break;
      }
    }
    if (const auto *CO = dyn_cast<ConditionalOperator>(E))
      return "(" + operand(CO->getCond()) + " ? " + emit(CO->getTrueExpr()) + " : " + emit(CO->getFalseExpr()) + ")";
    Where = E->getBeginLoc();
    return unsupported("'" + Text.text(E) + "' (of variably modified type '" + E->getType().getAsString(Policy) + "')");
  }

  // `double (*p)[m] = u + 2;` -> `double *p = (double *)((u + (2) * m));`, its extent declared
  // before it (scan); a VLA typedef goes (its uses are lowered).
  void lowerDeclaration(const DeclStmt *DS) {
    auto Lowered = [&](const Decl *D) {
      const auto *TD = dyn_cast<TypedefNameDecl>(D);
      return (TD && TD->getUnderlyingType()->isVariablyModifiedType()) ||
             (isa<ValueDecl>(D) && Scope.Lowered.count(cast<ValueDecl>(D))) || arrayOfTypedef(D);
    };
    if (llvm::none_of(DS->decls(), Lowered))
      return;
    rewriting(DS);
    if (!llvm::all_of(DS->decls(), Lowered)) {
      unsupported("a declaration of a pointer to a variable-length array together with other variables");
      return;
    }
    std::string Out;
    for (const Decl *D : DS->decls()) {
      const auto *V = dyn_cast<VarDecl>(D);
      if (!V)
        continue;
      std::string Name = V->getNameAsString();
      llvm::raw_string_ostream OS(Out);
      if (!arrayOfTypedef(V))
        OS << (Out.empty() ? elementPointer(V->getType(), Policy, Name) : ", *" + Name);
      else if (Out.empty())
        scalarElement(V->getType()).print(OS, Policy, Name + dimensions(V->getType()));
      else
        OS << ", " << Name << dimensions(V->getType());
      if (const Expr *Init = V->getInit(); Init && arrayOfTypedef(V))
        unsupported("an initialiser of a variable-length array");
      else if (Init)
        OS << " = (" << elementPointer(V->getType(), Policy) << ")(" << code(Init) << ")";
    }
    replaceInside(RW, CharSourceRange::getCharRange(DS->getBeginLoc(), Text.afterToken(DS->getEndLoc())), Out + ";");
  }

  // `row loc;` after `typedef double row[K];`: device code has no VLA typedefs (they go, or stay in
  // host code), so the array is declared with its dimensions.
  static bool arrayOfTypedef(const Decl *D) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !V->getType()->isVariableArrayType())
      return false;
    bool ThroughTypedef = false;
    forEachVLAType(V->getType(), [](const VariableArrayType *) {}, [&](const TypedefNameDecl *TD) {
      ThroughTypedef |= TD->getUnderlyingType()->isVariablyModifiedType();
    });
    return ThroughTypedef;
  }

  // `[8][__acorn_vla_N]`: the sizes that fold to constants (a const K: GPU code has only those,
  // UnitWalk), else the extents (host code, where C++ has VLAs as an extension).
  std::string dimensions(QualType T) {
    std::string Out;
    for (const ArrayType *AT; (AT = T->getAsArrayTypeUnsafe()); T = AT->getElementType()) {
      if (const auto *CAT = dyn_cast<ConstantArrayType>(AT)) {
        Out += "[" + std::to_string(CAT->getZExtSize()) + "]";
        continue;
      }
      const auto *VAT = dyn_cast<VariableArrayType>(AT);
      Expr::EvalResult R;
      const Expr *Size = VAT ? VAT->getSizeExpr() : nullptr;
      if (Size && !Size->HasSideEffects(Text.astContext()) && Size->EvaluateAsInt(R, Text.astContext()) &&
          R.Val.getInt().isStrictlyPositive() &&
          R.Val.getInt().getActiveBits() <= 62)
        Out += "[" + std::to_string(R.Val.getInt().getExtValue()) + "]";
      else
        Out += "[" + (VAT ? extent(VAT) : unsupported("an array of unknown size")) + "]";
    }
    return Out;
  }

  VlaScope &Scope;
  Rewriter &RW;
  const SourceText &Text;
  const PrintingPolicy &Policy;
  Reporter &Diags;
  llvm::ArrayRef<const Stmt *> Body;
  llvm::MapVector<const Stmt *, std::string> Pending; ///< extents to declare before each statement
  SourceLocation Where;                                ///< of the expression being written
  CharSourceRange Root;                                ///< the text being replaced
  std::set<unsigned> Reported;
  bool OK = true;
};

} // namespace

bool lowerVariablyModified(llvm::ArrayRef<const Stmt *> Body, VlaScope &Scope, Rewriter &RW, const SourceText &Text,
                           const PrintingPolicy &Policy, Reporter &Diags) {
  return VlaLowering(Scope, RW, Text, Policy, Diags).run(Body);
}

// `double v[static const 4]` -> `double v[4]`.
static std::string withoutBracketQualifiers(llvm::StringRef Param) {
  std::string Out;
  int Depth = 0;
  for (size_t I = 0; I < Param.size();) {
    char C = Param[I];
    Depth += C == '[' ? 1 : C == ']' ? -1 : 0;
    if (Depth > 0 && (isalpha(C) || C == '_') && (I == 0 || !(isalnum(Param[I - 1]) || Param[I - 1] == '_'))) {
      size_t E = I;
      while (E < Param.size() && (isalnum(Param[E]) || Param[E] == '_'))
        ++E;
      llvm::StringRef Word = Param.slice(I, E);
      if (Word == "static" || Word == "const" || Word == "volatile" || Word == "restrict" || Word == "__restrict")
        Word = "";
      Out += Word;
      I = E;
      continue;
    }
    Out += C;
    ++I;
  }
  return Out;
}

// Array parameters of device functions. C's `double v[static 4]` and `double v[const]` are not
// C++: the words in the brackets go. A parameter of variably modified type (`double a[n][m]`)
// becomes a pointer to its elements; the extents of its VLA types are declared on entry (where C
// evaluates them), and the body is lowered with them.
bool lowerArrayParameters(const FunctionDecl *FD, Rewriter &RW, const SourceText &Text, const PrintingPolicy &Policy,
                          Reporter &Diags) {
  VlaScope Scope;
  std::string Extents;
  const FunctionDecl *Def = FD->getDefinition();
  for (const FunctionDecl *Decl : FD->redecls())
    for (const ParmVarDecl *P : Decl->parameters()) {
      if (!(P->getOriginalType()->isArrayType() || P->getType()->isVariablyModifiedType()) ||
          !RW.isRewritable(P->getBeginLoc()))
        continue;
      CharSourceRange Range = CharSourceRange::getCharRange(P->getBeginLoc(), Text.afterToken(P->getEndLoc()));
      if (!P->getType()->isVariablyModifiedType()) {
        RW.ReplaceText(Range, withoutBracketQualifiers(RW.getRewrittenText(Range)));
        continue;
      }
      if (Decl == Def) {
        Scope.Lowered.insert(P);
        forEachVLAType(P->getType(), [&](const VariableArrayType *VAT) {
          std::string Name = "__acorn_vla_" + P->getNameAsString() + "_" + std::to_string(Scope.Extents.size());
          Extents += " const long long " + Name + " = (long long)(" +
                     RW.getRewrittenText(Text.tokenRange(VAT->getSizeExpr())) + ");";
          Scope.Extents[VAT] = Name;
        });
      }
      RW.ReplaceText(Range, elementPointer(P->getType(), Policy, P->getName().str()));
    }
  if (!Def || !Text.isUserCode(Def->getLocation()))
    return true;
  const Stmt *Body = Def->getBody();
  bool OK = lowerVariablyModified({Body}, Scope, RW, Text, Policy, Diags);
  if (!Extents.empty())
    RW.InsertTextAfter(Text.afterToken(Body->getBeginLoc()), Extents);
  return OK;
}

} // namespace acorn
