// A member function whose loops have unbraced bodies starting with a data member: the member is
// reached through the device copy of the object whatever the loop header becomes (a combined
// construct, a collapsed nest and an inner vector loop).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct Field {
  double w[64];
  double g[8][8];
  int n = 64;

  void scale(double s) {
#pragma acc parallel loop copy(this[0:1])
    for (int i = 0; i < n; i++)
      w[i] *= s;
#pragma acc parallel loop collapse(2) copy(this[0:1])
    for (int r = 0; r < 8; r++)
      for (int c = 0; c < 8; c++)
        g[r][c] = w[r * 8 + c] + 1;
#pragma acc parallel copy(this[0:1])
    {
#pragma acc loop gang vector
      for (int i = 0; i < n; i++)
        w[i] += g[i / 8][i % 8];
    }
  }
};

int main() {
  static Field f;
  for (int i = 0; i < 64; i++)
    f.w[i] = i;
  f.scale(2);
  int errors = 0;
  for (int i = 0; i < 64; i++)
    if (f.w[i] != 4.0 * i + 1 && errors++ < 5)
      std::fprintf(stderr, "FAIL: w[%d] = %g, expected %g\n", i, f.w[i], 4.0 * i + 1);
  if (errors)
    return 1;
  std::printf("members in unbraced loop bodies: OK\n");
  return 0;
}
