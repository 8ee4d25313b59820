// A break in a loop that is the whole block of a compute construct leaves that loop only, which is
// inside the construct (2.5: no branch leaves the construct): valid, as GCC and NVHPC take it. A
// search loop under kernels and serial, with a braced body, a while loop, a one-line body and a
// do-while(0) block.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 1000

static int find_kernels(int n, const int *v, int key) {
  int i, pos = -1;
#pragma acc kernels copyin(v[0:n]) copy(pos)
  for (i = 0; i < n; i++) {
    if (v[i] == key) {
      pos = i;
      break;
    }
  }
  return pos;
}

static int find_serial_while(int n, const int *v, int key) {
  int i = 0, pos = -1;
#pragma acc serial copyin(v[0:n]) copy(pos, i)
  while (i < n) {
    if (v[i] == key) { pos = i; break; }
    i++;
  }
  return pos;
}

static int count_until(int n, const int *v, int stop) {
  int i = 0, count = 0;
#pragma acc serial copyin(v[0:n]) copy(count)
  for (i = 0; i < n; i++)
    if (v[i] == stop) break; else count++;
  return count;
}

// A do-while(0) block left by break: the idiom of a single pass with early exits.
static int first_check(const int *v) {
  int stage = 0;
#pragma acc serial copyin(v[0:8]) copy(stage)
  do {
    stage = 1;
    if (v[1] != 7) break;
    stage = 2;
    if (v[2] != 100) break;
    stage = 3;
  } while (0);
  return stage;
}

static int first_negative_sum(int n, const int *v) {
  int sum = 0;
#pragma acc parallel num_gangs(1) copyin(v[0:n]) copy(sum)
  for (int i = 0; i < n; i++) {
    sum += v[i] - 30;
    if (sum < 0) break;
  }
  return sum;
}

int main(void) {
  int v[N], errors = 0;
  for (int i = 0; i < N; i++)
    v[i] = (i * 7) % 50;
  if (find_kernels(N, v, 21) != 3) {
    printf("FAIL kernels: %d\n", find_kernels(N, v, 21));
    errors++;
  }
  if (find_serial_while(N, v, 49) != 7) {
    printf("FAIL serial while: %d\n", find_serial_while(N, v, 49));
    errors++;
  }
  if (count_until(N, v, 14) != 2) {
    printf("FAIL one-line body: %d\n", count_until(N, v, 14));
    errors++;
  }
  if (first_check(v) != 2) {
    printf("FAIL do-while: %d\n", first_check(v));
    errors++;
  }
  int want = 0;
  for (int i = 0; i < N; i++) {
    want += v[i] - 30;
    if (want < 0) break;
  }
  if (first_negative_sum(N, v) != want) {
    printf("FAIL parallel: %d, want %d\n", first_negative_sum(N, v), want);
    errors++;
  }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
