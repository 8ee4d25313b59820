// The program's macros that exist before its main file: -D flags and the macros of -include'd
// headers. Acorn's own headers are read after them (the lowered C++ file includes acorn/kernel.hpp
// first; a C file's preprocessing forces acorn/abi.h), so a name such as N, x or c that a program
// defines there (-DN=1000) would rewrite their declarations: those names are set aside around
// Acorn's includes, as libraries do by naming everything with reserved names.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace clang {
class Preprocessor;
}

namespace acorn {

/// Whether Name is reserved to the implementation (`_X...`, `__x...`): headers may use such names,
/// a program's macros do not touch them.
bool isReservedName(llvm::StringRef Name);

/// The names, not reserved ones (`_X`, `__x`), of the macros defined on the command line or in a
/// forced include (-include) that are defined where the main file starts.
std::vector<std::string> macrosBeforeMainFile(clang::Preprocessor &PP);

/// `#include Include` (a quoted or angled name) with each of Names set aside around it
/// (push_macro, #undef, then pop_macro).
std::string includeSettingAside(const std::vector<std::string> &Names, const std::string &Include);

} // namespace acorn
