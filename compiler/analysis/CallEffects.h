// What a function called in a loop may write that the loop sees besides its arguments: variables
// of static storage (globals, statics), in its body or in the functions it calls (kernels
// dependence analysis, LoopDependence).
#pragma once

#include "clang/AST/Decl.h"

namespace acorn {

/// The effect on shared data of calling Callee.
struct CallEffect {
  const clang::VarDecl *WrittenGlobal = nullptr; ///< a variable of static storage it writes
  const clang::FunctionDecl *Unknown = nullptr;  ///< a function whose body is not in this file
};

/// What Callee, or a function it calls, writes of static storage; functions of system headers
/// (the C and C++ libraries, math) write none the loop sees.
CallEffect callEffect(const clang::FunctionDecl *Callee);

} // namespace acorn
