// Clause arguments of compute and data constructs are host expressions: a function the program
// calls there (picking a queue, deciding whether to offload, sizing the launch or a section)
// runs on the host, once per construct, and may use host globals that have no device copy.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

static int calls[6];
static int verbose = 0;

static int pick_queue(int i) {
  calls[0]++;
  if (verbose)
    printf("queue for %d\n", i);
  return 1 + i % 3;
}
static int offload(void) { return ++calls[1] > 0; }
static int gangs(void) { return 4 + 0 * calls[2]++; }
static int lanes(void) { return 32 + 0 * calls[3]++; }
static int length(int n) { return n + 0 * calls[4]++; }
static int data_queue(void) { return 2 + 0 * calls[5]++; }

#define N 256

int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = b[i] = i;
#pragma acc parallel loop copy(a[0 : length(N)]) async(pick_queue(3)) if(offload()) num_gangs(gangs()) \
    vector_length(lanes())
  for (int i = 0; i < N; i++)
    a[i] *= 2;
#pragma acc wait
#pragma acc data copy(b) async(data_queue())
  {
#pragma acc parallel async(pick_queue(4)) if(offload()) num_gangs(gangs())
    {
#pragma acc loop
      for (int i = 0; i < N; i++)
        b[i] += 1;
    }
  }
#pragma acc wait
  int errors = 0;
  for (int i = 0; i < N; i++)
    if (a[i] != 2.0 * i || b[i] != i + 1.0) {
      fprintf(stderr, "FAIL: element %d: %g %g\n", i, a[i], b[i]);
      errors++;
      break;
    }
  const int want[6] = {2, 2, 2, 1, 1, 1};
  for (int k = 0; k < 6; k++)
    if (calls[k] != want[k]) {
      fprintf(stderr, "FAIL: clause function %d called %d times, want %d\n", k, calls[k], want[k]);
      errors++;
    }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
