// 2.12: the capture `{v = x; x = expr;}` (an exchange) whose expr is a binary expression that does
// not read x (`lev[w] = depth + 1`, a BFS marking its vertices): Clang 22's own check takes it for
// the update `x = x binop expr`. On char, short, int, long long, float and double, in a compute
// region and in host code, and with the if clause (3.3): every thread stores a value of its own and
// takes the one before, so the values taken and the last one stored are the first value and all
// the stored ones, each once.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 120

// Whether olds[0:N] and last hold first and first + 1 ... first + N, each once.
static int check(const char *what, const double *olds, double last, double first) {
  int seen[N + 1] = {0};
  for (int i = 0; i <= N; i++) {
    double value = i < N ? olds[i] : last;
    int k = (int)(value - first);
    if (value != first + k || k < 0 || k > N || seen[k]++) {
      fprintf(stderr, "FAIL: %s: %g taken twice or never stored\n", what, value);
      return 1;
    }
  }
  return 0;
}

int main(void) {
  signed char c = 0;
  short s = 1000;
  int x = 0, lev[N / 2], depth = 2, k[3] = {0, 0, 5};
  long long l = 1LL << 40;
  float f = 0.5f;
  double d = -300.0;
  signed char oc[N];
  short os[N];
  int ox[N], ol[N];
  long long oll[N];
  float of[N];
  double od[N], taken[N];
  int errors = 0;
  for (int w = 0; w < N / 2; w++)
    lev[w] = -1;
#pragma acc parallel loop copy(c, s, x, l, f, d, lev) copyin(k) copyout(oc, os, ox, ol, oll, of, od)
  for (int i = 0; i < N; i++) {
    int w = i / 2;
#pragma acc atomic capture
    { oc[i] = c; c = i + 1; }
#pragma acc atomic capture
    { os[i] = s; s = (short)(1000 + i + 1); }
#pragma acc atomic capture
    { ox[i] = x; (x) = (i * 2 + 2) / 2; }
#pragma acc atomic capture
    { ol[i] = lev[w]; lev[w] = depth + 1; }
#pragma acc atomic capture
    { oll[i] = l; l = (1LL << 40) + i + 1; }
#pragma acc atomic capture
    { of[i] = f; f = 0.5f + (float)(i + k[2] - 4); }
#pragma acc atomic capture
    { od[i] = d; d = -300.0 + i + 1; }
  }
  for (int i = 0; i < N; i++)
    taken[i] = oc[i];
  errors += check("char", taken, c, 0);
  for (int i = 0; i < N; i++)
    taken[i] = os[i];
  errors += check("short", taken, s, 1000);
  for (int i = 0; i < N; i++)
    taken[i] = ox[i];
  errors += check("int", taken, x, 0);
  for (int i = 0; i < N; i++)
    taken[i] = (double)(oll[i] - (1LL << 40));
  errors += check("long long", taken, (double)(l - (1LL << 40)), 0);
  for (int i = 0; i < N; i++)
    taken[i] = of[i];
  errors += check("float", taken, f, 0.5);
  errors += check("double", od, d, -300.0);
  // Of the two visitors of w, one took -1 and the other the depth it stored.
  for (int w = 0; w < N / 2; w++)
    if (lev[w] != 3 || ol[2 * w] + ol[2 * w + 1] != 2) {
      fprintf(stderr, "FAIL: lev[%d] = %d, taken %d and %d\n", w, lev[w], ol[2 * w], ol[2 * w + 1]);
      errors++;
    }
  // With the if clause: atomic where it holds, the statement as written where it does not.
  int y = 0, z = 5, oz = 0;
#pragma acc parallel loop copy(y) copyin(depth) copyout(ox)
  for (int i = 0; i < N; i++) {
#pragma acc atomic capture if(depth > 0)
    { ox[i] = y; y = i + depth - 1; }
  }
  for (int i = 0; i < N; i++)
    taken[i] = ox[i];
  errors += check("if clause", taken, y, 0);
#pragma acc serial copy(z, oz)
  {
#pragma acc atomic capture if(depth < 0)
    { oz = z; z = depth * 3; }
  }
  if (oz != 5 || z != 6) {
    fprintf(stderr, "FAIL: if(false): old %d, z %d\n", oz, z);
    errors++;
  }
  // In host code.
  int h = 7, old;
#pragma acc atomic capture
  { old = h; h = depth * 10 + k[2]; }
  if (old != 7 || h != 25) {
    fprintf(stderr, "FAIL: host code: old %d, h %d\n", old, h);
    errors++;
  }
  if (!errors)
    printf("PASS\n");
  return errors != 0;
}
