// A shared library's declared globals go with it when dlclose unloads it: two plugins built from
// this file (a declare copyin table of 1.0s, of 2.0s) loaded and closed in turn, most likely at the
// same address, each see their own table's device copy (2.13: copyin at the library's start), and
// memory mapped later where a closed library's declare create array was maps anew (not "partially
// present" against the library's stale entry).
// RUN: %acorncc -fPIC -shared -DPLUGIN -DVAL=1.0 %s -o %t.A.so
// RUN: %acorncc -fPIC -shared -DPLUGIN -DVAL=2.0 %s -o %t.B.so
// RUN: %acorncc %s -o %t -ldl
// RUN: %run-targets %t
#ifdef PLUGIN
static double tab[64] = {[0 ... 63] = VAL};
#pragma acc declare copyin(tab)
static double big[1 << 18];
#pragma acc declare create(big)
double plugin_sum(void) {
  double s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < 64; i++)
    s += tab[i];
#pragma acc parallel loop
  for (int i = 0; i < (1 << 18); i++)
    big[i] = s;
  return s;
}
#else
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <sys/mman.h>

static char *last_base;

static double call(const char *prog, const char *which) {
  char path[4096];
  snprintf(path, sizeof path, "%s.%s.so", prog, which);
  void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    printf("FAIL: dlopen: %s\n", dlerror());
    return -1;
  }
  double (*f)(void) = (double (*)(void))dlsym(h, "plugin_sum");
  Dl_info info;
  dladdr((void *)f, &info);
  last_base = (char *)info.dli_fbase;
  double r = f();
  dlclose(h);
  return r;
}

int main(int argc, char **argv) {
  (void)argc;
  double a = call(argv[0], "A"), b = call(argv[0], "B");
  double a2 = call(argv[0], "A"), b2 = call(argv[0], "B");
  int ok = a == 64 && b == 128 && a2 == 64 && b2 == 128;
  printf("%g %g %g %g\n", a, b, a2, b2);
  // Fresh memory where the last library was (its big array is in there when the kernel gives the
  // hint): data clauses map it as any other memory.
  size_t n = 1 << 20;
  double *buf = mmap(last_base, n * sizeof(double), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (buf == MAP_FAILED) {
    printf("FAIL: mmap\n");
    return 1;
  }
  for (size_t i = 0; i < n; i++)
    buf[i] = 2;
  double s = 0;
#pragma acc parallel loop copyin(buf[0:n]) reduction(+ : s)
  for (size_t i = 0; i < n; i++)
    s += buf[i];
  ok = ok && s == 2.0 * n;
  printf("%g %s\n", s, ok ? "PASS" : "FAIL");
  return !ok;
}
#endif
