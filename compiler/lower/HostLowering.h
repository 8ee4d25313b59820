// Walks the main file and lowers each directive it meets, dispatching by construct family:
// LowerData.cpp (data, enter data, exit data, update), LowerHostData.cpp (host_data),
// LowerSync.cpp (wait, init, shutdown, set), LowerDeclare.cpp (declare),
// LowerCompute.cpp (compute and combined constructs), LowerDeviceFunctions.cpp (routine and
// implicit device functions) and KernelUnit.cpp (the device-side unit of a C file).
#pragma once

#include "analysis/ComputePlan.h"
#include "analysis/DeviceCalls.h"
#include "analysis/Declare.h"
#include "analysis/DeviceDecls.h"
#include "lower/KernelBody.h"
#include "lower/Lowering.h"

#include "frontend/ASTWalk.h"
#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <map>
#include <set>


namespace acorn {

class HostLowering : public ASTWalk<HostLowering> {
public:
  HostLowering(clang::ASTContext &Ctx, Reporter &Diags, const LoweringOptions &Options);

  bool run(LoweredUnit &Out);

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseOpenACCComputeConstruct(clang::OpenACCComputeConstruct *S) { return lowerCompute(S); }
  bool TraverseOpenACCCombinedConstruct(clang::OpenACCCombinedConstruct *S) { return lowerCompute(S); }
  bool TraverseOpenACCDataConstruct(clang::OpenACCDataConstruct *S);
  bool VisitOpenACCEnterDataConstruct(clang::OpenACCEnterDataConstruct *S);
  bool VisitOpenACCExitDataConstruct(clang::OpenACCExitDataConstruct *S);
  bool VisitOpenACCUpdateConstruct(clang::OpenACCUpdateConstruct *S);
  bool VisitOpenACCWaitConstruct(clang::OpenACCWaitConstruct *S);
  bool VisitOpenACCInitConstruct(clang::OpenACCInitConstruct *S);
  bool VisitOpenACCShutdownConstruct(clang::OpenACCShutdownConstruct *S);
  bool VisitOpenACCSetConstruct(clang::OpenACCSetConstruct *S);
  bool TraverseOpenACCHostDataConstruct(clang::OpenACCHostDataConstruct *S);
  bool VisitOpenACCConstructStmt(clang::OpenACCConstructStmt *S);
  bool VisitOpenACCDeclareDecl(clang::OpenACCDeclareDecl *D);
  bool VisitOpenACCRoutineDecl(clang::OpenACCRoutineDecl *D);
  bool VisitFunctionDecl(clang::FunctionDecl *FD);
  bool VisitVarDecl(clang::VarDecl *V);
  bool VisitCallExpr(clang::CallExpr *Call); ///< outside compute constructs (lowerCompute takes those)
  // Every kind of function (member functions, constructors, ...) is the current function while its
  // body is lowered; a function defined inside another (a local class's) gives it back after.
#define ACORN_TRAVERSE_FUNCTION(KIND)                                                                            \
  bool Traverse##KIND(clang::KIND *FD) {                                                                       \
    clang::FunctionDecl *Outer = CurrentFunction;                                                              \
    CurrentFunction = FD;                                                                                      \
    bool Result = RecursiveASTVisitor::Traverse##KIND(FD);                                                     \
    CurrentFunction = Outer;                                                                                   \
    return Result;                                                                                             \
  }
  ACORN_TRAVERSE_FUNCTION(FunctionDecl)
  ACORN_TRAVERSE_FUNCTION(CXXMethodDecl)
  ACORN_TRAVERSE_FUNCTION(CXXConstructorDecl)
  ACORN_TRAVERSE_FUNCTION(CXXDestructorDecl)
  ACORN_TRAVERSE_FUNCTION(CXXConversionDecl)
#undef ACORN_TRAVERSE_FUNCTION
  /// A lambda with a routine directive (2.15.1) is a device function of its own (its call operator).
  bool TraverseLambdaExpr(clang::LambdaExpr *LE);

private:
  bool checkLocation(const clang::OpenACCConstructStmt *S);
  void replaceDirective(const clang::OpenACCConstructStmt *S, const std::string &Code);
  // LowerData.cpp
  bool checkSingleExit(const clang::OpenACCDataConstruct *S);
  void lowerDataDirective(const clang::OpenACCConstructStmt *S, llvm::ArrayRef<const clang::OpenACCClause *> Clauses,
                          const char *Function);
  // LowerSync.cpp
  bool checkDeviceDirective(const clang::OpenACCConstructStmt *S, const ClauseSet &Clauses);
  void lowerDeviceDirective(clang::OpenACCConstructStmt *S, const char *Directive);
  // LowerHostAtomic.cpp
  void lowerHostAtomic(const clang::OpenACCAtomicConstruct *A);
  void rewriteHostAtomics(const clang::Stmt *S);
  void rewriteHostAtomic(const clang::OpenACCAtomicConstruct *A);
  // LowerCompute.cpp
  bool lowerCompute(clang::OpenACCConstructStmt *S);
  // LowerKernelsHost.cpp
  std::string readBackDeclarations(const ComputePlan &Plan) const;
  std::string readBackOnce(const ComputePlan &Plan) const;
  std::string hostText(const ComputePlan &Plan, const clang::Stmt *S) const;
  std::string hostCondition(const ComputePlan &Plan, const clang::Expr *Cond, const DeviceReads &Reads) const;
  void rewriteHostConditions(const ComputePlan &Plan);
  std::string loopHeader(const ComputePlan &Plan, const clang::ForStmt *F, const DeviceReads &Reads) const;
  std::string finalValue(const ComputePlan &Plan, const LaunchUnit &U) const;
  std::vector<std::string> hostCodeAround(const ComputePlan &Plan) const;
  /// The launch's num_gangs, num_workers or vector_length (Clause): a kernels loop's gang(num:),
  /// worker(num:) or vector(length:) (FromLoop), else the construct's, else 0 (Acorn chooses).
  std::string launchArgument(const clang::Expr *FromLoop, const clang::Expr *FromConstruct,
                             const std::string &Clause) const;
  std::string gangsArgument(const ComputePlan &Plan, const LaunchUnit &U) const;
  std::vector<KernelBody::Parameter> hostTripValues(const LaunchUnit &U) const;
  std::string vectorLengthArgument(const ComputePlan &Plan, const LaunchUnit &U) const;
  std::string workersArgument(const ComputePlan &Plan, const LaunchUnit &U) const;
  std::vector<KernelBody::Parameter> gangDimensionValues(const ComputePlan &Plan) const;
  std::string gangDimensionConfig(const ComputePlan &Plan) const;
  void lowerComputeInPlace(const ComputePlan &Plan, const std::string &Prologue, const std::string &Epilogue,
                           const std::vector<std::unique_ptr<class KernelBody>> &Bodies);
  void lowerComputeOutlined(const ComputePlan &Plan, const std::string &Prologue, const std::string &Epilogue,
                            const std::vector<std::unique_ptr<class KernelBody>> &Bodies);
  std::string localTypeDeclarations(const clang::OpenACCConstructStmt *S) const;
  std::string unitHash(const std::string &Extra) const;
  std::string regionFunctionName(const clang::OpenACCConstructStmt *S, size_t Unit);
  // LowerDeviceFunctions.cpp
  void markDeviceFunctionsCxx();
  void lowerDeviceFunctionBody(const clang::FunctionDecl *FD);
  void checkDeviceGlobals(const clang::FunctionDecl *FD);
  void warnDeviceResidentUses(const clang::FunctionDecl *FD);
  void checkRoutineCalls(const clang::FunctionDecl *FD);
  bool checkRoutineLevels();
  void reportOrphanedLoop(const clang::OpenACCLoopConstruct *L);
  // LowerDeclare.cpp
  /// Own: variables the code names as its own (a region's captures and private copies): kept.
  using OwnVariables = std::set<const clang::ValueDecl *>;
  /// Returns the uses it leaves, those in macro expansions (the macro's text is the host's too),
  /// for declaredShadows.
  std::vector<const clang::DeclRefExpr *> rewriteDeclaredUses(const clang::Stmt *Body, clang::Rewriter &RW,
                                                              const OwnVariables &Own = {});
  /// The same in a function's body, which begins with the declaredShadows of its macro uses.
  void rewriteDeclaredUsesInFunction(const clang::Stmt *Body, clang::Rewriter &RW, const OwnVariables &Own = {});
  /// `auto &u = ACORN_DECLARED(::u, ::__acorn_dg_1u); ` for each global MacroUses name: the name,
  /// found before the global where the code declares this, names the device copy in device code.
  std::string declaredShadows(const std::vector<const clang::DeclRefExpr *> &MacroUses);
  /// Only in the atomic constructs of Body (which the body's rewriting replaces whole).
  void rewriteDeclaredUsesInAtomics(const clang::Stmt *Body, clang::Rewriter &RW, const OwnVariables &Own);
  /// Only in the headers of the region's loops of U (which the loops' rewriting replaces).
  void rewriteDeclaredUsesInLoopHeaders(const ComputePlan &Plan, const LaunchUnit &U, const OwnVariables &Own);
  // LowerBind.cpp
  bool checkBindName(const clang::FunctionDecl *FD, llvm::ArrayRef<const clang::OpenACCClause *> Clauses);
  void rewriteBoundCalls(const clang::Stmt *Body, clang::Rewriter &RW);
  std::string boundDeclaration(const clang::FunctionDecl *FD, const RoutineBinding &B) const;
  /// Device declarations of bound names the unit has no function for: C++ inserts them before
  /// their routines (InUnit false); C returns them for the device unit.
  std::string boundDeclarations(bool InUnit);
  std::vector<const DeclaredVar *> definedGlobals() const;
  std::vector<const DeclaredVar *> definedGlobals(bool Early) const;
  std::string declareSymbolName(bool Early = true) const;
  void lowerDeclaredGlobalsCxx();
  std::string deviceCopiesC(const std::vector<const clang::VarDecl *> &Globals);
  std::string declareRegistrationC();
  void emitHost(LoweredUnit &Out, const std::string &CxxInclude);
  // LowerApiCalls.cpp
  size_t wrapApiCalls();
  // KernelUnit.cpp
  void buildKernelUnit(std::string &Out);
  std::string deviceText(clang::SourceLocation Begin, clang::SourceLocation End) const;
  std::string deviceTypes(const DeviceDecls &Needed);
  std::string hoistNestedTags(const clang::Decl *D);
  clang::SourceLocation declarationEnd(const clang::Decl *D) const;
  static std::string withPack(unsigned Pack, const std::string &Definition);
  /// How the device unit names a function: inside `namespace __acorn_c` (static and inline
  /// functions, the file's own), or by its C name: declared only (defined by another file, C or
  /// C++), defined with a body holding directives (this copy is the program's function on host and
  /// device), or defined without (GPU code defines the device symbol; host code has the C unit's
  /// definition, this copy is inline).
  enum class DeviceSymbol { Namespaced, CDeclared, CDefined, CHostInline };
  DeviceSymbol deviceSymbol(const clang::FunctionDecl *FD) const;
  std::string withLinkage(const clang::FunctionDecl *FD, const std::string &Declaration) const;
  std::string devicePrototype(const clang::FunctionDecl *FD);
  std::string deviceGlobal(const clang::VarDecl *V);
  clang::Rewriter &kernelRW() { return IsC ? BodyRW : HostRW; }

