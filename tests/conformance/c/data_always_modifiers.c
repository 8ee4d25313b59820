// OpenACC 3.4's always, alwaysin and alwaysout modifiers (Acorn implements them; 3.3 has none):
// data that is already present is copied in at entry (copy(always:), copy(alwaysin:),
// copyin(always:), copyin(alwaysin:)) and back at exit (copy(always:), copy(alwaysout:),
// copyout(always:), copyout(alwaysout:)) all the same, on compute, data, enter data and exit data
// directives; its reference counts change as without the modifier. With shared memory host and
// device data are one and the results are the same.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <openacc.h>

#define N 4

static int errors = 0;

static void expect(const char *what, int got, int want) {
  if (got != want) {
    fprintf(stderr, "FAIL: %s = %d, expected %d\n", what, got, want);
    ++errors;
  }
}

int main(void) {
  int a[N] = {1, 2, 3, 4}, b[N] = {0};
#pragma acc enter data copyin(a)
  a[0] = 100; // the host's only, until an always copy
#pragma acc parallel loop copyin(always: a) copyout(b)
  for (int i = 0; i < N; i++)
    b[i] = a[i];
  expect("b[0] after copyin(always: a)", b[0], 100);
  a[1] = 200;
#pragma acc serial copy(alwaysin: a) copyout(b)
  b[1] = a[1];
  expect("b[1] after copy(alwaysin: a)", b[1], 200);
#pragma acc parallel loop copyout(alwaysout: a)
  for (int i = 0; i < N; i++)
    a[i] = -i;
  expect("a[3] after copyout(alwaysout: a)", a[3], -3);
#pragma acc data copy(always: a)
  {
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++)
      a[i] = 10 * i;
  }
  expect("a[2] after data copy(always: a)", a[2], 20);
  a[2] = 7;
#pragma acc enter data copyin(alwaysin: a)
#pragma acc serial present(a)
  a[2] += 1;
#pragma acc exit data copyout(always: a)
  expect("a[2] after exit data copyout(always: a)", a[2], 8);
  if (!acc_is_present(a, sizeof a)) { // the first enter data's reference remains
    fprintf(stderr, "FAIL: a is no longer present\n");
    ++errors;
  }
#pragma acc exit data delete(a)
  if (errors == 0)
    printf("PASS\n");
  return errors != 0;
}
