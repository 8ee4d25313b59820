// 2.12 atomics on C enum variables (scalar lvalues; C updates an enum as an integer): update
// (`e++`, `e += 2`, `e = e + 3`, `--e`), capture (`v = e++`, `v = ++e`, a block, an exchange),
// read and write between an enum and an int; also on a private enum (the thread's own copy) and
// under an if clause that is false. Every value is counted: no update is lost.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

enum Count { ZERO, ONE, TWO, LOTS = 1 << 20 };

#define N 1000

static int errors = 0;

static void check(const char *what, long got, long want) {
  if (got != want) {
    fprintf(stderr, "FAIL: %s = %ld, expected %ld\n", what, got, want);
    ++errors;
  }
}

int main(void) {
  enum Count inc = ZERO, add = ZERO, assign = ZERO, dec = (enum Count)(4 * N);
  enum Count post = ZERO, pre = ZERO, block = ZERO, swapped = ONE, old = ZERO, written = ZERO, readback = ZERO;
  int before[N] = {0}, after[N + 1] = {0}, evens[2 * N] = {0};
  int number = TWO, asint = 0;
#pragma acc parallel loop copy(inc, add, assign, dec, post, pre, block, swapped, old, written, readback, asint) \
    copy(before, after, evens) copyin(number)
  for (int i = 0; i < N; i++) {
#pragma acc atomic update
    inc++;
#pragma acc atomic
    add += 2;
#pragma acc atomic update
    assign = assign + 3;
#pragma acc atomic update
    --dec;
    enum Count v;
#pragma acc atomic capture
    v = post++;
    before[v] += 1;
#pragma acc atomic capture
    v = ++pre;
    after[v] += 1;
#pragma acc atomic capture
    {
      v = block;
      block += 2;
    }
    evens[v] += 1;
#pragma acc atomic capture
    {
      old = swapped;
      swapped = LOTS;
    }
    if (i == N - 1) {
#pragma acc atomic write
      written = TWO;
#pragma acc atomic read
      readback = number;
#pragma acc atomic read
      asint = written;
    }
  }
  check("e++", inc, N);
  check("e += 2", add, 2 * N);
  check("e = e + 3", assign, 3 * N);
  check("--e", dec, 3 * N);
  for (int k = 0; k < N; k++) {
    check("v = e++ took each old value once", before[k], 1);
    check("v = ++e took each new value once", after[k + 1], 1);
    check("{v = e; e += 2;} took each old value once", evens[2 * k], 1);
  }
  check("exchange", swapped, LOTS);
  check("exchange's old value", old == ONE || old == LOTS, 1);
  check("write", written, TWO);
  check("read into an enum", readback, TWO);
  check("read from an enum", asint, TWO);

  // Each thread's own enum, and an atomic whose if clause is false (run as written).
  enum Count counted = ZERO;
#pragma acc serial loop copy(counted)
  for (int i = 0; i < N; i++) {
    enum Count mine = ZERO, got;
#pragma acc atomic update
    mine++;
#pragma acc atomic capture
    {
      mine += 1;
      got = mine;
    }
#pragma acc atomic update if (i < 0)
    counted += got;
  }
  check("private enum and if (false)", counted, 2 * N);
  return errors != 0;
}
