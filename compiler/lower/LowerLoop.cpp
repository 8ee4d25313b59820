// A partitioned loop: its header becomes an iteration over the launch's share of the (collapsed)
// iteration space; the loop variables are recovered from the flat index, privates declared in the
// body, and reductions wrapped around it.
#include "lower/KernelBody.h"

#include "analysis/CanonicalLoop.h"
#include "analysis/ExpressionForms.h"
#include "lower/RuntimeABI.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace acorn {

// The signed increment: "1", "-1", "(s)", "-(s)".
static std::string stepText(const CanonicalLoop &C, const KernelBody &B) {
  if (!C.Step)
    return C.StepNegated ? "-1" : "1";
  std::string S = "(" + B.code(C.Step) + ")";
  return C.StepNegated ? "-" + S : S;
}

// Replaces the text of R, keeping what was inserted before it (the extents of VLA types its
// declarations use, LowerVLA.h) and after it (`__acorn_this->` before a member where the body
// begins belongs to the body).
static void replaceBetweenInserts(Rewriter &RW, CharSourceRange R, const std::string &With) {
  Rewriter::RewriteOptions Inside;
  Inside.IncludeInsertsAtBeginOfRange = Inside.IncludeInsertsAtEndOfRange = false;
  RW.ReplaceText(R.getBegin(), RW.getRangeSize(R, Inside), With);
}

// Whether V's type specifier as written is its whole type: no declarator around its name (`*p`,
// `(*row)[m]`, `(*f)(int)`).
static bool specifierIsWholeType(const VarDecl *V) {
  if (!V->getTypeSourceInfo())
    return false;
  TypeLoc TL = V->getTypeSourceInfo()->getTypeLoc().getUnqualifiedLoc();
  return !(TL.getAs<PointerTypeLoc>() || TL.getAs<ArrayTypeLoc>() || TL.getAs<ParenTypeLoc>() ||
           TL.getAs<FunctionTypeLoc>() || TL.getAs<ReferenceTypeLoc>() || TL.getAs<MemberPointerTypeLoc>() ||
           TL.getAs<BlockPointerTypeLoc>());
}

SourceLocation KernelBody::loopTextBegin(const LoopPlan &L) const {
  // The directive line of a combined construct is replaced by the compute construct's prologue; a
  // kernels loop may have no directive.
  if (!L.Directive || L.Directive == Plan.Construct)
    return Text.beginOf(L.For);
  return Text.sourceManager().getExpansionLoc(L.Directive->getBeginLoc());
}

// The loop variable declared as Name, or (Name empty) its type for a cast, as the lowered code
// spells it: as the loop declares it when the type specifier is the whole type, else printed from
// its type (KernelBody::declarator); decltype(__acorn_lb) for `auto` and a dependent type.
std::string KernelBody::loopVariableType(const CanonicalLoop &C, const std::string &Sfx, const std::string &Name) const {
  // (Empty where a function-like macro writes the loop: FOR_RANGE(i, 0, n).)
  std::string Written = C.DeclaredInInit ? Text.text(C.TypeRange) : "";
  auto Named = [&](const std::string &Type) { return Name.empty() ? Type : Type + " " + Name; };
  if (C.Var->getType()->isDependentType() || Written == "auto")
    return Named("decltype(__acorn_lb" + Sfx + ")");
  if (!Written.empty() && specifierIsWholeType(C.Var))
    return Named(Written);
  return declarator(C.Var->getType(), Name);
}

// `T v = (T)(lb + index * st);`: a loop variable from its iteration's index. Without a type (Declare
// false), `v = (T)(lb + index * st);`: the variable from outside the loop given its final value.
// An iterator of class type moves from lb through its own operator+ (or +=) by a difference.
std::string KernelBody::loopVariable(const CanonicalLoop &C, const std::string &Sfx, const std::string &Index,
                                     bool Declare) const {
  std::string Type = loopVariableType(C, Sfx);
  std::string Name = C.Var->getNameAsString(), Lb = "__acorn_lb" + Sfx;
  std::string Start = (Declare ? loopVariableType(C, Sfx, Name) : Name) + " = ";
  if (C.Iterator) {
    std::string K = "(" + Index + " * __acorn_st" + Sfx + ")";
    switch (C.Operators.Form) {
    case IteratorOperators::Plus: return Start + Lb + " + " + K + "; ";
    case IteratorOperators::PlusCommuted: return Start + K + " + " + Lb + "; ";
    case IteratorOperators::PlusAssign: return Start + Lb + "; " + Name + " += " + K + "; ";
    }
  }
  return Start + "(" + Type + ")(" + Lb + " + " + Index + " * __acorn_st" + Sfx + "); ";
}

