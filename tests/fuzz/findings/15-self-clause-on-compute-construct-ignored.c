// Finding 15 (IGNORED): the `self` clause on a compute construct builds, and is silently ignored:
// the lowered launch uses only the if condition, so the region runs on the device even when the
// condition is true. docs/architecture.md lists `self` as not built yet, "each is a compile-time
// error naming it, never ignored". dataClauseKind() maps Self to UpdateSelf, so the compute-clause
// switch in RegionAnalysis treats it as a data clause with no variables.
//   $ acorncc -c -acc=host 15-self-clause-on-compute-construct-ignored.c    # exit 0, no message
// Same for `self` without an argument and on kernels/serial (loop).
// Fuzz class IGNORED: "built although it uses the 'self' clause on 'parallel loop'".
void init(int n, double *a) {
#pragma acc parallel loop self(n < 1000) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 1;
}
