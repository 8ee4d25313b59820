#include "lower/KernelBody.h"

#include "lower/RuntimeABI.h"

#include "analysis/LanesShared.h"
#include "analysis/PrivateStorage.h"
#include "analysis/UnitWalk.h"

#include "frontend/ASTWalk.h"
#include "frontend/ExpandedTokens.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"

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

std::string KernelBody::code(const Stmt *S) const {
  if (S->getBeginLoc().isMacroID() || S->getEndLoc().isMacroID())
    return Text.text(S);
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
  if (S->getBeginLoc().isMacroID() || S->getEndLoc().isMacroID())
    return Text.text(S);
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
  std::string S;
  llvm::raw_string_ostream OS(S);
  spelledType(T).getUnqualifiedType().print(OS, Policy, Name);
  return OS.str() + ";";
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
    return Ref + " = *(" + Pointer + ")__acorn_ex.private_storage(" + Owner + ", __acorn_poff" + Sfx + ");";
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
  return Declaration + Ref + " = ::acorn::lanes_shared<" + Owner + ", struct __acorn_shared" + Sfx + ">(" + OwnName +
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
        return Element + N + " = (" + Element + ")__acorn_ex.private_storage(" + Owner + ", __acorn_poff" + Sfx + ");";
      }
      return storageReference(T, N, I);
    }
    return D.substr(0, D.size() - 1) + " = ::acorn::private_section<ACORN_COPY_TYPE(" + N + ")>(__acorn_ex, " + Owner +
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
      if (!Unit.PrivateSections[I].First) // a firstprivate one is captured too, with its strides
        for (const Parameter &Stride : variablyModifiedStrides(Unit.PrivateSections[I].Var))
          Values.push_back(Stride);
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
    S += "unsigned long long __acorn_poff" + Sfx + " = __acorn_cfg.privates.add(" +
         std::to_string(Unit.PrivateSections[I].Owner) + "u, __acorn_pbytes" + Sfx + "); ";
  }
  return S;
}

// The capture of LaunchUnit::HostValues[I].
static std::string hostValueName(size_t I) { return "__acorn_hv" + std::to_string(I); }

// `double (*)[4]`: the type of a pointer to an array of type T.
static std::string pointerToArray(QualType T, const PrintingPolicy &Policy) {
  std::string Type;
  llvm::raw_string_ostream OS(Type);
  T.print(OS, Policy, "(*)");
  return OS.str();
}

std::string KernelBody::captureInit(const Capture &C) const {
  std::string M = "__acorn_m[" + std::to_string(C.MapIndex) + "]";
  if (C.IsThis)
    return "__acorn_this = ::acorn::device_address(this, " + M + ")";
  // The capture keeps the variable's name; its initialiser names the variable as the construct
  // sees it (a namespace's variable with its qualifier).
  const std::string N = captureName(C), H = abi::hostName(C.Var);
  switch (C.Mode) {
  case CaptureMode::Value: {
    QualType T = C.Var->getType().getNonReferenceType();
    if (const auto *VD = dyn_cast<VarDecl>(C.Var); VD && VD->isParameterPack())
      return N + "..."; // by copy, element by element
    if (!T->isConstantArrayType())
      return (gangCopyOf(C.Var) ? "__acorn_first_" + N : N) + " = " + H;
    if (!TargetIsC)
      return N + " = ::acorn::array_copy(" + H + ")";
    // The outlined C function receives the array as a pointer to its first element.
    return N + " = ::acorn::array_copy(*(" + pointerToArray(T.getUnqualifiedType(), Policy) + ")" + N + ")";
  }
  case CaptureMode::DeviceArray: {
    QualType T = C.Var->getType().getNonReferenceType();
    if (!T->isConstantArrayType()) // variably modified (LowerVLA.h): a pointer to its first element
      return N + " = ::acorn::device_address(&" + H + "[0], " + M + ")";
    // A reference to the device copy keeps the array's type (sizeof, range-for, std::size). An
    // outlined C region receives the array as a pointer to its first element.
    std::string Address = TargetIsC ? "(" + pointerToArray(T, Policy) + ")" + N : "&" + H;
    return "&" + N + " = *::acorn::device_address(" + Address + ", " + M + ")";
  }
  case CaptureMode::DevicePointer:
    return N + " = ::acorn::device_address(" + H + ", " + M + ")";
  case CaptureMode::DeviceRef:
    // In an outlined C region the parameter is already the host address.
    return "&" + N + " = *::acorn::device_address(" + (TargetIsC ? N : "&" + H) + ", " + M + ")";
  case CaptureMode::PointerTarget:
    return N + " = ::acorn::pointer_like(" + H + ", " + M + ".device)";
  }
  return N;
}

