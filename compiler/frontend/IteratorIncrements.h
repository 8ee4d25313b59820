// Clang 22 rejects `it = it + c` as the increment of a loop construct's loop whose variable is of
// class type ("variable must monotonically increase or decrease"), though it takes `i = i + c` for
// an integer and `it += c` for the class; 2.9 allows the form for random-access iterators and GCC
// runs it. Acorn sets that error aside where the increment is written `v = v + ...` or `v = v - ...`
// (the canonical loop analysis reads it as it reads `i = i + c`).
#pragma once

#include "frontend/DiagnosticFilter.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Basic/LangOptions.h"

namespace acorn {

class IteratorIncrementFilter : public DiagnosticFilter {
public:
  /// Wraps Engine's consumer in a filter that Engine then owns; returns the filter.
  static IteratorIncrementFilter *install(clang::DiagnosticsEngine &Engine, const clang::SourceManager &SM,
                                          const clang::LangOptions &LO);

  bool empty() const { return Count == 0; }

private:
  bool holdBack(clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) override;

  const clang::SourceManager *SM = nullptr;
  const clang::LangOptions *LO = nullptr;
  unsigned Count = 0;
};

} // namespace acorn
