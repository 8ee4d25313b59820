// The capture list of a launch (the lambda the launch runs, or for C the outlined function's
// parameters) and the names in the region's body that captures change: members of `this`,
// captures with names of their own, host-computed values.
#include "lower/KernelBody.h"

#include "lower/LowerVLA.h"
#include "lower/RuntimeABI.h"

#include "analysis/UnitWalk.h"

#include "frontend/ASTWalk.h"
#include "frontend/ExpandedTokens.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace acorn {

// The capture of LaunchUnit::HostValues[I].
static std::string hostValueName(size_t I) { return "__acorn_hv" + std::to_string(I); }

// `double (*)[4]`: the type of a pointer to an array of type T.
static std::string pointerToArray(QualType T, const PrintingPolicy &Policy) {
  std::string Type;
  llvm::raw_string_ostream OS(Type);
  T.print(OS, Policy, "(*)");
  return OS.str();
}

// An array of constant size, or of a size a template parameter gives (`T (&grid)[R][C]`): an
// array of constant size in each instantiation.
static bool constantInEachInstance(QualType T) {
  return T->isConstantArrayType() || T->isDependentSizedArrayType();
}

// Whether the region's firstprivate copy of V gets the translations of pointer members.
static bool translatesMembers(const ComputePlan &Plan, const ValueDecl *V) {
  return llvm::is_contained(Plan.FirstPrivateFieldWalks, V) ||
         llvm::any_of(Plan.Maps, [&](const MapItem &M) { return M.InFirstPrivateCopy && M.Var == V; });
}

