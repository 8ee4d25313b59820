// update self (host) of a const object (2.14.4): valid code cannot change it on the device, so its
// device copy holds the host's values and nothing is updated (with a warning): its storage may be
// read-only (writing it would fault where the device has memory of its own). A const view of
// writable data (a pointer to const) is updated as usual.
// RUN: %acorncc %s -o %t 2>/dev/null && %run-targets %t
#include <stdio.h>

static const double coef[4] = {0.5, 1.5, 2.5, 3.5};
struct limits {
  int lo, hi;
};
static const struct limits bounds = {1, 3};

int main(void) {
  int errors = 0;
  double data[4] = {0, 0, 0, 0};
  const double *view = data;
#pragma acc enter data copyin(coef, bounds) create(data)
#pragma acc parallel loop present(coef, bounds, data)
  for (int i = 0; i < 4; i++)
    data[i] = i >= bounds.lo && i < bounds.hi ? coef[i] : -coef[i];
#pragma acc update self(coef, bounds.hi) host(coef[1:2])
#pragma acc update self(view[0:4])
#pragma acc exit data delete(coef, bounds, data)
  for (int i = 0; i < 4; i++) {
    double expected = i >= 1 && i < 3 ? coef[i] : -coef[i];
    if (data[i] != expected) {
      fprintf(stderr, "FAIL: data[%d] = %g, expected %g (update self through a const view)\n", i, data[i], expected);
      ++errors;
    }
  }
  if (coef[2] != 2.5 || bounds.hi != 3) {
    fprintf(stderr, "FAIL: the constants changed\n");
    ++errors;
  }
  if (errors == 0)
    printf("PASS\n");
  return errors != 0;
}
