// Clause text that NVHPC and GCC accept and Clang 22 rejects, rewritten before Clang reads a file
// (PatchingFileSystem applies it to every user file):
//  - `pcreate`, `present_or_copyin`, ... are spelled `create`, `copyin`, ... (the same clauses;
//    Clang 22 rejects the other names on declare directives, and `pcreate` spells firstprivate);
//  - `*this` in a clause becomes ` this` (Clang 22 rejects the dereference; `this` in a data clause
//    names the object, as `this[0:1]` does);
//  - an array element in a reduction clause, `res[r]`, becomes the section `res[r:1]`;
//  - a member of a dependent base named after `using Base<T>::u_;` (`copy(u_[0:n])`) is written
//    `this->Base<T>::u_` in the directives of that class (Clang 22 rejects the using-declared name);
//  - a firstprivate clause of a parallel or serial directive is spelled `pcreate` (Clang 22 crashes
//    building its copy of an array of arrays, whatever names its type, and reads pcreate's items
//    alike without a copy; FirstPrivateArrays turns pcreate clauses back into firstprivate ones);
//  - `routine(f)` right before the declaration of f loses its name (in a class, f may be declared
//    after the directive, 2.15.1's example; Clang 22 looks the name up where the directive is).
// Each keeps the lines, and the columns up to the patched text (all of them but the reduction's
// and the using-declaration's keep every column).
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>

namespace acorn {

/// Text with the clause patches above applied to its `#pragma acc` lines (each directive on one
/// line: LogicalDirectives.h).
std::string patchClauses(llvm::StringRef Text);

} // namespace acorn
