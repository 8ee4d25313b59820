// A lambda made on the host that captures (by copy) another lambda which captured a pointer: the region calls
// the outer closure. -Minfo says "implicit ATTACH of the pointer fields of 'f'", but the pointer inside the
// nested closure keeps its HOST address (a directly passed `inner` works).
// Expected: PASS.
// Actual: acorn++ -O2 this.cpp -o t && ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async ./t
//   -> "a[1]=1 ... FAIL" (writes went to host memory, copyout overwrote them); host and multicore PASS.
//   A GPU would fault (illegal address). Same with the lambda held in a struct member of a functor
//   (template <class F> struct Wrap { F f; void operator()(int i) const { f(i); } }; run(n, Wrap<L>{l});).
#include <cstdio>
template <class F> void run(int n, F f) {
  #pragma acc parallel loop
  for (int i = 0; i < n; i++) f(i);
}
int main() {
  const int n = 100; double *a = new double[n];
  for (int i = 0; i < n; i++) a[i] = i;
  #pragma acc data copy(a[0:n])
  {
    auto inner = [=](int i) { a[i] *= 2.0; };
    run(n, [=](int i) { inner(i); });
  }
  int bad = 0;
  for (int i = 0; i < n; i++) if (a[i] != 2.0 * i) { if (bad++ < 3) std::printf("a[%d]=%g\n", i, a[i]); }
  std::printf(bad ? "FAIL\n" : "PASS\n"); return bad != 0;
}
