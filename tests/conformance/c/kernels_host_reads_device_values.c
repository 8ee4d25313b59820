// 2.5.2, 2.6.2: the loop headers and conditions the host evaluates between a kernels region's
// launches read the values earlier launches left in the device copies of the region's scalars (a
// bound a serial launch computed, a count a reduction made), not the host's copies, which get them
// at the region's end; so does the loop header the host runs after a launch to give a pointer its
// final value. A scalar of a data construct around the region is read from its device copy, and
// its host copy keeps its own value. The results are the serial program's.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>

#define N 4096
static double a[N], b[N], ra[N], rb[N];

static int compare(const char *what, const double *got, const double *want) {
  for (int i = 0; i < N; i++)
    if (got[i] != want[i]) {
      fprintf(stderr, "FAIL: %s[%d] is %.17g, want %.17g\n", what, i, got[i], want[i]);
      return 1;
    }
  return 0;
}

int main(void) {
  int errors = 0, n = N, m = 0, count = 0;
  for (int i = 0; i < N; i++)
    a[i] = ra[i] = (i % 7) * 0.25;

  // A bound computed in an earlier launch, read by the header of a loop the host runs.
#pragma acc kernels copy(a, b)
  {
    m = n / 64 + 3;
    for (int k = 0; k < m; k++) {
      for (int i = 1; i < n; i++)
        b[i] = a[i - 1] + k;
      for (int i = 1; i < n; i++)
        a[i] = 0.5 * (a[i] + b[i]);
    }
  }
  for (int k = 0; k < n / 64 + 3; k++) {
    for (int i = 1; i < n; i++)
      rb[i] = ra[i - 1] + k;
    for (int i = 1; i < n; i++)
      ra[i] = 0.5 * (ra[i] + rb[i]);
  }
  errors += compare("a (bound)", a, ra) + compare("b (bound)", b, rb);
  if (m != n / 64 + 3) {
    fprintf(stderr, "FAIL: m is %d, want %d\n", m, n / 64 + 3);
    errors++;
  }

  // A count a reduction made, read by an if and by the bound of a host loop.
#pragma acc kernels copy(a, b)
  {
    count = 0;
    for (int i = 0; i < n; i++)
      if (a[i] > 1.0)
        count++;
    if (count > n / 4) {
      for (int i = 0; i < n; i++)
        b[i] = count;
    } else {
      for (int i = 0; i < n; i++)
        b[i] = -count;
    }
    for (int k = 0; k < count % 5 + 2; k++)
      for (int i = 0; i < n; i++)
        a[i] = a[i] * 0.5 + b[i] * k;
  }
  int rcount = 0;
  for (int i = 0; i < n; i++)
    rcount += ra[i] > 1.0;
  for (int i = 0; i < n; i++)
    rb[i] = rcount > n / 4 ? rcount : -rcount;
  for (int k = 0; k < rcount % 5 + 2; k++)
    for (int i = 0; i < n; i++)
      ra[i] = ra[i] * 0.5 + rb[i] * k;
  errors += compare("a (count)", a, ra) + compare("b (count)", b, rb);
  if (count != rcount) {
    fprintf(stderr, "FAIL: count is %d, want %d\n", count, rcount);
    errors++;
  }

  // The host runs the loop's header after the launch to give p its final value: with the device's m.
  double *p = a;
#pragma acc kernels copy(a)
  {
    m = n / 3;
    for (p = a; p < a + m; p++)
      *p = 1.0;
  }
  if (p != a + n / 3) {
    fprintf(stderr, "FAIL: p is a + %ld, want a + %d\n", (long)(p - a), n / 3);
    errors++;
  }
  for (int i = 0; i < n / 3; i++)
    ra[i] = 1.0;
  errors += compare("a (pointer)", a, ra);

  // Bounds a data construct holds: the device's values count (where the device has memory of its
  // own, the host's later writes do not reach them); the host's copies keep their own values.
  static int probe;
  acc_copyin(&probe, sizeof probe);
  int discrete = acc_deviceptr(&probe) != (void *)&probe;
  acc_delete(&probe, sizeof probe);
  int steps = 4, first = 0;
#pragma acc data copyin(steps, first) copy(a)
  {
    steps = 9;
    first = 2;
#pragma acc kernels
    for (int k = first; k < steps; k++)
      for (int i = 0; i < n; i++)
        a[i] += 1.0;
  }
  for (int i = 0; i < n; i++)
    ra[i] += discrete ? 4 : 7;
  errors += compare("a (data construct)", a, ra);
  if (steps != 9) {
    fprintf(stderr, "FAIL: steps is %d on the host, want 9\n", steps);
    errors++;
  }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
