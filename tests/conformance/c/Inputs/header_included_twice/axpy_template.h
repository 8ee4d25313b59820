/* A function "template" by #include: header_included_twice.c includes it once per REAL. */
void NAME(int n, REAL a, const REAL *x, REAL *y) {
  int i;
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (i = 0; i < n; i++)
    y[i] += a * x[i];
}