std::vector<KernelBody::Parameter> KernelBody::outlinedParameters() const {
  std::vector<Parameter> Params;
  for (const Capture &C : Unit.Captures) {
    std::string Name = C.Var->getNameAsString();
    QualType T = C.Var->getType().getNonReferenceType().getUnqualifiedType();
    std::string Decl;
    llvm::raw_string_ostream OS(Decl);
    if (variablyModifiedRank(T)) {
      for (const Parameter &P : variablyModifiedParameters(C))
        Params.push_back(P);
      continue;
    }
    if (C.Mode == CaptureMode::DeviceRef) {
      T.print(OS, Policy, "*" + Name);
      Params.push_back({OS.str(), "&" + Name});
      continue;
    }
    if (const auto *AT = T->getAsArrayTypeUnsafe()) {
      // Arrays are passed as pointers to their first element, like any C array argument.
      QualType Elem = AT->getElementType();
      Elem.print(OS, Policy, "(*" + Name + ")");
      Params.push_back({OS.str(), Name});
      continue;
    }
    T.print(OS, Policy, Name);
    Params.push_back({OS.str(), Name});
  }
  return Params;
}

// A C++ constant of the enclosing function (`constexpr int M = 8;`, `const int N = 64;`) declared
// again in the region, with its value: captured, it would be no constant (std::array<double, M>,
// double row[N]).
std::string KernelBody::constantRedeclaration(const Capture &C) const {
  const auto *V = dyn_cast<VarDecl>(C.Var);
  const ASTContext &Ctx = Text.astContext();
  if (TargetIsC || C.IsThis || C.Mode != CaptureMode::Value || !V || !V->isUsableInConstantExpressions(Ctx))
    return "";
  QualType T = V->getType().getNonReferenceType();
  const APValue *Value = V->evaluateValue();
  if (!Value || T->isDependentType())
    return "";
  std::string Type = spelledType(T).getUnqualifiedType().getAsString(Policy), Spelled;
  if (Value->isInt() && T->isBooleanType())
    Spelled = Value->getInt().getBoolValue() ? "true" : "false";
  else if (Value->isInt() && T->isIntegralOrEnumerationType())
    Spelled = llvm::toString(Value->getInt(), 10) + (Value->getInt().isSigned() ? "LL" : "ULL");
  else if (Value->isFloat() && T->isRealFloatingType() && Value->getFloat().isInfinity())
    Spelled = std::string(Value->getFloat().isNegative() ? "-" : "") + "__builtin_huge_vall()";
  else if (Value->isFloat() && T->isRealFloatingType() && Value->getFloat().isNaN())
    Spelled = "__builtin_nanl(\"\")";
  else if (Value->isFloat() && T->isRealFloatingType()) {
    llvm::SmallString<32> Hex;
    Hex.resize(64);
    unsigned Length = Value->getFloat().convertToHexString(Hex.data(), 0, false, llvm::RoundingMode::NearestTiesToEven);
    Spelled = std::string(Hex.data(), Length) + "L";
  } else
    return "";
  return "constexpr " + Type + " " + V->getNameAsString() + " = (" + Type + ")" + Spelled + "; ";
}

