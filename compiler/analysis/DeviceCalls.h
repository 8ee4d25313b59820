// Calls in device code of functions that have no device version (2.15.1): an error at the call,
// naming the function, instead of an error of the CUDA compile quoting Acorn's generated code.
// NVHPC rejects them too ("Procedure called within a compute region must have acc routine
// information"). Also C++ exceptions and std::string and std::function objects, which device code
// cannot have, and calls device code makes through function pointers or of virtual functions on
// objects that the host made (HostMadeData.h: the addresses there are the host's). Checked only when
// GPU code is generated: host and multicore run every function.
#pragma once

#include "analysis/DeviceFunctions.h"
#include "analysis/HostMadeData.h"
#include "frontend/Reporter.h"
#include "frontend/SourceText.h"

#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/DenseSet.h"

namespace acorn {

class DeviceCalls {
public:
  DeviceCalls(const SourceText &Text, const RoutineLevels &Routines, Reporter &Diags)
      : Text(Text), Routines(Routines), Diags(Diags) {}

  /// The calls of a compute construct's code (its structured block or loop, not its clauses,
  /// which the host evaluates). False after an error.
  bool checkRegion(const clang::OpenACCConstructStmt *Construct);
  /// The calls of the functions device code runs: Roots (routines, the functions regions call)
  /// and, transitively, the functions of the unit they call (implicit routine seq, 2.15.1).
  bool checkFunctions(llvm::ArrayRef<const clang::FunctionDecl *> Roots);
  /// C++: the virtual functions of the families device code reaches (Reached: what it runs, with
  /// the overriders and overridden functions of its virtual functions, DeviceReach.h) that have no
  /// device version, declared in the file but defined elsewhere without a routine directive: the
  /// device's table of virtual functions needs them all.
  bool checkVirtualFamilies(llvm::ArrayRef<const clang::FunctionDecl *> Reached);
  /// After every region and device function has been checked: the calls through function pointers
  /// and the virtual calls of device code whose pointer or object the host made (an error), or may
  /// have made (a warning, for virtual calls).
  bool checkHostMadeData();

private:
  /// Calls through pointers and virtual calls, with where they are ("a compute region", "'f', which
  /// runs on the device,"), checked once the calls of all device code are known.
  struct DeferredCall {
    const clang::CallExpr *Call;
    const clang::Expr *Through; ///< the callee, or the object of a virtual call
    std::string Where;
    bool Virtual;
  };
  bool reportPointerCall(const DeferredCall &D);
  bool reportVirtualCall(const DeferredCall &D);
  void noteHostData(const DataOrigin &O, const clang::Expr *Use);
  /// Reports the calls in Code without a device version; Caller is null for a region's code.
  bool check(const clang::Stmt *Code, const clang::FunctionDecl *Caller,
             llvm::SmallVectorImpl<const clang::FunctionDecl *> *Reached);

  const SourceText &Text;
  const RoutineLevels &Routines;
  Reporter &Diags;
  llvm::DenseSet<const clang::CallExpr *> Reported; ///< a lambda's body is a region's code and a function
  llvm::DenseSet<const clang::FunctionDecl *> Walked;
  llvm::DenseSet<unsigned> ReportedAt; ///< locations of exceptions and host-only classes reported
  HostMadeData Made{Text};
  std::vector<DeferredCall> Deferred;
  llvm::DenseSet<const clang::CallExpr *> DeferredCalls;
};

} // namespace acorn
