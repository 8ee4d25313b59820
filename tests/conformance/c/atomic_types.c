// 2.12 atomic update, capture, read and write on values of 1, 2, 4 and 8 bytes (char, short,
// int, long long, float, double, _Bool): neighbouring small values are updated by different
// threads at once and none of their updates is lost. Character constants (an int in C) as the
// value written or added.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdbool.h>
#include <stdio.h>

#define N 4096

int main(void) {
  unsigned char hist8[4] = {0};
  short hist16[4] = {0};
  long long total = 0;
  double sum = 0.0;
  float fsum = 0.0f;
  int tickets[N];
  bool seen = false;
  int plain = 0, letters = 0;
  char mark = '-';
  int errors = 0;
#pragma acc parallel loop copy(hist8, hist16, total, sum, fsum, seen, plain, letters, mark) copyout(tickets[0:N])
  for (int i = 0; i < N; i++) {
#pragma acc atomic update
    hist8[i % 4] += 1;
#pragma acc atomic
    hist16[i % 4] -= 2;
#pragma acc atomic update
    total += (long long)i << 20;
#pragma acc atomic update
    sum += 0.5;
#pragma acc atomic update
    fsum += 0.25f;
    int t;
#pragma acc atomic capture
    t = plain++;
    tickets[i] = t;
    if (i == N / 2) {
#pragma acc atomic write
      seen = true;
#pragma acc atomic write
      mark = 'Z';
    }
#pragma acc atomic update
    letters += 'a';
  }
  for (int k = 0; k < 4; k++) {
    if (hist8[k] != (N / 4) % 256 || hist16[k] != -2 * (N / 4)) {
      fprintf(stderr, "FAIL: bin %d: %d %d, expected %d %d\n", k, hist8[k], hist16[k], (N / 4) % 256, -2 * (N / 4));
      ++errors;
    }
  }
  if (total != ((long long)N * (N - 1) / 2) << 20 || sum != 0.5 * N || fsum != 0.25f * N || !seen || plain != N ||
      mark != 'Z' || letters != 'a' * N) {
    fprintf(stderr, "FAIL: total %lld sum %g fsum %g seen %d plain %d mark %c letters %d\n", total, sum, fsum, seen,
            plain, mark, letters);
    ++errors;
  }
  // Every ticket handed out once.
  static char used[N];
  for (int i = 0; i < N; i++) {
    if (tickets[i] < 0 || tickets[i] >= N || used[tickets[i]]++) {
      fprintf(stderr, "FAIL: ticket %d handed out twice or out of range\n", tickets[i]);
      ++errors;
      break;
    }
  }
  return errors != 0;
}
