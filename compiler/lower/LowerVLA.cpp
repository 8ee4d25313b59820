// C variables of variably modified type (VLAs and pointers to VLAs, `double (*A)[n]`): device code
// is C++, which cannot name such types, so they reach it as pointers to their elements, with the
// strides of their dimensions computed on the host (sizeof of a VLA is evaluated at run time in
// C), and `A[i][j]` in a region becomes `A[(i) * stride + (j)]`.
#include "lower/KernelBody.h"

#include "frontend/ASTWalk.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"

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

static std::string strideName(const ValueDecl *V, unsigned K) {
  return "__acorn_stride_" + V->getNameAsString() + "_" + std::to_string(K);
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

std::vector<KernelBody::Parameter> KernelBody::variablyModifiedParameters(const Capture &C) const {
  std::string Name = C.Var->getNameAsString(), Elem = elementPointer(C.Var->getType(), Policy);
  // A pointer the region reaches through its device copy (`present(u)` of `double (*u)[m]`) is
  // passed by address, as other such captures are.
  std::vector<Parameter> Params = {C.Mode == CaptureMode::DeviceRef && C.Var->getType()->isPointerType()
                                       ? Parameter{Elem + "*" + Name, "(" + Elem + "*)&(" + Name + ")"}
                                       : Parameter{Elem + Name, "(" + Elem + ")(" + Name + ")"}};
  for (const Parameter &Stride : variablyModifiedStrides(C.Var))
    Params.push_back(Stride);
  return Params;
}

// The strides of V's dimensions but the last, in elements, computed by the host (where sizeof of
// a VLA is evaluated at run time).
std::vector<KernelBody::Parameter> KernelBody::variablyModifiedStrides(const ValueDecl *V) const {
  std::vector<Parameter> Strides;
  unsigned Rank = variablyModifiedRank(V->getType());
  std::string Name = V->getNameAsString(), Scalar = Name;
  for (unsigned K = 0; K < Rank; ++K)
    Scalar += "[0]";
  for (unsigned K = 0; K + 1 < Rank; ++K) {
    std::string Row = Name;
    for (unsigned I = 0; I <= K; ++I)
      Row += "[0]";
    Strides.push_back({"long long " + strideName(V, K), "(long long)(sizeof(" + Row + ") / sizeof(" + Scalar + "))"});
  }
  return Strides;
}

std::string KernelBody::variablyModifiedCaptures(const ValueDecl *V) const {
  std::string S;
  for (unsigned K = 0; K + 1 < variablyModifiedRank(V->getType()); ++K)
    S += ", " + strideName(V, K) + " = " + strideName(V, K);
  return S;
}

// Replaces the text of Range, keeping what was inserted before or after it (a cast around it).
static void replaceInside(Rewriter &RW, CharSourceRange Range, const std::string &New) {
  Rewriter::RewriteOptions Inside;
  Inside.IncludeInsertsAtBeginOfRange = Inside.IncludeInsertsAtEndOfRange = false;
  RW.ReplaceText(Range.getBegin(), RW.getRangeSize(Range, Inside), New);
}

// Innermost subscripts first, so that an index holding another such subscript is rewritten too.
static void flattenVariablyModifiedSubscripts(const Stmt *S, Rewriter &RW, const SourceText &Text,
                                       llvm::function_ref<bool(const ValueDecl *)> Flattened) {
  class Visitor : public ASTWalk<Visitor> {
  public:
    llvm::SmallPtrSet<const Expr *, 16> Inner;
    bool shouldTraversePostOrder() const { return true; }
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
      if (const auto *Base = dyn_cast<ArraySubscriptExpr>(E->getBase()->IgnoreParenImpCasts()))
        Inner.insert(Base);
      return true;
    }
  } Marker;
  Marker.TraverseStmt(const_cast<Stmt *>(S));
  class SubscriptRewriter : public ASTWalk<SubscriptRewriter> {
  public:
    Rewriter &RW;
    const SourceText &Text;
    llvm::function_ref<bool(const ValueDecl *)> Flattened;
    const llvm::SmallPtrSetImpl<const Expr *> &Inner;
    SubscriptRewriter(Rewriter &RW, const SourceText &Text, llvm::function_ref<bool(const ValueDecl *)> Flattened,
                      const llvm::SmallPtrSetImpl<const Expr *> &Inner)
        : RW(RW), Text(Text), Flattened(Flattened), Inner(Inner) {}
    bool shouldTraversePostOrder() const { return true; }
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
      if (Inner.count(E))
        return true;
      std::vector<const Expr *> Indices;
      const Expr *Cur = E;
      while (const auto *AS = dyn_cast<ArraySubscriptExpr>(Cur->IgnoreParenImpCasts())) {
        Indices.insert(Indices.begin(), AS->getIdx());
        Cur = AS->getBase();
      }
      const auto *Ref = dyn_cast<DeclRefExpr>(Cur->IgnoreParenImpCasts());
      unsigned Rank = Ref ? variablyModifiedRank(Ref->getDecl()->getType()) : 0;
      if (Rank < 2 || !Flattened(Ref->getDecl()))
        return true;
      std::string Flat;
      for (size_t K = 0; K < Indices.size(); ++K) {
        std::string Index = "(" + RW.getRewrittenText(Text.tokenRange(Indices[K])) + ")";
        Flat += (K ? " + " : "") + (K + 1 < Rank ? Index + " * " + strideName(Ref->getDecl(), K) : Index);
      }
      std::string Name = Ref->getDecl()->getNameAsString();
      replaceInside(RW, Text.tokenRange(E),
                    Indices.size() == Rank ? Name + "[" + Flat + "]" : "(" + Name + " + " + Flat + ")");
      return true;
    }
  } R(RW, Text, Flattened, Marker.Inner);
  R.TraverseStmt(const_cast<Stmt *>(S));
}

