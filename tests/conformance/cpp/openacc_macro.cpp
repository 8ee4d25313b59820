// 2.2 conditional compilation in C++: _OPENACC is defined with the value 202211 (OpenACC 3.3).
// The RUN line passes -DREQUIRE_OPENACC so that a compiler that does not define _OPENACC fails
// to build it; as a plain serial program it passes.
// RUN: %acorncxx -DREQUIRE_OPENACC %s -o %t && %run-targets %t
#include <cstdio>

#if defined(REQUIRE_OPENACC) && !defined(_OPENACC)
#error "_OPENACC is not defined"
#endif

int main() {
  int errors = 0;
#ifdef _OPENACC
  constexpr long v = _OPENACC;
  if (v != 202211L) {
    std::fprintf(stderr, "FAIL: _OPENACC = %ld, expected 202211\n", v);
    ++errors;
  }
#if _OPENACC != 202211
  std::fprintf(stderr, "FAIL: _OPENACC in #if is not 202211\n");
  ++errors;
#endif
#endif
  return errors != 0;
}
