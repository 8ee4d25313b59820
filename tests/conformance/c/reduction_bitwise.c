// 2.9.11 reduction clause: bitwise & | ^ on int and long.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 5000

static unsigned hash(unsigned i) { return (i * 2654435761u) >> 3; }

int main(void) {
  int errors = 0;
  int ai = ~0, oi = 0, xi = 0x1234;
  long al = ~0L, ol = 0x100000000L, xl = 0;
  int eai = ~0, eoi = 0, exi = 0x1234;
  long eal = ~0L, eol = 0x100000000L, exl = 0;
  for (int i = 0; i < N; ++i) {
    int v = (int)(hash(i) & 0x7fffffff);
    long w = ((long)v << 20) ^ (long)i;
    eai &= v | 0x10;          /* bit 4 set in every term: survives */
    eoi |= (i % 97 == 0) ? (1 << (i % 31)) : 0;
    exi ^= v;
    eal &= w | 0x4L;
    eol |= (long)(i % 5 == 0) << (i % 40);
    exl ^= w;
  }
#pragma acc parallel loop reduction(&:ai)
  for (int i = 0; i < N; ++i)
    ai &= (int)(hash(i) & 0x7fffffff) | 0x10;
#pragma acc parallel loop reduction(|:oi)
  for (int i = 0; i < N; ++i)
    oi |= (i % 97 == 0) ? (1 << (i % 31)) : 0;
#pragma acc parallel loop reduction(^:xi)
  for (int i = 0; i < N; ++i)
    xi ^= (int)(hash(i) & 0x7fffffff);
#pragma acc parallel loop reduction(&:al)
  for (int i = 0; i < N; ++i)
    al &= ((((long)(hash(i) & 0x7fffffff)) << 20) ^ (long)i) | 0x4L;
#pragma acc parallel loop reduction(|:ol)
  for (int i = 0; i < N; ++i)
    ol |= (long)(i % 5 == 0) << (i % 40);
#pragma acc parallel loop reduction(^:xl)
  for (int i = 0; i < N; ++i)
    xl ^= (((long)(hash(i) & 0x7fffffff)) << 20) ^ (long)i;
  if (ai != eai) { fprintf(stderr, "FAIL: reduction(&) int = %#x, expected %#x\n", ai, eai); ++errors; }
  if (oi != eoi) { fprintf(stderr, "FAIL: reduction(|) int = %#x, expected %#x\n", oi, eoi); ++errors; }
  if (xi != exi) { fprintf(stderr, "FAIL: reduction(^) int = %#x, expected %#x\n", xi, exi); ++errors; }
  if (al != eal) { fprintf(stderr, "FAIL: reduction(&) long = %#lx, expected %#lx\n", al, eal); ++errors; }
  if (ol != eol) { fprintf(stderr, "FAIL: reduction(|) long = %#lx, expected %#lx\n", ol, eol); ++errors; }
  if (xl != exl) { fprintf(stderr, "FAIL: reduction(^) long = %#lx, expected %#lx\n", xl, exl); ++errors; }
  return errors != 0;
}
