// -Wunused-macros names each unused macro once (the C lowering preprocesses the file a second
// time, which reports nothing again), and none that a directive or its code uses.
// RUN: %acorncc -Wunused-macros -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %acorncc -Wunused-macros -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// CHECK: wunused_macros.c:[[@LINE+2]]:9: warning: macro is not used [-Wunused-macros]
// CHECK: 1 warning generated.
#define UNUSED_ONE 1
#define N 4
#define TWO 2
#define PRAGMA(x) _Pragma(#x)
#define SCALE(a, n) PRAGMA(acc parallel loop copy(a[0:n])) for (int i = 0; i < (n); i++) (a)[i] *= TWO;
#include <stdio.h>
int main(void) {
  int a[N] = {1, 2, 3, 4};
  SCALE(a, N)
#pragma acc parallel loop copy(a)
  for (int i = 0; i < N; i++) a[i] += 1;
  printf("%d\n", a[3]);
  return 0;
}
