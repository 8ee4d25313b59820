#include "analysis/DeviceCalls.h"

#include "analysis/ConstantSizes.h"
#include "analysis/DataAttributes.h"
#include "analysis/DeviceLibrary.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Basic/Builtins.h"
#include "llvm/Support/Path.h"

#include <functional>
#include <numeric>

using namespace clang;

namespace acorn {

namespace {

enum class Missing {
  None,         ///< a routine, the unit's own function, or one the device compile declares
  NoDefinition, ///< the user's function, defined in another file without a routine directive
  Library,      ///< a C library function the GPU does not provide
  HostLibrary,  ///< a C++ library function the device compile has for the host only
};

const FunctionDecl *patternOf(const FunctionDecl *FD) {
  const FunctionDecl *P = FD->getTemplateInstantiationPattern();
  return P ? P : FD;
}

// What glibc's C macros expand to: the user wrote the macro, the call names the function.
StringRef writtenAs(StringRef Name) {
  if (Name == "__ctype_b_loc")
    return " (what <ctype.h>'s isdigit, isalpha, isspace, ... expand to in C)";
  if (Name == "__ctype_tolower_loc")
    return " (what <ctype.h>'s tolower expands to in C)";
  if (Name == "__ctype_toupper_loc")
    return " (what <ctype.h>'s toupper expands to in C)";
  if (Name == "__errno_location")
    return " (what errno expands to)";
  return "";
}

} // namespace

// The rule, from what the device compile sees: a routine (any declaration, routine(name) or
// bind) has a device version; a function of the unit is an implicit routine seq; a C library
// function has one iff Clang's CUDA headers (or Acorn's kernel headers) declare a device function
// of its name (DeviceLibrary); a C++ library function iff the device compile compiles it for the
// device (deviceCompiles: constexpr, <complex>, overloads for the device). Other functions of
// system headers (static inline helpers of the C headers) are left to the CUDA compile.
static Missing missingDeviceVersion(const FunctionDecl *FD, const SourceText &Text, const RoutineLevels &Routines) {
  const FunctionDecl *P = patternOf(FD);
  if (isRoutine(FD) || isRoutine(P) || Routines.binding(FD))
    return Missing::None;
  // 3.1: the runtime's routines are host routines but acc_on_device (UnitWalk reports them).
  if (isRuntimeLibraryRoutine(FD, Text.sourceManager()))
    return Missing::None;
  // A virtual call may reach any override; dispatch is the CUDA compile's to check.
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD); MD && MD->isVirtual())
    return Missing::None;
  bool CLinkage = FD->isExternC();
  if (CLinkage && FD->getIdentifier() && deviceLibraryProvides(FD->getName()))
    return Missing::None;
  unsigned Builtin = FD->getBuiltinID();
  bool LibraryBuiltin = Builtin && Text.astContext().BuiltinInfo.isPredefinedLibFunction(Builtin);
  if (Builtin && !LibraryBuiltin)
    return Missing::None; // __builtin_*: the device compile has them
  bool InSystemHeader =
      llvm::none_of(FD->redecls(), [&](const FunctionDecl *R) { return Text.isUserCode(R->getLocation()); });
  if (InSystemHeader && !FD->isInExternCContext() && Text.astContext().getLangOpts().CPlusPlus)
    return deviceCompiles(FD, Text.sourceManager()) ? Missing::None : Missing::HostLibrary;
  if (InSystemHeader || LibraryBuiltin)
    return CLinkage && !FD->isConstexpr() ? Missing::Library : Missing::None;
  if (FD->isDefined() || P->isDefined())
    return Missing::None;
  return Missing::NoDefinition;
}

// `std::tie(a, b) = t`: device code assigns through Acorn's device version of tie's result
// (kernel/std_device.hpp), not through std::tuple's operator=, which is constexpr from C++20 only.
static bool assignsThroughDeviceTie(const CallExpr *Call) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call);
  if (!Op || Op->getOperator() != OO_Equal)
    return false;
  const auto *Tie = dyn_cast<CallExpr>(Op->getArg(0)->IgnoreImplicit());
  const FunctionDecl *FD = Tie ? Tie->getDirectCallee() : nullptr;
  return FD && FD->getIdentifier() && FD->isInStdNamespace() && FD->getName() == "tie";
}

