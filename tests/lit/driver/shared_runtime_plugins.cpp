// C++ plugins share the program's one OpenACC runtime (shared_runtime_plugins.c): built with
// -shared, each needs libacorn.so; loaded with dlopen(RTLD_LOCAL) by a program Acorn did not build,
// the data one maps (a class's enter data) is present for the other's region.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -fPIC -shared -DPLUGIN_MAP %s -o %t/libmap.so
// RUN: %acorncxx -fPIC -shared -DPLUGIN_USE %s -o %t/libuse.so
// RUN: %llvm-readelf --dynamic %t/libuse.so | FileCheck --check-prefix=NEEDED %s
// NEEDED: (NEEDED) Shared library: [libacorn.so.0]
// RUN: %host_cxx -DLOADER %s -o %t/loader -ldl
// RUN: env ACC_DEVICE_TYPE=host %t/loader %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=multicore %t/loader %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async %t/loader %t | FileCheck %s
// CHECK: PASS 1.5
#include <cstdio>

#if defined(PLUGIN_MAP)
namespace {
struct Field {
  double *v;
  int n;
  void upload() {
#pragma acc enter data copyin(v[0:n])
  }
  void download() {
#pragma acc exit data copyout(v[0:n])
  }
};
} // namespace
extern "C" void plugin_map(double *x, int n) { Field{x, n}.upload(); }
extern "C" void plugin_unmap(double *x, int n) { Field{x, n}.download(); }
#elif defined(PLUGIN_USE)
#include <openacc.h>
template <class T> static int scale(T *x, int n, T by) {
  if (!acc_is_present(x, n * sizeof(T)))
    return -1;
#pragma acc parallel loop present(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] *= by;
  return 0;
}
extern "C" int plugin_twice(double *x, int n) { return scale(x, n, 2.0); }
#else
#include <dlfcn.h>
#include <string>
#include <vector>
int main(int, char **argv) {
  auto load = [&](const char *name) {
    void *h = dlopen((std::string(argv[1]) + "/" + name).c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!h)
      std::printf("FAIL dlopen: %s\n", dlerror());
    return h;
  };
  void *map = load("libmap.so"), *use = load("libuse.so");
  if (!map || !use)
    return 1;
  auto up = (void (*)(double *, int))dlsym(map, "plugin_map");
  auto down = (void (*)(double *, int))dlsym(map, "plugin_unmap");
  auto twice = (int (*)(double *, int))dlsym(use, "plugin_twice");
  std::vector<double> x(100, 0.75);
  up(x.data(), 100);
  int r = twice(x.data(), 100);
  down(x.data(), 100);
  bool ok = r == 0;
  for (double v : x)
    ok &= v == 1.5;
  std::printf("%s %g (r=%d)\n", ok ? "PASS" : "FAIL", x[5], r);
  return !ok;
}
#endif
