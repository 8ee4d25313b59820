// A compute construct whose block is a macro's invocation (2.5): the macro may expand to a loop
// left by break (valid: the break leaves the loop, not the construct), to a loop header whose body
// follows on the next lines (braced or indented), or to a call written with its semicolon.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 200
#define FIND_FIRST(v, n, key, pos)                                                                  \
  for (int k_ = 0; k_ < (n); k_++) {                                                               \
    if ((v)[k_] == (key)) {                                                                        \
      (pos) = k_;                                                                                  \
      break;                                                                                       \
    }                                                                                              \
  }
#define FOR_EACH(i, n) for (int i = 0; i < (n); ++i)
#define CLEAR(v, n) clear_prefix(v, n)

#pragma acc routine seq
static void clear_prefix(int *v, int n) {
  for (int i = 0; i < n; i++)
    v[i] = 0;
}

int main(void) {
  int v[N], w[N], pos = -1, errors = 0;
  for (int i = 0; i < N; i++)
    v[i] = (i * 13) % 101;
  #pragma acc serial copyin(v) copy(pos)
    FIND_FIRST(v, N, 39, pos)
  #pragma acc parallel num_gangs(1) copyout(w)
    FOR_EACH(i, N)
      w[i] = 2 * i;
  #pragma acc kernels copy(w)
    FOR_EACH(i, N)
    {
      w[i] += 1;
    }
  #pragma acc serial copy(w)
    CLEAR(w, 10);
  int want = -1;
  for (int i = 0; i < N && want < 0; i++)
    if (v[i] == 39)
      want = i;
  if (pos != want) {
    printf("FAIL: found %d, want %d\n", pos, want);
    errors++;
  }
  for (int i = 0; i < N; i++)
    if (w[i] != (i < 10 ? 0 : 2 * i + 1)) {
      printf("FAIL: w[%d] = %d\n", i, w[i]);
      errors++;
      break;
    }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