// The object (or pointer to it) a virtual call dispatches on, or null when Call is none: `Base::f()`
// and a final function or class call what they name.
static const Expr *virtualDispatchObject(const CallExpr *Call) {
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
  if (!MD || !MD->isVirtual() || MD->hasAttr<FinalAttr>() || MD->getParent()->hasAttr<FinalAttr>())
    return nullptr;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call)) {
    const auto *ME = dyn_cast<MemberExpr>(MC->getCallee()->IgnoreParens());
    return ME && !ME->hasQualifier() ? MC->getImplicitObjectArgument() : nullptr;
  }
  const auto *OC = dyn_cast<CXXOperatorCallExpr>(Call);
  return OC && OC->getNumArgs() ? OC->getArg(0) : nullptr;
}

// The callee of a call through a function pointer, a function reference or a member function
// pointer, or null.
static const Expr *calledThroughPointer(const CallExpr *Call) {
  if (Call->getDirectCallee() || Call->isTypeDependent() || !Call->getCallee())
    return nullptr;
  const Expr *Callee = Call->getCallee();
  if (isa<CXXPseudoDestructorExpr>(Callee->IgnoreParens()) || Callee->isTypeDependent())
    return nullptr;
  if (const auto *B = dyn_cast<BinaryOperator>(Callee->IgnoreParens()); B && B->isPtrMemOp())
    return Callee;
  QualType T = Callee->getType();
  return T->isFunctionPointerType() || T->isFunctionType() || T->isFunctionReferenceType() ? Callee : nullptr;
}

// The long double type (or __float128) a function takes or returns, by name; empty if none.
static std::string longDoubleInSignature(const FunctionDecl *FD) {
  auto LongDouble = [](QualType T) { return isFloatingTypeGpuLacks(T.getNonReferenceType().getCanonicalType()); };
  if (LongDouble(FD->getReturnType()))
    return FD->getReturnType().getNonReferenceType().getCanonicalType().getUnqualifiedType().getAsString();
  for (const ParmVarDecl *P : FD->parameters())
    if (LongDouble(P->getType()))
      return P->getType().getNonReferenceType().getCanonicalType().getUnqualifiedType().getAsString();
  return "";
}

// A library function that the virtual function FD overrides (or is), directly or through others;
// null if none (a call that is not virtual, `Base::f()`, dispatches nothing: FD is then checked as
// any function).
static const CXXMethodDecl *libraryOverridden(const FunctionDecl *FD, const SourceText &Text) {
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  if (!MD || !MD->isVirtual() || !Text.isUserCode(MD->getLocation()))
    return nullptr;
  llvm::SmallVector<const CXXMethodDecl *, 4> Work{MD};
  while (!Work.empty()) {
    const CXXMethodDecl *M = Work.pop_back_val();
    for (const CXXMethodDecl *Up : M->overridden_methods()) {
      if (!Text.isUserCode(Up->getLocation()))
        return Up;
      Work.push_back(Up);
    }
  }
  return nullptr;
}

// A standard class whose objects device code cannot use (its functions and memory are the host's):
// what it is, why, and what to use instead.
static std::string hostOnlyStandardClass(const CXXRecordDecl *RD) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(RD);
  if (!Spec || !Spec->isInStdNamespace())
    return "";
  if (Spec->getName() == "basic_string")
    return "a std::string|its characters are on the host's heap and its functions are host functions; use a "
           "char array";
  if (Spec->getName() == "function")
    return "a std::function|the function it holds is a host function; take the callable as a template "
           "parameter (a lambda or a functor)";
  return "";
}

