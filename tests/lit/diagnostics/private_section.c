// 2.5.13, 2.9.10: the private copies of a pointer section are laid out before the region starts,
// so its bounds cannot use variables of the region; only one-dimensional sections of pointer
// variables are private copies.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double *a, double **pp) {
#pragma acc parallel loop gang copy(a[0:n])
  for (int i = 0; i < n; i++) {
    int m = i + 1;
#pragma acc loop vector private(a[0:m])
    for (int j = 0; j < m; j++)
      a[j] = j;
  }
// CHECK: private_section.c:9:37: error: the bounds of a private section of a pointer are computed before the region starts: 'm' is declared inside it
#pragma acc parallel loop firstprivate(pp[0:n][0:2])
  for (int i = 0; i < n; i++)
    pp[i][0] = 0;
// CHECK: private_section.c:14:40: error: 'firstprivate' of a section other than p[lo:n] of a pointer variable is not supported by Acorn yet
}