// The loop's start, bound, step and trip count, `__acorn_lbN = ...; ...; __acorn_nN = ...;`. An
// iterator's start has the variable's type (its initialiser may be `{p}`); its iterations are counted
// from the difference `end - begin` (the class's operator-).
std::string KernelBody::loopBounds(const CanonicalLoop &C, const std::string &Sfx) const {
  std::string Lb = "__acorn_lb" + Sfx, Ub = "__acorn_ub" + Sfx, St = "__acorn_st" + Sfx;
  std::string LbType = C.Iterator ? loopVariableType(C, Sfx) : "auto";
  if (LbType.rfind("decltype(", 0) == 0)
    LbType = "auto";
  std::string Range = C.Iterator ? "0LL, (long long)(" + Ub + " - " + Lb + ")" : Lb + ", " + Ub;
  std::string Step = stepText(C, *this);
  // A C pointer to rows of variable length is a pointer to their scalars (LowerVLA.h): a step
  // moves it over a row's scalars.
  if (TargetIsC && variablyModifiedRank(C.Var->getType()))
    Step = "(" + Step + ") * " + vlaScalars(C.Var->getType()->getPointeeType(), C.Var->getLocation());
  return LbType + " " + Lb + " = " + wholeCode(C.Lower) + "; auto " + Ub + " = " + wholeCode(C.Upper) +
         "; long long " + St + " = " + Step + "; long long __acorn_n" + Sfx + " = " +
         abi::tripFunction(C.Cmp) + "(" + Range + ", " + St + "); ";
}

// TileStaging.h: before a tile's elements run, its threads copy the staged reads of the tile into
// shared memory, walking each read's contiguous index fastest; the body reads them from there.
std::string KernelBody::stageTile(const LoopPlan &L, const std::vector<CanonicalLoop> &Loops, const std::string &N,
                                  unsigned Levels, const std::string &TileSize, unsigned Context) {
  std::string Decls, Copies;
  for (const StagedRead &S : L.Staged) {
    std::string Name = "__acorn_sm" + N + "_" + std::to_string(StagedCount);
    std::string Type = S.Read->getType().getUnqualifiedType().getAsString(Policy);
    Decls += "auto &" + Name + " = ::__acorn_stage_tile<" + std::to_string(StagedCount++) + ", " + Type + ", " +
             std::to_string(S.Rows) + ", " + std::to_string(S.Columns + 1) + ">(__acorn_ex); ";
    Copies += Name + "[__acorn_e" + N + "_0][__acorn_e" + N + "_1] = " + code(S.Read) + "; ";
    RW.ReplaceText(Text.tokenRange(S.Read), Name + "[__acorn_e" + N + "_0][__acorn_e" + N + "_1]");
  }
  size_t Contiguous = 1 - L.TileFastest;
  std::string Code = Decls + "{ " + tileElementLoop("s" + N, Levels, TileSize) + "long long __acorn_qs" + N +
                     " = __acorn_ks" + N + "; ";
  for (size_t J : {Contiguous, L.TileFastest}) {
    std::string Sfx = N + "_" + std::to_string(J);
    Code += "long long __acorn_e" + Sfx + " = __acorn_qs" + N + " % __acorn_ts" + Sfx + "; __acorn_qs" + N +
            " /= __acorn_ts" + Sfx + "; ";
  }
  for (size_t J = Loops.size(); J-- > 0;) {
    std::string Sfx = N + "_" + std::to_string(J);
    Code += "long long __acorn_i" + Sfx + " = __acorn_o" + Sfx + " + __acorn_e" + Sfx + "; if (__acorn_i" + Sfx +
            " >= __acorn_n" + Sfx + ") continue; " + loopVariable(Loops[J], Sfx, "__acorn_i" + Sfx);
  }
  return Code + Copies + "} } __acorn_ex.__acorn_sync(" + std::to_string(Context) + "u); ";
}