bool DeviceCalls::check(const Stmt *Code, const FunctionDecl *Caller,
                        llvm::SmallVectorImpl<const FunctionDecl *> *Reached) {
  bool OK = true;
  std::string Where = "a compute region";
  if (Caller) {
    const auto *MD = dyn_cast<CXXMethodDecl>(Caller);
    Where = MD && MD->getParent()->isLambda() ? std::string("a lambda")
                                              : "'" + Caller->getQualifiedNameAsString() + "'";
    Where += ", which runs on the device,";
  }
  bool ReportedLongDouble = false;
  auto Visit = [&](const CallExpr *Call) {
    const FunctionDecl *FD = Call->getDirectCallee();
    // Calls through pointers and virtual calls: where their pointer or object was made is known
    // once all device code has been walked (checkHostMadeData).
    if (const Expr *Callee = calledThroughPointer(Call); Callee && DeferredCalls.insert(Call).second)
      Deferred.push_back({Call, Callee, Where, false});
    if (!FD)
      return;
    Made.addCall(Call, FD);
    // 3.1: the runtime's routines but acc_on_device are host routines (UnitWalk reports them in
    // regions).
    if (Caller && isHostRuntimeRoutine(FD, Text.sourceManager())) {
      OK = false;
      if (Reported.insert(Call).second)
        Diags.error(Call->getExprLoc(), "'" + FD->getName().str() + "' is a host routine of the OpenACC runtime "
                                        "(3.1), and it is called in " + Where + " where only acc_on_device may be");
      return;
    }
    // `v.size()` of a container from outside: the host gives the region its value (UnitWalk).
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call); !Caller && MC && isContainerSizeQuery(MC))
      return;
    if (assignsThroughDeviceTie(Call))
      return;
    // The GPU has no long double arithmetic: a library function that takes or returns one
    // (std::nexttoward) has no device version, also where its argument is a constant.
    if (std::string Type = Text.isUserCode(FD->getLocation()) ? "" : longDoubleInSignature(FD); !Type.empty()) {
      OK = false;
      if (Reported.insert(Call).second)
        Diags.error(Call->getExprLoc(), "'" + Type + "' cannot be used in " + Where + " when GPU code is generated "
                                        "(the GPU has no " + Type + " arithmetic): '" +
                                        FD->getQualifiedNameAsString() + "' takes or returns one; use double "
                                        "there, or compile with -acc=multicore");
      return;
    }
    // A virtual call reaches the functions the callee overrides through the object's table: all of
    // them need a device version (DeviceReach marks those of the file).
    if (const CXXMethodDecl *Host = libraryOverridden(FD, Text)) {
      OK = false;
      if (Reported.insert(Call).second)
        Diags.error(Call->getExprLoc(), "the virtual function '" + FD->getQualifiedNameAsString() + "' is called in " +
                                        Where + " but overrides '" + Host->getQualifiedNameAsString() +
                                        "', a library function that GPU code has no version of, so the object's "
                                        "table of virtual functions cannot be the device's; call a non-virtual "
                                        "function, or compile with -acc=multicore");
      return;
    }
    if (const Expr *Object = virtualDispatchObject(Call); Object && DeferredCalls.insert(Call).second)
      Deferred.push_back({Call, Object, Where, true});
    Missing M = missingDeviceVersion(FD, Text, Routines);
    if (M == Missing::None) {
      Reached->push_back(FD);
      return;
    }
    OK = false;
    if (!Reported.insert(Call).second)
      return;
    std::string Name = "'" + FD->getQualifiedNameAsString() + "'";
    std::string Head = "function " + Name + writtenAs(FD->getName()).str() + " is called in " + Where;
    if (M == Missing::Library) {
      Diags.error(Call->getExprLoc(), Head + " but has no device version: it is a C library function that the "
                                             "GPU does not provide (of the C library, device code may call the "
                                             "float and double math functions, printf, malloc, free, memcpy, "
                                             "memset and abs); compute its result before the region, or compile "
                                             "with -acc=multicore, which runs it");
      return;
    }
    if (M == Missing::HostLibrary) {
      Diags.error(Call->getExprLoc(), Head + " but has no device version: it is a C++ library function that "
                                             "the GPU compile has for the host only (neither constexpr in this C++ "
                                             "standard nor declared for the device); compute its result before "
                                             "the region, write the loop yourself, or compile with "
                                             "-acc=multicore, which runs it");
      return;
    }
    Diags.error(Call->getExprLoc(), Head + " but has no device version: it is not defined in this file and no "
                                           "'acc routine' directive names it; add '#pragma acc routine seq' before "
                                           "its declaration (and its definition)");
    Diags.note(FD->getLocation(), Name + " is declared here");
  };
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    // Code that does not run: unevaluated operands, and the branches a generic selection or
    // __builtin_choose_expr drops (C's <math.h> and <tgmath.h> macros pick a function by type).
    if (isa<UnaryExprOrTypeTraitExpr, CXXNoexceptExpr>(S))
      return;
    if (const auto *T = dyn_cast<CXXTypeidExpr>(S); T && !T->isPotentiallyEvaluated())
      return;
    if (const auto *G = dyn_cast<GenericSelectionExpr>(S)) {
      if (!G->isResultDependent())
        Walk(G->getResultExpr());
      return;
    }
    if (const auto *C = dyn_cast<ChooseExpr>(S)) {
      if (!C->isConditionDependent())
        Walk(C->getChosenSubExpr());
      return;
    }
    if (const auto *If = dyn_cast<IfStmt>(S); If && If->isConstexpr())
      if (std::optional<const Stmt *> Kept = If->getNondiscardedCase(Text.astContext())) {
        Walk(If->getInit());
        Walk(*Kept);
        return;
      }
    // C++ exceptions and host-only standard classes: an error at the use, not the CUDA compile's.
    std::string Why;
    if (isa<CXXThrowExpr, CXXTryStmt>(S))
      Why = "'" + std::string(isa<CXXThrowExpr>(S) ? "throw" : "try") + "' is used in " + Where +
            " but GPU code has no exceptions; report the error through a value";
    const CXXRecordDecl *Class = nullptr;
    if (const auto *CE = dyn_cast<CXXConstructExpr>(S))
      Class = CE->getConstructor()->getParent();
    else if (const auto *MC = dyn_cast<CXXMemberCallExpr>(S); MC && MC->getMethodDecl() && !isContainerSizeQuery(MC))
      Class = MC->getMethodDecl()->getParent(); // (a size query the host answers is no use)
    else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(S))
      if (const auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee()))
        Class = MD->getParent();
    if (std::string What = hostOnlyStandardClass(Class); !What.empty())
      Why = What.substr(0, What.find('|')) + " is used in " + Where + " but GPU code cannot use one: " +
            What.substr(What.find('|') + 1);
    if (!Why.empty()) {
      OK = false;
      if (ReportedAt.insert(S->getBeginLoc().getRawEncoding()).second)
        Diags.error(S->getBeginLoc(), Why + ", or compile with -acc=multicore");
      return;
    }
    // The GPU has no long double arithmetic (in a compute region: UnitWalk's error), once per
    // function, at the first use that the compiler does not compute. A literal operator's long
    // double parameter only ever holds a literal (`2.5_km`), which the compiler folds.
    bool LiteralOperator =
        Caller && Caller->getDeclName().getNameKind() == DeclarationName::CXXLiteralOperatorName;
    if (const auto *E = dyn_cast<Expr>(S); E && Caller && !LiteralOperator && !ReportedLongDouble)
      if (std::string Type = floatingTypeGpuLacksComputed(E, Text.astContext()); !Type.empty()) {
        OK = false;
        ReportedLongDouble = true;
        Diags.error(E->getBeginLoc(), "'" + Type + "' cannot be used in " + Where + " when GPU code is generated "
                                      "(the GPU has no " + Type + " arithmetic); use double there, or compile "
                                      "with -acc=multicore");
      }
    // Device code has no variable-length arrays (in a compute region: UnitWalk's error).
    if (const auto *DS = dyn_cast<DeclStmt>(S); DS && Caller)
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D);
            V && V->getType()->isVariableArrayType() && foldedArraySizes(V, Text.astContext(), true).empty()) {
          OK = false;
          if (ReportedAt.insert(V->getLocation().getRawEncoding()).second)
            Diags.error(V->getLocation(), "the variable-length array '" + V->getNameAsString() +
                                              "' cannot be declared in " + Where + " when GPU code is generated "
                                              "(device code has no variable-length arrays); give it a constant "
                                              "size, pass it in as a pointer, or compile with -acc=multicore");
        }
    if (const auto *Call = dyn_cast<CallExpr>(S))
      Visit(Call);
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(S))
      Made.addCall(Construct, Construct->getConstructor());
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Code);
  return OK;
}

