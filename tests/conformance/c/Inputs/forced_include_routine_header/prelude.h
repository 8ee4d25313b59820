/* A project prelude given with -include (CMake's force-include, -include config.h): a routine and
   a global with a device copy, read before the main file. */
static double scale_factor = 3.0;
#pragma acc declare copyin(scale_factor)

#pragma acc routine seq
static inline double scaled_square(double x) { return scale_factor * x * x; }
