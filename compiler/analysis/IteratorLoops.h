// C++ random-access iterators of class type as loop variables (2.9): a partitioned loop counts its
// iterations as `end - begin` and sets iteration k's variable to `begin + k` (or `begin += k`), through
// the operators the class provides. The loop's header has Clang's resolved calls; this finds the
// class's operator- between two iterators and operator+ / operator+= with a difference, which the
// header need not use.
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"

#include <string>

namespace acorn {

struct IteratorOperators {
  const clang::FunctionDecl *Distance = nullptr; ///< operator-(iterator, iterator)
  const clang::FunctionDecl *Advance = nullptr;  ///< how iteration k's variable is reached:
  enum AdvanceForm { Plus, PlusCommuted, PlusAssign } Form = Plus; ///< `it + k`, `k + it`, `it += k`
  std::string Missing;                           ///< what the class lacks, for the error; empty when usable
};

/// The operators of the iterator class T (a member of it or of a base, a friend, or a function of
/// its namespace). Templates count when their arity fits; their instance is not known here.
IteratorOperators iteratorOperators(clang::QualType T, const clang::ASTContext &Ctx);

} // namespace acorn
