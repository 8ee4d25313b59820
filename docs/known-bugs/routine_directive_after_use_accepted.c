// 'acc routine' appears after the function is used in a compute region. OpenACC 3.3 2.15.1:
// a use outside the scope of the routine directive is nonconforming (the spec's own
// examples mark such code "nonconforming"); gcc-12: "'#pragma acc routine' must be applied
// before use". Expected: an error (or a warning) at 11:1 / 9:38.
// Actual: acorncc -c routine_directive_after_use_accepted.c -> rc 0, no diagnostic.
double sq(double x);
void f(double *a, int n) {
  #pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] = sq(a[i]);
}
#pragma acc routine seq
double sq(double x) { return x * x; }
