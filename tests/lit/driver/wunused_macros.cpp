// -Wunused-macros: a statement macro holding a directive is lowered from its expansion; the
// macros it expands (SCALE, PRAGMA, TWO) are used all the same, so -Werror builds; an unused one
// is named once.
// RUN: %acorncxx -Wunused-macros -Werror %s -o %t && %t | FileCheck --check-prefix=OUT %s
// RUN: %acorncxx -Wunused-macros -DWITH_UNUSED -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// CHECK: wunused_macros.cpp:[[@LINE+4]]:9: warning: macro is not used [-Wunused-macros]
// CHECK: 1 warning generated.
// OUT: PASS
#ifdef WITH_UNUSED
#define UNUSED_ONE 1
#endif
#include <cstdio>
#define N 64
#define TWO 2
#define PRAGMA(x) _Pragma(#x)
#define SCALE(a, n) PRAGMA(acc parallel loop copy(a[0:n])) for (int i = 0; i < (n); i++) (a)[i] *= TWO;
static void scale(int *a) { SCALE(a, N) }
int main() {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  scale(a);
  std::printf("%s\n", a[N - 1] == 2 * (N - 1) ? "PASS" : "FAIL");
  return a[N - 1] != 2 * (N - 1);
}
