// Which system headers are the toolchain's own and which are the user's.
//
// Clang marks every header found through -isystem, -idirafter or `#pragma GCC system_header` a
// system header, and CMake passes the include directories of imported targets with -isystem: a
// user's library is then "system" to Clang. Its warnings stay hidden (Clang's flag is left alone),
// but for the lowering it is the user's code, as under -I: its directives are lowered, its routines
// compiled for the device, its declare globals registered. Only the headers of the toolchain's own
// include directories (Clang's builtin ones, the C and C++ libraries', Acorn's, CUDA's) are left
// alone, decided by the directory a header lies in, not by Clang's flag.
#pragma once

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class SourceManager;
}

namespace acorn {

class ToolchainHeaders {
public:
  /// The include directories of the compile of Source with the driver arguments ClangArgs: those
  /// Clang's driver adds by itself (-internal-isystem: Clang's, the C and C++ libraries') and Extra
  /// (Acorn's, CUDA's) are the toolchain's, the ones ClangArgs name otherwise the user's.
  ToolchainHeaders(const std::vector<std::string> &ClangArgs, const std::string &Source,
                   const std::vector<std::string> &Extra);

  /// Whether the file at Path (absolute or from the working directory) lies in a toolchain
  /// directory: its closest include directory is one (`-isystem /usr/include/eigen3` is the
  /// user's, /usr/include the toolchain's). Clang's names for builtin buffers (`<built-in>`) are.
  bool containsFile(llvm::StringRef Path) const;

  /// The name an angled #include finds the file at Path by: its path below the closest include
  /// directory, when that is a toolchain one (`/usr/include/c++/12/vector`: `vector`).
  std::optional<std::string> includeName(llvm::StringRef Path) const;

  /// Makes Headers the answer of isToolchainCode and isToolchainFile while it lives (the Clang runs
  /// of one file: each has a SourceManager of its own, all have the same include directories).
  class Scope {
  public:
    explicit Scope(const ToolchainHeaders &Headers);
    ~Scope();
    Scope(const Scope &) = delete;
    Scope &operator=(const Scope &) = delete;

  private:
    const ToolchainHeaders *Outer;
  };

private:
  struct Directory {
    std::string Path; ///< absolute, without . and ..
    bool Toolchain;
  };
  const Directory *closestDirectory(const std::string &File) const;

  std::vector<Directory> Directories;
  mutable llvm::StringMap<bool> Known; ///< containsFile, by path as given
};

/// Whether Loc (where its macros expand) is in one of the toolchain's headers: a system header to
/// Clang that lies in a toolchain directory. A C file's preprocessed text is judged by the files
/// its line markers name. Without a ToolchainHeaders::Scope: whether Clang marks it a system header.
bool isToolchainCode(const clang::SourceManager &SM, clang::SourceLocation Loc);

/// Whether a file Clang marks a system header (a line marker's flag 3) is one of the toolchain's.
bool isToolchainFile(llvm::StringRef Path);

/// ToolchainHeaders::includeName of the headers in scope (none without a scope).
std::optional<std::string> toolchainIncludeName(llvm::StringRef Path);

} // namespace acorn