  clang::ASTContext &Ctx;
  Reporter &Diags;
  const LoweringOptions &Options;
  SourceText Text;
  bool IsC;
  clang::Rewriter HostRW; ///< the lowered main file
  clang::Rewriter BodyRW; ///< C: the text the device unit takes (region bodies, device functions, types)
  bool Found = false;
  bool OK = true;
  clang::FunctionDecl *CurrentFunction = nullptr;
  FunctionSet DeviceFunctions;
  std::vector<const clang::FunctionDecl *> HostFunctions; ///< the user's functions whose bodies stay host code
  RoutineLevels Routines; ///< the levels of the unit's routines, read before the walk
  DeviceCalls Calls{Text, Routines, Diags}; ///< GPU code: calls of functions without a device version
  /// C: the outlined region functions, and what device code needs.
  std::vector<std::string> OutlinedRegions;
  std::map<std::string, const clang::OpenACCConstructStmt *> RegionNames; ///< each outlined region's constructs
  DeviceDecls Needed;
  /// The unit's declare directives, read before the walk; the uses LowerDeclare decided (renamed or kept).
  DeclaredVariables Declared;
  std::set<const clang::Expr *> RewrittenUses;
  /// Function bodies that begin with declaredShadows (a routine's is walked twice).
  std::set<const clang::Stmt *> ShadowedBodies;
  /// C: the addresses of file-static globals the device unit's host code uses, for the host unit.
  std::string StaticExports;
  std::set<const clang::TagDecl *> HoistedTags; ///< C: structs and enums defined inside structs
};

} // namespace acorn
