// 2.13 declare: device code names a declared global through a macro by a reference of the
// global's plain name to its device copy (conformance declare_global_through_macro); a macro that
// names it with a qualifier (`ns::g`) cannot be served so: an error at the macro's use in the
// routine or region, never a GPU compile error in generated code. Outside a macro it is renamed.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ROUTINE --implicit-check-not=error:
// RUN: not %acorncxx -DREGION -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REGION --implicit-check-not=error:
namespace ns {
double g[4];
#pragma acc declare create(g)
} // namespace ns
#define G(i) ns::g[i]

#ifndef REGION
#pragma acc routine seq
double get(int i) { return G(i) + ns::g[i]; }
// ROUTINE: [[@LINE-1]]:28: error: a declared global named with a qualifier in a macro expansion in device code ('ns::g': device code names the device copy by the variable's plain name) is not supported by Acorn yet
#else
void set() {
#pragma acc parallel loop
  for (int i = 0; i < 4; i++)
    G(i) = ns::g[i] + 1;
// REGION: [[@LINE-1]]:5: error: a declared global named with a qualifier in a macro expansion
}
#endif
