// 2.13 declare of function-static variables: create and copyin give the variable a device copy from
// the first time the directive is reached to the end of the program (a static variable's data
// lifetime is the program's, 2.6.3), so it keeps its device values between calls; the function's
// compute regions use it as present, and update keeps host and device copies in step.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

#define N 256

static int discrete_memory(void) {
#ifdef _OPENACC
  // A GPU, or the host emulating memory of its own (ACORN_EMULATE_DISCRETE).
  return !acc_get_property(0, acc_get_device_type(), acc_property_shared_memory_support);
#else
  return 0;
#endif
}

static int errors = 0;

static void expect(const char *what, int call, double got, double want) {
  if (got != want) {
    fprintf(stderr, "FAIL: %s (call %d) = %g, expected %g\n", what, call, got, want);
    ++errors;
  }
}

// A running sum kept on the device between calls; only update self brings it back.
static double accumulate(const double *x, int call) {
  static double sum[N];
  static double weight = 2.0;
#pragma acc declare create(sum) copyin(weight)
#pragma acc parallel loop copyin(x[0:N])
  for (int i = 0; i < N; i++)
    sum[i] += weight * x[i];
  if (call == 1) {
    // The host copy of sum is untouched on a device with its own memory.
    expect("host sum[3] before update", call, sum[3], discrete_memory() ? 0.0 : 2.0 * 4);
  }
#pragma acc update self(sum)
  return sum[N - 1];
}

// The host changes the static and sends it to the device copy with update device.
static int counter(void) {
  static int count = 100;
#pragma acc declare copyin(count)
  count -= 50; // host only, until update device
  if (count < 0) {
#pragma acc update device(count)
  }
  int seen = 0;
#pragma acc serial copyout(seen)
  {
    count += 1;
    seen = count;
  }
  return seen;
}

int main(void) {
  double x[N];
  for (int i = 0; i < N; i++)
    x[i] = i + 1;
  for (int call = 1; call <= 3; call++)
    expect("accumulate", call, accumulate(x, call), 2.0 * call * N);

  // Discrete memory: host 50, device 101; host 0, device 102; host -50, update device, device -49.
  // Shared memory: one count, 51, 2, -47.
  int want_discrete[3] = {101, 102, -49};
  int want_shared[3] = {51, 2, -47};
  for (int call = 0; call < 3; call++)
    expect("counter", call + 1, counter(), discrete_memory() ? want_discrete[call] : want_shared[call]);

  if (errors == 0)
    printf("PASS\n");
  return errors != 0;
}
