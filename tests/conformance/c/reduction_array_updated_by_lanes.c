// 2.5.15: a compute construct's reduction on an array, or a struct with an array member, updated in a
// worker or vector loop inside the region without the loop's own reduction clause (the lanes would
// share their gang's copy): the loop reduces it implicitly with the construct's operator (-Minfo says
// "implicit"), as it does for an accumulated scalar. Also an enclosing gang-worker loop's reduction
// updated in a vector loop inside it.
// RUN: %acorncc -Minfo=accel %s -o %t 2>&1 | FileCheck %s
// RUN: %run-targets %t
// CHECK: :[[@LINE+25]]:5: remark: loop scheduled as gang, vector, implicit reduction on 'hist'
// CHECK: :[[@LINE+34]]:7: remark: loop scheduled as vector, implicit reduction on 'm'
// CHECK: :[[@LINE+47]]:5: remark: loop scheduled as vector, implicit reduction on 'top'
#include <stdio.h>

#define N 20000
#define BINS 8

struct moments {
  double sum[3];
  long count;
};

int main(void) {
  static int key[N];
  for (int i = 0; i < N; ++i)
    key[i] = (i * 7 + i / 13) % 97;

  long hist[BINS] = {0};
  long expect[BINS] = {0};
  for (int i = 0; i < N; ++i)
    expect[key[i] % BINS] += 1;
#pragma acc parallel copyin(key) reduction(+:hist)
  {
#pragma acc loop gang vector
    for (int i = 0; i < N; ++i)
      hist[key[i] % BINS] += 1;
  }

  struct moments m = {{0, 0, 0}, 0};
#pragma acc parallel copyin(key) reduction(+:m)
  {
#pragma acc loop gang
    for (int b = 0; b < N / 100; ++b) {
#pragma acc loop vector
      for (int j = 0; j < 100; ++j) {
        int v = key[b * 100 + j];
        m.sum[0] += v;
        m.sum[1] += (double)v * v;
        m.sum[2] += v % 3;
        m.count += 1;
      }
    }
  }

  int top[4] = {0, 0, 0, 0};
#pragma acc parallel loop gang worker copyin(key) reduction(max:top)
  for (int b = 0; b < N / 100; ++b) {
#pragma acc loop vector
    for (int j = 0; j < 100; ++j) {
      int v = key[b * 100 + j];
      top[v % 4] = v > top[v % 4] ? v : top[v % 4];
    }
  }

  int errors = 0;
  for (int k = 0; k < BINS; ++k)
    if (hist[k] != expect[k]) {
      fprintf(stderr, "FAIL: hist[%d] = %ld, expected %ld\n", k, hist[k], expect[k]);
      ++errors;
    }
  double s0 = 0, s1 = 0, s2 = 0;
  int tops[4] = {0, 0, 0, 0};
  for (int i = 0; i < N; ++i) {
    s0 += key[i];
    s1 += (double)key[i] * key[i];
    s2 += key[i] % 3;
    if (key[i] > tops[key[i] % 4])
      tops[key[i] % 4] = key[i];
  }
  if (m.sum[0] != s0 || m.sum[1] != s1 || m.sum[2] != s2 || m.count != N) {
    fprintf(stderr, "FAIL: moments %g %g %g %ld, expected %g %g %g %d\n", m.sum[0], m.sum[1], m.sum[2], m.count,
            s0, s1, s2, N);
    ++errors;
  }
  for (int k = 0; k < 4; ++k)
    if (top[k] != tops[k]) {
      fprintf(stderr, "FAIL: top[%d] = %d, expected %d\n", k, top[k], tops[k]);
      ++errors;
    }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
