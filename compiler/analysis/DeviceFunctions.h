// Device functions (2.15): functions with a routine directive, and the functions compute regions
// call, which are compiled for the device as an implicit `routine seq` (2.15.1).
#pragma once

#include "analysis/ExplicitInstantiations.h"
#include "frontend/SourceText.h"

#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "clang/AST/OpenACCClause.h"

#include <vector>

namespace acorn {

using FunctionSet = llvm::SetVector<const clang::FunctionDecl *>;

/// Whether some declaration of FD has a routine directive.
bool isRoutine(const clang::FunctionDecl *FD);

/// Whether S is, or contains, an OpenACC construct.
bool containsDirective(const clang::Stmt *S);

/// Whether S is, or contains, a construct that only host code can run: anything but loop, atomic
/// and cache (which device functions may contain: orphaned loops of routines, 2.9 and 2.15).
bool containsHostDirective(const clang::Stmt *S);

/// routine bind (2.15.1): the name device code calls instead of the routine's own (an identifier,
/// or a string used unmodified), and the unit's function of that name, if there is one.
struct RoutineBinding {
  std::string Name;
  bool String = false;
  const clang::FunctionDecl *Target = nullptr;
};

/// Whether device code can call Target in place of Routine (routine bind(Target), 2.15.1): a
/// function of the same type (compatible types in C).
bool bindTargetMatches(const clang::FunctionDecl *Routine, const clang::FunctionDecl *Target);

/// The levels of parallelism (ACORN_LEVEL_* bits) routine functions may use (2.15.1): gang all
/// three, worker worker and vector, vector vector, seq none. Read from the routine directives of
/// the unit, in both forms (before a function, and `routine(name)`).
class RoutineLevels {
public:
  void collect(clang::ASTContext &Ctx);
  /// 0 for routine seq and for functions without a routine directive.
  unsigned of(const clang::FunctionDecl *FD) const;
  /// The highest gang dimension FD's loops may use (routine gang(dim:d), 2.15.1): d, else 1.
  unsigned gangDim(const clang::FunctionDecl *FD) const;
  /// Whether a routine directive for FD has the nohost clause (no host version, 2.15.1).
  bool noHost(const clang::FunctionDecl *FD) const;
  /// The bind clause of FD's routine directives, or null.
  const RoutineBinding *binding(const clang::FunctionDecl *FD) const;
  /// Every routine with a bind clause, by canonical declaration.
  const llvm::DenseMap<const clang::FunctionDecl *, RoutineBinding> &bindings() const { return Bound; }

private:
  void bind(const clang::FunctionDecl *FD, llvm::ArrayRef<const clang::OpenACCClause *> Clauses);

  llvm::DenseMap<const clang::FunctionDecl *, unsigned> Named; ///< routine(name), by canonical decl
  llvm::DenseMap<const clang::FunctionDecl *, RoutineBinding> Bound;
  llvm::DenseMap<const clang::FunctionDecl *, unsigned> GangDims; ///< by canonical decl, when above 1
  llvm::DenseSet<const clang::FunctionDecl *> NoHost;            ///< by canonical decl
};

/// The levels a routine directive's clauses give.
unsigned routineClauseLevels(llvm::ArrayRef<const clang::OpenACCClause *> Clauses);

/// C: adds to Functions every function of the main file that the functions in it call, transitively.
void addCalledFunctions(FunctionSet &Functions, const SourceText &Text);

/// C++: what the lowered file compiles for host and device. Clang emits device code for templates,
/// inline and internal functions and lambdas only when a kernel uses them, so all of those are
/// marked, with the functions regions call directly; calls through templates, functors and lambdas
/// need no resolving before instantiation. Functions that contain directives stay host-only.
struct CxxDeviceCode {
  std::vector<const clang::FunctionDecl *> Functions; ///< every declaration is marked
  std::vector<const clang::FunctionDecl *> Called;    ///< of those, the ones regions call (for -Minfo)
  std::vector<const clang::LambdaExpr *> Lambdas;
  /// Explicit instantiations of those that are templated (`template double f<double>(double);`,
  /// `extern template ...`, `template double Box<float>::get() const;` must be host+device as
  /// the template is), and those that may name a device function or a host one of the same name.
  std::vector<WrittenInstantiation> ExplicitInstantiations;
  std::vector<WrittenInstantiation> UnclearInstantiations;
};
CxxDeviceCode cxxDeviceCode(clang::ASTContext &Ctx, const FunctionSet &Called, const SourceText &Text);

} // namespace acorn
