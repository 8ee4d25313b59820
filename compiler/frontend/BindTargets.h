// The function a `routine bind(name)` directive names (2.15.1) is the device version of the
// routine: device code calls it, which the host code Clang checks never does. Clang would call a
// static one unused (-Wunused-function, an error under -Wall -Werror), so it is marked used as
// the file is parsed, before Clang's end-of-file check.
#pragma once

#include "clang/AST/DeclGroup.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringSet.h"

namespace clang {
class FunctionDecl;
class OpenACCClause;
} // namespace clang

namespace acorn {

class BindTargets {
public:
  /// Reads a top-level declaration group as the parser hands it on: the routines with a bind
  /// clause naming a function, and functions such a clause named before.
  void see(clang::DeclGroupRef Group);

private:
  void bind(const clang::FunctionDecl *Routine, llvm::ArrayRef<const clang::OpenACCClause *> Clauses);
  void markIfNamed(clang::FunctionDecl *FD);

  llvm::StringSet<> Names; ///< the identifiers bind clauses gave
};

} // namespace acorn
