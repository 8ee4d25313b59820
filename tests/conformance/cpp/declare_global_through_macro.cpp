// 2.13 declare: C++ device code names a declared global's device copy also where the name comes
// from a macro's text (`#define U(i, j) u[(i) * NX + (j)]`, `#define TAB tab`), which is the host's
// text too: in a parallel loop, a kernels region, a loop's bounds, an atomic, a routine (its body
// declaring a local of the same name after the use), a function called from a region without a
// routine directive, a lambda in a routine, a member function naming a static data member, and a
// global given as a macro's argument. The data are created on the device only (create) and read
// back with update self: a use that reached the host's variable instead leaves wrong values.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define NX 8
double u[NX * NX];
int tab[4], len = 4;
double total;
#pragma acc declare create(u, tab, total) copyin(len)
#define U(i, j) u[(i) * NX + (j)]
#define TAB tab
#define LEN len
#define AT(a, i) a[i]

struct Grid {
  static double w[NX];
#define W(i) w[i]
#pragma acc routine seq
  static double weight(int i) { return W(i) * 2.0; }
};
double Grid::w[NX];
#pragma acc declare create(Grid::w)

#pragma acc routine seq
double get(int i, int j) {
  double v = U(i, j);
  double u = v + 1.0; // a local of the body's top level named as the global, after the use
  return u - 1.0;
}

#pragma acc routine seq
double diag_sum() {
  auto at = [](int k) { return U(k, k); }; // the lambda names the global without capturing it
  double s = 0;
  for (int k = 0; k < NX; k++)
    s += at(k);
  return s;
}

double row_sum(int i) { // called from a region: an implicit routine
  double s = 0;
  for (int j = 0; j < NX; j++)
    s += AT(u, i * NX + j);
  return s;
}

int main() {
  int bad = 0;
#pragma acc serial
  total = 0;
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NX; j++)
      U(i, j) = i + j;
#pragma acc parallel loop
  for (int i = 0; i < NX; i++)
    Grid::w[i] = i;
#pragma acc kernels
  for (int k = 0; k < LEN; k++)
    TAB[k] = 10 * k;
  double s = 0, d = 0, r[NX], g[NX];
#pragma acc parallel loop reduction(+ : s) copyout(r, g)
  for (int i = 0; i < NX; i++) {
    s += get(i, i);
    r[i] = row_sum(i);
    g[i] = Grid::weight(i);
#pragma acc atomic update
    total += AT(tab, i % LEN);
  }
#pragma acc serial copyout(d)
  d = diag_sum();
  double hu[NX * NX];
  int htab[4];
#pragma acc update self(total, tab)
  for (int k = 0; k < 4; k++)
    htab[k] = tab[k];
#pragma acc update self(u)
  for (int k = 0; k < NX * NX; k++)
    hu[k] = u[k];
  for (int i = 0; i < NX; i++) {
    bad += r[i] != NX * i + NX * (NX - 1) / 2.0;
    bad += g[i] != 2.0 * i;
    for (int j = 0; j < NX; j++)
      bad += hu[i * NX + j] != i + j;
  }
  for (int k = 0; k < 4; k++)
    bad += htab[k] != 10 * k;
  bad += s != 56.0 || d != 56.0 || total != 2 * (0 + 10 + 20 + 30);
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
