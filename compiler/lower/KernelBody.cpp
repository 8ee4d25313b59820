#include "lower/KernelBody.h"

#include "analysis/LanesShared.h"
#include "analysis/PrivateStorage.h"
#include "analysis/DeviceFunctions.h"
#include "analysis/TemplateInstances.h"
#include "analysis/UnitWalk.h"

#include "frontend/ASTWalk.h"
#include "lower/LowerCompoundLiterals.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace acorn {

static PrintingPolicy makePolicy(const LangOptions &LO) {
  PrintingPolicy P(LO);
  P.Bool = LO.CPlusPlus; // C spells _Bool
  P.SuppressTagKeyword = false;
  P.SuppressUnwrittenScope = true; // anonymous and inline namespaces
  return P;
}

KernelBody::KernelBody(const SourceText &Text, Rewriter &RW, Reporter &Diags, const ComputePlan &Plan,
                       const LaunchUnit &Unit, bool TargetIsC)
    : Text(Text), RW(RW), Diags(Diags), Plan(Plan), Unit(Unit), TargetIsC(TargetIsC),
      Policy(makePolicy(Text.langOptions())) {}

// How many more '(' than ')' Code has, outside character and string literals.
static int openParentheses(llvm::StringRef Code) {
  int Open = 0;
  for (size_t I = 0; I < Code.size(); ++I) {
    char C = Code[I];
    if (C == '\'' || C == '"') {
      for (++I; I < Code.size() && Code[I] != C; ++I)
        I += Code[I] == '\\';
      continue;
    }
    Open += C == '(';
    Open -= C == ')';
  }
  return Open;
}

// S is the whole expansion of one macro invocation (`NCELLS` for `(this->n)`): the invocation's
// text, where the edits made inside the expansion (MacroRewriter) were written.
static bool wholeInvocation(const Stmt *S, const SourceText &Text) {
  const SourceManager &SM = Text.sourceManager();
  SourceLocation B = S->getBeginLoc(), E = S->getEndLoc();
  return B.isMacroID() && E.isMacroID() && Lexer::isAtStartOfMacroExpansion(B, SM, Text.langOptions()) &&
         Lexer::isAtEndOfMacroExpansion(E, SM, Text.langOptions()) &&
         SM.getExpansionRange(B).getBegin() == SM.getExpansionRange(E).getBegin();
}

std::string KernelBody::invocationCode(const Stmt *S) const {
  CharSourceRange Invocation = Text.sourceManager().getExpansionRange(S->getSourceRange());
  return RW.getRewrittenText(
      CharSourceRange::getCharRange(Invocation.getBegin(), Text.afterToken(Invocation.getEnd())));
}

