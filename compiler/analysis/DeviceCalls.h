// Calls in device code of functions that have no device version (2.15.1): an error at the call,
// naming the function, instead of an error of the CUDA compile quoting Acorn's generated code.
// NVHPC rejects them too ("Procedure called within a compute region must have acc routine
// information"). Also C++ exceptions and std::string and std::function objects, which device code
// cannot have, and virtual calls on objects the host made. Checked only when GPU code is
// generated: host and multicore run every function.
#pragma once

#include "analysis/DeviceFunctions.h"
#include "frontend/Reporter.h"
#include "frontend/SourceText.h"

#include "llvm/ADT/DenseSet.h"

namespace acorn {

class DeviceCalls {
public:
  DeviceCalls(const SourceText &Text, const RoutineLevels &Routines, Reporter &Diags)
      : Text(Text), Routines(Routines), Diags(Diags) {}

  /// The calls of a compute construct's code (its structured block or loop, not its clauses,
  /// which the host evaluates). False after an error.
  bool checkRegion(const clang::Stmt *Code);
  /// The calls of the functions device code runs: Roots (routines, the functions regions call)
  /// and, transitively, the functions of the unit they call (implicit routine seq, 2.15.1).
  bool checkFunctions(llvm::ArrayRef<const clang::FunctionDecl *> Roots);

private:
  /// Reports the calls in Code without a device version; Caller is null for a region's code.
  bool check(const clang::Stmt *Code, const clang::FunctionDecl *Caller,
             llvm::SmallVectorImpl<const clang::FunctionDecl *> *Reached);

  const SourceText &Text;
  const RoutineLevels &Routines;
  Reporter &Diags;
  llvm::DenseSet<const clang::CallExpr *> Reported; ///< a lambda's body is a region's code and a function
  llvm::DenseSet<const clang::FunctionDecl *> Walked;
  llvm::DenseSet<unsigned> ReportedAt; ///< locations of exceptions and host-only classes reported
};

} // namespace acorn
