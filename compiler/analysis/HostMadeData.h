// Where the data device code reads was made: by device code, or by the host. The device copy of
// data the host made (a global's `declare` copy, what a compute construct copies in, what a
// pointer into such data reaches) holds what the host stored there: a function pointer holds a
// host function's address, and a C++ object of a class with virtual functions points to the host's
// table of them, neither of which GPU code can call (DeviceCalls reports such calls; NVHPC does not
// support them either: objects must be constructed on the device).
//
// The analysis follows a value back through the device code of the file: a local's initialiser and
// the assignments to it, a parameter to the arguments of the calls device code makes of its
// function, `this` to the objects those calls are made on, a call to what its function returns, a
// pointer to what it points to. A variable of the region's code (or named in a private clause) and
// a local of a device function are the device's; a variable from outside the region, a global
// (other than a C++ constant, which the device compile has its own copy of) and `this` in a region
// are the host's. A parameter of a function no device code of the file calls may be either.
#pragma once

#include "frontend/SourceText.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <string>
#include <vector>

namespace acorn {

struct DataOrigin {
  enum Kind { Device, Unknown, Host }; ///< in the order they combine: the highest wins
  Kind K = Device;
  /// Host: where device code reads the host's data; Unknown: what hides its origin (may be null).
  const clang::Expr *At = nullptr;
  /// For messages: why the data is the host's, or may be ("'ops' is a global variable, ...").
  std::string Why;
};

class HostMadeData {
public:
  explicit HostMadeData(const SourceText &Text) : Text(Text) {}

  /// A compute construct's code, and the variables from outside it that its private clauses (and
  /// those of its loops) give each thread as its own.
  void addRegion(const clang::Stmt *Code, llvm::ArrayRef<const clang::VarDecl *> Private);
  /// A function device code runs (its definition).
  void addFunction(const clang::FunctionDecl *Def);
  /// A call device code makes of Callee (a CallExpr, or a CXXConstructExpr).
  void addCall(const clang::Expr *Call, const clang::FunctionDecl *Callee);

  /// Where the function pointer (or member function pointer, or function reference) a call goes
  /// through was made: Callee is the call's callee expression.
  DataOrigin calledPointer(const clang::Expr *Callee);
  /// Where the object a virtual call dispatches on was constructed: Object is the object (a glvalue)
  /// or a pointer to it.
  DataOrigin dispatchObject(const clang::Expr *Object);

private:
  /// Values: where the values held in (or reached through) E were made. Objects: where the object
  /// E designates (or points to) was constructed; a copy constructed in device code is the
  /// device's, with the device's table of virtual functions.
  enum Mode { Values, Objects };
  DataOrigin of(const clang::Expr *E, Mode M);
  DataOrigin variable(const clang::VarDecl *V, const clang::Expr *Use, Mode M);
  DataOrigin writes(const clang::VarDecl *V, const clang::Stmt *Scope, Mode M);
  DataOrigin parameter(const clang::ParmVarDecl *P, Mode M);
  DataOrigin thisObject(const clang::CXXThisExpr *E, Mode M);
  DataOrigin returned(const clang::CallExpr *Call, Mode M);

  bool deviceFunction(const clang::FunctionDecl *FD) const;
  /// The region whose code holds Loc (or whose private clause names V), or null.
  const clang::Stmt *regionOf(clang::SourceLocation Loc, const clang::VarDecl *V = nullptr) const;
  /// The function an expression of a body is in, lambdas left for the function they are in.
  const clang::FunctionDecl *enclosingFunction(const clang::Expr *E) const;

  const SourceText &Text;
  struct Region {
    const clang::Stmt *Code;
    llvm::DenseSet<const clang::VarDecl *> Private;
  };
  std::vector<Region> Regions;
  llvm::DenseSet<const clang::FunctionDecl *> Functions; ///< canonical declarations
  llvm::DenseMap<const clang::FunctionDecl *, std::vector<const clang::Expr *>> Calls; ///< by canonical callee
  /// Results by (declaration or expression, mode); one being computed reads as Device (a cycle).
  llvm::DenseMap<std::pair<const void *, int>, DataOrigin> Known;
};

} // namespace acorn
