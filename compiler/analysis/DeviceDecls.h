// C: the declarations the device unit of a C file needs, and nothing else. The device unit is
// compiled as CUDA C++, so it must not see the file's other code: its globals would be defined
// twice, and C that is not C++ (headers checking __STDC_VERSION__, `double complex`, identifiers
// that are C++ keywords) must not matter unless device code uses it.
#pragma once

#include "analysis/DeviceFunctions.h"
#include "frontend/Reporter.h"

#include "clang/AST/Type.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <vector>

namespace acorn {

class DeviceDecls {
public:
  DeviceDecls(const SourceText &Text, Reporter &Diags) : Text(Text), Diags(Diags) {}

  /// Everything a statement of device code refers to.
  void addStatement(const clang::Stmt *S);
  /// A type device code uses, and the types it is made of.
  void addType(clang::QualType T);
  /// An enumeration whose constants device code names.
  void addEnum(const clang::EnumDecl *ED);
  /// A function compiled for the device: its signature, body and what they use.
  void addFunction(const clang::FunctionDecl *FD);

  /// Closes the set over the functions device code calls. With GPU code, reports references to
  /// functions that have no device version (neither defined in the file nor declared with a
  /// routine directive; DeviceCalls reports their calls first) and returns false then; host and
  /// multicore call the host function.
  bool complete();
  bool Gpu = true; ///< GPU code is generated: the functions device code calls need a device version

  /// File-scope user declarations, in the order of the file.
  std::vector<const clang::Decl *> types() const { return sorted(Types); }
  std::vector<const clang::FunctionDecl *> functions() const;
  std::vector<const clang::VarDecl *> globals() const;

private:
  bool isUserFileScope(const clang::Decl *D) const;
  std::vector<const clang::Decl *> sorted(const llvm::SmallPtrSetImpl<const clang::Decl *> &Set) const;

  const SourceText &Text;
  Reporter &Diags;
  llvm::SmallPtrSet<const clang::Decl *, 32> Types;
  llvm::SmallPtrSet<const clang::Decl *, 32> Globals;
  llvm::SmallPtrSet<const clang::Type *, 32> SeenTypes;
  FunctionSet Functions;
  std::vector<std::pair<const clang::FunctionDecl *, clang::SourceLocation>> Calls;
  size_t Completed = 0;
};

} // namespace acorn
