// Finding 18 (IGNORED): `device_type` on a `routine` directive builds and is silently ignored: the
// seq that this directive gives only to radeon devices is applied to every device. device_type is
// an error ("the 'device_type' clause on '...' is not supported by Acorn yet") on compute, loop,
// data and update directives, but not on routine.
//   $ acorncc -c -acc=host 18-device-type-on-routine-ignored.c    # exit 0, no message
// Fuzz class IGNORED: "built although it uses the 'device_type' clause" (c++, solver.cpp seed).
#pragma acc routine device_type(radeon) seq
static double twice(double x) { return 2 * x; }

void apply(int n, double *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = twice(a[i]);
}
