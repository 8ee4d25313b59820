// Clause arguments and loop bounds that begin with a macro (`N - 1`, `N/8 - M`), also in a
// directive written through _Pragma: C++ regions keep the user's text, macros and all.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define N 512
#define M 3
#define LAST (N - 1)
#define PRAGMA(x) _Pragma(#x)

int main() {
  static float a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma acc parallel loop copyin(a[0:N - 1]) copyout(b) num_gangs(N / 8 - M) vector_length(N / 4)
  for (int i = M - 2; i < N - M; i += M - 2)
    b[i] = a[i] + N - M;
  PRAGMA(acc parallel loop copyin(a) copy(b[0:N - 1]))
  for (int i = 1; i < LAST; i++)
    b[i] += 1 + M;
  int errors = 0;
  for (int i = 1; i < N - M; i++)
    if (b[i] != a[i] + N - M + 1 + M)
      errors++;
  if (errors) {
    std::printf("FAILED: %d\n", errors);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
