/* Compiled twice by same_source_two_variants.c, as REAL = float and REAL = double. Each object
   has its own static table with a device copy (declare copyin), read by a routine. */
static REAL weights[4] = {1, 2, 3, 4};
#pragma acc declare copyin(weights)

#pragma acc routine seq
static REAL weight(int i) { return weights[i % 4] / (REAL)sizeof(REAL); }

void NAME(int n, REAL a, const REAL *restrict x, REAL *restrict y) {
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++)
    y[i] += a * x[i] + weight(i);
}
