/* kernels: a loop calling a lambda, a functor's const operator(), or a const member function
   of a local object stays sequential, while the same body as a free function is parallel.
   -Minfo: "the call of 'operator()' passes 'f', which it may write" (a captureless lambda; the
   user passes nothing named f and a const call cannot write it) and for s.apply: "it calls
   's.apply', which Acorn cannot follow". NVHPC inlines these and parallelises. */
#include <cstdio>
struct Scale { double k; double apply(double x) const { return k * x; } };
int main() {
  const int n = 10000; int bad = 0;
  static double a[n], b[n], c[n];
  for (int i = 0; i < n; i++) a[i] = i;
  auto f = [](double x) { return x * x + 1.0; };
  Scale s{2.0};
#pragma acc kernels copyin(a) copyout(b, c)
  {
    for (int i = 0; i < n; i++) b[i] = f(a[i]);
    for (int i = 0; i < n; i++) c[i] = s.apply(a[i]);
  }
  for (int i = 0; i < n; i++) bad += b[i] != a[i] * a[i] + 1.0 || c[i] != 2.0 * a[i];
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
