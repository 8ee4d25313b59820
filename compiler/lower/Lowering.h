// Lowers every OpenACC directive of a translation unit's main file.
//
// C++: the file is rewritten in place; each compute region becomes a call of acorn::launch with a
// host+device lambda, and the file is compiled as CUDA (or plain C++ for CPU-only builds).
// C: the host file stays C and calls an extern "C" function per launch; those functions, with the
// declarations they need, form a second (CUDA/C++) translation unit.
#pragma once

#include "frontend/ExpandedTokens.h"
#include "frontend/Preprocess.h"
#include "frontend/Reporter.h"

#include "clang/AST/ASTContext.h"

#include <map>
#include <string>
#include <vector>

namespace acorn {

struct LoweringOptions {
  bool Remarks = false;                    ///< -Minfo=accel
  bool Gpu = true;                         ///< GPU code is generated as well as host code
  std::vector<std::string> SystemIncludes; ///< C: system headers the file includes, as spelled
  const ExpandedTokens *Macros = nullptr;  ///< C++: the tokens macros expand to (ExpandedTokens.h)
  const WrittenSpellings *Spellings = nullptr; ///< C: macro invocations in directives (Preprocess.h)
  /// C++: the program's macros defined before its main file, set aside around Acorn's include
  /// (frontend/OuterMacros.h).
  std::vector<std::string> OuterMacros;
};

struct LoweredUnit {
  bool HasDirectives = false; ///< false: the source can be compiled as it is
  /// No directives, but calls of the runtime routines, given their sites: Host is the file to
  /// compile, as its own language (C++: Headers too), with no device code.
  bool ApiCallsOnly = false;
  std::string Host;           ///< the main file, lowered (C or C++)
  std::string Kernels;        ///< C only: the generated kernel translation unit
  /// C++: the user's headers the lowering changed (directives, device functions), by absolute path.
  std::map<std::string, std::string> Headers;
  /// The file includes a header of the CUDA toolkit: its GPU compile must see the toolkit's
  /// headers, as CUDA code does (without one it sees none of their names: acorn/cuda_prelude.h).
  bool IncludesCudaHeaders = false;
  /// The macros telling the GPU compile's own headers which optional standard headers the
  /// file reads itself (Translate.cpp, OptionalStdHeaders), for its command line.
  std::vector<std::string> StdHeaderMacros;
  /// C++: the program's macros of plain names defined before the file (-D), which Acorn's headers
  /// read before it must not see (frontend/OuterMacros.h).
  std::vector<std::string> OuterMacros;
};

/// Lowers the main file of Ctx. Returns false after reporting errors through Diags.
bool lowerTranslationUnit(clang::ASTContext &Ctx, Reporter &Diags, const LoweringOptions &Options,
                          LoweredUnit &Out);

} // namespace acorn
