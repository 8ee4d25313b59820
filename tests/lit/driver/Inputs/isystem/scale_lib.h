/* scale_lib.h: a library header that isystem_header_directives.c finds through -isystem or
   -idirafter, where Clang makes it a system header. */
#ifndef SCALE_LIB_H
#define SCALE_LIB_H

/* -Wall's unused variable: a system header's warnings stay hidden. */
static inline int scale_lib_version(void) { int unused = 0; return 3; }

#pragma acc routine seq
static inline double scale_lib_twice(double x) { return 2.0 * x; }

/* A routine that writes a global: a loop calling it depends on its other iterations. */
static int scale_lib_calls;
#pragma acc declare create(scale_lib_calls)
#pragma acc routine seq
static inline void scale_lib_tally(void) { scale_lib_calls++; }

static inline void scale_lib_apply(double *a, int n)
{
#ifdef SCALE_LIB_WAIT_IN_IF
  if (n)
#pragma acc wait
    ;
#endif
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = scale_lib_twice(a[i]);
}

#endif
