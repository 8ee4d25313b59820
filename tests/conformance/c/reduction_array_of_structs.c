// A reduction on a whole array of structs (2.9.11: for an array each element is reduced, for a
// composite each member): moments binned by parity with +, a struct with an array member and a
// nested struct, and max over an array of structs, at the gang and gang-vector levels.
// RUN: %acorncc -O2 %s -o %t && %run-targets %t
#include <stdio.h>

typedef struct { double m; int n; } mom_t;
struct inner { long lo; float f[2]; };
struct bin { struct inner in; short c; };
struct peak { double v; unsigned at; };

int main(void) {
  mom_t ma[2] = {{0, 0}, {0, 0}};
#pragma acc parallel loop reduction(+:ma)
  for (int i = 0; i < 100; i++) {
    ma[i & 1].m += 1.0;
    ma[i & 1].n++;
  }
  struct bin bins[5] = {{{10, {0, 0}}, 1}};
#pragma acc parallel loop gang vector reduction(+:bins)
  for (int i = 0; i < 3000; i++) {
    bins[i % 5].in.lo += i;
    bins[i % 5].in.f[i % 2] += 0.5f;
    bins[i % 5].c += 1;
  }
  struct peak pk[3] = {{-1, 0}, {-1, 0}, {-1, 0}};
#pragma acc parallel loop reduction(max:pk)
  for (int i = 0; i < 900; i++) {
    double v = (double)((i * 37) % 901);
    pk[i % 3].v = v > pk[i % 3].v ? v : pk[i % 3].v;
    pk[i % 3].at = (unsigned)i > pk[i % 3].at ? (unsigned)i : pk[i % 3].at;
  }
  int errors = !(ma[0].m == 50 && ma[1].m == 50 && ma[0].n == 50 && ma[1].n == 50);
  for (int b = 0; b < 5; b++) {
    long lo = b == 0 ? 10 : 0;
    float f0 = 0, f1 = 0;
    for (int i = b; i < 3000; i += 5) {
      lo += i;
      if (i % 2) f1 += 0.5f; else f0 += 0.5f;
    }
    errors += bins[b].in.lo != lo || bins[b].in.f[0] != f0 || bins[b].in.f[1] != f1 ||
              bins[b].c != (b == 0 ? 601 : 600);
  }
  for (int k = 0; k < 3; k++) {
    double v = -1;
    unsigned at = 0;
    for (int i = k; i < 900; i += 3) {
      double x = (double)((i * 37) % 901);
      v = x > v ? x : v;
      at = (unsigned)i;
    }
    errors += pk[k].v != v || pk[k].at != at;
  }
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
