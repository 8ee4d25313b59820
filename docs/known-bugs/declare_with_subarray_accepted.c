// 'declare' with a subarray. OpenACC 2.0 (2.13 restrictions): "Subarrays are not allowed in
// declare directives" (gcc-12: "array section in '#pragma acc declare'").
// Expected: error (or a documented extension). Actual: acorncc -c -> rc 0, no diagnostic
// (a full program using it runs and gives the expected values).
void f(double *a, int n) {
  #pragma acc declare copy(a[0:n])
  #pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; i++) a[i] = i;
}
