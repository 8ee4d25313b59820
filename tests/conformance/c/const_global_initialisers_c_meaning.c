// File-scope constants that regions and routines read, with initialisers whose meaning C and C++
// differ on: device code (C++) gets the value C gave each arithmetic constant (`sizeof('a')` is
// sizeof(int) in C, 1 in C++; `sizeof(1 < 2)` too) and the other initialisers in C's meaning:
// NULL (`(void *)0`) and an int for a pointer and an enum member, an int for an enum constant, and
// strings that exactly fill their arrays, with no room for '\0' (C11 6.7.9p14), also in rows of a
// 2-D array and in a global with a declare directive; a struct constant whose initialiser names
// another constant (`{3, weights}`: the device unit defines that one too).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stddef.h>
#include <stdio.h>

enum bc { DIRICHLET, NEUMANN, PERIODIC };
typedef struct {
  double h;
  enum bc kind;
  const double *w;
  char tag[4];
} scheme;

static const scheme S = {.h = 0.5, .kind = 2, .w = NULL, .tag = "SCHM"};
static const char bases[4] = "ACGT";
static const unsigned char lut[4] = "\x01\x02\x03\x04";
static const char codon[2][3] = {"ATG", "TAA"};
static const enum bc K = 1;
static const int W = sizeof('a');
static const int T = sizeof(1 < 2);
static const double H = sizeof('a') * 0.25;
static const long long LOW = -9223372036854775807LL - 1;
static const unsigned long long HIGH = 18446744073709551615ULL;
static const char declared[3] = "xyz";
static const double weights[3] = {1, 2, 3};
typedef struct {
  int n;
  const double *w;
} table;
static const table TB = {3, weights};
#pragma acc declare copyin(declared)

#pragma acc routine seq
static int from_routine(int i) {
  return W * 1000 + T * 100 + bases[i % 4] + lut[i % 4] + codon[1][i % 3] + declared[i % 3];
}

int main(void) {
  enum { N = 12 };
  double out[N];
  int ints[N], rout[N], wide[N];
#pragma acc parallel loop copyout(out, ints, rout, wide)
  for (int i = 0; i < N; i++) {
    out[i] = S.h * (S.kind == PERIODIC) * (S.w == NULL) + H + S.tag[i % 4];
    ints[i] = W * 1000 + T * 100 + K * 10 + bases[i % 4] + lut[i % 4] + codon[i % 2][i % 3] + declared[i % 3];
    rout[i] = from_routine(i);
    wide[i] = (LOW < -9223372036854775807LL) + (HIGH == ~0ULL) * 2 + (HIGH + 1 == 0) * 4 + TB.n * 8;
  }
  int bad = 0;
  const int w = sizeof(int);
  for (int i = 0; i < N; i++) {
    double e = 0.5 + w * 0.25 + "SCHM"[i % 4];
    int ei = w * 1000 + w * 100 + 10 + "ACGT"[i % 4] + (i % 4 + 1) + (i % 2 ? "TAA" : "ATG")[i % 3] + "xyz"[i % 3];
    int er = w * 1000 + w * 100 + "ACGT"[i % 4] + (i % 4 + 1) + "TAA"[i % 3] + "xyz"[i % 3];
    if (out[i] != e || ints[i] != ei || rout[i] != er || (wide[i] & 31) != 31) {
      if (bad < 4)
        printf("i=%d: %g %d %d %d, expected %g %d %d 31\n", i, out[i], ints[i], rout[i], wide[i] & 31, e, ei, er);
      bad++;
    }
  }
  puts(bad ? "FAIL" : "PASS");
  return bad != 0;
}
