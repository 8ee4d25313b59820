// C++ version of c/kernels_outliving_scalar_last_value.c, with the variables C++ adds: a namespace
// variable and a class static member used as loop temporaries keep their last value (and the
// kernel that writes them compiles for the device), as do a global and a local whose address
// escaped. In a parallel loop, where nothing after it in the function reads it, a namespace
// variable is private to the iterations: the kernel uses the private copy under its qualified name.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define N 4000

namespace phys {
double tmp = -1, scratch = -1;
}
struct K {
  static double last;
};
double K::last = -1;
double g = -1;
static double x[N], y[N], z[N];

static void scale_with_namespace_temporary() {
#pragma acc parallel loop copyin(x) copyout(z)
  for (int i = 0; i < N; i++) {
    phys::scratch = x[i];
    z[i] = 3 * phys::scratch;
  }
}

static double read_through(const double *p) { return *p; }

int main() {
  int errors = 0;
  for (int i = 0; i < N; i++)
    x[i] = i;
#pragma acc kernels copyin(x) copyout(y)
  for (int i = 0; i < N; i++) {
    phys::tmp = x[i];
    y[i] = 2 * phys::tmp;
  }
#pragma acc kernels copyin(x) copy(y)
  for (int i = 0; i < N; i++) {
    K::last = x[i];
    y[i] += K::last;
  }
#pragma acc kernels copyin(x)
  for (int i = 0; i < N; i++)
    g = x[i] + 1;
  double t = -1;
  double &r = t;
#pragma acc kernels copyin(x)
  for (int i = 0; i < N; i++)
    t = x[i] + 2;
  if (y[N - 1] != 3.0 * (N - 1) || phys::tmp != N - 1 || K::last != N - 1 || g != N) {
    std::fprintf(stderr, "FAIL: y[N-1] = %g, phys::tmp = %g, K::last = %g, g = %g\n", y[N - 1], phys::tmp, K::last, g);
    errors++;
  }
  if (read_through(&r) != N + 1) {
    std::fprintf(stderr, "FAIL: t through a reference = %g, want %d\n", r, N + 1);
    errors++;
  }
  scale_with_namespace_temporary();
  for (int i = 0; i < N; i++)
    if (z[i] != 3.0 * i) {
      std::fprintf(stderr, "FAIL: z[%d] = %g with a private namespace variable\n", i, z[i]);
      errors++;
      break;
    }
  if (errors == 0)
    std::puts("PASS");
  return errors != 0;
}
