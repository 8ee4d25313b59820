static inline void scale2(double *a, int n, double f) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i) a[i] *= f;
}
