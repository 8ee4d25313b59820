// A const member function whose region reads data members: '*this' is mapped COPY (copied back),
// though it is const. For an object in read-only memory (a constexpr global), a GPU copy-back writes .rodata.
#include <cstdio>
struct Poly {
  double c0, c1, c2;
  void eval(double *out, int n) const {
#pragma acc parallel loop copyout(out[0:n])
    for (int i = 0; i < n; ++i) out[i] = c0 + c1 * i + c2 * i * i;
  }
};
constexpr Poly P{1.0, 2.0, 3.0};
int main() {
  double o[100];
  P.eval(o, 100);
  for (int i = 0; i < 100; ++i)
    if (o[i] != 1.0 + 2.0 * i + 3.0 * i * i) { printf("FAIL\n"); return 1; }
  printf("PASS\n");
  return 0;
}
