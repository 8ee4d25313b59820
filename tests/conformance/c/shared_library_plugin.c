// A shared library built with acorncc -shared and loaded with dlopen (a plugin, as solver frameworks
// and Python extension modules load them): its compute constructs find the data this program
// mapped (one runtime per process: the program's) and run their kernels, and the data construct's
// exit copies the results back. The plugin sits beside the program as <program>.plugin.so.
// RUN: %acorncc -fPIC -shared %S/Inputs/shared_library_plugin/solver.c -o %t.plugin.so
// RUN: %acorncc %s -o %t -ldl
// RUN: %run-targets %t
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void (*smooth_fn)(double *, const double *, int);
typedef double (*norm_fn)(const double *, int);

int main(int argc, char **argv) {
  (void)argc;
  char path[4096];
  snprintf(path, sizeof path, "%s.plugin.so", argv[0]);
  void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    printf("FAIL: dlopen: %s\n", dlerror());
    return 1;
  }
  smooth_fn smooth = (smooth_fn)dlsym(lib, "solver_smooth");
  norm_fn norm = (norm_fn)dlsym(lib, "solver_norm");
  if (!smooth || !norm) {
    printf("FAIL: dlsym: %s\n", dlerror());
    return 1;
  }
  enum { N = 4096 };
  double *u = malloc(N * sizeof *u), *v = malloc(N * sizeof *v), want[N], got_norm = 0;
  for (int i = 0; i < N; i++)
    u[i] = v[i] = (i % 7) - 3.0;
#pragma acc data copy(u[0:N]) copyin(v[0:N])
  {
    smooth(u, v, N);
    got_norm = norm(u, N);
  }
  double want_norm = 0;
  for (int i = 0; i < N; i++) {
    double x = (i % 7) - 3.0;
    want[i] = i == 0 || i == N - 1 ? x : 0.25 * ((i - 1) % 7 - 3.0) + 0.5 * x + 0.25 * ((i + 1) % 7 - 3.0);
    want_norm += want[i] * want[i];
  }
  int errors = 0;
  for (int i = 0; i < N; i++)
    if (u[i] != want[i] && errors++ < 3)
      printf("FAIL: u[%d] = %g, want %g\n", i, u[i], want[i]);
  if (got_norm != want_norm) {
    printf("FAIL: norm %g, want %g\n", got_norm, want_norm);
    errors++;
  }
  dlclose(lib);
  free(u);
  free(v);
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