std::string KernelBody::captureInit(const Capture &C) const {
  std::string M = "__acorn_m[" + std::to_string(C.MapIndex) + "]";
  if (C.IsThis)
    return "__acorn_this = ::__acorn_device_address(this, " + M + ")";
  // The capture keeps the variable's name; its initialiser names the variable as the construct
  // sees it (a namespace's variable with its qualifier).
  const std::string N = captureName(C), H = abi::hostName(C.Var);
  switch (C.Mode) {
  case CaptureMode::Value: {
    QualType T = C.Var->getType().getNonReferenceType();
    if (const auto *VD = dyn_cast<VarDecl>(C.Var); VD && VD->isParameterPack())
      return N + "..."; // by copy, element by element
    bool Array = constantInEachInstance(T), Translated = translatesMembers(Plan, C.Var);
    std::string Copy = (!Array && gangCopyOf(C.Var) ? "__acorn_first_" + N : N) + " = ", Value, Original;
    if (!Array) {
      // An outlined C region receives a struct whose members it translates by address.
      Value = TargetIsC && Translated ? "*" + N : H;
      Original = TargetIsC ? N : "__builtin_addressof(" + H + ")";
    } else if (!TargetIsC) {
      Value = "::__acorn_array_copy(" + H + ")";
      Original = "__builtin_addressof(" + H + ")";
    } else { // the outlined C function receives the array as a pointer to its first element
      Value = "::__acorn_array_copy(*(" + pointerToArray(T.getUnqualifiedType(), Policy) + ")" + N + ")";
      Original = N;
    }
    if (!Translated)
      return Copy + Value;
    // Its pointer members the region uses hold their translations (FirstPrivatePointers.h), from
    // the construct's maps or the list of all its fields.
    std::string Maps = "__acorn_m, " + std::to_string(Plan.Maps.size());
    if (auto Walk = llvm::find(Plan.FirstPrivateFieldWalks, C.Var); Walk != Plan.FirstPrivateFieldWalks.end()) {
      std::string List = abi::firstPrivateFieldList(Walk - Plan.FirstPrivateFieldWalks.begin());
      Maps = List + ".__acorn_maps, " + List + ".__acorn_count";
    }
    return Copy + "::__acorn_translated_copy(" + Value + ", " + Original + ", " + Maps + ")";
  }
  case CaptureMode::DeviceArray: {
    QualType T = C.Var->getType().getNonReferenceType();
    if (!constantInEachInstance(T)) // variably modified (LowerVLA.h): a pointer to its first element
      return N + " = ::__acorn_device_address(&" + H + "[0], " + M + ")";
    // A reference to the device copy keeps the array's type (sizeof, range-for, std::size). An
    // outlined C region receives the array as a pointer to its first element.
    std::string Address = TargetIsC ? "(" + pointerToArray(T, Policy) + ")" + N : "&" + H;
    return "&" + N + " = *::__acorn_device_address(" + Address + ", " + M + ")";
  }
  case CaptureMode::DevicePointer:
    return N + " = ::__acorn_device_address(" + H + ", " + M + ")";
  case CaptureMode::DeviceRef:
    // In an outlined C region the parameter is already the host address.
    return "&" + N + " = *::__acorn_device_address(" + (TargetIsC ? N : "&" + H) + ", " + M + ")";
  case CaptureMode::PointerTarget:
    if (C.MapIndex < 0) { // a pack of pointers (ComputePlan::PointerPacks): element by element
      size_t Pack = llvm::find(Plan.PointerPacks, C.Var) - Plan.PointerPacks.begin();
      return "..." + N + " = ::__acorn_pack_pointer(" + H + ", " + abi::pointerPackMaps(Pack) + ", sizeof...(" + H +
             "))";
    }
    return N + " = ::__acorn_pointer_like(" + H + ", __acorn_map_device(&" + M + "))";
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
      // A pointer to its scalars; a pointer the region reaches through its device copy (`present(u)`
      // of `double (*u)[m]`) is passed by address, as other such captures are.
      std::string Elem = elementPointer(T, Policy);
      Params.push_back(C.Mode == CaptureMode::DeviceRef && T->isPointerType()
                           ? Parameter{Elem + "*" + Name, "(" + Elem + "*)&(" + Name + ")"}
                           : Parameter{Elem + Name, "(" + Elem + ")(" + Name + ")"});
      continue;
    }
    if (C.Mode == CaptureMode::DeviceRef || (C.Mode == CaptureMode::Value && !T->isArrayType() &&
                                             translatesMembers(Plan, C.Var))) {
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
  for (const Parameter &P : variablyModifiedExtents())
    Params.push_back(P);
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
    S += (S.size() > 1 ? ", " : "") + captureInit(C);
  }
  for (size_t I = 0; I < Unit.HostValues.size(); ++I)
    S += (S.size() > 1 ? ", " : "") + hostValueName(I) + " = " + Text.text(Unit.HostValues[I]);
  for (size_t I = 0; I < Unit.PrivateSections.size(); ++I) {
    const PrivateSection &P = Unit.PrivateSections[I];
    std::string Sfx = std::to_string(I);
    S += (S.size() > 1 ? ", __acorn_poff" : "__acorn_poff") + Sfx + (P.Section ? ", __acorn_plo" + Sfx : "") +
         (P.First || P.Reduction ? ", __acorn_pbytes" + Sfx : "");
  }
  if (std::string Extents = variablyModifiedCaptures(); !Extents.empty())
    S += S.size() > 1 ? Extents : Extents.substr(2);
  S += "] ACORN_HD (auto &__acorn_ex) ACORN_MUTABLE { (void)__acorn_ex; " + Constants + DeclaredShadows; // unused without loops
  for (const ValueDecl *V : Plan.Privates)
    S += declarePrivate(V, nullptr) + " ";
  // firstprivate sections: the captured pointer (the section's device copy) becomes the gang's copy.
  // A firstprivate scalar the lanes write: a reference to the gang's copy, which its leader fills.
  std::string Filled;
  for (size_t I = 0; I < Unit.PrivateSections.size(); ++I) {
    const PrivateSection &P = Unit.PrivateSections[I];
    std::string N = P.Var->getNameAsString(), Sfx = std::to_string(I);
    if (P.First)
      S += N + " = ::__acorn_first_private_section(__acorn_ex, " + N + ", __acorn_poff" + Sfx + ", " +
           (P.Section ? "__acorn_plo" + Sfx : "0LL") + ", __acorn_pbytes" + Sfx + "); ";
    if (P.Captured) {
      S += storageReference(spelledType(P.Var->getType()).getUnqualifiedType(), N, I) + " ";
      Filled += N + " = __acorn_first_" + N + "; ";
    }
  }
  if (!Filled.empty())
    S += "if (__acorn_ex.__acorn_leader(1u)) { " + Filled + "} __acorn_ex.__acorn_sync(1u); ";
  if (Unit.Kind != 2 || Plan.Kind == 2)
    for (size_t I = 0; I < Plan.Reductions.size(); ++I)
      S += reductionOpen(Plan.Reductions[I], nullptr, "__acorn_cred" + std::to_string(I));
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

bool KernelBody::privateCopyAt(const DeclRefExpr *E) const {
  const ValueDecl *V = E->getDecl();
  if (llvm::is_contained(Plan.Privates, V))
    return true;
  const SourceManager &SM = Text.sourceManager();
  return llvm::any_of(Plan.Loops, [&](const auto &Entry) {
    const LoopPlan &L = *Entry.second;
    return L.For && llvm::is_contained(L.Privates, V) &&
           !SM.isBeforeInTranslationUnit(E->getBeginLoc(), L.For->getBeginLoc()) &&
           !SM.isBeforeInTranslationUnit(L.For->getEndLoc(), E->getBeginLoc());
  });
}

std::string KernelBody::captureName(const Capture &C) const {
  return C.Name.empty() ? C.Var->getNameAsString() : C.Name;
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
        bool Pointer = inLambda(*ByName, ME->getMemberLoc());
        MR.replace(ME->getSourceRange(), Pointer ? "(*" + staticPointer(*ByName) + ")" : B.captureName(*ByName));
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
    // `this->p`, a pointer member of a dependent base, captured by name (UnitWalk).
    bool TraverseCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *E) {
      return byName(E) || RecursiveASTVisitor::TraverseCXXDependentScopeMemberExpr(E);
    }
    bool TraverseUnresolvedMemberExpr(UnresolvedMemberExpr *E) {
      return byName(E) || RecursiveASTVisitor::TraverseUnresolvedMemberExpr(E);
    }
    bool byName(Expr *E) {
      const FieldDecl *F = StarThis ? nullptr : dependentBasePointer(E, B.Text.astContext());
      const Capture *ByName = F ? B.captureOf(F) : nullptr;
      if (ByName)
        MR.replace(E->getSourceRange(), B.captureName(*ByName));
      return ByName;
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
      if (C && inLambda(*C, E->getLocation()))
        MR.replace(E->getSourceRange(), "(*" + staticPointer(*C) + ")");
      else if (C && (E->hasQualifier() || !C->Name.empty()))
        MR.replace(E->getSourceRange(), B.captureName(*C));
      // A private copy is declared by the plain name: `phys::tmp` where it is private is the copy.
      else if (!C && E->hasQualifier() && B.privateCopyAt(E))
        MR.replace(E->getSourceRange(), E->getDecl()->getNameAsString());
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
    // captures: it captures by copy instead ([this], [=, this] or [this, k] becomes [=]). One capturing
    // [*this] copies the device copy of the object and uses its members there.
    bool TraverseLambdaExpr(LambdaExpr *LE) {
      bool CapturesThis = false, Copy = false, OnlyCopies = LE->getCaptureDefault() != LCD_ByRef;
      for (const LambdaCapture &C : LE->explicit_captures()) {
        CapturesThis |= C.capturesThis();
        Copy |= C.getCaptureKind() == LCK_StarThis;
        OnlyCopies &= C.capturesThis() || (C.getCaptureKind() == LCK_ByCopy && !LE->isInitCapture(&C));
      }
      SourceRange Intro = LE->getIntroducerRange();
      bool Replaced = CapturesThis && OnlyCopies && !Intro.getBegin().isMacroID();
      Lambdas.push_back({LE, {}});
      StarThis += Replaced && Copy;
      // Replaced: the captures are gone
      bool Result = Replaced ? TraverseStmt(LE->getBody()) : RecursiveASTVisitor::TraverseLambdaExpr(LE);
      StarThis -= Replaced && Copy;
      std::string Statics;
      for (const std::string &Name : Lambdas.back().Statics)
        Statics += ", " + staticPointerName(Name) + " = " +
                   (Lambdas.size() == 1 ? "&" + Name : staticPointerName(Name)); // the outermost: the capture's address
      Lambdas.pop_back();
      if (Replaced)
        B.RW.ReplaceText(CharSourceRange::getTokenRange(Intro),
                         (Copy ? "[=, __acorn_self = *__acorn_this" : "[=") + Statics + "]");
      else if (!Statics.empty() && !Intro.getEnd().isMacroID())
        B.RW.InsertTextBefore(Intro.getEnd(), LE->getCaptureDefault() == LCD_None && LE->explicit_captures().empty()
                                                  ? Statics.substr(2)
                                                  : Statics);
      return Result;
    }
    unsigned StarThis = 0; ///< inside a lambda capturing [*this]
    // A lambda of the region does not capture a variable of static storage ([expr.prim.lambda]):
    // it names the variable itself, which the region's capture (the device copy, a reference)
    // replaces. Captured as a name, [=] would copy it (an array whole, and read-only), so each
    // lambda around the use captures a pointer to the region's capture instead.
    struct LambdaFrame {
      const LambdaExpr *Lambda;
      std::vector<std::string> Statics; ///< the captures its body names
    };
    std::vector<LambdaFrame> Lambdas;
    static std::string staticPointerName(const std::string &Name) { return "__acorn_sp_" + Name; }
    std::string staticPointer(const Capture &C) const { return staticPointerName(B.captureName(C)); }
    // Whether the use of C at Loc is in the body of a lambda of the region, which then captures
    // the pointer (the lambdas around it too).
    bool inLambda(const Capture &C, SourceLocation Loc) {
      const auto *V = dyn_cast<VarDecl>(C.Var);
      if (Lambdas.empty() || C.IsThis || !V || V->hasLocalStorage() || !B.constantRedeclaration(C).empty())
        return false;
      const SourceManager &SM = B.Text.sourceManager();
      Loc = SM.getExpansionLoc(Loc);
      bool Found = false;
      for (LambdaFrame &F : Lambdas) {
        const Stmt *Body = F.Lambda->getBody();
        if (SM.isBeforeInTranslationUnit(Loc, SM.getExpansionLoc(Body->getBeginLoc())) ||
            SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Body->getEndLoc()), Loc))
          continue;
        Found = true;
        if (!llvm::is_contained(F.Statics, B.captureName(C)))
          F.Statics.push_back(B.captureName(C));
      }
      return Found;
    }
  } V(*this);
  V.TraverseStmt(const_cast<Stmt *>(S));
  V.MR.apply();
}

} // namespace acorn
