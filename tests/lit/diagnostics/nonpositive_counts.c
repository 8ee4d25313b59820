// 2.5.7-2.5.9, 2.9.2-2.9.4: the numbers of gangs, workers and vector lanes, and gang(static:)'s
// chunk, are positive: a constant that is not is an error at the argument.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
enum { NONE = 0 };
void f(double *a, int n) {
#pragma acc parallel loop num_gangs(-4) copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] += 1;
#pragma acc parallel loop num_workers(NONE) copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] += 1;
#pragma acc parallel loop vector_length(0) copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] += 1;
#pragma acc parallel loop gang(static:-2) copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] += 1;
#pragma acc kernels loop gang(num:0) copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] += 1;
#pragma acc parallel loop num_gangs(n) vector_length(32) gang(static:*) copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] += 1;
}
// CHECK: nonpositive_counts.c:7:37: error: num_gangs(-4): the number of gangs must be positive
// CHECK: nonpositive_counts.c:9:39: error: num_workers(0): the number of workers must be positive
// CHECK: nonpositive_counts.c:11:41: error: vector_length(0): the number of vector lanes must be positive
// CHECK: nonpositive_counts.c:13:39: error: gang(static:-2): the chunk size must be positive
// CHECK: nonpositive_counts.c:15:35: error: gang(num:0): the number of gangs must be positive
// CHECK-NOT: error:
