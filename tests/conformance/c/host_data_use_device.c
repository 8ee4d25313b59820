// 2.8 host_data use_device: inside the construct a listed pointer or array is its device address,
// as acc_deviceptr gives it, so that it can go to code that takes device pointers: here a library
// routine whose compute construct says deviceptr (the way cuBLAS-style libraries are called).
// if(false) keeps the host addresses (2.8.2); if_present gives absent data its host address
// (2.8.3). On host and multicore the device address is the host address.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4096

static int errors = 0;

static void check(int ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "FAIL: %s\n", what);
    ++errors;
  }
}

/* A "device library" routine: x and y are device addresses. */
static void dev_axpy(int n, double alpha, const double *x, double *y) {
#pragma acc parallel loop deviceptr(x, y)
  for (int i = 0; i < n; ++i)
    y[i] += alpha * x[i];
}

static double grid[N];

int main(void) {
  int n = N;
  double *x = (double *)malloc(n * sizeof(double));
  double *y = (double *)malloc(n * sizeof(double));
  double local[64];
  for (int i = 0; i < n; ++i) {
    x[i] = i;
    y[i] = 1.0;
    grid[i] = 0.0;
  }
  for (int i = 0; i < 64; ++i)
    local[i] = i;

#pragma acc data copyin(x[0:n]) copy(y[0:n]) copy(grid, local)
  {
    void *dx = acc_deviceptr(x), *dy = acc_deviceptr(y), *dg = acc_deviceptr(grid);
    void *dl = acc_deviceptr(local);
#pragma acc host_data use_device(x, y, grid, local)
    {
      check((void *)x == dx, "pointer x inside host_data is not acc_deviceptr(x)");
      check((void *)y == dy, "pointer y inside host_data is not acc_deviceptr(y)");
      check((void *)grid == dg, "global array inside host_data is not acc_deviceptr(grid)");
      check((void *)&grid[10] == (char *)dg + 10 * sizeof(double), "&grid[10] inside host_data");
      check((void *)local == dl, "local array inside host_data is not acc_deviceptr(local)");
      check(sizeof(local) == 64 * sizeof(double), "sizeof of an array inside host_data");
      dev_axpy(n, 2.0, x, y); /* y = 1 + 2x on the device */
      dev_axpy(n, 1.0, x, grid);
    }
    /* Outside the construct the names are the host ones again. */
    check(x != dx || acc_get_device_type() != acc_device_nvidia, "x after host_data");

    /* Nested: an inner host_data of another variable sees the outer one's device address too. */
#pragma acc host_data use_device(x)
    {
#pragma acc host_data use_device(y)
      dev_axpy(n, -1.0, x, y); /* y = 1 + x */
    }

    /* if(false): the host addresses. */
    int use_gpu_address = 0;
#pragma acc host_data use_device(x) if(use_gpu_address)
    check((void *)x != dx || acc_get_device_type() != acc_device_nvidia, "if(0): x is the host address");
  }

  /* if_present: absent data keeps its host address; present data gets its device address. */
  double *absent = (double *)malloc(16 * sizeof(double));
#pragma acc enter data copyin(x[0:n])
  /* Taken outside: inside the construct x is the device address, which acc_deviceptr (a host
     address to its device copy) does not know. */
  void *dx = acc_deviceptr(x);
#pragma acc host_data use_device(x, absent) if_present
  {
    check((void *)x == dx, "if_present: present x is its device address");
  }
  double *keep = absent;
#pragma acc host_data use_device(absent) if_present
  check(absent == keep, "if_present: an absent pointer is the host address");
#pragma acc exit data delete(x[0:n])

  for (int i = 0; i < n; ++i) {
    if (y[i] != 1.0 + i || grid[i] != (double)i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: y[%d] = %g (expected %g), grid[%d] = %g (expected %d)\n", i, y[i], 1.0 + i, i,
                grid[i], i);
      ++errors;
    }
  }
  free(x);
  free(y);
  free(absent);
  return errors != 0;
}
