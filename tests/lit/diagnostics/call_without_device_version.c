// A call in device code of a function without a device version is an error at the call, naming
// the function (NVHPC: "Procedure called within a compute region must have acc routine
// information"): a function declared without a routine directive and defined in another file, and
// the C library functions the GPU does not provide. Calls from routines and from functions of the
// file that regions call (implicit routine seq) too. The math functions, printf, malloc, memcpy,
// assert, routines declared here and defined elsewhere, and the file's own functions are fine.
// Only GPU code is checked: with -acc=multicore the file compiles.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %acorncc -acc=multicore -c %s -o %t.o
// RUN: %acorncc -acc=host -c %s -o %t.o
#include <assert.h>
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

double helper(double x); // defined in another file without a routine directive

#pragma acc routine seq
double scaled(double x); // defined in another file, with its own routine directive

double twice(double x) { return 2 * x; } // defined here: an implicit routine seq

double indirect(double x) { return helper(x) + 1; } // regions call it: it runs on the device
// CHECK-DAG: call_without_device_version.c:[[@LINE-1]]:36: error: function 'helper' is called in 'indirect', which runs on the device, but has no device version: it is not defined in this file and no 'acc routine' directive names it; add '#pragma acc routine seq' before its declaration (and its definition)

#pragma acc routine seq
int digits(const char *s) {
  int n = 0;
  while (isdigit(s[n]))
    n++;
  return n;
}
// CHECK-DAG: call_without_device_version.c:[[@LINE-4]]:{{[0-9]+}}: error: function '__ctype_b_loc' (what <ctype.h>'s isdigit, isalpha, isspace, ... expand to in C) is called in 'digits', which runs on the device, but has no device version: it is a C library function that the GPU does not provide

void user_functions(int n, double *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = helper(a[i]) + scaled(a[i]) + twice(a[i]) + indirect(a[i]);
}
// CHECK-DAG: call_without_device_version.c:[[@LINE-2]]:12: error: function 'helper' is called in a compute region but has no device version: it is not defined in this file and no 'acc routine' directive names it; add '#pragma acc routine seq' before its declaration (and its definition)
// CHECK-DAG: call_without_device_version.c:18:8: note: 'helper' is declared here

void library(int n, char **words, int *len) {
#pragma acc parallel loop copyout(len[0:n])
  for (int i = 0; i < n; i++) {
    len[i] = (int)strlen(words[i]) + rand() % 2;
    len[i] += atoi(words[i]);
  }
}
// CHECK-DAG: call_without_device_version.c:[[@LINE-4]]:19: error: function 'strlen' is called in a compute region but has no device version: it is a C library function that the GPU does not provide (of the C library, device code may call the float and double math functions, printf, malloc, free, memcpy, memset and abs); compute its result before the region, or compile with -acc=multicore, which runs it
// CHECK-DAG: call_without_device_version.c:[[@LINE-5]]:38: error: function 'rand' is called in a compute region but has no device version: it is a C library function
// CHECK-DAG: call_without_device_version.c:[[@LINE-5]]:15: error: function 'atoi' is called in a compute region but has no device version: it is a C library function

void copy_words(int n, char (*out)[16], const char *word) {
#pragma acc parallel loop copyout(out[0:n])
  for (int i = 0; i < n; i++)
    strcpy(out[i], word);
}
// CHECK-DAG: call_without_device_version.c:[[@LINE-2]]:5: error: function 'strcpy' is called in a compute region but has no device version: it is a C library function

// None of these is an error.
void available(int n, double *a, float *f) {
#pragma acc parallel loop copy(a[0:n], f[0:n])
  for (int i = 0; i < n; i++) {
    a[i] = sin(a[i]) + sqrt(fabs(a[i])) + pow(a[i], 2.0) + fmin(a[i], 1.0) + exp(a[i]) + erf(a[i]) + lgamma(a[i] + 1);
    f[i] = sinf(f[i]) + sqrtf(f[i]) + fabsf(f[i]) + fmaxf(f[i], 0.0f) + expf(f[i]) + (float)abs(i) + (float)labs(i);
    a[i] += isnan(a[i]) || isinf(a[i]) ? 0 : floor(a[i]) + ceil(a[i]) + fmod(a[i], 2.0) + atan2(a[i], 1.0);
    int *tmp = (int *)malloc(2 * sizeof(int));
    memset(tmp, 0, 2 * sizeof(int));
    int v = i;
    memcpy(tmp, &v, sizeof(int));
    assert(tmp[0] == v);
    free(tmp);
    if (i == 0)
      printf("%g %g\n", twice(a[i]), scaled(a[i]));
    a[i] += (double)sizeof(strlen("not evaluated"));
  }
}
