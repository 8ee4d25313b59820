// long double in regions on host and multicore (the GPU has no long double arithmetic: a region
// using it is an error when GPU code is generated): arithmetic, an array and the
// <complex.h> functions give exactly the host's long double results; reductions on long double
// combine the gangs' partial results under a lock (no 16-byte atomics).
// Built with -acc=multicore, as a GPU has no long double arithmetic:
// UNSUPPORTED: nvidia
// RUN: %acorncc -acc=multicore %s -o %t -lm && %run-targets %t
#include <complex.h>
#include <math.h>
#include <stdio.h>

#define N 1000

int main(void) {
  long double a[N], sum = 0, third = 0;
  long double complex z = 1.0L + 1.0L * I, r[3];
  for (int i = 0; i < N; i++)
    a[i] = 1.0L / (i + 3);
#pragma acc parallel loop copy(a)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 3;
#pragma acc serial copyin(a) copyout(r, third, sum)
  {
    for (int i = 0; i < N; i++)
      sum += a[i];
    third = 1.0L / 3;
    r[0] = csqrtl(z);
    r[1] = cexpl(z) * clogl(z);
    r[2] = catanhl(z / 4) + cabsl(z);
  }
  long double want = 0;
  for (int i = 0; i < N; i++)
    want += 3 * (1.0L / (i + 3));
  int errors = 0;
  long double total = 0, largest = 0, prod = 1;
#pragma acc parallel loop reduction(+ : total) reduction(max : largest) reduction(* : prod) copyin(a)
  for (int i = 0; i < N; i++) {
    total += a[i];
    largest = a[i] > largest ? a[i] : largest;
    prod *= i < 20 ? 1.0L + 1.0L / (1 << (i % 8)) : 1.0L;
  }
  long double want_prod = 1;
  for (int i = 0; i < 20; i++)
    want_prod *= 1.0L + 1.0L / (1 << (i % 8));
  if (fabsl(total - want) > 1e-15L * want || largest != 1.0L || fabsl(prod - want_prod) > 1e-15L * want_prod) {
    printf("FAIL: reductions total %.21Lg (want %.21Lg) max %.21Lg prod %.21Lg (want %.21Lg)\n", total, want,
           largest, prod, want_prod);
    errors++;
  }
  if (third != 1.0L / 3 || a[0] != 1.0L || fabsl(sum - want) > 1e-15L * want || r[0] != csqrtl(z) ||
      r[1] != cexpl(z) * clogl(z) || r[2] != catanhl(z / 4) + cabsl(z)) {
    printf("FAIL: third %.21Lg sum %.21Lg (want %.21Lg) csqrtl %.21Lg%+.21Lgi\n", third, sum, want, creall(r[0]),
           cimagl(r[0]));
    errors++;
  }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
