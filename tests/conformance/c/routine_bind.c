// 2.15.1 routine bind: device code calls the bound function instead of the routine, host code the
// routine itself. bind(name) to a function of this file, bind(name) to a function of another file
// (Inputs/routine_bind/fast_math.c, only its prototype is here: an identifier must name a declared
// function, tests/lit/diagnostics/routine_bind_undeclared.c) and bind("string") to another
// function of that file. The device versions add a marker, so a GPU run shows which one ran; host
// and multicore run the routines' own code.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -c %S/Inputs/routine_bind/fast_math.c -o %t/fast_math.o
// RUN: %acorncc -c %s -o %t/main.o
// RUN: %acorncc %t/main.o %t/fast_math.o -o %t/prog
// RUN: %run-targets %t/prog
#include <stdio.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

#pragma acc routine seq
double device_square(double x) { return x * x + 3000.0; }

#pragma acc routine seq bind(device_square)
double square(double x) { return x * x; }

#pragma acc routine seq
double fast_cube(double x);

#pragma acc routine seq bind(fast_cube)
double cube(double x) { return x * x * x; }

#pragma acc routine seq bind("fast_half")
double half(double x) { return x * 0.5; }

int main(void) {
  enum { N = 100 };
  double s[N], c[N], h[N];
#pragma acc parallel loop copyout(s, c, h)
  for (int i = 0; i < N; i++) {
    s[i] = square(i);
    c[i] = cube(i);
    h[i] = half(i);
  }
  // The device versions ran where device code ran (a discrete device).
  int on_device = 0;
#ifdef _OPENACC
  on_device = acc_get_device_type() != acc_device_host && acc_get_device_type() != acc_device_multicore;
#endif
  int errors = 0;
  for (int i = 0; i < N; i++) {
    double ws = (double)i * i + (on_device ? 3000.0 : 0), wc = (double)i * i * i + (on_device ? 1000.0 : 0);
    double wh = i * 0.5 + (on_device ? 2000.0 : 0);
    if ((s[i] != ws || c[i] != wc || h[i] != wh) && errors++ < 5)
      fprintf(stderr, "FAIL: %d: %g %g %g, expected %g %g %g\n", i, s[i], c[i], h[i], ws, wc, wh);
  }
  if (errors)
    return 1;
  printf("routine bind: OK (%s versions)\n", on_device ? "device" : "host");
  return 0;
}
