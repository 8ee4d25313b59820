// Function-like macros where C++ codes put them: a loop written by a macro (FOR_RANGE) under a loop
// directive, and macro invocations in clause arguments (a section's length, num_gangs, if, async
// and wait). Acorn keeps the invocations as written, never the macros' parameter names.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define FOR_RANGE(i, lo, hi) for (int i = (lo); i < (hi); ++i)
#define TWICE(x) ((x) * 2)
#define HALF(x) ((x) / 2)
#define POSITIVE(x) ((x) > 0)
#define QUEUE(k) (10 + (k))

int main() {
  const int h = 50;
  double y[100] = {0}, z[100];
  int errors = 0;

#pragma acc parallel loop copyout(z)
  FOR_RANGE(i, 0, TWICE(h)) z[i] = 2.0 * i;

#pragma acc parallel loop copy(y[0:TWICE(h)]) num_gangs(HALF(h)) if(POSITIVE(h)) async(QUEUE(1))
  FOR_RANGE(k, HALF(h) - 25, TWICE(h)) y[k] += 1.0 + k;
#pragma acc wait(QUEUE(1))

  for (int i = 0; i < 100; ++i) {
    if (z[i] != 2.0 * i && errors++ < 5)
      std::fprintf(stderr, "FAIL: z[%d] = %g\n", i, z[i]);
    if (y[i] != 1.0 + i && errors++ < 5)
      std::fprintf(stderr, "FAIL: y[%d] = %g\n", i, y[i]);
  }
  if (errors)
    return 1;
  std::printf("function-like macros in loops and clauses: OK\n");
  return 0;
}
