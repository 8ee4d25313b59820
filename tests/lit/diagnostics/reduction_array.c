// 2.5.15: a reduction on a section of a C array keeps a private copy of its elements in each
// thread, so its bounds must be constants (a pointer's section may have run-time bounds, except in
// a loop of a routine, whose private storage no launch lays out).
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n) {
  int h[100] = {0};
#pragma acc parallel loop copy(h) reduction(+:h[0:n])
  for (int i = 0; i < 100; i++)
    h[i % n] += 1;
// CHECK: reduction_array.c:7:47: error: a reduction on a section of an array needs constant bounds (each thread keeps its own copy of the elements; sections of pointers may have run-time bounds)
}

#pragma acc routine vector
void histogram(const int *k, int n, long *h, int bins) {
#pragma acc loop vector reduction(+:h[0:bins])
  for (int i = 0; i < n; i++)
    h[k[i] % bins] += 1;
// CHECK: reduction_array.c:15:37: error: a reduction on a section with run-time bounds in a loop of a routine is not supported by Acorn yet
}