void KernelBody::rewriteVariablyModifiedSubscripts(const Stmt *S) {
  flattenVariablyModifiedSubscripts(S, RW, Text, [&](const ValueDecl *V) {
    return llvm::any_of(Unit.Captures, [&](const Capture &C) { return C.Var == V; }) ||
           llvm::any_of(Unit.PrivateSections, [&](const PrivateSection &P) { return P.Var == V && !P.Section; });
  });
}

// Array parameters of device functions. C's `double v[static 4]` and `double v[const]` are not
// C++: the words in the brackets go. A parameter of variably modified type (`double a[n][m]`)
// becomes a pointer to its elements, its strides are computed from the sizes on entry (when C
// evaluates them), and its subscripts are flattened as a region's are.
// ` const long long <stride> = (long long)(d1) * (long long)(d2);` for each dimension of V's
// pointee but the last, from the sizes as written (evaluated where V is declared, as C does).
static std::string strideDeclarations(const ValueDecl *V, Rewriter &RW, const SourceText &Text) {
  std::string Strides;
  unsigned Rank = variablyModifiedRank(V->getType());
  QualType Row = V->getType()->getPointeeType();
  for (unsigned K = 0; K + 1 < Rank; ++K) {
    std::string Stride;
    for (QualType T = Row; const ArrayType *AT = T->getAsArrayTypeUnsafe(); T = AT->getElementType()) {
      std::string Size;
      if (const auto *VAT = dyn_cast<VariableArrayType>(AT))
        Size = RW.getRewrittenText(Text.tokenRange(VAT->getSizeExpr()));
      else if (const auto *CAT = dyn_cast<ConstantArrayType>(AT))
        Size = std::to_string(CAT->getZExtSize());
      Stride += (Stride.empty() ? "(long long)(" : " * (long long)(") + Size + ")";
    }
    Strides += " const long long " + strideName(V, K) + " = " + Stride + ";";
    Row = Row->getAsArrayTypeUnsafe()->getElementType();
  }
  return Strides;
}

