// Two shared libraries built from one source with the same flags (two copies of a plugin), loaded
// with RTLD_GLOBAL: the functions and variables Acorn generates (regions, declare's symbol
// functions, the addresses of file-static globals) stay each library's own, so each plugin's
// regions run its own code on its own static declared table and routine.
// RUN: %acorncc -fPIC -shared -DPLUGIN %s -o %t.1.so
// RUN: %acorncc -fPIC -shared -DPLUGIN %s -o %t.2.so
// RUN: %acorncc %s -o %t -ldl
// RUN: %run-targets %t
#ifdef PLUGIN
static double tab[64];
#pragma acc declare create(tab)
#pragma acc routine seq
static double get(int i) { return tab[i]; }
void plugin_set(double v) {
#pragma acc parallel loop
  for (int i = 0; i < 64; i++)
    tab[i] = v;
}
double plugin_sum(void) {
  double s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < 64; i++)
    s += get(i);
  return s;
}
#else
#include <dlfcn.h>
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argc;
  char p1[4096], p2[4096];
  snprintf(p1, sizeof p1, "%s.1.so", argv[0]);
  snprintf(p2, sizeof p2, "%s.2.so", argv[0]);
  void *h1 = dlopen(p1, RTLD_NOW | RTLD_GLOBAL), *h2 = dlopen(p2, RTLD_NOW | RTLD_GLOBAL);
  if (!h1 || !h2) {
    printf("FAIL: dlopen: %s\n", dlerror());
    return 1;
  }
  void (*set1)(double) = (void (*)(double))dlsym(h1, "plugin_set");
  void (*set2)(double) = (void (*)(double))dlsym(h2, "plugin_set");
  double (*sum1)(void) = (double (*)(void))dlsym(h1, "plugin_sum");
  double (*sum2)(void) = (double (*)(void))dlsym(h2, "plugin_sum");
  set1(1.0);
  set2(2.0);
  double a = sum1(), b = sum2();
  int ok = a == 64.0 && b == 128.0;
  printf("%g %g %s\n", a, b, ok ? "PASS" : "FAIL");
  return !ok;
}
#endif
