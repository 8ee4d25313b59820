// A functor holding an array of view structs (View v[2], each {double *p; int n;}) is made on the host and
// called in a region in a template. -Minfo says "implicit ATTACH of the pointer fields of 'f'", but the
// pointers inside the array member keep their HOST addresses (the same functor with two named members
// `View x, y;` works). The C form (struct with an array of pointers) has the same gap.
// Expected: PASS.
// Actual: acorn++ -O2 this.cpp -o t && ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async ./t
//   -> "b[0]=0 ... FAIL"; host and multicore PASS. A GPU would fault.
#include <cstdio>
struct View { double *p; int n; };
struct Two { View v[2]; void operator()(int i) const { v[1].p[i] = v[0].p[i] + 1.0; } };
template <class F> void run(int n, F f) {
  #pragma acc parallel loop
  for (int i = 0; i < n; i++) f(i);
}
int main() {
  const int n = 100; double *a = new double[n], *b = new double[n];
  for (int i = 0; i < n; i++) { a[i] = i; b[i] = 0; }
  #pragma acc data copyin(a[0:n]) copy(b[0:n])
  {
    run(n, Two{ { View{a, n}, View{b, n} } });
  }
  int bad = 0;
  for (int i = 0; i < n; i++) if (b[i] != i + 1.0) { if (bad++ < 3) std::printf("b[%d]=%g\n", i, b[i]); }
  std::printf(bad ? "FAIL\n" : "PASS\n"); return bad != 0;
}
