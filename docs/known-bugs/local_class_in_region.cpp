// A local struct with a member function, declared inside a compute region of a
// non-member function: Acorn maps '*this' of main and fails to compile.
#include <cstdio>
int main() {
  const int N = 100;
  double out[N];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; ++i) {
    struct P {
      double a, b;
      double sum() const { return a + b; }
    };
    P p{i * 0.5, 1.0};
    out[i] = p.sum();
  }
  for (int i = 0; i < N; ++i)
    if (out[i] != i * 0.5 + 1.0) { printf("FAIL\n"); return 1; }
  printf("PASS\n");
  return 0;
}
