// 2.5.15: a reduction on a section keeps a private copy of its elements in each thread, which the
// launch sizes: a section with a run-time lower bound needs its length written (a section of a
// pointer or an array variable may have run-time bounds, except in a loop of a routine, whose
// private storage no launch lays out).
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n) {
  int h[100] = {0};
#pragma acc parallel loop copy(h) reduction(+:h[n:])
  for (int i = 0; i < 100; i++)
    h[n + i % 10] += 1;
// CHECK: reduction_array.c:8:47: error: a reduction on a section needs a length, and constant bounds unless it is a section of a pointer or array variable
}

#pragma acc routine vector
void histogram(const int *k, int n, long *h, int bins) {
#pragma acc loop vector reduction(+:h[0:bins])
  for (int i = 0; i < n; i++)
    h[k[i] % bins] += 1;
// CHECK: reduction_array.c:16:37: error: a reduction on a section with run-time bounds in a loop of a routine is not supported by Acorn yet
// CHECK-NOT: error:
}

// An array element reduces like a one-element section (conformance reduction_element_gang_index,
// reduction_element_two_subscripts): one of one or two subscripts of a variable.
void g(int k) {
  long a[4][4][2] = {{{0}}};
#pragma acc parallel loop reduction(+:a[k][1][0])
  for (int i = 0; i < 100; i++)
    a[k][1][0] += i;
// CHECK: reduction_array.c:[[@LINE-3]]:39: error: a reduction on an array element needs an element of an array or pointer variable of one or two subscripts (a[k], p[k], c[i][j]); other elements are not supported yet
}

// long double: combined under a lock on host and multicore; with GPU code, long double in the region is
// the error (the GPU has no long double arithmetic).
long double h(const long double *x, int n) {
  long double s = 0;
#pragma acc parallel loop reduction(+:s) copyin(x[0:n])
  for (int i = 0; i < n; i++)
    s += x[i];
  return s;
// CHECK: reduction_array.c:[[@LINE-2]]:5: error: 'long double' cannot be used in a compute region when GPU code is generated
}

// A section of a length the region computes: its copies are laid out before the launch (one of
// constant length starting where the region says is in registers: lowering reduction_element_window).
void rows(const double *a, double *out, int m, int n) {
#pragma acc parallel loop gang copyin(a[0:m * n]) copy(out[0:m * n])
  for (int r = 0; r < m; r++) {
    int len = r % 4 + 1;
#pragma acc loop vector reduction(+:out[r * n:len])
    for (int i = 0; i < n; i++)
      out[r * n + i % len] += a[r * n + i];
  }
}
// CHECK: reduction_array.c:[[@LINE-5]]:41: error: a reduction on a section whose length is not a constant (of at most 64 elements): its bounds are computed before the region starts, but 'r' is declared inside it

// A section of an array of arrays that covers it reduces the whole array (conformance
// reduction_multidim_section); part of one is not supported, nor is a 2-D section of a pointer.
void part(double **pp, int n) {
  int h[4][8] = {{0}};
#pragma acc parallel loop reduction(+:h[0:4][0:8])
  for (int i = 0; i < 100; i++)
    h[i % 4][i % 8] += 1;
#pragma acc parallel loop reduction(+:h[1:2][0:8])
  for (int i = 0; i < 100; i++)
    h[1 + i % 2][i % 8] += 1;
// CHECK: reduction_array.c:[[@LINE-3]]:39: error: a reduction on part of an array of arrays is not supported yet; reduce the whole array (reduction(op:name))
#pragma acc parallel loop reduction(+:pp[0:2][0:n])
  for (int i = 0; i < 100; i++)
    pp[i % 2][i % n] += 1;
// CHECK: reduction_array.c:[[@LINE-3]]:39: error: a reduction on a section of more than one dimension of a pointer is not supported yet
  struct { double x, y; } pts[4] = {{0, 0}};
#pragma acc parallel loop reduction(+:pts[0:2])
  for (int i = 0; i < 100; i++)
    pts[i % 2].x += 1;
// CHECK: reduction_array.c:[[@LINE-3]]:39: error: a reduction on an array of arrays of structs or on a section of an array of structs is not supported yet; reduce the whole array of structs
}

// The same with a variable the region assigns (the gang loop's `r` declared outside the region):
// its value where the region starts is not the loop's.
void rows_c89(const double *a, double *out, int m, int n) {
  int r, len = n / 2;
#pragma acc parallel loop gang copyin(a[0:m * n]) copy(out[0:m * n])
  for (r = 0; r < m; r++) {
#pragma acc loop vector reduction(+:out[r * n:len])
    for (int i = 0; i < n; i++)
      out[r * n + i % len] += a[r * n + i];
  }
}
// CHECK: reduction_array.c:[[@LINE-5]]:41: error: a reduction on a section whose length is not a constant (of at most 64 elements): its bounds are computed before the region starts, but 'r' changes in it
