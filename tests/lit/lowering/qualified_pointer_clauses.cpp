// 2.7 data clauses on a compute construct naming a pointer without a section whose type is
// qualified (`double *__restrict`, `const double *__restrict`, `double *volatile`, `volatile
// double *`): the generated code compiles (the device address of the pointer's storage is taken
// whatever its qualifiers), for the GPU and multicore, in each clause, no_create too.
// RUN: %acorncxx -Wno-openacc -c %s -o %t.o
// RUN: %acorncxx -acc=multicore -Wno-openacc -c %s -o %t.o
// RUN: %acorncc -x c -Wno-openacc -c %s -o %t.o
#ifdef __cplusplus
#define restrict __restrict
#endif
void f(int n, double *restrict a, const double *restrict b, double *volatile c, volatile double *d) {
#pragma acc parallel loop present(a) copyin(b)
  for (int i = 0; i < n; ++i)
    a[i] = b[i];
#pragma acc parallel loop copy(a) create(c) no_create(b)
  for (int i = 0; i < n; ++i)
    c[i] = a[i] + b[i];
#pragma acc parallel loop no_create(a, c) copy(d)
  for (int i = 0; i < n; ++i)
    d[i] = a[i] + c[i];
}
