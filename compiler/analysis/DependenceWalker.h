// The walk of a loop body behind analyzeLoopDependence (LoopDependence.h): scalars are followed in
// LoopDependence.cpp, array elements and the subscripts that reach them in DependenceArrays.cpp.
#pragma once

#include "analysis/LoopDependence.h"
#include "analysis/Polynomial.h"
#include "analysis/SubscriptRanges.h"

#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <map>

namespace acorn {
namespace dependence {

using namespace clang;

/// An element of an array (or of the memory a pointer points to) the loop uses: of a variable
/// (`a[i][j]`, `p[i].x`, field-insensitively) or of a member (`s->y[i]`, `this->u[i]`).
struct ArrayAccess {
  const Expr *BaseExpr = nullptr;
  const ValueDecl *Base = nullptr; ///< the variable or the member
  std::vector<const Expr *> Indices;
  std::vector<std::optional<Polynomial>> Forms; ///< the indices as polynomials, known values put in
  std::vector<std::optional<IndexForm>> IndexForms; ///< Forms against the loops (set by finish)
  /// For each index but the first: whether it selects within the array the earlier ones selected
  /// (a[i][j] of a C array or of a pointer to arrays), not through a pointer loaded from it.
  std::vector<bool> WithinArray;
  const Expr *Whole = nullptr;
  bool Write = false;
  /// The variables of the loops nested in the analysed one whose bodies hold the access: their
  /// bounds tell which sizes are at least 1 where it runs (SubscriptContext::ProvenSizes).
  std::vector<Symbol> InLoops;
  /// The object `this` stands for in BaseExpr and the indices when the access is the element an
  /// accessor member function returns (`g` of `g(i, j)`); null where `this` is the caller's.
  const Expr *This = nullptr;
};

/// What happens to a scalar declared outside the loop, in evaluation order.
struct ScalarUse {
  bool Seen = false;
  bool WrittenFirst = false; ///< the first access is an unconditional plain write
  bool Written = false;
  bool Read = false;         ///< its value is used in the loop (not only overwritten)
  bool Uncovered = false;    ///< read somewhere without a write before it in the same iteration
  bool PlainUse = false;     ///< read or written other than by accumulation
  std::optional<OpenACCReductionOperator> Accumulation;
  bool MixedAccumulation = false;
  /// An update of it whose value the loop uses (`v[i] = k++`, `if ((s += a[i]) > t)`): it reads
  /// the value the update before left, so the scalar is carried, never a reduction.
  const Expr *UsedUpdate = nullptr;
  SourceLocation First;
};

/// The element of an array E is a member of (p[i] of p[i].x, p[i].pos[k]), or null.
const Expr *elementOf(const Expr *E);

/// Walks the loop body in evaluation order.
class Walker {
public:
  /// LocalValues: a local of the loop's function that keeps its initialiser stands for it in
  /// subscripts and bounds (LocalValues.h), not for a symbol of its own.
  Walker(const CanonicalLoop &Loop, const ASTContext &Ctx, const VariableSet &LiveAfter, bool LocalValues = false)
      : Loop(Loop), LoopVar(Loop.Var), Ctx(Ctx), LiveAfter(LiveAfter), LocalValues(LocalValues),
        OwnRange(ownRange()) {}

