// 2.5.15: a reduction on an array section keeps a private copy of its elements in each thread, so
// its bounds must be constants.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, int *h) {
#pragma acc parallel loop copy(h[0:n]) reduction(+:h[0:n])
  for (int i = 0; i < 100; i++)
    h[i % n] += 1;
// CHECK: reduction_array.c:5:52: error: a reduction on an array section needs constant bounds (each thread keeps its own copy of the elements)
}