// The variables a private clause of the construct, or of a loop construct in its code, names.
static std::vector<const VarDecl *> privateVariables(const OpenACCConstructStmt *Construct, const Stmt *Code) {
  std::vector<const VarDecl *> Out;
  auto Read = [&](ArrayRef<const OpenACCClause *> Clauses) {
    for (const OpenACCClause *C : Clauses)
      if (const auto *P = dyn_cast<OpenACCPrivateClause>(C))
        for (const Expr *E : P->getVarList())
          if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
            if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
              Out.push_back(V);
  };
  Read(Construct->clauses());
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *L = dyn_cast<OpenACCLoopConstruct>(S))
      Read(L->clauses());
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Code);
  return Out;
}

bool DeviceCalls::checkRegion(const OpenACCConstructStmt *Construct) {
  const Stmt *Code = isa<OpenACCCombinedConstruct>(Construct)
                         ? cast<OpenACCCombinedConstruct>(Construct)->getLoop()
                         : cast<OpenACCComputeConstruct>(Construct)->getStructuredBlock();
  Made.addRegion(Code, privateVariables(Construct, Code));
  llvm::SmallVector<const FunctionDecl *, 8> Reached;
  bool OK = check(Code, nullptr, &Reached);
  return checkFunctions(Reached) && OK;
}

