// One program, one OpenACC runtime: a shared library built with -shared links libacorn.so (it needs
// it, and carries no copy of the runtime), so two plugins loaded with dlopen(RTLD_LOCAL) by a program
// Acorn did not build (as Python's ctypes, R or MATLAB load them) see the same present table: one
// maps the data with enter data, the other finds it present. A program built by Acorn that links
// such a library links libacorn.so too; one that dlopens it carries the static runtime whole
// (acc_is_present too, which it does not call) and exports it, and the plugin binds to it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -fPIC -shared -DPLUGIN_MAP %s -o %t/libmap.so
// RUN: %acorncc -fPIC -shared -DPLUGIN_USE %s -o %t/libuse.so
// RUN: %llvm-readelf --dynamic %t/libmap.so | FileCheck --check-prefix=NEEDED %s
// RUN: %llvm-readelf --dyn-syms %t/libuse.so | FileCheck --check-prefix=NO-COPY %s
// NEEDED: (NEEDED) Shared library: [libacorn.so.0]
// NO-COPY: UND acc_is_present
// NO-COPY-NOT: {{[0-9]+ FUNC +GLOBAL +DEFAULT +[0-9]+ acorn_enter_data}}
//
// A program that is no OpenACC program loads both.
// RUN: %host_cc -DLOADER %s -o %t/loader -ldl
// RUN: env ACC_DEVICE_TYPE=host %t/loader %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=multicore %t/loader %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async %t/loader %t | FileCheck %s
//
// An Acorn program that maps the data itself and loads the second plugin (static runtime).
// RUN: %acorncc -DPROGRAM %s -o %t/prog -ldl
// RUN: %llvm-readelf --dynamic %t/prog | FileCheck --check-prefix=STATIC %s
// STATIC-NOT: libacorn.so
// RUN: %llvm-readelf --dyn-syms %t/prog | FileCheck --check-prefix=EXPORTS %s
// EXPORTS: {{[0-9]+ FUNC +GLOBAL +DEFAULT +[0-9]+ acc_is_present$}}
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async %t/prog %t | FileCheck --check-prefix=PROG %s
// RUN: env ACC_DEVICE_TYPE=multicore %t/prog %t | FileCheck --check-prefix=PROG %s
//
// An Acorn program that links both plugins: libacorn.so for it too.
// RUN: %acorncc -DLINKED %s -L%t -lmap -luse -Wl,-rpath,%t -o %t/linked
// RUN: %llvm-readelf --dynamic %t/linked | FileCheck --check-prefix=NEEDED %s
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async %t/linked | FileCheck --check-prefix=LINKED %s
// RUN: env ACC_DEVICE_TYPE=host %t/linked | FileCheck --check-prefix=LINKED %s
// CHECK: PASS loader
// PROG: PASS program
// LINKED: PASS linked
#include <stdio.h>

#if defined(PLUGIN_MAP)
void plugin_map(double *x, int n) {
#pragma acc enter data copyin(x[0:n])
}
void plugin_unmap(double *x, int n) {
#pragma acc exit data copyout(x[0:n])
}
#elif defined(PLUGIN_USE)
#include <openacc.h>
int plugin_twice(double *x, int n) {
  if (!acc_is_present(x, n * sizeof(double)))
    return -1;
#pragma acc parallel loop present(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] *= 2.0;
  return 0;
}
#else
#define N 100
static int check(const double *x, int r, const char *who) {
  int ok = r == 0;
  for (int i = 0; i < N; i++)
    ok &= x[i] == 2.0 * i;
  printf("%s %s (r=%d, x[5]=%g)\n", ok ? "PASS" : "FAIL", who, r, x[5]);
  return !ok;
}
#if defined(LINKED)
void plugin_map(double *x, int n);
void plugin_unmap(double *x, int n);
int plugin_twice(double *x, int n);
int main(void) {
  double x[N];
  for (int i = 0; i < N; i++)
    x[i] = i;
  plugin_map(x, N);
  int r = plugin_twice(x, N);
  plugin_unmap(x, N);
  return check(x, r, "linked");
}
#else
#include <dlfcn.h>
static void *load(const char *dir, const char *name) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!h)
    printf("FAIL dlopen: %s\n", dlerror());
  return h;
}
int main(int argc, char **argv) {
  double x[N];
  for (int i = 0; i < N; i++)
    x[i] = i;
  void *use = load(argv[1], "libuse.so");
  if (!use)
    return 1;
  int (*twice)(double *, int) = (int (*)(double *, int))dlsym(use, "plugin_twice");
#if defined(LOADER)
  void *map = load(argv[1], "libmap.so");
  if (!map)
    return 1;
  void (*up)(double *, int) = (void (*)(double *, int))dlsym(map, "plugin_map");
  void (*down)(double *, int) = (void (*)(double *, int))dlsym(map, "plugin_unmap");
  up(x, N);
  int r = twice(x, N);
  down(x, N);
  return check(x, r, "loader");
#else
#pragma acc enter data copyin(x)
  int r = twice(x, N);
#pragma acc exit data copyout(x)
  return check(x, r, "program");
#endif
}
#endif
#endif
