/* a solver plugin loaded with dlopen: its kernels expect the caller's device data */
void plugin_scale(double *a, int n, double f) {
#pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; i++) a[i] *= f;
}
