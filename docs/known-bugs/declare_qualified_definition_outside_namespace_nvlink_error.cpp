// A variable of a namespace defined outside the namespace with a qualified name, then declared:
//   namespace ns { struct Table { static double coeffs[4]; }; }
//   double ns::Table::coeffs[4] = {...};            #pragma acc declare copyin(ns::Table::coeffs)
// or (-DNSVAR) namespace ns { extern double gv[4]; }
//   double ns::gv[4] = {...};                       #pragma acc declare copyin(ns::gv)
// compiles, but the GPU link fails: "nvlink error : Undefined reference to
// '_ZN2ns24__acorn_dg_5Table6coeffsE'" (resp. '_ZN2ns14__acorn_dg_2gvE'), and acorn++ adds a
// wrong explanation: "the file that defines it does not see that directive" (it does, on the
// next line). The lowered code defines the device copy at global scope
// (::__acorn_dg_...) next to the qualified definition while uses name ns::__acorn_dg_.... With the
// definition and the directive inside `namespace ns { ... }` it works (PASS). This is the layout of
// a .cpp implementing a header's namespace without reopening it.
// Expected: links, prints PASS. Targets: link error in every default build (GPU code is linked);
// -acc=multicore builds run and PASS. Commands:
//   acorn++ -O2 declare_qualified_definition_outside_namespace_nvlink_error.cpp -o t
//   acorn++ -O2 -DNSVAR declare_qualified_definition_outside_namespace_nvlink_error.cpp -o t
//   then ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./t
#include <cstdio>
#ifndef NSVAR
namespace ns {
struct Table { static double coeffs[4]; };
}
double ns::Table::coeffs[4] = {1.0, 2.0, 3.0, 4.0};
#pragma acc declare copyin(ns::Table::coeffs)
#else
namespace ns { extern double gv[4]; }
double ns::gv[4] = {1.0, 2.0, 3.0, 4.0};
#pragma acc declare copyin(ns::gv)
#endif
int main() {
  double s = 0;
#pragma acc parallel loop reduction(+:s)
#ifndef NSVAR
  for (int i = 0; i < 4; i++) s += ns::Table::coeffs[i];
#else
  for (int i = 0; i < 4; i++) s += ns::gv[i];
#endif
  std::printf("%s\n", s == 10.0 ? "PASS" : "FAIL");
  return s != 10.0;
}
