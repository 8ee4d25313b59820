// A loop-header macro whose bound names a member (FOR_N(i, n) in a member function): the kernel's
// copy of the bound keeps the implicit `this` (the generated code's compile fails); written out, or
// with a macro that is the whole bound (`#define N (this->n)`), it works.
#include <cstdio>
#define FOR_N(i, n) for (int i = 0; i < (n); i++)
struct Box {
  int n; double *v;
  void scale(double a) {
#pragma acc parallel loop copy(v[0:n])
    FOR_N(i, n) v[i] *= a;
  }
};
int main() {
  double v[64]; for (int i = 0; i < 64; i++) v[i] = i;
  Box b{64, v};
  b.scale(2.0);
  for (int i = 0; i < 64; i++) if (v[i] != 2.0 * i) { printf("FAIL\n"); return 1; }
  printf("PASS\n"); return 0;
}
