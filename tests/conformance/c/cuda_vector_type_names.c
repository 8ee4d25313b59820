// A C program with its own types named float3, double2 and int4 and a function make_double2: the
// names CUDA gives its vector types. They are the user's types here, mapped with data clauses and
// used in a compute region (2.5.1 parallel loop, 2.6.5 copyin/copyout of struct arrays).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { float x, y, z; } float3;      /* position, single precision */
typedef struct { double lo, hi; } double2;     /* an interval, not a vector */
typedef struct { int count, first, last, flags; } int4;

double2 make_double2(double lo, double hi)
{
  double2 r = {lo, hi};
  return r;
}

int main(void)
{
  const int n = 3000;
  int errors = 0;
  float3 *p = malloc(n * sizeof(float3));
  double2 *range = malloc(n * sizeof(double2));
  int4 *info = malloc(n * sizeof(int4));
  double2 box = make_double2(-1.0, 1.0);
  for (int i = 0; i < n; ++i) {
    p[i].x = (float)(i % 7) - 3.0f;
    p[i].y = (float)(i % 5) - 2.0f;
    p[i].z = 0.5f * (float)(i % 3);
  }

#pragma acc parallel loop copyin(p[0:n]) copyout(range[0:n], info[0:n])
  for (int i = 0; i < n; ++i) {
    float3 q = p[i];
    double2 r;
    int4 c;
    r.lo = q.x < q.y ? q.x : q.y;
    r.hi = q.x < q.y ? q.y : q.x;
    c.count = (q.x >= box.lo && q.x <= box.hi) + (q.y >= box.lo && q.y <= box.hi) +
              (q.z >= box.lo && q.z <= box.hi);
    c.first = i;
    c.last = n - 1 - i;
    c.flags = q.z > 0.0f;
    range[i] = r;
    info[i] = c;
  }

  for (int i = 0; i < n; ++i) {
    double x = (i % 7) - 3.0, y = (i % 5) - 2.0, z = 0.5 * (i % 3);
    int count = (fabs(x) <= 1.0) + (fabs(y) <= 1.0) + (fabs(z) <= 1.0);
    if (range[i].lo != fmin(x, y) || range[i].hi != fmax(x, y) || info[i].count != count ||
        info[i].first != i || info[i].last != n - 1 - i || info[i].flags != (z > 0.0)) {
      if (errors < 10)
        fprintf(stderr, "FAIL: i=%d range=[%g,%g] count=%d (expected [%g,%g] %d)\n", i, range[i].lo,
                range[i].hi, info[i].count, fmin(x, y), fmax(x, y), count);
      ++errors;
    }
  }
  free(p);
  free(range);
  free(info);
  return errors != 0;
}