std::string KernelBody::lambdaOpen() const {
  std::string S = "[", Constants;
  for (const Capture &C : Unit.Captures) {
    if (std::string Redeclared = constantRedeclaration(C); !Redeclared.empty()) {
      Constants += Redeclared;
      continue;
    }
    S += (S.size() > 1 ? ", " : "") + captureInit(C) + (C.IsThis ? "" : variablyModifiedCaptures(C.Var));
  }
  for (size_t I = 0; I < Unit.HostValues.size(); ++I)
    S += (S.size() > 1 ? ", " : "") + hostValueName(I) + " = " + Text.text(Unit.HostValues[I]);
  for (size_t I = 0; I < Unit.PrivateSections.size(); ++I) {
    const PrivateSection &P = Unit.PrivateSections[I];
    std::string Sfx = std::to_string(I);
    S += (S.size() > 1 ? ", __acorn_poff" : "__acorn_poff") + Sfx + (P.Section ? ", __acorn_plo" + Sfx : "") +
         (P.First || P.Reduction ? ", __acorn_pbytes" + Sfx : "");
    if (!P.First)
      S += variablyModifiedCaptures(P.Var);
  }
  S += "] ACORN_HD (auto &__acorn_ex) ACORN_MUTABLE { (void)__acorn_ex; " + Constants; // unused without loops
  for (const ValueDecl *V : Plan.Privates)
    S += declarePrivate(V, nullptr) + " ";
  // firstprivate sections: the captured pointer (the section's device copy) becomes the gang's copy.
  // A firstprivate scalar the lanes write: a reference to the gang's copy, which its leader fills.
  std::string Filled;
  for (size_t I = 0; I < Unit.PrivateSections.size(); ++I) {
    const PrivateSection &P = Unit.PrivateSections[I];
    std::string N = P.Var->getNameAsString(), Sfx = std::to_string(I);
    if (P.First)
      S += N + " = ::acorn::first_private_section(__acorn_ex, " + N + ", __acorn_poff" + Sfx + ", " +
           (P.Section ? "__acorn_plo" + Sfx : "0LL") + ", __acorn_pbytes" + Sfx + "); ";
    if (P.Captured) {
      S += storageReference(spelledType(P.Var->getType()).getUnqualifiedType(), N, I) + " ";
      Filled += N + " = __acorn_first_" + N + "; ";
    }
  }
  if (!Filled.empty())
    S += "if (__acorn_ex.leader(1u)) { " + Filled + "} __acorn_ex.sync(1u); ";
  if (Unit.Kind != 2 || Plan.Kind == 2)
    for (size_t I = 0; I < Plan.Reductions.size(); ++I)
      S += reductionOpen(Plan.Reductions[I], "__acorn_cred" + std::to_string(I));
  return S;
}

std::string KernelBody::lambdaClose() const {
  std::string S;
  if (Unit.Kind != 2 || Plan.Kind == 2)
    for (size_t I = Plan.Reductions.size(); I-- > 0;)
      S += reductionClose(Plan.Reductions[I], "__acorn_cred" + std::to_string(I), ACORN_LEVEL_GANG);
  return S + " }";
}
const Capture *KernelBody::captureOf(const ValueDecl *V) const {
  for (const Capture &C : Unit.Captures)
    if (C.Var == V && !C.IsThis)
      return &C;
  return nullptr;
}

std::string KernelBody::captureName(const Capture &C) const {
  return C.Name.empty() ? C.Var->getNameAsString() : C.Name;
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
  References += "__acorn_ex.sync(" + C + "); ";
  if (!Copies.empty())
    References += "if (__acorn_ex.leader(" + C + ")) { " + Copies + "} __acorn_ex.sync(" + C + "); ";
  RW.InsertTextAfter(Text.endOf(DS), " " + References);
}

bool KernelBody::writesLanesShared(const Stmt *S) const {
  return llvm::any_of(Unit.PrivateSections,
                      [&](const PrivateSection &P) { return P.sharedByLanes() && mayWrite(S, P.Var); });
}

bool KernelBody::writesSharedMemory(const Stmt *S) const {
  return leaderOnly(S, Plan.RoutineCalls, [&](const ValueDecl *V) { return isPrivateVar(V); });
}

