// 2.7.1 an array element or a struct member alone in a data clause (a[5], s.n, ps->x, f[1].y,
// s.v[2]): it maps that element's or member's own storage, as the one-element section a[5:1] would;
// a region reaches the array or struct through it. update of one member of a present struct moves
// that member only.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

#define N 100

struct State {
  int n;
  double x, y;
  double v[4];
};

static int discrete_memory(void) {
#ifdef _OPENACC
  // 2.6: a device with memory of its own gives mapped data another address.
  int probe = 0;
  acc_copyin(&probe, sizeof probe);
  int own = acc_deviceptr(&probe) != (void *)&probe;
  acc_delete(&probe, sizeof probe);
  return own;
#else
  return 0;
#endif
}

static int errors = 0;

static void expect(const char *what, double got, double want) {
  if (got != want) {
    fprintf(stderr, "FAIL: %s = %g, expected %g\n", what, got, want);
    ++errors;
  }
}

int main(void) {
  double a[N], out[N];
  for (int i = 0; i < N; i++)
    a[i] = i;

  // 1. copy(a[5]): one element in and out.
#pragma acc serial copy(a[5])
  a[5] = 2.0 * a[5] + 1.0;
  expect("a[5] after copy(a[5])", a[5], 11.0);
  expect("a[6] untouched", a[6], 6.0);

  // 2. copyin(s.n): one member read by a loop.
  struct State s = {7, 1.0, 2.0, {0.0, 1.0, 2.0, 3.0}};
#pragma acc parallel loop copyin(s.n) copyout(out)
  for (int i = 0; i < N; i++)
    out[i] = (double)i * s.n;
  for (int i = 0; i < N; i++)
    if (out[i] != 7.0 * i) {
      expect("out[i] with copyin(s.n)", out[i], 7.0 * i);
      break;
    }

  // 3. update self(s.x) and update device(s.v[2]) of a present struct: one member each.
#pragma acc enter data copyin(s)
#pragma acc serial present(s)
  {
    s.x = 10.0;
    s.y = 20.0;
  }
#pragma acc update self(s.x)
  expect("s.x after update self(s.x)", s.x, 10.0);
  expect("s.y (not updated)", s.y, discrete_memory() ? 2.0 : 20.0);
  s.v[2] = 9.0;
  s.n = 3;
  double got = 0.0;
#pragma acc update device(s.v[2])
#pragma acc serial present(s) copyout(got)
  got = 100.0 * s.v[2] + s.n;
  expect("device s.v[2] and s.n", got, 900.0 + (discrete_memory() ? 7 : 3));
#pragma acc exit data delete(s)

  // 4. An element on the device between enter and exit data; members through a pointer and an
  // element of an array of structs.
#pragma acc enter data copyin(a[7])
#pragma acc serial present(a[7])
  a[7] += 0.5;
#pragma acc exit data copyout(a[7])
  expect("a[7] after exit data copyout(a[7])", a[7], 7.5);
  struct State f[3] = {{1, 1.0, 1.0, {0}}, {2, 2.0, 2.0, {0}}, {3, 3.0, 3.0, {0}}};
  struct State *ps = &f[2];
#pragma acc serial copy(ps->x)
  ps->x *= 4.0;
#pragma acc serial copy(f[1].y)
  f[1].y -= 0.25;
  expect("f[2].x after copy(ps->x)", f[2].x, 12.0);
  expect("f[1].y after copy(f[1].y)", f[1].y, 1.75);
  expect("f[1].x untouched", f[1].x, 2.0);

  if (errors == 0)
    printf("PASS\n");
  return errors != 0;
}
