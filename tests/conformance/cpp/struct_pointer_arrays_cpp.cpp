// Pointers held in arrays inside structs that a region names, in C++: an array-of-pointers member
// reached with a constant subscript and one the region computes (`f.comp[c]`), an array of more
// than 64 structs whose pointer members the region reaches (`tab[b].vals`, walked in a loop), and
// the same in a function template. Each pointer is attached for the construct, so the region
// writes the device copies an enclosing data construct mapped (the emulated device reports host
// addresses otherwise; a GPU faults on them).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct VecField {
  double *comp[3];
  int n;
};

struct Block {
  double *vals;
};

constexpr int NB = 70;
Block tab[NB];

template <class T, int N> void scale_blocks(T (&blocks)[N], double by) {
#pragma acc parallel loop
  for (int b = 0; b < N; b++)
    for (int j = 0; j < 2; j++)
      blocks[b].vals[j] *= by;
}

static int check(const char *what, const double *a, int n, double mul, double add) {
  int fails = 0;
  for (int i = 0; i < n; i++)
    if (a[i] != mul * i + add) {
      if (fails++ < 3)
        std::fprintf(stderr, "FAIL: %s: [%d] = %g, expected %g\n", what, i, a[i], mul * i + add);
    }
  return fails;
}

int main() {
  const int n = 100;
  double *d0 = new double[n], *d1 = new double[n], *d2 = new double[n], *pool = new double[NB * 2];
  for (int i = 0; i < n; i++) {
    d0[i] = i;
    d1[i] = 2 * i;
    d2[i] = 3 * i;
  }
  for (int i = 0; i < NB * 2; i++)
    pool[i] = i;
  for (int b = 0; b < NB; b++)
    tab[b].vals = pool + 2 * b;
  VecField f{{d0, d1, d2}, n};
#pragma acc data copy(d0[0:n], d1[0:n], d2[0:n], pool[0:NB * 2]) copyin(tab)
  {
#pragma acc parallel loop
    for (int i = 0; i < f.n; i++)
      f.comp[0][i] += 1.0;
#pragma acc parallel loop
    for (int i = 0; i < f.n; i++)
      for (int c = 0; c < 3; c++)
        f.comp[c][i] *= 2.0;
#pragma acc parallel loop
    for (int b = 0; b < NB; b++)
      for (int j = 0; j < 2; j++)
        tab[b].vals[j] *= 3.0;
    scale_blocks(tab, 2.0);
  }
  int fails = check("comp[0]", d0, n, 2, 2) + check("comp[1]", d1, n, 4, 0) + check("comp[2]", d2, n, 6, 0) +
              check("tab", pool, NB * 2, 6, 0);
  std::printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