// An expression that macros spread (a loop bound `(n)` of `FOR_N(i, n)`) has no text the edits
// reach: its text, or printed with the object's members reached as the region reaches them.
std::string KernelBody::printedWithMembers(const Stmt *S) const {
  class Members : public PrinterHelper {
  public:
    const KernelBody &B;
    explicit Members(const KernelBody &B) : B(B) {}
    bool handledStmt(Stmt *E, raw_ostream &OS) override {
      const auto *ME = dyn_cast<MemberExpr>(E);
      if (!ME || !isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
        return false;
      const Capture *ByName = B.captureOf(ME->getMemberDecl());
      OS << (ByName ? B.captureName(*ByName) : "__acorn_this->" + ME->getMemberNameInfo().getAsString());
      return true;
    }
  } Helper(*this);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  S->printPretty(OS, &Helper, Policy);
  return OS.str();
}

static bool reachesMembers(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *ME = dyn_cast<MemberExpr>(S); ME && isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
    return true;
  return llvm::any_of(S->children(), reachesMembers);
}

std::string KernelBody::spreadCode(const Stmt *S) const {
  return !TargetIsC && reachesMembers(S) ? printedWithMembers(S) : Text.text(S);
}

std::string KernelBody::code(const Stmt *S) const {
  if (wholeInvocation(S, Text))
    return invocationCode(S);
  if (S->getBeginLoc().isMacroID() || S->getEndLoc().isMacroID())
    return spreadCode(S);
  std::string Code = RW.getRewrittenText(Text.tokenRange(S));
  // What was put around S's last token opens before it (in the token range) and closes after it
  // (not in it): a cast of the C-as-C++ pass, a declared global's ACORN_DECLARED(x, copy). Take
  // what follows up to the parentheses that close.
  std::string Whole = wholeCode(S);
  llvm::StringRef After = llvm::StringRef(Whole).drop_front(std::min(Code.size(), Whole.size()));
  int Open = openParentheses(Code);
  for (size_t I = 0; Open > 0 && I < After.size(); ++I) {
    Open += After[I] == '(';
    Open -= After[I] == ')';
    if (Open == 0)
      Code += After.take_front(I + 1).str();
  }
  return Code;
}

std::string KernelBody::wholeCode(const Stmt *S) const {
  if (wholeInvocation(S, Text))
    return invocationCode(S);
  if (S->getBeginLoc().isMacroID() || S->getEndLoc().isMacroID())
    return spreadCode(S);
  return RW.getRewrittenText(CharSourceRange::getCharRange(S->getBeginLoc(), Text.afterToken(S->getEndLoc())));
}

QualType KernelBody::spelledType(QualType T) const {
  // C++: a typedef of a class or namespace (Grid::index, real) may not be visible by its own name
  // where the region declares a copy; what it names is. (C keeps its typedef names.)
  return !TargetIsC && Text.langOptions().CPlusPlus && !T->isDependentType() ? T.getCanonicalType() : T;
}

std::string KernelBody::declareLike(const ValueDecl *Var) const {
  std::string Name = Var->getNameAsString();
  QualType T = Var->getType().getNonReferenceType();
  if (T->isDependentType())
    return "acorn_val_t<decltype(" + Name + ")> " + Name + ";";
  return declarator(T, Name) + ";";
}

std::string KernelBody::declarator(QualType T, const std::string &Name) const {
  if (TargetIsC && variablyModifiedRank(T))
    return elementPointer(T, Policy, Name);
  std::string S;
  llvm::raw_string_ostream OS(S);
  spelledType(T).getUnqualifiedType().print(OS, Policy, Name);
  return OS.str();
}

std::string KernelBody::storageReference(QualType T, const std::string &Name, size_t Index,
                                         const std::string &Own) const {
  std::string Ref, Pointer;
  llvm::raw_string_ostream RefOS(Ref), PointerOS(Pointer);
  T.print(RefOS, Policy, "(&" + Name + ")");
  const PrivateSection &P = Unit.PrivateSections[Index];
  std::string Owner = std::to_string(P.Owner) + "u", Sfx = std::to_string(Index);
  if (!Unit.Routine) {
    T.print(PointerOS, Policy, "(*)");
    return Ref + " = *(" + Pointer + ")__acorn_ex.__acorn_private_storage(" + Owner + ", __acorn_poff" + Sfx + ");";
  }
  // A routine's: in shared memory on the GPU (a local struct tells its buffer), else Own.
  std::string Declaration, OwnName = Own;
  if (OwnName.empty()) {
    OwnName = "__acorn_own_" + Name;
    llvm::raw_string_ostream OS(Declaration);
    T.print(OS, Policy, OwnName);
    Declaration += "; ";
  }
  SourceLocation Loc = P.Var->getLocation();
  std::string Where = Text.fileName(Loc) + ":" + std::to_string(Text.line(Loc)) + ": '" + Name + "'";
  return Declaration + Ref + " = ::__acorn_lanes_shared<" + Owner + ", struct __acorn_shared" + Sfx + ">(" + OwnName +
         ", \"" + cString(Where) + "\");";
}

std::string KernelBody::declarePrivate(const ValueDecl *Var, const LoopPlan *Loop) const {
  const auto &Sections = Unit.PrivateSections;
  for (size_t I = 0; I < Sections.size(); ++I) {
    if (Sections[I].Var != Var || Sections[I].Loop != Loop || Sections[I].First || Sections[I].Reduction)
      continue;
    std::string D = declareLike(Var), N = Var->getNameAsString(), Sfx = std::to_string(I);
    std::string Owner = std::to_string(Sections[I].Owner) + "u";
    if (!Sections[I].Section) {
      // A whole array or struct: a reference to the owner's copy; a C variable-length array: a
      // pointer to its elements (its subscripts are flattened, as a captured one's).
      QualType T = privateCopyType(Var).getUnqualifiedType();
      if (variablyModifiedRank(T)) {
        std::string Element = elementPointer(T, Policy);
        return Element + N + " = (" + Element + ")__acorn_ex.__acorn_private_storage(" + Owner + ", __acorn_poff" + Sfx + ");";
      }
      return storageReference(T, N, I);
    }
    return D.substr(0, D.size() - 1) + " = ::__acorn_private_section<ACORN_COPY_TYPE(" + N + ")>(__acorn_ex, " + Owner +
           ", __acorn_poff" + Sfx + ", __acorn_plo" + Sfx + ");";
  }
  QualType T = privateCopyType(Var);
  if (T == Var->getType().getNonReferenceType())
    return declareLike(Var);
  std::string S;
  llvm::raw_string_ostream OS(S);
  T.getUnqualifiedType().print(OS, Policy, Var->getNameAsString());
  return OS.str() + ";";
}

std::vector<KernelBody::Parameter> KernelBody::privateSectionValues() const {
  std::vector<Parameter> Values;
  for (size_t I = 0; I < Unit.PrivateSections.size(); ++I) {
    const ArraySectionExpr *AS = Unit.PrivateSections[I].Section;
    std::string Sfx = std::to_string(I), N = Unit.PrivateSections[I].Var->getNameAsString();
    if (!AS) {
      // A parameter declared as an array: the array; a variable the region declares (not in scope
      // where the host sizes it): its type.
      std::string Object = N;
      const ValueDecl *V = Unit.PrivateSections[I].Var;
      bool InRegion = Text.sourceManager().isPointWithin(V->getLocation(), Plan.Construct->getBeginLoc(),
                                                         Text.endOf(Plan.Block));
      if (isa<ParmVarDecl>(V) || ((Unit.PrivateSections[I].Declared || InRegion) &&
                                  !privateCopyType(V)->isVariablyModifiedType())) {
        QualType T = spelledType(privateCopyType(V));
        Object.clear();
        llvm::raw_string_ostream OS(Object);
        T.print(OS, Policy);
      }
      Values.push_back({"unsigned long long __acorn_pbytes" + Sfx, "sizeof(" + Object + ")"});
      continue;
    }
    std::string Lower = AS->getLowerBound() ? "(long long)(" + Text.text(AS->getLowerBound()) + ")" : "0LL";
    Values.push_back({"long long __acorn_plo" + Sfx, Lower});
    Values.push_back({"unsigned long long __acorn_pbytes" + Sfx,
                      "(unsigned long long)(" + Text.text(AS->getLength()) + ") * sizeof(*" + N + ")"});
  }
  return Values;
}

std::string KernelBody::privateSectionLayout() const {
  std::string S;
  for (size_t I = 0; I < Unit.PrivateSections.size(); ++I) {
    std::string Sfx = std::to_string(I);
    S += "unsigned long long __acorn_poff" + Sfx + " = __acorn_cfg.__acorn_privates.__acorn_add(" +
         std::to_string(Unit.PrivateSections[I].Owner) + "u, __acorn_pbytes" + Sfx + "); ";
  }
  return S;
}

bool KernelBody::isPrivateVar(const ValueDecl *V) const {
  if (sharedByLanes(V))
    return false;
  for (const Capture &C : Unit.Captures)
    if (C.Var == V && !C.IsThis)
      return C.Mode == CaptureMode::Value;
  return !sharedByLanes(V); // declared inside the region, or private
}

bool KernelBody::gangCopyOf(const ValueDecl *V) const {
  return llvm::any_of(Unit.PrivateSections, [&](const PrivateSection &P) { return P.Var == V && P.Captured; });
}

bool KernelBody::sharedByLanes(const ValueDecl *V) const {
  return llvm::any_of(Unit.PrivateSections, [&](const PrivateSection &P) { return P.Var == V && P.sharedByLanes(); });
}

// A variable of a gang or worker that its lanes share (PrivateSection::Declared) is a reference to
// the owner's copy. The leader gives it its initial value between barriers (the lanes are done
// with the previous iteration's value, and all see the new one): a scalar's initialiser moves
// there; an array or struct keeps its initialiser under another name, copied from.
void KernelBody::shareDeclaredLocals(const DeclStmt *DS, unsigned Context) {
  std::string References, Copies;
  for (const Decl *D : DS->decls())
    for (size_t I = 0; I < Unit.PrivateSections.size(); ++I) {
      const PrivateSection &P = Unit.PrivateSections[I];
      if (P.Var != D || !P.Declared)
        continue;
      const auto *V = cast<VarDecl>(D);
      std::string N = V->getNameAsString(), Initial = "__acorn_initial_" + N;
      QualType T = spelledType(V->getType()).getUnqualifiedType();
      // A scalar's `= value` runs on the leader alone (a call with side effects happens once).
      const Expr *Init = V->getInit();
      if (Init && V->getInitStyle() == VarDecl::CInit && !T->isArrayType() && !isa<InitListExpr>(Init) &&
          !V->getType()->getContainedDeducedType() && // `auto x` needs its initialiser
          !Init->getBeginLoc().isMacroID() && !Init->getEndLoc().isMacroID() && routineCallsIn(Init).empty()) {
        Copies += N + " = " + code(Init) + "; ";
        RW.ReplaceText(CharSourceRange::getCharRange(V->getLocation(), Text.afterToken(Init->getEndLoc())), Initial);
        Init = nullptr;
      } else {
        RW.ReplaceText(V->getLocation(), N.size(), Initial);
      }
      References += storageReference(T, N, I, Initial) + " (void)" + Initial + "; ";
      if (Init) // (a routine's host copy is its initial one)
        Copies += "__builtin_memmove(&" + N + ", &" + Initial + ", sizeof " + N + "); ";
    }
  if (References.empty())
    return;
  std::string C = std::to_string(Context) + "u";
  References += "__acorn_ex.__acorn_sync(" + C + "); ";
  if (!Copies.empty())
    References += "if (__acorn_ex.__acorn_leader(" + C + ")) { " + Copies + "} __acorn_ex.__acorn_sync(" + C + "); ";
  RW.InsertTextAfter(Text.endOf(DS), " " + References);
}

bool KernelBody::writesLanesShared(const Stmt *S) const {
  return llvm::any_of(Unit.PrivateSections,
                      [&](const PrivateSection &P) { return P.sharedByLanes() && mayWrite(S, P.Var); });
}

bool KernelBody::writesSharedMemory(const Stmt *S) const {
  return leaderOnly(S, Plan.RoutineCalls, [&](const ValueDecl *V) { return isPrivateVar(V); });
}

unsigned KernelBody::launchedLevels() const {
  return Unit.Routine ? ACORN_LEVEL_GANG | ACORN_LEVEL_WORKER | ACORN_LEVEL_VECTOR : Unit.Levels;
}

bool KernelBody::oneWorker(unsigned Levels, unsigned Context) const {
  return (Levels & ACORN_LEVEL_VECTOR) && !((Levels | Context) & ACORN_LEVEL_WORKER) &&
         (launchedLevels() & ACORN_LEVEL_WORKER);
}

// A routine vector assumes its callers partition the workers: from worker-single code the leader
// worker calls it, and the others wait for what it writes.
bool KernelBody::calledOnOneWorker(const CallExpr *Call, unsigned Context) const {
  auto It = Plan.RoutineCallLevels.find(Call);
  return It != Plan.RoutineCallLevels.end() && oneWorker(It->second, Context);
}

std::pair<std::string, std::string> KernelBody::oneWorkerGuard(const CallExpr *Call, unsigned Context) const {
  if (!calledOnOneWorker(Call, Context))
    return {};
  return {"{ if (__acorn_ex.__acorn_leader(" + std::to_string(Context | ACORN_LEVEL_VECTOR) + "u)) { ",
          " } __acorn_ex.__acorn_sync(" + std::to_string(Context) + "u); }"};
}

// Whether S calls a function (each instantiation's, in a template) whose body calls a routine with
// loop parallelism: a lambda or functor handed to a `forall` routine (`f(j)` whose lambda calls a
// routine vector). Every thread must make such a call, as a routine call (2.15.1): on the leader
// alone, the routine's loops would wait for the other threads at their barriers. The calls of
// routines S makes itself (Known) are RoutineCallOrder's.
static bool callsParallelRoutines(const Stmt *S, const ASTContext &Ctx,
                                  const llvm::SmallPtrSetImpl<const CallExpr *> &Known) {
  auto Levels = [](const FunctionDecl *FD) {
    unsigned L = 0;
    for (const FunctionDecl *R : FD->redecls())
      for (const auto *A : R->specific_attrs<OpenACCRoutineDeclAttr>())
        L |= routineClauseLevels(A->Clauses);
    return L;
  };
  auto CalleesOf = [&](const CallExpr *Call) {
    std::vector<const FunctionDecl *> Out;
    if (const FunctionDecl *FD = Call->getDirectCallee())
      Out.push_back(FD);
    else
      for (const CallExpr *Same : instantiatedCalls(Call, enclosingTemplatedFunction(Call, Ctx)))
        if (const FunctionDecl *FD = Same->getDirectCallee())
          Out.push_back(FD);
    return Out;
  };
  std::function<bool(const Stmt *, int)> Walk = [&](const Stmt *Cur, int Depth) {
    if (!Cur)
      return false;
    if (const auto *Call = dyn_cast<CallExpr>(Cur); Call && !(Depth == 0 && Known.count(Call)))
      for (const FunctionDecl *FD : CalleesOf(Call)) {
        const FunctionDecl *P = FD->getTemplateInstantiationPattern() ? FD->getTemplateInstantiationPattern() : FD;
        if (Levels(P))
          return true;
        if (Depth < 2 && FD->hasBody() && Walk(FD->getBody(), Depth + 1))
          return true;
      }
    return llvm::any_of(Cur->children(), [&](const Stmt *C) { return Walk(C, Depth); });
  };
  return Walk(S, 0);
}

// In worker-single or vector-single mode every lane runs the code redundantly; statements that
// write shared memory must run once (2.5.1 execution modes).
void KernelBody::guardIfShared(const Stmt *S, unsigned Context) {
  unsigned Redundant = launchedLevels() & (ACORN_LEVEL_WORKER | ACORN_LEVEL_VECTOR) & ~Context;
  if (!Redundant || callsParallelRoutines(S, Text.astContext(), Plan.RoutineCalls))
    return;
  if (!writesSharedMemory(S)) {
    // A statement that is a call alone (its value unused) of a routine one worker calls.
    const auto *E = dyn_cast<Expr>(S);
    const auto *Call = E ? dyn_cast<CallExpr>(E->IgnoreParenCasts()) : nullptr;
    auto [Open, Close] = Call ? oneWorkerGuard(Call, Context) : std::pair<std::string, std::string>();
    if (!Open.empty()) {
      RW.InsertTextBefore(Text.beginOf(S), Open);
      RW.InsertTextAfter(Text.endOf(S), Close);
    } else if (E) {
      valuesOnOneWorker(E, Context);
    }
    return;
  }
  std::string C = std::to_string(Context) + "u";
  // Every thread calls the routines with loop parallelism in S first (RoutineCallOrder.cpp); the
  // leader uses their values.
  Lifted Calls{"", "", Context};
  std::function<void(const Stmt *)> Lift = [&](const Stmt *Cur) {
    if (const auto *E = dyn_cast_or_null<Expr>(Cur))
      return liftRoutineCalls(E, Calls, false);
    if (Cur) // an atomic construct: its statements
      for (const Stmt *Child : Cur->children())
        Lift(Child);
  };
  Lift(S);
  // Before writing a variable the lanes share, they must be done reading its earlier value.
  std::string Before = writesLanesShared(S) ? "__acorn_ex.__acorn_sync(" + C + "); " : "";
  RW.InsertTextBefore(Text.beginOf(S), "{ " + Calls.Declarations + Calls.Statements + Before +
                                           "if (__acorn_ex.__acorn_leader(" + C + ")) { ");
  RW.InsertTextAfter(Text.endOf(S), " } __acorn_ex.__acorn_sync(" + C + "); }");
}

// A cache directive not staged (LowerLoop's stageCache) is a hint the device code does not need.
void KernelBody::removeCache(const OpenACCCacheConstruct *C) {
  RW.ReplaceText(SourceRange(Text.beginOf(C), Text.endOf(C)), "/* acc cache */");
}

void KernelBody::rewriteStatements(const Stmt *S, unsigned Context) {
  if (!S)
    return;
  if (auto It = Plan.Loops.find(S); It != Plan.Loops.end()) {
    if (!rewriteLoop(*It->second, Context))
      OK = false;
    return;
  }
  if (const auto *A = dyn_cast<OpenACCAtomicConstruct>(S)) {
    if (!rewriteAtomic(A, Context))
      OK = false;
    guardIfShared(A, Context);
    return;
  }
  if (const auto *C = dyn_cast<OpenACCCacheConstruct>(S)) {
    removeCache(C);
    return;
  }
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    shareDeclaredLocals(DS, Context);
  std::vector<const Stmt *> Statements = subStatements(S);
  for (const Stmt *Child : S->children())
    if (Child && !llvm::is_contained(Statements, Child)) {
      rewriteDirectivesIn(Child);
      // (An expression statement's calls: guardIfShared's.)
      if (!isa<Expr>(S))
        valuesOnOneWorker(Child, Context);
    }
  for (const Stmt *Child : Statements)
    rewriteStatements(Child, Context);
  // Braced or not (a loop's body may be one statement), an expression statement gets its guard.
  if (isa<Expr>(S))
    guardIfShared(S, Context);
}

bool KernelBody::rewriteRoutineBody(unsigned Context) {
  const Stmt *Body = Unit.Body.front();
  RW.InsertTextAfter(Text.afterToken(Body->getBeginLoc()), " ::__acorn_RoutineExec __acorn_ex; (void)__acorn_ex;");
  rewriteStatements(Body, Context);
  return OK;
}

// `__func__` (and `__FUNCTION__`, `__PRETTY_FUNCTION__`) in a region names the function the user
// wrote it in, not the lambda or outlined function the region becomes: its value as a literal.
void KernelBody::rewriteFunctionNames(const Stmt *S) {
  class Visitor : public ASTWalk<Visitor> {
  public:
    KernelBody &B;
    explicit Visitor(KernelBody &B) : B(B) {}
    bool VisitPredefinedExpr(PredefinedExpr *E) {
      if (const StringLiteral *Name = E->getFunctionName(); Name && !E->getBeginLoc().isMacroID()) {
        std::string Literal;
        llvm::raw_string_ostream OS(Literal);
        Name->outputString(OS);
        B.RW.ReplaceText(B.Text.tokenRange(E), OS.str());
      }
      return true;
    }
  } V(*this);
  V.TraverseStmt(const_cast<Stmt *>(S));
}

bool KernelBody::rewriteBody() {
  for (const ReductionItem &R : Plan.Reductions)
    ReductionCopies.push_back({R.Var, ACORN_LEVEL_GANG});
  for (const Stmt *S : Unit.Body)
    rewriteFunctionNames(S);
  if (TargetIsC && !lowerVariablyModifiedBody())
    OK = false;
  for (const Stmt *S : Unit.Body) {
    if (!TargetIsC)
      rewriteThis(S);
    else
      hoistCompoundLiterals(S, RW, Text, Policy);
    rewriteStatements(S, 0);
  }
  return OK;
}

} // namespace acorn
