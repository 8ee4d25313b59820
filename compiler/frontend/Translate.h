// Runs Clang on one source file and lowers its OpenACC directives.
#pragma once

#include "lower/Lowering.h"

#include <string>
#include <vector>

namespace acorn {

struct TranslateRequest {
  std::string Source;                  ///< path of the user's file
  std::vector<std::string> ClangArgs;  ///< -I/-D/-U/-std/... plus the language
  LoweringOptions Options;
};

/// Parses and checks the file with Clang (its diagnostics go to stderr) and lowers it. Returns
/// false when Clang or the lowering reported an error.
bool translate(const TranslateRequest &Request, LoweredUnit &Out);

} // namespace acorn
