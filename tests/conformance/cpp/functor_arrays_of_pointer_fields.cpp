// Functors holding their pointers in arrays, run in a region by a template: an array of view structs
// (`View v[2]`), an array of pointers (`double *comp[3]`) and one of more than 64 pointers, and a
// lambda that captured such a functor. Every pointer inside the copied object is attached for the
// construct, element by element at any count (the emulated device reports host addresses
// otherwise; a GPU faults on them).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class F> void run(int n, F f) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    f(i);
}

struct View {
  double *p;
  int n;
};

struct Two {
  View v[2];
  void operator()(int i) const { v[1].p[i] = v[0].p[i] + 1.0; }
};

struct Components {
  double *comp[3];
  void operator()(int i) const {
    for (int c = 0; c < 3; c++)
      comp[c][i] *= 2.0;
  }
};

constexpr int Blocks = 80, Each = 4;
struct Blocked {
  double *block[Blocks];
  void operator()(int i) const { block[i / Each][i % Each] += 1.0; }
};

int main() {
  const int n = 100;
  double *a = new double[n], *b = new double[n], *c0 = new double[n], *c1 = new double[n], *c2 = new double[n];
  double *pool = new double[Blocks * Each];
  for (int i = 0; i < n; i++) {
    a[i] = i;
    b[i] = 0;
    c0[i] = i;
    c1[i] = -i;
    c2[i] = 2 * i;
  }
  for (int i = 0; i < Blocks * Each; i++)
    pool[i] = i;
  Blocked blocked;
  for (int k = 0; k < Blocks; k++)
    blocked.block[k] = pool + k * Each;
#pragma acc data copyin(a[0:n]) copy(b[0:n], c0[0:n], c1[0:n], c2[0:n], pool[0:Blocks * Each])
  {
    run(n, Two{{View{a, n}, View{b, n}}});
    Components comps{{c0, c1, c2}};
    run(n, comps);
    run(n, [=](int i) { comps(i); });
    run(Blocks * Each, blocked);
  }
  int fails = 0;
  for (int i = 0; i < n; i++)
    if (b[i] != i + 1.0 || c0[i] != 4.0 * i || c1[i] != -4.0 * i || c2[i] != 8.0 * i) {
      if (fails++ < 3)
        std::fprintf(stderr, "FAIL: [%d] b %g c0 %g c1 %g c2 %g\n", i, b[i], c0[i], c1[i], c2[i]);
    }
  for (int i = 0; i < Blocks * Each; i++)
    if (pool[i] != i + 1.0) {
      if (fails++ < 6)
        std::fprintf(stderr, "FAIL: pool[%d] = %g, expected %g\n", i, pool[i], i + 1.0);
    }
  std::printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
