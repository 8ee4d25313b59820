// A compute construct mapping one member of an object (copyin(cfg.n), copyin(st.w)) whose region
// reads its other members too: the object is mapped whole as well, the member inside it.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

struct Stencil {
  int radius = 2;
  double w[5] = {1, 2, 3, 2, 1};
  double scale = 0.5;
};

struct Config {
  double bias = 4;
  int n = 0;
};

int main() {
  int errors = 0;
  Config cfg;
  cfg.n = 64;
  std::vector<double> out(64, -1.0);
  double *o = out.data();
#pragma acc parallel loop copyin(cfg.n) copyout(o[0:64])
  for (int i = 0; i < cfg.n; ++i)
    o[i] = i + cfg.bias;
  if (out[63] != 67) {
    std::printf("FAIL scalar member: %g\n", out[63]);
    ++errors;
  }
  Stencil st;
  std::vector<double> in(64, 1.0);
  double *x = in.data();
#pragma acc parallel loop copyin(st.w, x[0:64]) copyout(o[0:64])
  for (int i = st.radius; i < 64 - st.radius; ++i) {
    double sum = 0;
    for (int k = -st.radius; k <= st.radius; ++k)
      sum += st.w[k + st.radius] * x[i + k];
    o[i] = st.scale * sum;
  }
  if (out[10] != 4.5) {
    std::printf("FAIL array member: %g\n", out[10]);
    ++errors;
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
