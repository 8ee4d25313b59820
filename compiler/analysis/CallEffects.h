// What a function called in a loop may write or read that the loop sees besides its arguments:
// variables of static storage (globals, statics), a lambda's captured variables, memory through
// pointers, references and `this`, in its body or in the functions it calls; and which arguments
// of a call it can only read (kernels dependence analysis, LoopDependence).
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"

#include <optional>
#include <vector>

namespace acorn {

/// The effect on shared data of calling Callee.
struct CallEffect {
  /// A variable of static storage, or one a lambda captured, that it writes.
  const clang::VarDecl *WrittenGlobal = nullptr;
  const clang::FunctionDecl *Unknown = nullptr;  ///< a function whose body is not in this file
  /// A write through a pointer, a reference or `this` (or a non-const member function's call):
  /// memory the caller cannot tell apart from other iterations'. Writes and reads through the
  /// called function's own pointer and reference parameters (which its body leaves pointing
  /// where they do), and a non-const member function's writes to its object's own members, are
  /// not counted: they reach its arguments and object, which the caller judges.
  const clang::Stmt *WritesMemory = nullptr;
  /// It reads globals, variables a lambda refers to, or memory through pointers.
  bool ReadsShared = false;
};

/// What Callee, or a function it calls, writes of static storage; functions of system headers
/// (the C and C++ libraries, math) write none the loop sees.
CallEffect callEffect(const clang::FunctionDecl *Callee);

/// The object and arguments of a call as the callee sees them.
struct CallShape {
  /// The object of a member function (`s` of `s.get(i)`, `f` of a lambda call `f(x)`), or null.
  const clang::Expr *Object = nullptr;
  bool ConstObject = false; ///< the member function is const: it reads the object
  /// For each argument, whether its parameter is a reference or pointer to const (or a value).
  std::vector<bool> ReadOnly;
  bool readsOnly(unsigned Arg) const { return Arg < ReadOnly.size() && ReadOnly[Arg]; }
};
CallShape callShape(const clang::CallExpr *Call);

/// The shape of a template's call (Pattern) from the shapes of its instantiations' calls
/// (instantiatedCalls): the object is the template's expression at the instances' object (a
/// functor `f` of `f(x)`, the callee there), const when every instance's is, each argument
/// read-only when every instance only reads it; ObjectTypes gets the instances' object types.
/// Nullopt when an instance's object or argument has no counterpart in Pattern (but a default
/// argument passed by value).
std::optional<CallShape> instantiatedCallShape(const clang::CallExpr *Pattern,
                                               llvm::ArrayRef<const clang::CallExpr *> Instances,
                                               std::vector<clang::QualType> &ObjectTypes);

/// The left side of `a = b` for a call of a trivial copy or move assignment (a plain struct's
/// implicit operator=), else null.
const clang::Expr *trivialAssignmentTarget(const clang::CallExpr *Call);

} // namespace acorn