// CacheStaging.h: before the loop runs, the gang's threads copy each staged section of its cache
// directives into shared memory; the array's name in the body's reads becomes a view that reads
// the copy for the section's elements and the array for others.
std::string KernelBody::stageCache(const LoopPlan &L, const std::string &N, unsigned Context) {
  std::string Code;
  std::string Sync = "__acorn_ex.__acorn_sync(" + std::to_string(Context) + "u); ";
  for (size_t I = 0; I < L.Cached.size(); ++I) {
    const CacheItem &C = L.Cached[I];
    if (!C.NotStagedWhy.empty())
      continue;
    std::string Sfx = N + "_" + std::to_string(I), Buffer = "__acorn_cb" + Sfx, Shape = "__acorn_cs" + Sfx;
    std::string Array = "&" + code(C.Reads.front()) + "[0]", Lowers, Lengths;
    unsigned Total = 1;
    for (size_t D = 0; D < C.Lowers.size(); ++D) {
      Lowers += (D ? ", " : "") + (C.Lowers[D] ? "(long long)(" + wholeCode(C.Lowers[D]) + ")" : std::string("0"));
      Lengths += (D ? ", " : "") + std::to_string(C.Lengths[D]);
      Total *= C.Lengths[D];
    }
    std::string Type = C.Element.getCanonicalType().getUnqualifiedType().getAsString(Policy);
    Code += "auto &" + Buffer + " = ::__acorn_stage_tile<" + std::to_string(StagedCount++) + ", " + Type + ", 1, " +
            std::to_string(Total) + ">(__acorn_ex); ::__acorn_CacheShape<" + std::to_string(C.Lowers.size()) + "> " +
            Shape + " = {{" + Lowers + "}, {" + Lengths + "}}; " + Sync + "::__acorn_cache_load(__acorn_ex, " + Buffer +
            "[0], " + Array + ", " + Shape + "); " + Sync + "auto __acorn_cv" + Sfx + " = ::__acorn_cache_view(" + Array +
            ", " + Buffer + "[0], " + Shape + "); ";
    for (const DeclRefExpr *Read : C.Reads)
      RW.ReplaceText(Text.tokenRange(Read), "__acorn_cv" + Sfx);
  }
  return Code;
}

// The levels argument of `part` for loop L partitioned across Over: gang(dim:d) rides along.
static std::string partLevels(const LoopPlan &L, unsigned Over) {
  if ((Over & ACORN_LEVEL_GANG) && L.GangDim > 1)
    Over |= (L.GangDim - 1) << ACORN_GANG_DIM_SHIFT;
  return std::to_string(Over) + "u";
}

// `for (__acorn_k<Var> ...) { `: this thread's share of [0, Trip) over the levels `part` is given.
static std::string partLoop(const std::string &Var, const std::string &Levels, const std::string &Trip) {
  std::string R = "__acorn_r" + Var, K = "__acorn_k" + Var;
  return "::__acorn_Range " + R + " = __acorn_ex.__acorn_part(" + Levels + ", " + Trip + "); for (long long " + K + " = " + R +
         ".__acorn_begin; " + K + " < " + R + ".__acorn_end; " + K + " += " + R + ".__acorn_step) { ";
}

// A collapsed nest's Count loops: `for (__acorn_k<N> ...) {` over this thread's share of the flat
// iteration space, the indices `__acorn_i<N>_<J>` divided out of it, then the innermost index
// running over a contiguous_run of iterations (a host gang's row: the loop vectorises; a GPU
// thread's one iteration). A `continue` in the body goes on to the next iteration of that run.
// Two braces close it.
static std::string collapsedLoops(const std::string &N, size_t Count, const std::string &Levels,
                                  const std::string &Trip) {
  auto I = [&](size_t J) { return "__acorn_i" + N + "_" + std::to_string(J); };
  auto Trips = [&](size_t J) { return "__acorn_n" + N + "_" + std::to_string(J); };
  std::string R = "__acorn_r" + N, K = "__acorn_k" + N, Q = "__acorn_q" + N, Run = "__acorn_run" + N;
  std::string First = I(Count - 1) + "_first";
  std::string Code = "::__acorn_Range " + R + " = __acorn_ex.__acorn_part(" + Levels + ", " + Trip + "); for (long long " + K +
                     " = " + R + ".__acorn_begin; " + K + " < " + R + ".__acorn_end;) { long long " + Q + " = " + K +
                     "; long long " + First + " = " + Q + " % " + Trips(Count - 1) + "; " + Q + " /= " +
                     Trips(Count - 1) + "; ";
  for (size_t J = Count - 1; J-- > 1;)
    Code += "long long " + I(J) + " = " + Q + " % " + Trips(J) + "; " + Q + " /= " + Trips(J) + "; ";
  Code += "long long " + I(0) + " = " + Q + "; ";
  Code += "long long " + Run + " = ::__acorn_contiguous_run(" + R + ", " + K + ", " + Trips(Count - 1) + " - " + First +
          "); " + K + " += " + R + ".__acorn_step == 1 ? " + Run + " : " + R + ".__acorn_step; ";
  Code += "for (long long " + I(Count - 1) + " = " + First + "; " + I(Count - 1) + " < " + First + " + " + Run + "; ++" +
          I(Count - 1) + ") { ";
  return Code;
}

