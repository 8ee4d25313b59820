// Routine function templates, an explicit specialization and a member of a class template, declared
// with `routine seq` in a header (Inputs/routine_template_instantiated_elsewhere/flux.h) and defined
// and explicitly instantiated in another file (flux.cpp), as libraries keep template bodies out of
// their headers: the regions here call the instantiations (2.15.1).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -c -I%S/Inputs/routine_template_instantiated_elsewhere %S/Inputs/routine_template_instantiated_elsewhere/flux.cpp -o %t/flux.o
// RUN: %acorncxx -c -I%S/Inputs/routine_template_instantiated_elsewhere %s -o %t/main.o
// RUN: %acorncxx %t/main.o %t/flux.o -o %t/prog
// RUN: %run-targets %t/prog
#include "flux.h"

#include <cstdio>

int main() {
  const int n = 200;
  double u[n], f[n], r[n];
  float uf[n], ff[n];
  for (int i = 0; i < n; ++i) {
    u[i] = (i % 17) * 0.25;
    uf[i] = static_cast<float>(u[i]);
    r[i] = (i % 7) * 0.5 - 1.0;
  }
  Diffusion<double> d{0.1};
#pragma acc parallel loop copyin(u, uf, r, d) copyout(f, ff)
  for (int i = 0; i < n - 1; ++i) {
    f[i] = upwind(u[i], u[i + 1], i % 2 ? 1.0 : -1.0) * limiter(r[i]) + d.flux(u[i], u[i + 1]);
    ff[i] = upwind(uf[i], uf[i + 1], 2.0f) + limiter(static_cast<float>(r[i]));
  }
  int errors = 0;
  for (int i = 0; i < n - 1; ++i) {
    double s = i % 2 ? 1.0 : -1.0, lim = r[i] < 0 ? 0 : (r[i] > 1 ? 1 : r[i]);
    errors += f[i] != (s > 0 ? s * u[i] : s * u[i + 1]) * lim + 0.1 * (u[i + 1] - u[i]);
    float rf = static_cast<float>(r[i]);
    errors += ff[i] != 2.0f * uf[i] + (rf < 0 ? 0.0f : rf);
  }
  std::printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
