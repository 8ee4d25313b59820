#include <cstdio>
double scale = 2.0;
int main() {
  double scale = 100.0;    // local shadows the global
  double o[10];
#pragma acc parallel loop copyout(o)
  for (int i = 0; i < 10; ++i) o[i] = ::scale * i + scale;
  for (int i = 0; i < 10; ++i) if (o[i] != 2.0 * i + 100.0) { printf("FAIL %d %g\n", i, o[i]); return 1; }
  printf("PASS\n");
}
