// C++: a shared library's declared globals go with it when dlclose unloads it: two plugins built
// from this file (a declare copyin table of 1.0s, of 2.0s, a member of a namespace) loaded and
// closed in turn, most likely at the same address, each see their own table's device copy (2.13:
// copyin at the library's start), and a routine of the library reads it too.
// RUN: %acorncxx -fPIC -shared -DPLUGIN -DVAL=1.0 %s -o %t.A.so
// RUN: %acorncxx -fPIC -shared -DPLUGIN -DVAL=2.0 %s -o %t.B.so
// RUN: %acorncxx %s -o %t -ldl
// RUN: %run-targets %t
#ifdef PLUGIN
namespace plug {
double tab[64];
#pragma acc declare copyin(tab)
static const bool filled = [] {
  for (double &v : tab)
    v = VAL;
  return true;
}();
#pragma acc routine seq
double at(int i) { return tab[i]; }
} // namespace plug
extern "C" double plugin_sum() {
  double s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < 64; i++)
    s += plug::at(i);
  return s;
}
#else
#include <cstdio>
#include <dlfcn.h>
#include <string>

static double call(const std::string &path) {
  void *h = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    std::printf("FAIL: dlopen: %s\n", dlerror());
    return -1;
  }
  auto f = reinterpret_cast<double (*)()>(dlsym(h, "plugin_sum"));
  double r = f();
  dlclose(h);
  return r;
}

int main(int, char **argv) {
  std::string prog = argv[0];
  double a = call(prog + ".A.so"), b = call(prog + ".B.so");
  double a2 = call(prog + ".A.so"), b2 = call(prog + ".B.so");
  bool ok = a == 64 && b == 128 && a2 == 64 && b2 == 128;
  std::printf("%g %g %g %g %s\n", a, b, a2, b2, ok ? "PASS" : "FAIL");
  return !ok;
}
#endif
