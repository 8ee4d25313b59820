// 2.13 declare: device code names a declared global's device copy also where the name comes from a
// macro's text (`#define U(i, j) u[(i) * NX + (j)]`, `#define TAB tab`): in a parallel loop, a
// kernels region, a loop's bounds, an atomic, a routine (its body declaring a local of the same
// name after the use), a function called from a region without a routine directive, and a global
// given as a macro's argument. The data are created on the device only (create) and read back with
// update self: a use that reached the host's variable instead leaves wrong values.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define NX 8
double u[NX * NX];
int tab[4], len = 4;
double total;
#pragma acc declare create(u, tab, total) copyin(len)
#define U(i, j) u[(i) * NX + (j)]
#define TAB tab
#define LEN len
#define AT(a, i) a[i]

#pragma acc routine seq
double get(int i, int j) {
  double v = U(i, j);
  {
    double u = v + 1.0; /* a local named as the global, after the use */
    return u - 1.0;
  }
}

double row_sum(int i) { /* called from a region: an implicit routine */
  double s = 0;
  for (int j = 0; j < NX; j++)
    s += AT(u, i * NX + j);
  return s;
}

int main(void) {
  int bad = 0;
#pragma acc serial
  total = 0;
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NX; j++)
      U(i, j) = i + j;
#pragma acc kernels
  for (int k = 0; k < LEN; k++)
    TAB[k] = 10 * k;
  double s = 0, r[NX];
#pragma acc parallel loop reduction(+ : s) copyout(r)
  for (int i = 0; i < NX; i++) {
    s += get(i, i);
    r[i] = row_sum(i);
#pragma acc atomic update
    total += AT(tab, i % LEN);
  }
#pragma acc update self(total, tab, u)
  for (int i = 0; i < NX; i++) {
    bad += r[i] != NX * i + NX * (NX - 1) / 2.0;
    for (int j = 0; j < NX; j++)
      bad += u[i * NX + j] != i + j;
  }
  for (int k = 0; k < 4; k++)
    bad += tab[k] != 10 * k;
  bad += s != 56.0 || total != 2 * (0 + 10 + 20 + 30);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
