// kernels (2.5.2): a while or do loop around loop nests inside the region (the tutorials' Jacobi)
// runs on the host when it can evaluate the condition: each nest is a launch of its own with all
// gangs, the residual a max reduction, and the host reads the residual and the counter back from
// the device before each test (C: into temporaries the condition reads, among the outlined
// launches' calls). A condition that writes or reads memory keeps the loop in one serial kernel,
// and -Minfo says why.
// RUN: %acorncc -Minfo=accel --print-lowered %s 2>%t.remarks | grep -v "^//" | FileCheck --check-prefix=LOWERED %s
// RUN: FileCheck %s < %t.remarks
#include <math.h>
#define N 512
double A[N][N], Anew[N][N];

int jacobi(double tol, int iter_max) {
  double err = 1.0;
  int iter = 0;
#pragma acc kernels copy(A) create(Anew)
  while (err > tol && iter < iter_max) {
    err = 0.0;
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++) {
        Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
        err = fmax(err, fabs(Anew[j][i] - A[j][i]));
      }
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++)
        A[j][i] = Anew[j][i];
    iter++;
  }
  return iter;
}

int sweeps(double tol) {
  double diff;
  int count = 0;
#pragma acc kernels copy(A)
  do {
    diff = 0.0;
    for (int i = 1; i < N - 1; i++) {
      double next = 0.5 * (A[1][i - 1] + A[1][i + 1]);
      diff = fmax(diff, fabs(next - A[2][i]));
      A[2][i] = next;
    }
    count++;
  } while (diff > tol);
  return count;
}

void serial(int n) {
#pragma acc kernels copy(A)
  {
    while (n-- > 0) { for (int i = 0; i < N; i++) A[0][i] += 1.0; }
    while (A[0][0] < 100.0) { for (int i = 0; i < N; i++) A[0][i] += 1.0; }
  }
}
// CHECK: kernels_while_loops.c:17:3: remark: 'while' loop runs on the host, launching the loop nests it holds in each iteration; the host reads 'err', 'iter' back from the device before each test of its condition
// CHECK: kernels_while_loops.c:19:5: remark: loop scheduled as gang, implicit reduction on 'err'
// CHECK: kernels_while_loops.c:20:7: remark: loop scheduled as vector, implicit reduction on 'err'
// CHECK: kernels_while_loops.c:24:5: remark: loop scheduled as gang
// CHECK: kernels_while_loops.c:25:7: remark: loop scheduled as vector
// CHECK: kernels_while_loops.c:18:5: remark: statements run as a serial kernel
// CHECK: kernels_while_loops.c:19:5: remark: loop nest runs as its own kernel
// CHECK: kernels_while_loops.c:24:5: remark: loop nest runs as its own kernel
// CHECK: kernels_while_loops.c:27:5: remark: statements run as a serial kernel
// LOWERED: __typeof__(err) __acorn_rv0; __typeof__(iter) __acorn_rv1; acorn_read_item __acorn_rb[] = {{[{][{]}}&__acorn_m[{{[0-9]+}}], &__acorn_rv0}, {&__acorn_m[{{[0-9]+}}], &__acorn_rv1}};
// LOWERED: while ((acorn_read_back(&__acorn_c, __acorn_rb, 2, __acorn_async, __acorn_if), __acorn_rv0 > tol && __acorn_rv1 < iter_max)) { __acorn_region_{{[0-9A-F]+}}_16_1_0({{.*}}); __acorn_region_{{[0-9A-F]+}}_16_1_1({{.*}}); __acorn_region_{{[0-9A-F]+}}_16_1_2({{.*}}); __acorn_region_{{[0-9A-F]+}}_16_1_3({{.*}}); }

// CHECK: kernels_while_loops.c:36:3: remark: 'do' loop runs on the host, launching the loop nests it holds in each iteration; the host reads 'diff' back from the device before each test of its condition
// CHECK: kernels_while_loops.c:38:5: remark: loop scheduled as gang, vector, implicit reduction on 'diff'
// LOWERED: do { __acorn_region_{{[0-9A-F]+}}_35_1_0({{.*}}); __acorn_region_{{[0-9A-F]+}}_35_1_1({{.*}}); __acorn_region_{{[0-9A-F]+}}_35_1_2({{.*}}); } while ((acorn_read_back(&__acorn_c, __acorn_rb, 1, __acorn_async, __acorn_if), __acorn_rv0 > tol));

// CHECK: kernels_while_loops.c:51:23: remark: loop scheduled as seq (in a serial kernel: the condition of the 'while' at line 51 is no value the host knows: it writes 'n')
// CHECK: kernels_while_loops.c:52:31: remark: loop scheduled as seq (in a serial kernel: the condition of the 'while' at line 52 is no value the host knows: it reads memory ('A[0][0]') that the launches may change)
// CHECK: kernels_while_loops.c:51:5: remark: statements run as a serial kernel
