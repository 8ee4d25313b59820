// The explicit instantiations of functions the user wrote (`template double f<double>(double);`,
// `extern template double f<double>(double);`, `template double Box<float>::get() const;`). Clang
// keeps no node for them: a specialization records only its first point of instantiation, which is
// a call when the template was used before it was instantiated. They are found in the text.
#pragma once

#include "frontend/SourceText.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <string>
#include <vector>

namespace acorn {

struct WrittenInstantiation {
  clang::SourceLocation Next;          ///< the token after the `template` keyword (in a macro's expansion)
  clang::SourceLocation NameLoc;       ///< the instantiated function's name (Clang's point of instantiation)
  std::string Name;                    ///< as FunctionDecl::getNameAsString() gives it (`f`, `~Box`, `operator+`)
  std::string Scope;                   ///< the last component of the written qualifier (`Box`), or empty
  int Params = -1;                     ///< the number of parameters written, -1 when not known
};

/// Every explicit instantiation of a function or member function in the user's files, in each
/// inclusion of a header, and in the expansions of macro invocations there when they were recorded
/// (SourceText::expandedTokens). Class and variable instantiations are left out.
std::vector<WrittenInstantiation> writtenFunctionInstantiations(const SourceText &Text);

/// Which of Written instantiate Device's functions, given every templated function of the unit
/// (function templates and members of class templates, by canonical declaration). An instantiation
/// is matched by name and written scope; where that names both a device and a host function, by
/// Clang's point of instantiation or else the number of parameters; when neither tells, it goes to
/// Unclear.
void deviceInstantiations(const std::vector<WrittenInstantiation> &Written,
                          const llvm::SmallPtrSetImpl<const clang::FunctionDecl *> &Device,
                          llvm::ArrayRef<const clang::FunctionDecl *> Templated,
                          std::vector<WrittenInstantiation> &Marked, std::vector<WrittenInstantiation> &Unclear);

} // namespace acorn
