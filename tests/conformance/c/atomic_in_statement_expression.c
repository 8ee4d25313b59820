/* 2.12 atomic inside a GNU statement expression `({ ... })` in a parallel loop, as macros that hand
   out slots write it: the capture stays atomic. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define NEXT_SLOT(counter) ({ int slot_; _Pragma("acc atomic capture") slot_ = (counter)++; slot_; })

#pragma acc routine seq
__attribute__((noinline)) void record(int *out, int i, int v) { out[i] = v; }

int main(void) {
  const int n = 200000;
  int *out = malloc(n * sizeof(int));
  int next = 0, plain = 0;
#pragma acc parallel loop copy(next, plain) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
    int slot = ({ int t;
#pragma acc atomic capture
                  t = next++;
                  t; });
    record(out, i, slot);
    (void)NEXT_SLOT(plain);
  }
  char *seen = calloc(n, 1);
  int ok = next == n && plain == n;
  for (int i = 0; i < n && ok; i++) {
    ok = out[i] >= 0 && out[i] < n && !seen[out[i]];
    if (ok)
      seen[out[i]] = 1;
  }
  printf("next %d plain %d: %s\n", next, plain, ok ? "PASS" : "FAIL");
  free(out);
  free(seen);
  return ok ? 0 : 1;
}