// In worker-single or vector-single mode every lane runs the code redundantly; statements that
// write shared memory must run once (2.5.1 execution modes).
void KernelBody::guardIfShared(const Stmt *S, unsigned Context) {
  unsigned Redundant = Unit.Levels & (ACORN_LEVEL_WORKER | ACORN_LEVEL_VECTOR) & ~Context;
  if (!Redundant || !writesSharedMemory(S))
    return;
  std::string C = std::to_string(Context) + "u";
  // Every thread calls the routines with loop parallelism in S first; the leader uses their values.
  std::string Calls;
  for (const CallExpr *Call : routineCallsIn(S)) {
    std::string Name = "__acorn_rc" + std::to_string(Counter++);
    Calls += "auto " + Name + " = " + code(Call) + "; ";
    RW.ReplaceText(Text.tokenRange(Call), Name);
  }
  // Before writing a variable the lanes share, they must be done reading its earlier value.
  std::string Before = writesLanesShared(S) ? "__acorn_ex.sync(" + C + "); " : "";
  RW.InsertTextBefore(Text.beginOf(S), "{ " + Calls + Before + "if (__acorn_ex.leader(" + C + ")) { ");
  RW.InsertTextAfter(Text.endOf(S), " } __acorn_ex.sync(" + C + "); }");
}

// The outermost calls in S of routines with loop parallelism that return a value.
std::vector<const CallExpr *> KernelBody::routineCallsIn(const Stmt *S) const {
  std::vector<const CallExpr *> Calls;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *Cur) {
    if (!Cur)
      return;
    if (const auto *Call = dyn_cast<CallExpr>(Cur); Call && Plan.RoutineCalls.count(Call) &&
                                                      !Call->getType()->isVoidType()) {
      Calls.push_back(Call);
      return;
    }
    for (const Stmt *Child : Cur->children())
      Walk(Child);
  };
  Walk(S);
  return Calls;
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
    if (!rewriteAtomic(A))
      OK = false;
    return;
  }
  if (isa<OpenACCCacheConstruct>(S)) { // a hint the device code does not need (see ComputePlan)
    RW.ReplaceText(SourceRange(Text.beginOf(S), Text.endOf(S)), "/* acc cache */");
    return;
  }
  std::vector<const Stmt *> Statements = subStatements(S);
  for (const Stmt *Child : S->children())
    if (Child && !llvm::is_contained(Statements, Child))
      rewriteDirectivesIn(Child);
  for (const Stmt *Child : Statements) {
    if (!Child)
      continue;
    if (const auto *DS = dyn_cast<DeclStmt>(Child))
      shareDeclaredLocals(DS, Context);
    rewriteStatements(Child, Context);
    if (isa<Expr>(Child) || isa<OpenACCAtomicConstruct>(Child))
      guardIfShared(Child, Context);
  }
}

