/* C twin of cpp/macro_spelled_types.cpp. Variables declared with types that macros spell (`#define REAL double`, `REAL *u`, as codes that
   switch precision at build time write them): captured, mapped and reduced like any other. The
   declaration then begins in the macro's expansion; it is still outside the region. */
// RUN: %acorncc %s -o %t && %run-targets %t
// RUN: %acorncc -DREAL=float -DINDEX=long %s -o %t.f && %run-targets %t.f
#include <stdio.h>
#include <stdlib.h>

#ifndef REAL
#define REAL double
#endif
#ifndef INDEX
#define INDEX int
#endif
#define CONST_REAL const REAL

int main(void) {
  const INDEX n = 1000;
  REAL *u = (REAL *)malloc(n * sizeof(REAL));
  REAL v[64];
  CONST_REAL scale = 0.5;
  REAL sum = 0, big = 0;
  INDEX count = 0;
  for (INDEX i = 0; i < 64; i++)
    v[i] = (REAL)i;
#pragma acc parallel loop copyout(u[0:n]) copyin(v) reduction(+ : sum, count) reduction(max : big)
  for (INDEX i = 0; i < n; i++) {
    u[i] = scale * (REAL)i + v[i % 64];
    sum += u[i];
    count += u[i] > 100;
    big = u[i] > big ? u[i] : big;
  }
  REAL esum = 0, ebig = 0;
  INDEX ecount = 0;
  int failed = 0;
  for (INDEX i = 0; i < n; i++) {
    REAL e = scale * (REAL)i + v[i % 64];
    esum += e;
    ecount += e > 100;
    ebig = e > ebig ? e : ebig;
    if (u[i] != e && !failed) {
      fprintf(stderr, "FAIL: u[%ld] = %g, expected %g\n", (long)i, (double)u[i], (double)e);
      failed = 1;
    }
  }
  if ((double)(sum - esum) > 1e-3 * (double)esum || (double)(esum - sum) > 1e-3 * (double)esum || count != ecount ||
      big != ebig) {
    fprintf(stderr, "FAIL: sum %g count %ld max %g, expected %g %ld %g\n", (double)sum, (long)count,
                 (double)big, (double)esum, (long)ecount, (double)ebig);
    failed = 1;
  }
  free(u);
  if (!failed)
    printf("PASS\n");
  return failed;
}