void lowerVariablyModifiedLocals(const Stmt *Body, Rewriter &RW, const SourceText &Text,
                                 const PrintingPolicy &Policy) {
  class Finder : public ASTWalk<Finder> {
  public:
    std::vector<const DeclStmt *> Decls;
    std::vector<const CStyleCastExpr *> Casts;
    bool VisitDeclStmt(DeclStmt *DS) {
      if (DS->isSingleDecl())
        if (const auto *V = dyn_cast<VarDecl>(DS->getSingleDecl());
            V && V->hasLocalStorage() && V->getType()->isPointerType() && V->getType()->isVariablyModifiedType())
          Decls.push_back(DS);
      return true;
    }
    bool VisitCStyleCastExpr(CStyleCastExpr *C) {
      if (C->getType()->isVariablyModifiedType())
        Casts.push_back(C);
      return true;
    }
  } F;
  F.TraverseStmt(const_cast<Stmt *>(Body));
  llvm::SmallPtrSet<const ValueDecl *, 4> Flattened;
  llvm::SmallPtrSet<const Expr *, 4> Initializers;
  for (const DeclStmt *DS : F.Decls) {
    const auto *V = cast<VarDecl>(DS->getSingleDecl());
    // The declaration casts its initializer itself (a cast to the VLA pointer type is dropped).
    const Expr *Value = V->getInit() ? V->getInit()->IgnoreParenImpCasts() : nullptr;
    if (const auto *C = dyn_cast_or_null<CStyleCastExpr>(Value); C && C->getType()->isVariablyModifiedType()) {
      Initializers.insert(C);
      Value = C->getSubExpr();
    }
    std::string Init = Value ? " = (" + elementPointer(V->getType(), Policy) + ")(" +
                                   RW.getRewrittenText(Text.tokenRange(Value)) + ")"
                             : "";
    std::string Strides = strideDeclarations(V, RW, Text);
    RW.ReplaceText(CharSourceRange::getCharRange(DS->getBeginLoc(), Text.afterToken(DS->getEndLoc())),
                   elementPointer(V->getType(), Policy, V->getName().str()) + Init + ";" + Strides);
    Flattened.insert(V);
  }
  for (const CStyleCastExpr *C : F.Casts)
    if (!Initializers.count(C))
      replaceInside(RW, CharSourceRange::getTokenRange(C->getLParenLoc(), C->getRParenLoc()),
                    "(" + elementPointer(C->getType(), Policy) + ")");
  if (!Flattened.empty())
    flattenVariablyModifiedSubscripts(Body, RW, Text, [&](const ValueDecl *V) { return Flattened.count(V) != 0; });
}

void lowerArrayParameters(const FunctionDecl *FD, Rewriter &RW, const SourceText &Text, const PrintingPolicy &Policy) {
  std::string Strides;
  llvm::SmallPtrSet<const ValueDecl *, 4> Flattened;
  for (const FunctionDecl *Decl : FD->redecls())
    for (const ParmVarDecl *P : Decl->parameters()) {
      if (!(P->getOriginalType()->isArrayType() || P->getType()->isVariablyModifiedType()) ||
          !RW.isRewritable(P->getBeginLoc()))
        continue;
      CharSourceRange Range = CharSourceRange::getCharRange(P->getBeginLoc(), Text.afterToken(P->getEndLoc()));
      unsigned Rank = variablyModifiedRank(P->getType());
      if (Rank == 0) {
        RW.ReplaceText(Range, withoutBracketQualifiers(RW.getRewrittenText(Range)));
        continue;
      }
      if (Decl == FD->getDefinition()) {
        Flattened.insert(P);
        Strides += strideDeclarations(P, RW, Text);
      }
      RW.ReplaceText(Range, elementPointer(P->getType(), Policy, P->getName().str()));
    }
  const FunctionDecl *Def = FD->getDefinition();
  if (!Def || !Text.isUserCode(Def->getLocation()))
    return;
  lowerVariablyModifiedLocals(Def->getBody(), RW, Text, Policy);
  if (Flattened.empty())
    return;
  const Stmt *Body = FD->getDefinition()->getBody();
  flattenVariablyModifiedSubscripts(Body, RW, Text, [&](const ValueDecl *V) { return Flattened.count(V) != 0; });
  RW.InsertTextAfter(Text.afterToken(Body->getBeginLoc()), Strides);
}

} // namespace acorn