  void stmt(const Stmt *S);
  void finish(LoopDependence &Out);
  /// A variable each iteration has its own copy of (declared in the body, or private).
  void addLocal(const VarDecl *V) { Local.insert(V); }
  /// A pointer whose name stands, in the loop, for each thread's own copy of the elements it
  /// points to (a reduction of its section, 2.5.15): all accesses through it are the iteration's.
  void addOwnPointee(const VarDecl *V) { OwnPointees.insert(V); }
  /// The variable of a loop around the analysed one.
  void addEnclosingLoopVariable(const VarDecl *V) { EnclosingLoopVars.insert(V); }
  /// Sizes the bound of a loop around the analysed one proves (its body runs: `i < n`, n >= 1).
  void addEnclosingSizes(const std::set<Symbol> &Sizes) { EnclosingSizes.insert(Sizes.begin(), Sizes.end()); }
  /// How the variable of a loop around the analysed one runs (added innermost first).
  void addEnclosingRange(const VarDecl *V, const VariableRange &R) { EnclosingRanges.push_back({V, R}); }

private:
  /// Used: whether the value of E is used (false for an expression statement, a for loop's
  /// increment, the left operand of a comma, a cast to void).
  void expr(const Expr *E, bool Used = true);
  void call(const clang::CallExpr *Call);
  void callee(const clang::CallExpr *Call, const clang::CallExpr *Resolved, const std::string &Name);
  bool accessorAccess(const clang::CallExpr *Call, bool Write);
  std::optional<const Expr *> accessorObject(const Expr *Object) const;
  bool sameMember(const Expr *A, const Expr *ThisA, const Expr *B, const Expr *ThisB) const;
  std::string baseText(const ArrayAccess &A) const;
  const VarDecl *ownObject(const Expr *Arg) const;
  void writeThrough(const Expr *Target, bool Reads);
  /// UsedAs: the assignment or increment, when its value is used; null when it is discarded.
  void assign(const Expr *Target, const Expr *Value, BinaryOperatorKind Op, const Expr *UsedAs);
  std::vector<const Expr *> accumulatedChain(const ValueDecl *V, const BinaryOperator *Value,
                                             std::optional<OpenACCReductionOperator> &Op);
  void scalarEvent(const ValueDecl *V, SourceLocation Loc, bool Write, bool Plain,
                   std::optional<OpenACCReductionOperator> Accumulate);
  bool arrayAccess(const Expr *E, bool Write);
  bool derivedAccess(const Expr *Pointer, const Expr *Whole, bool Write);
  bool argumentAccess(const Expr *Arg);
  void definePointer(const VarDecl *P, const Expr *Init);
  void defineReference(const VarDecl *R, const Expr *Init);
  void pointInto(const VarDecl *P, const Expr *Base, std::optional<Polynomial> Offset);
  const VarDecl *referenceRoot(const Expr *E) const;
  bool ownStorage(const ValueDecl *V) const;
  void fail(SourceLocation Loc, std::string Msg) {
    if (Why.empty()) {
      Why = std::move(Msg);
      Where = Loc;
    }
  }
  /// A variable from outside the loop followed as one value: a scalar, a pointer, or an object of
  /// class type (written whole by assignments and by the calls it is the object of).
  bool isScalarOfInterest(const ValueDecl *V) const {
    const auto *VD = dyn_cast<VarDecl>(V);
    return VD && VD != LoopVar && !Local.count(VD) && !VD->getType()->isArrayType() &&
           !VD->getType()->isReferenceType();
  }
  /// A variable's name; for Clang's hidden variable of a range-based for (`__range2`), the
  /// range the user wrote.
  std::string text(const VarDecl *V) const {
    return V->isImplicit() && V->getInit() ? text(V->getInit()) : V->getNameAsString();
  }
  std::string text(const Expr *E) const {
    if (const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      if (const auto *V = dyn_cast<VarDecl>(R->getDecl()); V && V->isImplicit() && V->getInit())
        return text(V);
    std::string S;
    llvm::raw_string_ostream OS(S);
    E->printPretty(OS, nullptr, PrintingPolicy(Ctx.getLangOpts()));
    return OS.str();
  }
  std::vector<const ValueDecl *> writtenFirstByBothBranches(const IfStmt *I) const;
  bool fixed(const ValueDecl *V) const;
  bool fixedSymbol(Symbol S) const;
  std::optional<Polynomial> knownValue(const Expr *E);
  std::optional<VariableRange> ownRange();
  std::optional<Polynomial> polynomial(const Expr *E) {
    return polynomialOf(E, Ctx, [this](const Expr *Sub) { return knownValue(Sub); });
  }
  void define(const ValueDecl *V, const Expr *Value);
  /// Forgets the known values and pointers for which P(variable, the symbols of its value, depth).
  template <typename Pred> void forgetIf(Pred P) {
    for (auto It = Definitions.begin(); It != Definitions.end();)
      It = P(It->first, symbolsOf(It->second.first), It->second.second) ? Definitions.erase(It) : std::next(It);
    for (auto It = PointerDefs.begin(); It != PointerDefs.end();)
      It = P(It->first, It->second.symbols(), It->second.Depth) ? PointerDefs.erase(It) : std::next(It);
  }
  void forgetDefinitions(const ValueDecl *Written);
  void enterLoop(const Stmt *Loop);
  void leaveLoop();
  SubscriptContext subscripts(const ArrayAccess &A) const;
  bool apart(const ArrayAccess &W, const ArrayAccess &A) const;
  const ValueDecl *unfollowed(const ArrayAccess &A) const;
  /// Aliases: also against accesses of other bases that may overlap it (said after the rest).
  void checkWrite(const ArrayAccess &W, bool Aliases);
  bool baseFixed(const ArrayAccess &A) const;

  const CanonicalLoop &Loop;
  const VarDecl *LoopVar;
  const ASTContext &Ctx;
  const VariableSet &LiveAfter;
  bool LocalValues;
  /// The loop's body and the bodies of loops nested in it: which scalars each iteration of them
  /// writes first (Base: the conditional depth at which its statements run unconditionally).
  struct NestLevel {
    explicit NestLevel(int Base) : Base(Base) {}
    int Base;
    llvm::DenseMap<const ValueDecl *, bool> FirstIsWrite;
  };
  std::vector<NestLevel> Nest = std::vector<NestLevel>(1, NestLevel(0));
  llvm::SmallPtrSet<const VarDecl *, 8> Local;
  llvm::SmallPtrSet<const ValueDecl *, 2> OwnPointees;
  llvm::MapVector<const ValueDecl *, ScalarUse> Scalars;
  std::vector<ArrayAccess> Accesses;
  /// Members read in subscripts, taken as symbols (`s->n`), with the variable they start from (and
  /// the object `this` stands for in E, within an accessor: ArrayAccess::This).
  struct Atom {
    const Expr *E;
    const ValueDecl *Root;
    const Expr *This = nullptr;
  };
  std::vector<Atom> Atoms;
  /// Within the element an accessor returns (accessorAccess): its object and the values of its
  /// parameters.
  bool InAccessor = false;
  const Expr *ThisObject = nullptr;
  std::map<const ValueDecl *, Polynomial> ArgumentValues;
  std::map<Symbol, VariableRange> InnerRanges; ///< how the variables of inner loops run
  std::vector<Symbol> BodiesWalked; ///< the inner loops (with a range) whose body the walk is in
  /// Integer scalars with a known value at this point of the walk (`k = i * cols + j;`), with the
  /// depth of the loop body that set them.
  std::map<const ValueDecl *, std::pair<Polynomial, size_t>> Definitions;
  /// With LocalValues: the values of the locals asked for (unchangedLocalValue walks the function).
  std::map<const VarDecl *, std::optional<Polynomial>> LocalValueCache;
  /// Pointers of the iteration's own set from an array (`double *row = a + i * ld;`, `&p[i]`,
  /// `A[i]` of a 2-D array): the array, the indices of the row they point into (Rows: `i` of
  /// `A[i]`, each selecting within the one before), where they point in it, and the depth of the
  /// loop body that set them.
  struct PointerDef {
    const Expr *BaseExpr = nullptr;
    const ValueDecl *Base = nullptr;
    std::vector<const Expr *> RowIndices;
    std::vector<std::optional<Polynomial>> RowForms;
    std::optional<Polynomial> Offset;
    size_t Depth = 0;
    std::set<Symbol> symbols() const {
      std::set<Symbol> S = Offset ? symbolsOf(*Offset) : std::set<Symbol>();
      for (const std::optional<Polynomial> &F : RowForms)
        if (F)
          S.merge(symbolsOf(*F));
      return S;
    }
  };
  /// An access through such a pointer: A (of one index, its offset added) as the array's.
  void throughPointerDef(ArrayAccess &A, const PointerDef &Def) const;
  /// Pointers, and references (as the pointer to what they are bound to, `double &o = b[i];`).
  std::map<const ValueDecl *, PointerDef> PointerDefs;
  /// References of the iteration's bound to its own storage (`double &r = t[k];` of a local t).
  llvm::SmallPtrSet<const VarDecl *, 4> OwnReferences;
  std::set<Symbol> EnclosingLoopVars, EnclosingSizes;
  std::vector<std::pair<Symbol, VariableRange>> EnclosingRanges;
  std::optional<VariableRange> OwnRange; ///< how the loop's variable runs (set from the members above)
  /// The types of memory read through expressions other than tracked elements (`*p`, `s->n`).
  std::vector<QualType> UnknownReads;
  /// A call whose callee reads globals or memory through pointers (CallEffects.h).
  const CallExpr *SharedReader = nullptr;
  int Conditional = 0, Breakable = 0, InAtomic = 0;
  std::string Why;
  SourceLocation Where;
};

} // namespace dependence
} // namespace acorn
