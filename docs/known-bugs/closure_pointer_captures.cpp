// A lambda or functor holding pointers to data that enter data mapped, copied into a region (the
// RAJA/Kokkos-lite forall style): the device copy keeps the host addresses. Per the spec the pointers
// are copied as they are (NVHPC needs -gpu=managed here); a GPU build warns for the lambda, but
// Acorn could translate them as it translates the region's own pointers.
#include <cstdio>
#include <openacc.h>
template <class F> void forall(int n, F f) {
  #pragma acc parallel loop
  for (int i = 0; i < n; i++) f(i);
}
struct Saxpy { double a; const double *x; double *y; void operator()(int i) const { y[i] += a * x[i]; } };
int main() {
  int fails = 0;
  const int n = 500;
  double *x = new double[n], *y = new double[n];
  for (int i = 0; i < n; i++) { x[i] = i; y[i] = 1; }
  #pragma acc enter data copyin(x[0:n], y[0:n])
  forall(n, [=](int i) { y[i] += 2 * x[i]; });
  forall(n, Saxpy{0.5, x, y});
  #pragma acc exit data copyout(y[0:n]) delete(x[0:n])
  for (int i = 0; i < n; i++) if (y[i] != 1 + 2.5 * i) { if (fails < 5) std::printf("y[%d]=%g\n", i, y[i]); fails++; }
  std::printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