// The loop over a tile's elements shared by the threads of Levels, `__acorn_k<Var>` the element.
// When Acorn fixed the vector length (TileLaunch), each lane walks a constant number of elements.
std::string KernelBody::tileElementLoop(const std::string &Var, unsigned Levels, const std::string &TileSize) const {
  if (!Unit.Tiles.Lanes)
    return partLoop(Var, std::to_string(Levels) + "u", TileSize);
  std::string R = "__acorn_r" + Var, K = "__acorn_k" + Var, B = "__acorn_b" + Var;
  std::string Lanes = std::to_string(Unit.Tiles.Lanes);
  return "::__acorn_Range " + R + " = __acorn_ex.__acorn_lanes(" + Lanes + "); for (long long " + B + " = 0; " + B +
         " < " + std::to_string(Unit.Tiles.Elements) + "; " + B + " += " + Lanes + ") for (long long " + K + " = " +
         B + " + " + R + ".__acorn_begin; " + K + " < " + B + " + " + R + ".__acorn_end; " + K + " += " + R + ".__acorn_step) { ";
}

// The loops over the tiles dealt to gangs, which set each tile's origin `__acorn_o<N>_<J>`: on a
// tile grid (TileLaunch) two loops over the gang's tiles, else one over flat tile numbers.
std::string KernelBody::tileLoops(const LoopPlan &L, const std::string &N, size_t Count, const std::string &Tiles) const {
  std::string Code;
  if (Unit.Tiles.Grid && &L == Unit.HostTrip) {
    std::string C = "__acorn_ct" + N, Row = "__acorn_kt" + N + "_0", Col = "__acorn_kt" + N + "_1";
    Code = "::__acorn_TileChunk " + C + " = __acorn_ex.__acorn_tiles(__acorn_nt" + N + "_0, __acorn_nt" + N +
           "_1); for (long long " + Row + " = " + C + ".__acorn_first_row; " + Row + " < " + C + ".__acorn_end_row; ++" + Row +
           ") for (long long " + Col + " = " + C + ".__acorn_row_begin(" + Row + "); " + Col + " < " + C + ".__acorn_row_end(" + Row +
           ", __acorn_nt" + N + "_1); ++" + Col + ") { ";
    for (size_t J = 0; J < Count; ++J) {
      std::string Sfx = N + "_" + std::to_string(J);
      Code += "long long __acorn_o" + Sfx + " = __acorn_kt" + Sfx + " * __acorn_ts" + Sfx + "; ";
    }
    return Code;
  }
  Code = partLoop("t" + N, partLevels(L, ACORN_LEVEL_GANG), Tiles) + "long long __acorn_qt" + N + " = __acorn_kt" + N +
         "; ";
  for (size_t J = Count; J-- > 0;) {
    std::string Sfx = N + "_" + std::to_string(J);
    Code += "long long __acorn_o" + Sfx + " = (__acorn_qt" + N + " % __acorn_nt" + Sfx + ") * __acorn_ts" + Sfx +
            "; __acorn_qt" + N + " /= __acorn_nt" + Sfx + "; ";
  }
  return Code;
}

