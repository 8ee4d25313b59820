// C++: two shared libraries built from one source with the same flags (two copies of a plugin),
// loaded with RTLD_GLOBAL: the functions Acorn generates (regions, declare's symbol functions)
// stay each library's own, so each plugin's regions run its own code on its own declared table.
// RUN: %acorncxx -fPIC -shared -DPLUGIN %s -o %t.1.so
// RUN: %acorncxx -fPIC -shared -DPLUGIN %s -o %t.2.so
// RUN: %acorncxx %s -o %t -ldl
// RUN: %run-targets %t
#ifdef PLUGIN
namespace {
double tab[64];
#pragma acc declare create(tab)
#pragma acc routine seq
double get(int i) { return tab[i]; }
} // namespace
extern "C" void plugin_set(double v) {
#pragma acc parallel loop
  for (int i = 0; i < 64; i++)
    tab[i] = v;
}
extern "C" double plugin_sum() {
  double s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < 64; i++)
    s += get(i);
  return s;
}
#else
#include <cstdio>
#include <dlfcn.h>
#include <string>

int main(int, char **argv) {
  std::string prog = argv[0];
  void *h1 = dlopen((prog + ".1.so").c_str(), RTLD_NOW | RTLD_GLOBAL);
  void *h2 = dlopen((prog + ".2.so").c_str(), RTLD_NOW | RTLD_GLOBAL);
  if (!h1 || !h2) {
    std::printf("FAIL: dlopen: %s\n", dlerror());
    return 1;
  }
  auto set1 = reinterpret_cast<void (*)(double)>(dlsym(h1, "plugin_set"));
  auto set2 = reinterpret_cast<void (*)(double)>(dlsym(h2, "plugin_set"));
  auto sum1 = reinterpret_cast<double (*)()>(dlsym(h1, "plugin_sum"));
  auto sum2 = reinterpret_cast<double (*)()>(dlsym(h2, "plugin_sum"));
  set1(1.0);
  set2(2.0);
  double a = sum1(), b = sum2();
  bool ok = a == 64.0 && b == 128.0;
  std::printf("%g %g %s\n", a, b, ok ? "PASS" : "FAIL");
  return !ok;
}
#endif