bool DeviceCalls::checkFunctions(llvm::ArrayRef<const FunctionDecl *> Roots) {
  llvm::SmallVector<const FunctionDecl *, 16> Work(Roots.begin(), Roots.end());
  bool OK = true;
  while (!Work.empty()) {
    const FunctionDecl *FD = Work.pop_back_val();
    const FunctionDecl *Def = FD->getDefinition();
    // Functions of system headers, and functions with host directives (host-only), are not
    // walked: their calls are the CUDA compile's to check.
    if (!Def || !Def->getBody() || !Text.isUserCode(Def->getLocation()) || containsHostDirective(Def->getBody()) ||
        !Walked.insert(Def).second)
      continue;
    Made.addFunction(Def);
    OK &= check(Def->getBody(), Def, &Work);
  }
  return OK;
}

// 2.15.1 gives device code no way to reach a host function: a function pointer the host stored, or
// the host's table of virtual functions in an object the host constructed (NVHPC: objects with
// virtual functions must be constructed on the device), holds host addresses.
// An overrider declared in the class and defined in another file without a routine directive has
// no device version there; CUDA would reject the class (a host function overriding a device one,
// the error naming Acorn's marks), or the device link would miss it.
bool DeviceCalls::checkVirtualFamilies(ArrayRef<const FunctionDecl *> Reached) {
  bool OK = true;
  llvm::DenseSet<const FunctionDecl *> InFamily;
  for (const FunctionDecl *FD : Reached)
    InFamily.insert(FD->getCanonicalDecl());
  // In the order of the file.
  const SourceManager &SM = Text.sourceManager();
  std::vector<size_t> Order(Reached.size());
  std::iota(Order.begin(), Order.end(), 0);
  auto Loc = [&](size_t I) { return SM.getExpansionLoc(Reached[I]->getLocation()); };
  llvm::sort(Order, [&](size_t A, size_t B) {
    return SM.isBeforeInTranslationUnit(Loc(A), Loc(B)) || (Loc(A) == Loc(B) && A < B);
  });
  for (size_t I : Order) {
    const FunctionDecl *FD = Reached[I];
    const auto *MD = dyn_cast<CXXMethodDecl>(FD);
    if (!MD || !MD->isVirtual() || MD->isPureVirtual() || MD->isImplicit() || MD->isDefined() ||
        !Text.isUserCode(MD->getLocation()) || isRoutine(MD) || Routines.binding(MD))
      continue;
    // A member of a class template's instance is defined with its template.
    const FunctionDecl *Pattern = MD->getTemplateInstantiationPattern();
    if (!Pattern)
      Pattern = MD->getInstantiatedFromMemberFunction();
    if (Pattern && Pattern->isDefined())
      continue;
    // The member of the family that device code runs: one it overrides, or an overrider.
    std::string Relation;
    for (const CXXMethodDecl *Up : MD->overridden_methods())
      if (InFamily.count(Up->getCanonicalDecl())) {
        Relation = "overrides '" + Up->getQualifiedNameAsString() + "'";
        break;
      }
    if (Relation.empty())
      for (const FunctionDecl *Other : Reached)
        if (const auto *Down = dyn_cast<CXXMethodDecl>(Other))
          if (llvm::any_of(Down->overridden_methods(),
                           [&](const CXXMethodDecl *Up) { return Up->getCanonicalDecl() == MD->getCanonicalDecl(); })) {
            Relation = "is overridden by '" + Down->getQualifiedNameAsString() + "'";
            break;
          }
    if (Relation.empty() || !ReportedAt.insert(MD->getLocation().getRawEncoding()).second)
      continue;
    OK = false;
    Diags.error(MD->getLocation(), "the virtual function '" + MD->getQualifiedNameAsString() + "' " + Relation +
                                       ", which device code may call, but has no device version: it is not "
                                       "defined in this file and no 'acc routine' directive names it, and the "
                                       "device's table of virtual functions needs every function of the family; "
                                       "add '#pragma acc routine seq' before this declaration (the file that "
                                       "defines it then compiles a device version), or compile with "
                                       "-acc=multicore");
  }
  return OK;
}