// Members captured by name are used by name (`this->n` becomes `n`); other members and member
// functions are reached through the device copy of the object (`__acorn_this->f()`). Names a macro
// invocation writes are edited in its expansion (MacroRewriter).
void KernelBody::rewriteThis(const Stmt *S) {
  class Visitor : public ASTWalk<Visitor> {
  public:
    KernelBody &B;
    MacroRewriter MR;
    explicit Visitor(KernelBody &B) : B(B), MR(B.RW, B.Text.expandedTokens()) {}
    bool TraverseMemberExpr(MemberExpr *ME) {
      const Capture *ByName = B.captureOf(ME->getMemberDecl());
      // A captured static data member named through an object (`q.factor`) is the capture.
      if (ByName && isa<VarDecl>(ME->getMemberDecl())) {
        MR.replace(ME->getSourceRange(), B.captureName(*ByName));
        return true;
      }
      const auto *This = dyn_cast<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts());
      if (!This)
        return RecursiveASTVisitor::TraverseMemberExpr(ME);
      if (StarThis) { // the lambda's own copy of the object
        if (This->isImplicit())
          B.RW.InsertTextBefore(ME->getBeginLoc(), "__acorn_self.");
        else
          B.RW.ReplaceText(CharSourceRange::getCharRange(This->getBeginLoc(), ME->getMemberLoc()), "__acorn_self.");
        return true;
      }
      if (This->isImplicit()) {
        if (!ByName) // before a qualifier too: `__acorn_this->Base::x`
          MR.insertBefore(ME->getBeginLoc(), "__acorn_this->");
        return true;
      }
      if (ByName && ME->getBeginLoc().isMacroID())
        MR.replace(ME->getSourceRange(), ME->getMemberDecl()->getNameAsString());
      else if (ByName)
        B.RW.RemoveText(CharSourceRange::getCharRange(This->getBeginLoc(), ME->getMemberLoc()));
      else
        MR.replace(This->getSourceRange(), "__acorn_this");
      return true;
    }
    // In a template, members resolved only at instantiation have no `this` expression yet.
    bool VisitExpr(Expr *E) {
      if (reachesThisImplicitly(E, B.Text.astContext()))
        MR.insertBefore(E->getBeginLoc(), "__acorn_this->");
      return true;
    }
    // A captured variable named with its qualifier (`cfg::scale`), or whose capture has a name of
    // its own, is the capture, named alone.
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      const Capture *C = B.captureOf(E->getDecl());
      if (C && (E->hasQualifier() || !C->Name.empty()))
        MR.replace(E->getSourceRange(), B.captureName(*C));
      return true;
    }
    // A value the host computed at the launch (a container's size) is read from its capture.
    bool TraverseCXXMemberCallExpr(CXXMemberCallExpr *E) {
      auto It = llvm::find(B.Unit.HostValues, E);
      if (It == B.Unit.HostValues.end())
        return RecursiveASTVisitor::TraverseCXXMemberCallExpr(E);
      B.RW.ReplaceText(B.Text.tokenRange(E), hostValueName(It - B.Unit.HostValues.begin()));
      return true;
    }
    // A class declared in the region keeps its own members and `this` (UnitWalk).
    bool TraverseCXXRecordDecl(CXXRecordDecl *) { return true; }
    bool VisitCXXThisExpr(CXXThisExpr *E) {
      if (!E->isImplicit())
        MR.replace(E->getSourceRange(), StarThis ? "(&__acorn_self)" : "__acorn_this");
      return true;
    }
    // A lambda of the region capturing [this] reaches members used by name through the region's
    // captures: it captures by copy instead ([this] or [this, k] becomes [=]). One capturing
    // [*this] copies the device copy of the object and uses its members there.
    bool TraverseLambdaExpr(LambdaExpr *LE) {
      bool CapturesThis = false, Copy = false, OnlyCopies = LE->getCaptureDefault() == LCD_None;
      for (const LambdaCapture &C : LE->explicit_captures()) {
        CapturesThis |= C.capturesThis();
        Copy |= C.getCaptureKind() == LCK_StarThis;
        OnlyCopies &= C.capturesThis() || (C.getCaptureKind() == LCK_ByCopy && !LE->isInitCapture(&C));
      }
      SourceRange Intro = LE->getIntroducerRange();
      if (!CapturesThis || !OnlyCopies || Intro.getBegin().isMacroID())
        return RecursiveASTVisitor::TraverseLambdaExpr(LE);
      B.RW.ReplaceText(CharSourceRange::getTokenRange(Intro), Copy ? "[=, __acorn_self = *__acorn_this]" : "[=]");
      StarThis += Copy;
      bool Result = TraverseStmt(LE->getBody()); // the captures are gone
      StarThis -= Copy;
      return Result;
    }
    unsigned StarThis = 0; ///< inside a lambda capturing [*this]
  } V(*this);
  V.TraverseStmt(const_cast<Stmt *>(S));
  V.MR.apply();
}

bool KernelBody::rewriteRoutineBody(unsigned Context) {
  const Stmt *Body = Unit.Body.front();
  RW.InsertTextAfter(Text.afterToken(Body->getBeginLoc()), " ::acorn::RoutineExec __acorn_ex; (void)__acorn_ex;");
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
  for (const Stmt *S : Unit.Body) {
    rewriteFunctionNames(S);
    if (!TargetIsC) {
      rewriteThis(S);
    } else {
      rewriteVariablyModifiedSubscripts(S);
      lowerVariablyModifiedLocals(S, RW, Text, Policy);
      hoistCompoundLiterals(S);
    }
    if (isa<Expr>(S))
      guardIfShared(S, 0);
    rewriteStatements(S, 0);
  }
  return OK;
}

} // namespace acorn
