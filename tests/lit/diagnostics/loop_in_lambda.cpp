// A loop directive in a lambda defined in a compute region: the lambda is a function of its own, so
// the loop would be an orphaned loop without a routine directive (GCC rejects it too).
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
void fill(float *a, int n) {
#pragma acc parallel loop gang copyout(a[0:n * n])
  for (int j = 0; j < n; ++j) {
    auto row = [&]() {
#pragma acc loop vector
      for (int i = 0; i < n; ++i)
        a[j * n + i] = i;
    };
    row();
  }
}
// CHECK: loop_in_lambda.cpp:8:1: error: a 'loop' directive in a lambda or statement expression inside a compute region is not supported: write the loop in the region itself, or in a function with a 'routine' directive
// CHECK-NOT: error:
