// 2.5.2, 2.6.2: a kernels region that writes a scalar only through a pointer to it (`*pm = n / 4`
// with pm = &m, in a statement or in a routine it calls) changes the device copy of that scalar,
// which the region's data clauses share (copy(pm[0:1]) and the implicit copy of m are one device
// copy): the loop the host runs around the region's launches, bounded by m, or a while loop whose
// condition reads it, takes the value the region wrote, not the host's stale one. Also a global,
// and a member of a struct written through a pointer to the struct. The results are the serial program's.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 1000
static double a[N];
int global_steps;

struct params {
  int steps;
  double scale;
};

#pragma acc routine seq
static void set_bound(int *p, int v) { *p = v; }

static int check(const char *what, double got, double want) {
  if (got == want)
    return 0;
  fprintf(stderr, "FAIL: %s is %.17g, want %.17g\n", what, got, want);
  return 1;
}

static void reset(void) {
  for (int i = 0; i < N; i++)
    a[i] = i;
}

int main(void) {
  int errors = 0, n = N;

  // The bound written through a pointer in a statement of the region.
  int m = 0;
  int *pm = &m;
  reset();
#pragma acc kernels copy(a) copy(pm[0:1])
  {
    *pm = n / 4;
    for (int k = 0; k < m; k++)
      for (int i = 1; i < n; i++)
        a[i] = a[i] + 1.0;
  }
  errors += check("m", m, 250) + check("a[1] (bound written through a pointer)", a[1], 251);

  // ... in a routine the region calls, given the pointer.
  int m2 = 0;
  int *pm2 = &m2;
  reset();
#pragma acc kernels copy(a) copy(pm2[0:1])
  {
    set_bound(pm2, n / 8);
    for (int k = 0; k < m2; k++)
      for (int i = 1; i < n; i++)
        a[i] = a[i] + 2.0;
  }
  errors += check("m2", m2, 125) + check("a[1] (bound written by a routine)", a[1], 251);

  // A while loop's condition, counted down through the pointer in each iteration.
  int left = 6;
  int *pl = &left;
  reset();
#pragma acc kernels copy(a) copy(pl[0:1])
  {
    while (left > 0) {
      for (int i = 1; i < n; i++)
        a[i] = a[i] * 0.5 + 1.0;
      *pl -= 1;
    }
  }
  double want = 1.0;
  for (int s = 0; s < 6; s++)
    want = want * 0.5 + 1.0;
  errors += check("left", left, 0) + check("a[1] (while condition written through a pointer)", a[1], want);

  // A global written through a pointer.
  int *pg = &global_steps;
  reset();
#pragma acc kernels copy(a) copy(pg[0:1])
  {
    *pg = 7;
    for (int k = 0; k < global_steps; k++)
      for (int i = 1; i < n; i++)
        a[i] = a[i] + 1.0;
  }
  errors += check("global_steps", global_steps, 7) + check("a[1] (global written through a pointer)", a[1], 8);

  // A struct's member written through a pointer to the struct.
  struct params p = {0, 0.0};
  struct params *pp = &p;
  reset();
#pragma acc kernels copy(a) copy(pp[0:1])
  {
    pp->steps = 3;
    pp->scale = 0.25;
    for (int k = 0; k < p.steps; k++)
      for (int i = 1; i < n; i++)
        a[i] = a[i] + p.scale;
  }
  errors += check("p.steps", p.steps, 3) + check("a[4] (member written through a pointer)", a[4], 4.75);

  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
