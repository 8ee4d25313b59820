// Runs Clang on one source file and lowers its OpenACC directives.
//
// C++ is parsed once and lowered in place. C is parsed as written first (Clang's diagnostics are
// the user's), then preprocessed and parsed again from the preprocessed text, which the lowering
// rewrites (see Preprocess.h).
#pragma once

#include "lower/Lowering.h"

#include <string>
#include <vector>

namespace acorn {

struct TranslateRequest {
  std::string Source;                        ///< path of the user's file
  bool IsC = false;
  bool Preprocessed = false;                 ///< a .i or .ii file (PreprocessedInput.h)
  std::vector<std::string> ClangArgs;        ///< -I/-D/-U/-std/... plus the language
  std::vector<std::string> PreprocessedArgs; ///< C: the arguments for parsing the preprocessed text
  /// Acorn's and CUDA's include directories: ClangArgs names them as it names the user's, but their
  /// headers are the toolchain's (ToolchainHeaders.h).
  std::vector<std::string> ToolchainIncludes;
  std::string CudaInclude; ///< the CUDA toolkit's include directory (none: empty)
  LoweringOptions Options;
};

/// Parses and checks the file with Clang (its diagnostics go to stderr) and lowers it. Returns
/// false when Clang or the lowering reported an error.
bool translate(const TranslateRequest &Request, LoweredUnit &Out);

/// -E: the file's preprocessed text as `clang -E` prints it, with the macros of its `#pragma acc`
/// directives (_Pragma ones too) expanded, as GCC's -fopenacc -E prints them (2.1: the tokens after
/// `#pragma acc` are subject to macro replacement), so that the text compiles back to the same
/// program. Clang's diagnostics go to stderr; false after an error.
bool preprocess(const TranslateRequest &Request, std::string &Out);

} // namespace acorn
