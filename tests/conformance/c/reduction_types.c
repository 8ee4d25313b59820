// 2.5.15 reduction operators on every arithmetic type of C: signed and unsigned char, short, int,
// long, long long, _Bool, float and double, with +, *, max, min, &, |, ^, && and ||; each result is
// compared with the same reduction done on the host.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdbool.h>
#include <stdio.h>

#define N 1000
static int errors = 0;

static void check(const char *what, double got, double want) {
  if (got != want) {
    fprintf(stderr, "FAIL: %s = %g, expected %g\n", what, got, want);
    ++errors;
  }
}

int main(void) {
  signed char sc = 0;
  unsigned char uc = 0, ucmin = 255;
  char bits = 0;
  short s = 0, smax = -5, sand = -1;
  unsigned short us = 0;
  unsigned u = 0;
  long l = 0;
  long long ll = 0, prod = 1;
  unsigned long long ull = 0;
  _Bool all = 1;
  bool any = false;
  float f = 0;
  double dmin = 1e30;
#pragma acc parallel loop reduction(+:sc, uc, s, us, u, l, ll, ull, f) reduction(*:prod) \
    reduction(max:smax) reduction(min:ucmin, dmin) reduction(&:sand) reduction(|:bits) \
    reduction(&&:all) reduction(||:any)
  for (int i = 0; i < N; i++) {
    sc += (signed char)(i % 3 - 1);
    uc += (unsigned char)(i % 2);
    s += (short)(i % 7);
    us += (unsigned short)i;
    u += (unsigned)i;
    l += i;
    ll += (long long)i * i;
    ull += (unsigned long long)i << 20;
    f += i * 0.5f;
    prod *= (i % 100 == 0) ? 2 : 1;
    smax = (short)(i % 300 - 100) > smax ? (short)(i % 300 - 100) : smax;
    ucmin = (unsigned char)(i % 200 + 3) < ucmin ? (unsigned char)(i % 200 + 3) : ucmin;
    dmin = i * 1.5 - 7 < dmin ? i * 1.5 - 7 : dmin;
    sand &= (short)~(1 << (i % 5));
    bits |= (char)(1 << (i % 7));
    all = all && i < 2000;
    any = any || i == 500;
  }
  signed char esc = 0;
  unsigned char euc = 0;
  short es = 0;
  unsigned short eus = 0;
  float ef = 0;
  for (int i = 0; i < N; i++) {
    esc += (signed char)(i % 3 - 1);
    euc += (unsigned char)(i % 2);
    es += (short)(i % 7);
    eus += (unsigned short)i;
    ef += i * 0.5f;
  }
  check("signed char +", sc, esc);
  check("unsigned char +", uc, euc);
  check("short +", s, es);
  check("unsigned short +", us, eus);
  check("unsigned +", u, N * (N - 1) / 2);
  check("long +", l, N * (N - 1) / 2);
  check("long long +", (double)ll, 332833500.0);
  check("unsigned long long +", (double)(ull >> 20), N * (N - 1) / 2);
  check("float +", f, ef);
  check("long long *", (double)prod, 1024);
  check("short max", smax, 199);
  check("unsigned char min", ucmin, 3);
  check("double min", dmin, -7);
  check("short &", sand, (short)~31);
  check("char |", bits, 127);
  check("_Bool &&", all, 1);
  check("bool ||", any, 1);
  return errors != 0;
}
