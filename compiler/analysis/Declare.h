// The declare directive (2.13): which variables have a device copy, for how long, and how code
// reaches it. Analysis only; LowerDeclare prints.
//
//   - A global (file or namespace scope, a static data member, an extern variable) in declare
//     create, copyin, device_resident or link has a device copy for the whole program: a
//     __device__ variable of the GPU code (for link, a __device__ pointer to the data a data clause
//     maps), which device functions name directly and the runtime registers before main.
//   - A global pointer in declare deviceptr holds a device address: it gets a __device__ copy too,
//     which the runtime sets to the host variable's value before each GPU launch that follows a
//     change, so routine functions and compute regions use the value unchanged.
//   - A function-static variable in declare create, copyin or device_resident has a device copy
//     for the rest of the program from the first time the directive is reached (it registers the
//     variable once); in deviceptr it is used as a device pointer. The function's compute regions
//     see it as present, as any declared variable.
//   - A variable of a function (a local or a parameter) in declare copy, copyin, copyout, create,
//     present, deviceptr or device_resident is mapped as by a data construct from the directive to
//     the end of its scope.
// Compute regions see every declared variable as present (the declare is a visible data clause,
// 2.6.2), deviceptr ones as device pointers.
#pragma once

#include "analysis/DataAttributes.h"
#include "frontend/Reporter.h"
#include "frontend/SourceText.h"

#include "clang/AST/DeclOpenACC.h"
#include "llvm/ADT/DenseMap.h"

#include <string>
#include <vector>

namespace acorn {

struct DeclaredVar {
  const clang::VarDecl *Var = nullptr; ///< canonical declaration
  const clang::OpenACCDeclareDecl *Directive = nullptr;
  const clang::Expr *Item = nullptr; ///< as written
  acorn_map_kind Kind = ACORN_MAP_CREATE; ///< device_resident is CREATE; link is LINK
  bool Global = false;                    ///< a device copy for the whole program
  bool DeviceResident = false;            ///< in device_resident: no host copy (2.13.1)
  /// A function-static variable: registered at its directive (not a global: regions capture it).
  bool FunctionStatic = false;
  /// Global: the name of the device copy (or of the link pointer) in the GPU code, qualified from
  /// the global namespace in C++.
  std::string DeviceName;
  /// The device copy is acorn::DeviceStorage of the type (its objects are constructed, but copied as
  /// bytes): uses name its `.value`.
  bool Storage = false;
  /// The variable named from anywhere in the unit (qualified from the global namespace in C++).
  std::string HostName;
};

/// Every declare directive of a translation unit, read before anything is lowered (a routine
/// function or a compute region may come before the directive's lowering is reached).
class DeclaredVariables {
public:
  /// Reads the directives of the whole unit, headers included, and reports the uses the spec or
  /// Acorn does not allow. Returns false when it reported any.
  bool collect(clang::ASTContext &Ctx, const SourceText &Text, Reporter &Diags);

  const DeclaredVar *find(const clang::ValueDecl *V) const;
  /// The globals with a device copy, in the order of their directives.
  std::vector<const DeclaredVar *> globals() const;
  bool empty() const { return Vars.empty(); }

  /// How device code spells a use of a global with a device copy: the user's expression E becomes
  /// `ACORN_DECLARED(E, device)`; these are the texts around E.
  static std::string usePrefix() { return "ACORN_DECLARED("; }
  static std::string useSuffix(const DeclaredVar &V);

private:
  bool add(const clang::OpenACCDeclareDecl *D, const clang::Expr *E, acorn_map_kind Kind,
           clang::OpenACCClauseKind Clause, const SourceText &Text, Reporter &Diags);

  std::vector<DeclaredVar> Vars;
  llvm::DenseMap<const clang::VarDecl *, size_t> Index;
};

/// The first use in Body (a device function's) of each global or static variable that GPU code
/// cannot reach: not a constant, and without a device copy from a declare directive (2.15.1).
std::vector<const clang::DeclRefExpr *> usesWithoutDeviceCopy(const clang::Stmt *Body,
                                                              const DeclaredVariables &Declared,
                                                              const clang::ASTContext &Ctx);

/// The function-static variables of a declare directive that get a device copy (create, copyin,
/// device_resident), in the order written.
std::vector<const DeclaredVar *> declaredStatics(const clang::OpenACCDeclareDecl *D,
                                                 const DeclaredVariables &Declared);

/// The map items of a declare directive's function-scope variables (its data region).
bool declareRegionMaps(const clang::OpenACCDeclareDecl *D, const DeclaredVariables &Declared,
                       const clang::ASTContext &Ctx, Reporter &Diags, std::vector<MapItem> &Maps);

} // namespace acorn