static std::string whyInParentheses(const DataOrigin &O) { return O.Why.empty() ? "" : " (" + O.Why + ")"; }

// Where device code reads the host's data, when that is not on the line of the call.
void DeviceCalls::noteHostData(const DataOrigin &O, const Expr *Use) {
  if (O.At && O.At != Use && Text.line(O.At->getExprLoc()) != Text.line(Use->getExprLoc()))
    Diags.note(O.At->getExprLoc(), "device code reads '" + Text.text(O.At) + "', which the host made, here");
}

bool DeviceCalls::checkHostMadeData() {
  // In the order of the file (calls that begin together, `f(x)(y)`, in the order walked).
  const SourceManager &SM = Text.sourceManager();
  std::vector<size_t> Order(Deferred.size());
  std::iota(Order.begin(), Order.end(), 0);
  auto Loc = [&](size_t I) { return SM.getExpansionLoc(Deferred[I].Call->getBeginLoc()); };
  llvm::sort(Order, [&](size_t A, size_t B) {
    return SM.isBeforeInTranslationUnit(Loc(A), Loc(B)) || (Loc(A) == Loc(B) && A < B);
  });
  bool OK = true;
  for (size_t I : Order)
    OK &= Deferred[I].Virtual ? reportVirtualCall(Deferred[I]) : reportPointerCall(Deferred[I]);
  return OK;
}

bool DeviceCalls::reportPointerCall(const DeferredCall &D) {
  DataOrigin O = Made.calledPointer(D.Through);
  if (O.K != DataOrigin::Host)
    return true;
  // The pointer as written: `(*p)(x)` calls `p`, `(o.*pm)(x)` `pm`.
  const Expr *Pointer = D.Through->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(Pointer); U && U->getOpcode() == UO_Deref)
    Pointer = U->getSubExpr()->IgnoreParenImpCasts();
  const auto *Member = dyn_cast<BinaryOperator>(Pointer);
  std::string Name = Text.text(Member ? Member->getRHS()->IgnoreParenImpCasts() : Pointer);
  Diags.error(D.Through->getBeginLoc(),
              "the " + std::string(Member ? "member function pointer '" : "function pointer '") + Name +
                  "' is called in " + D.Where + " but holds the address of a host function, which the host stored " +
                  "in data it made" + whyInParentheses(O) + "; GPU code cannot call a host function through its " +
                  "address: call the function by name (a switch over the choices), make the pointer in device " +
                  "code, or compile with -acc=multicore");
  noteHostData(O, D.Through);
  return false;
}

bool DeviceCalls::reportVirtualCall(const DeferredCall &D) {
  DataOrigin O = Made.dispatchObject(D.Through);
  if (O.K == DataOrigin::Device)
    return true;
  std::string Name = D.Call->getDirectCallee()->getQualifiedNameAsString();
  std::string Fix = "construct the object in device code, call the function non-virtually ('" + Name +
                    "(...)'), or compile with -acc=multicore";
  if (O.K == DataOrigin::Unknown) {
    Diags.warning(D.Call->getExprLoc(), "the virtual function '" + Name + "' is called in " + D.Where +
                                            " on an object that may have been made on the host" +
                                            whyInParentheses(O) + ": if so, its device copy points to the host's " +
                                            "table of virtual functions, which GPU code cannot use; " + Fix);
    return true;
  }
  Diags.error(D.Call->getExprLoc(), "the virtual function '" + Name + "' is called in " + D.Where +
                                        " on an object the host made" + whyInParentheses(O) + ": its device copy " +
                                        "points to the host's table of virtual functions, which GPU code cannot " +
                                        "use; " + Fix);
  noteHostData(O, D.Through);
  return false;
}

} // namespace acorn
