#include <stdio.h>
#include <stdlib.h>
#include <dlfcn.h>
int main(void) {
  int n = 1000;
  double *a = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) a[i] = i;
  void *h = dlopen("./libplugin.so", RTLD_NOW);
  if (!h) { printf("dlopen: %s\n", dlerror()); return 2; }
  void (*scale)(double *, int, double) = (void (*)(double *, int, double))dlsym(h, "plugin_scale");
#pragma acc data copy(a[0:n])
  {
    scale(a, n, 3.0);
#pragma acc parallel loop present(a[0:n])
    for (int i = 0; i < n; i++) a[i] += 1.0;
  }
  int bad = 0;
  for (int i = 0; i < n; i++) bad += a[i] != 3.0 * i + 1.0;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
