// 2.14.1 - 2.14.3 the init, shutdown and set directives with their clauses: device_type (nvidia,
// multicore, host, default, acc_device_nvidia), device_num, default_async and if. Each is checked
// through the routines that read the same internal control variables (acc_get_device_type,
// acc_get_device_num, acc_get_default_async), and a compute region runs after each change. The
// program ends on the device type it started with.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 1000

static int errors = 0;

static void expect(int ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "FAIL: %s (device type now %d)\n", what, (int)acc_get_device_type());
    ++errors;
  }
}

/* A compute region on the current device, checked on the host. */
static void compute(const char *after) {
  double a[N];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < N; ++i)
    a[i] = 0.5 * i;
  for (int i = 0; i < N; ++i)
    if (a[i] != 0.5 * i) {
      fprintf(stderr, "FAIL: compute region after %s: a[%d] = %g\n", after, i, a[i]);
      ++errors;
      return;
    }
}

static void back_to(acc_device_t t) {
  if (t == acc_device_nvidia) {
#pragma acc set device_type(acc_device_nvidia)
  } else if (t == acc_device_multicore) {
#pragma acc set device_type(multicore)
  } else {
#pragma acc set device_type(host)
  }
}

int main(void) {
  acc_device_t start = acc_get_device_type();
  int onoff = 0;

  /* init without clauses initialises every device; the device type stays. */
#pragma acc init
  expect(acc_get_device_type() == start, "init without clauses changed the device type");
  compute("init");

  /* set device_type / device_num. */
#pragma acc set device_type(host)
  expect(acc_get_device_type() == acc_device_host, "set device_type(host)");
  compute("set device_type(host)");
#pragma acc set device_type(multicore) device_num(0)
  expect(acc_get_device_type() == acc_device_multicore, "set device_type(multicore)");
  expect(acc_get_device_num(acc_device_multicore) == 0, "set device_num(0)");
  compute("set device_type(multicore)");
#pragma acc set device_type(host) if(onoff)
  expect(acc_get_device_type() == acc_device_multicore, "set ... if(0) changed the device type");
#pragma acc set device_num(0)
  expect(acc_get_device_num(acc_device_multicore) == 0, "set device_num(0) alone");

  /* init device_type makes that type current, device_num that device. */
#pragma acc init device_type(host) device_num(0)
  expect(acc_get_device_type() == acc_device_host, "init device_type(host) device_num(0)");
#pragma acc init device_type(multicore) if(onoff)
  expect(acc_get_device_type() == acc_device_host, "init ... if(0) changed the device type");
  /* The default device type is ACC_DEVICE_TYPE's (4.1), else the GPU, else multicore. */
  const char *env = getenv("ACC_DEVICE_TYPE");
  acc_device_t by_env = !env ? acc_device_none
                        : !strcmp(env, "host") ? acc_device_host
                        : !strcmp(env, "multicore") ? acc_device_multicore
                        : !strcmp(env, "nvidia") ? acc_device_nvidia : acc_device_none;
#pragma acc init device_type(default)
  expect(by_env != acc_device_none ? acc_get_device_type() == by_env
                                   : acc_get_device_type() == acc_device_nvidia ||
                                         acc_get_device_type() == acc_device_multicore,
         "init device_type(default): the default device type is ACC_DEVICE_TYPE's, else the GPU, else multicore");
  compute("init device_type(default)");
  back_to(start);
  expect(acc_get_device_type() == start, "set back to the starting device type");

  /* set default_async: async without a queue goes to that queue. */
  int queue = 7;
#pragma acc set default_async(queue)
  expect(acc_get_default_async() == 7, "set default_async(7)");
  double b[N];
#pragma acc data create(b)
  {
#pragma acc parallel loop async present(b)
    for (int i = 0; i < N; ++i)
      b[i] = i;
#pragma acc update self(b) async
#pragma acc wait(7)
    expect(acc_async_test(7) != 0, "queue 7 (the default async queue) busy after wait(7)");
  }
  for (int i = 0; i < N; ++i)
    if (b[i] != i) {
      fprintf(stderr, "FAIL: async on the default_async queue: b[%d] = %g\n", i, b[i]);
      ++errors;
      break;
    }
#pragma acc set default_async(acc_async_sync) if(onoff)
  expect(acc_get_default_async() == 7, "set default_async ... if(0)");
#pragma acc set default_async(acc_async_noval)
  expect(acc_get_default_async() == acc_async_noval, "set default_async(acc_async_noval)");

  /* shutdown releases the device's data; the program goes on using the device afterwards. */
  double c[N];
  for (int i = 0; i < N; ++i)
    c[i] = 1.0;
#pragma acc enter data copyin(c)
#pragma acc shutdown if(onoff)
  expect(acc_is_present(c, sizeof c), "shutdown if(0) released data");
  if (start == acc_device_nvidia) {
#pragma acc shutdown device_type(nvidia) device_num(0)
    expect(!acc_is_present(c, sizeof c), "shutdown device_type(nvidia) device_num(0) kept data");
  }
#pragma acc shutdown device_type(host)
  expect(acc_get_device_type() == start, "shutdown changed the device type");
  compute("shutdown");
#pragma acc shutdown
  compute("shutdown without clauses");
  return errors != 0;
}
