/* A solver plugin, built as a shared library and loaded with dlopen: its regions work on the
   device data of the program that loads it. */
#pragma acc routine seq
static double relax(double left, double mid, double right) { return 0.25 * left + 0.5 * mid + 0.25 * right; }

void solver_smooth(double *restrict out, const double *restrict in, int n) {
#pragma acc parallel loop present(out[0:n], in[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = relax(in[i - 1], in[i], in[i + 1]);
}

double solver_norm(const double *u, int n) {
  double s = 0;
#pragma acc parallel loop present(u[0:n]) reduction(+:s)
  for (int i = 0; i < n; i++)
    s += u[i] * u[i];
  return s;
}
