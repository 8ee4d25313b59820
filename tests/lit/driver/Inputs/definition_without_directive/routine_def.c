// A routine with its directive, compiled with -acc=multicore by the test that includes it.
#pragma acc routine seq
double helper(double x) { return 2 * x; }
