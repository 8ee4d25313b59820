// The device versions routine_bind.c binds its routines to: defined in this file only.
#pragma acc routine seq
double fast_cube(double x) { return x * x * x + 1000.0; }

#pragma acc routine seq
double fast_half(double x) { return x * 0.5 + 2000.0; }
