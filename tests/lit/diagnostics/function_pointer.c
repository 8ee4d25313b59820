// A function pointer used in a compute region: device code cannot call a host function through
// its address, so with GPU code (the default) it is an error naming the pointer; for the host
// and multicore targets alone the region calls through it as written.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncc -acc=multicore %s -o %t && ACC_DEVICE_TYPE=multicore %t && ACC_DEVICE_TYPE=host %t
typedef double (*transform)(double);

static void apply(int n, double *a, transform g) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = g(a[i]);
}
// CHECK: function_pointer.c:11:12: error: the function pointer 'g' cannot be used in a compute region when GPU code is generated (device code cannot call a host function through its address); call the function by name, or compile with -acc=multicore

static double twice(double x) { return 2 * x; }

int main(void) {
  double a[64];
  for (int i = 0; i < 64; i++)
    a[i] = i;
  apply(64, a, twice);
  for (int i = 0; i < 64; i++)
    if (a[i] != 2.0 * i)
      return 1;
  return 0;
}
