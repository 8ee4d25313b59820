/* timer.h: wall-clock timing for the benchmarks. Refuses pre-C99 compilers, as many C codes do. */
#ifndef TIMER_H
#define TIMER_H

#if !defined(__STDC_VERSION__) || __STDC_VERSION__ < 199901L
#error "You need a C99+ compiler"
#endif

#include <sys/time.h>

static inline double wall_seconds(void)
{
  struct timeval tv;
  gettimeofday(&tv, (void *)0);
  return (double)tv.tv_sec + 1.0e-6 * (double)tv.tv_usec;
}

#define TIMER_START(t) double t = wall_seconds()
#define TIMER_STOP(t) (wall_seconds() - (t))

#endif