bool KernelBody::rewriteLoop(const LoopPlan &L, unsigned Context) {
  std::string N = std::to_string(Counter++);
  // The collapsed loops, outermost first.
  std::vector<CanonicalLoop> Loops;
  const Stmt *Cur = L.For;
  for (unsigned I = 0; I < (L.Levels ? L.Collapse : 0); ++I) {
    const auto *F = dyn_cast_or_null<ForStmt>(Cur);
    if (!F) {
      Diags.error(Cur ? Cur->getBeginLoc() : L.For->getBeginLoc(),
                  "collapse(" + std::to_string(L.Collapse) + ") needs " + std::to_string(L.Collapse) +
                      (L.CollapseForce ? " nested for loops, one at each level"
                                       : " tightly nested for loops (collapse(force:" +
                                             std::to_string(L.Collapse) + ") allows code between them)"));
      return false;
    }
    std::string Why;
    SourceLocation Where;
    std::optional<CanonicalLoop> CL = analyzeCanonicalLoop(F, Why, Where);
    if (!CL) {
      Diags.error(Where, "loop cannot be partitioned: " + Why);
      return false;
    }
    // 2.9.1, 2.9.8: the loops form one rectangular iteration space (GCC rejects a triangle too).
    bool Tile = !L.TileSizes.empty();
    std::string Clause = Tile                ? "tile"
                         : L.CollapseForce ? "collapse(force:" + std::to_string(L.Collapse) + ")"
                                           : "collapse(" + std::to_string(L.Collapse) + ")";
    for (const CanonicalLoop &Outer : Loops)
      for (const Expr *E : {CL->Lower, CL->Upper, CL->Step}) {
        // The trip counts are computed before any iteration runs: not from code between the loops.
        if (const VarDecl *V = interveningVariable(E, Outer.For); V && V != CL->Var) {
          Diags.error(E->getBeginLoc(), Clause + " needs the trip counts of its loops before they start (2.9.1), but "
                                            "this bound uses '" + V->getNameAsString() +
                                            "', declared in the code between the collapsed loops; compute the "
                                            "bound before the outer loop or collapse fewer loops");
          Diags.note(V->getLocation(), "'" + V->getNameAsString() + "' declared here");
          return false;
        }
        if (E && mentions(E, Outer.Var)) {
          Diags.error(E->getBeginLoc(), Clause + " needs a rectangular iteration space, but this bound uses '" +
                                            Outer.Var->getNameAsString() + "', the variable of a loop " +
                                            (Tile ? "tiled" : "collapsed") + " with it; " +
                                            (Tile ? "tile" : "collapse") + " fewer loops");
          return false;
        }
      }
    Loops.push_back(*CL);
    Cur = nextCollapsedLoop(F, L.CollapseForce);
  }
  CharSourceRange DirectiveLine;
  if (L.Directive && L.Directive != Plan.Construct) {
    const auto *D = cast<OpenACCConstructStmt>(L.Directive);
    DirectiveLine = Text.directiveRange(D->getBeginLoc(), D->getEndLoc());
  }
  std::string Privates;
  for (const ValueDecl *V : L.Privates)
    // A loop variable named in its own loop's private clause is declared for each iteration already.
    if (!L.Levels || llvm::none_of(Loops, [&](const CanonicalLoop &C) { return C.Var == V; }))
      Privates += declarePrivate(V, &L) + " ";

  // Text closing a statement is inserted after the statements nested in it are rewritten, so
  // that inner closings come first where an unbraced body ends with its loop.
  if (!L.Levels) {
    // Sequential: the loop stays as written; privates, and a loop variable declared outside the
    // loop, get a scope around it: each thread that runs the loop has its own variable (2.6.1 makes
    // a loop directive's private), which gives the one outside its final value when that is read
    // (LoopPlan::FinalValue; `break` included).
    if (DirectiveLine.isValid())
      replaceBetweenInserts(RW, DirectiveLine, std::string(Text.newlinesIn(DirectiveLine), '\n'));
    std::string Why;
    SourceLocation Where;
    if (std::optional<CanonicalLoop> CL = analyzeCanonicalLoop(L.For, Why, Where);
        CL && !CL->DeclaredInInit && !llvm::is_contained(L.Privates, CL->Var))
      Privates += declareLike(CL->Var) + " ";
    std::string Last = L.FinalValue ? "__acorn_last_" + L.FinalValue->getNameAsString() : "";
    if (L.FinalValue)
      Privates = "auto &" + Last + " = " + L.FinalValue->getNameAsString() + "; " + Privates;
    if (!Privates.empty())
      RW.InsertTextBefore(Text.beginOf(L.For), "{ " + Privates);
    rewriteStatements(L.For->getBody(), Context);
    if (L.FinalValue)
      RW.InsertTextAfter(Text.endOf(L.For), " " + Last + " = " + L.FinalValue->getNameAsString() + ";");
    if (!Privates.empty())
      RW.InsertTextAfter(Text.endOf(L.For), " }");
    return true;
  }

  unsigned Levels = L.Levels;
  // A vector loop in worker-single code (2.2.3): the leader worker's lanes share its iterations;
  // the other workers skip them and wait after it. Its reductions combine over the workers too
  // (the others' copies hold the identity) so that every worker's copy gets the value.
  // Inside, no thread runs code redundantly.
  bool OneWorker = oneWorker(Levels, Context);
  unsigned Inside = Context | Levels | (OneWorker ? ACORN_LEVEL_WORKER : 0);
  std::string Head = "{ ";
  for (size_t I = 0; I < L.Reductions.size(); ++I)
    Head += reductionOpen(L.Reductions[I], &L, "__acorn_red" + N + "_" + std::to_string(I));
  std::string Total, Tiles, TileSize;
  bool Tiled = !L.TileSizes.empty();
  for (size_t J = 0; J < Loops.size(); ++J) {
    const CanonicalLoop &C = Loops[J];
    std::string Sfx = N + "_" + std::to_string(J);
    Head += loopBounds(C, Sfx);
    if (Tiled) {
      // 2.9.8 tile: the iteration space is walked tile by tile, each tile's elements consecutive.
      const Expr *Size = L.TileSizes[J];
      std::string Default = std::to_string(defaultTileSize(J + 1 == Loops.size())); // tile(*)
      Head += "long long __acorn_ts" + Sfx + " = " + (Size ? "(long long)(" + code(Size) + ")" : Default) +
              "; long long __acorn_nt" + Sfx + " = (__acorn_n" + Sfx + " + __acorn_ts" + Sfx + " - 1) / __acorn_ts" +
              Sfx + "; ";
      Total += (J ? " * " : "") + ("__acorn_nt" + Sfx + " * __acorn_ts" + Sfx);
      Tiles += (J ? " * " : "") + ("__acorn_nt" + Sfx);
      TileSize += (J ? " * " : "") + ("__acorn_ts" + Sfx);
    } else {
      Total += (J ? " * " : "") + ("__acorn_n" + Sfx);
    }
  }
  // 2.9.8: with gang and a lower level, the tiles are spread over the gangs and each tile's
  // elements over the gang's threads (each tile's origin is found once per tile).
  bool TilesAcrossGangs = Tiled && (Levels & ACORN_LEVEL_GANG) && (Levels & ~ACORN_LEVEL_GANG);
  bool Collapsed = !Tiled && Loops.size() > 1;
  std::string Q = "__acorn_q" + N;
  Head += stageCache(L, N, Context);
  if (TilesAcrossGangs) {
    Head += tileLoops(L, N, Loops.size(), Tiles);
    if (!L.Staged.empty())
      Head += stageTile(L, Loops, N, Levels & ~ACORN_LEVEL_GANG, TileSize, Context);
    Head += tileElementLoop(N, Levels & ~ACORN_LEVEL_GANG, TileSize);
  } else {
    Head += Collapsed ? collapsedLoops(N, Loops.size(), partLevels(L, Levels), Total)
                      : partLoop(N, partLevels(L, Levels), Total);
  }
  if (Tiled) {
    Head += "long long " + Q + " = __acorn_k" + N + "; ";
    // Element indices vary fastest (the one that makes stores contiguous first, then inner to
    // outer), then tile indices; iterations past a loop's end are skipped.
    std::vector<size_t> ElementOrder = {L.TileFastest};
    for (size_t J = Loops.size(); J-- > 0;)
      if (J != L.TileFastest)
        ElementOrder.push_back(J);
    for (size_t J : ElementOrder) {
      std::string Sfx = N + "_" + std::to_string(J);
      Head += "long long __acorn_e" + Sfx + " = " + Q + " % __acorn_ts" + Sfx + "; " + Q + " /= __acorn_ts" + Sfx + "; ";
    }
    for (size_t J = Loops.size(); J-- > 0;) {
      std::string Sfx = N + "_" + std::to_string(J);
      std::string Origin = TilesAcrossGangs ? "__acorn_o" + Sfx
                                            : "(" + Q + " % __acorn_nt" + Sfx + ") * __acorn_ts" + Sfx;
      Head += "long long __acorn_i" + Sfx + " = " + Origin + " + __acorn_e" + Sfx + "; ";
      if (!TilesAcrossGangs)
        Head += Q + " /= __acorn_nt" + Sfx + "; ";
      Head += "if (__acorn_i" + Sfx + " >= __acorn_n" + Sfx + ") continue; ";
    }
  }
  if (OneWorker)
    Head += "if (!__acorn_ex.__acorn_leader(" + std::to_string(Context | Levels) + "u)) continue; ";
  for (size_t J = Loops.size(); J-- > 0;) {
    std::string Sfx = N + "_" + std::to_string(J);
    Head += loopVariable(Loops[J], Sfx, Tiled || Loops.size() > 1 ? "__acorn_i" + Sfx : "__acorn_k" + N);
  }
  Head += Privates;

  std::string Tail = TilesAcrossGangs ? (L.Staged.empty() ? " } }" : " } __acorn_ex.__acorn_sync(" + std::to_string(Context) + "u); }")
                     : Collapsed      ? " } }"
                                      : " }";
  // The final value of a kernels loop's variable from outside (LoopPlan::FinalValue), as C leaves
  // it: every thread writes the same value, before the sync that lets code after the loop read it.
  if (L.FinalValue && Loops.size() == 1 && !Tiled)
    Tail += " " + loopVariable(Loops[0], N + "_0", "__acorn_n" + N + "_0", false);
  for (size_t I = L.Reductions.size(); I-- > 0;)
    Tail += reductionClose(L.Reductions[I], "__acorn_red" + N + "_" + std::to_string(I),
                           reductionLevels(L.Reductions[I], Levels) | (OneWorker ? ACORN_LEVEL_WORKER : 0));
  // Code after a worker or vector loop reads what all lanes wrote.
  if ((Levels & (ACORN_LEVEL_WORKER | ACORN_LEVEL_VECTOR)) && L.Directive != Plan.Construct)
    Tail += " __acorn_ex.__acorn_sync(" + std::to_string(Context) + "u);";
  Tail += " }";

  // The headers of the collapsed loops give way to the partitioned iteration; the bodies stay as
  // written, so code between the loops (collapse(force:)) runs in every iteration of the nest.
  // Loops one macro writes (`FOR_2D(i, j, ni, nj) body`) share one header: it ends at the body of
  // the innermost of them.
  SourceLocation HeadEnd = Text.beginOf(L.For->getBody());
  size_t OwnHeaders = 1;
  for (; OwnHeaders < Loops.size() && Text.beginOf(Loops[OwnHeaders].For) == Text.beginOf(L.For); ++OwnHeaders)
    HeadEnd = Text.beginOf(Loops[OwnHeaders].For->getBody());
  CharSourceRange HeadRange = CharSourceRange::getCharRange(loopTextBegin(L), HeadEnd);
  auto Replace = [&](CharSourceRange R, const std::string &With) { replaceBetweenInserts(RW, R, With); };
  Replace(HeadRange, Head + std::string(Text.newlinesIn(HeadRange), '\n'));
  for (size_t I = OwnHeaders; I < Loops.size(); ++I) {
    const ForStmt *F = Loops[I].For;
    CharSourceRange Header = CharSourceRange::getCharRange(Text.beginOf(F), Text.beginOf(F->getBody()));
    Replace(Header, std::string(Text.newlinesIn(Header), '\n'));
  }
  for (const ReductionItem &R : L.Reductions)
    ReductionCopies.push_back({R.Var, Inside});
  for (size_t I = 0; I + 1 < Loops.size(); ++I)
    if (const auto *CS = dyn_cast<CompoundStmt>(Loops[I].For->getBody()))
      for (const Stmt *S : CS->body())
        if (S != Loops[I + 1].For)
          rewriteStatements(S, Inside);
  rewriteStatements(Loops.back().For->getBody(), Inside);
  ReductionCopies.resize(ReductionCopies.size() - L.Reductions.size());
  RW.InsertTextAfter(Text.endOf(L.For), Tail);
  return true;
}

} // namespace acorn
