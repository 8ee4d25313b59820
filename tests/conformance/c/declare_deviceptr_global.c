// 2.13 declare deviceptr of a global pointer: the program keeps a device address in the global
// (from acc_malloc), and routine functions and compute regions use its value as it is, without
// looking it up in the present table (2.7.5). When the program points the global elsewhere, the
// next region and the routines it calls see the new value.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

#define N 500

double *field; // a device address
#pragma acc declare deviceptr(field)

#pragma acc routine seq
static void put(int i, double v) { field[i] = v; }

#pragma acc routine seq
static double at(int i) { return field[i]; }

static void *device_alloc(size_t bytes) {
#ifdef _OPENACC
  return acc_malloc(bytes);
#else
  return malloc(bytes);
#endif
}

static void device_free(void *p) {
#ifdef _OPENACC
  acc_free(p);
#else
  free(p);
#endif
}

static void from_device(void *host, void *dev, size_t bytes) {
#ifdef _OPENACC
  acc_memcpy_from_device(host, dev, bytes);
#else
  memcpy(host, dev, bytes);
#endif
}

static int errors = 0;

static void expect(const char *what, int i, double got, double want) {
  if (got != want) {
    if (errors < 10)
      fprintf(stderr, "FAIL: %s[%d] = %g, expected %g\n", what, i, got, want);
    ++errors;
  }
}

int main(void) {
  double host[N], out[N];
  double *first = (double *)device_alloc(N * sizeof(double));
  double *second = (double *)device_alloc(N * sizeof(double));

  // A routine writes through the global; a region reads it directly and through a routine.
  field = first;
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    put(i, 2.0 * i);
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; i++)
    out[i] = at(i) + field[i];
  from_device(host, first, sizeof host);
  for (int i = 0; i < N; i++) {
    expect("first", i, host[i], 2.0 * i);
    expect("out", i, out[i], 4.0 * i);
  }

  // The global now points to the second block: regions and routines follow it.
  field = second;
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    field[i] = -1.0 * i;
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    put(i, at(i) - 1.0);
  from_device(host, second, sizeof host);
  for (int i = 0; i < N; i++)
    expect("second", i, host[i], -1.0 * i - 1.0);
  from_device(host, first, sizeof host);
  for (int i = 0; i < N; i++)
    expect("first (unchanged)", i, host[i], 2.0 * i);

  device_free(first);
  device_free(second);
  if (errors == 0)
    printf("PASS\n");
  return errors != 0;
}
