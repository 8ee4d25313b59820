// A lambda written in a compute region that names a variable of static storage (a global array,
// a function's static array, a global scalar): C++ does not capture such a variable, the lambda
// refers to it ([expr.prim.lambda.capture]), here to its device copy. A [=] lambda must neither
// copy it (16 MB of it would not fit on a stack; a copy would be read-only and stale) nor fail to
// compile, and a [] lambda may name it too.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define NT (1 << 21)
double table[NT];
double tab[64], u[32], f[32];
int hits = 0;

namespace grid {
double weights[8];
}

int main() {
  static double local[16];
  double a[64], b[64], c[64];
  for (int i = 0; i < NT; i++)
    table[i] = 0.5 * i;
  for (int i = 0; i < 64; i++)
    tab[i] = -1.0;
  for (int i = 0; i < 32; i++)
    u[i] = i;
  for (int i = 0; i < 8; i++)
    grid::weights[i] = i + 1;
#pragma acc parallel loop copyin(table, u, grid::weights) copy(tab, hits, local) copyout(a, b, c, f)
  for (int i = 0; i < 64; i++) {
    auto lookup = [=](int k) { return table[(k * 4099) % NT]; };          // read, 16 MB
    auto get = [=](int k) { return tab[k]; };                             // read after a write
    auto put = [](int k, double x) { f[k] = x; };                         // write, no capture-default
    auto weight = [&](int k) { return grid::weights[k % 8]; };
    auto bump = [=]() {
#pragma acc atomic update
      hits += 1;
    };
    tab[i] = 5.0 + i;
    a[i] = lookup(i);
    b[i] = get(i);
    c[i] = [=] { return weight(i) + [=] { return u[i % 32]; }(); }();  // nested
    if (i < 32)
      put(i, 2 * u[i]);
    if (i < 16)
      [=] { local[i] = i + 0.25; }();
    bump();
  }
  int bad = 0;
  for (int i = 0; i < 64; i++) {
    if (a[i] != 0.5 * ((i * 4099) % NT) || b[i] != 5.0 + i || c[i] != (i % 8 + 1) + (i % 32)) {
      std::fprintf(stderr, "FAIL: i=%d a=%g b=%g c=%g\n", i, a[i], b[i], c[i]);
      bad++;
    }
  }
  for (int i = 0; i < 32; i++)
    if (f[i] != 2.0 * i) {
      std::fprintf(stderr, "FAIL: f[%d]=%g\n", i, f[i]);
      bad++;
    }
  for (int i = 0; i < 16; i++)
    if (local[i] != i + 0.25) {
      std::fprintf(stderr, "FAIL: local[%d]=%g\n", i, local[i]);
      bad++;
    }
  if (hits != 64) {
    std::fprintf(stderr, "FAIL: hits=%d\n", hits);
    bad++;
  }
  if (!bad)
    std::printf("PASS\n");
  return bad != 0;
}
