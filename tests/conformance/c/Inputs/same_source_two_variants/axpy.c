/* Compiled twice by same_source_two_variants.c, as REAL = float and REAL = double. */
void NAME(int n, REAL a, const REAL *restrict x, REAL *restrict y) {
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}
