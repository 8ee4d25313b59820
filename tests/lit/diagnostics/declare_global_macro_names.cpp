// 2.13 declare: device code names a declared global through a macro by a reference of the
// global's plain name to its device copy (conformance declare_global_through_macro); a macro that
// names it with a qualifier (`ns::g`), or macros naming two declared globals of one name in one
// function, cannot be served so: an error at the macro's use in the routine or region, never a GPU
// compile error in generated code. Outside a macro the global is renamed.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ROUTINE --implicit-check-not=error:
// RUN: not %acorncxx -DREGION -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REGION --implicit-check-not=error:
// RUN: not %acorncxx -DTWO -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=TWO --implicit-check-not=error:
namespace ns {
double g[4];
#pragma acc declare create(g)
} // namespace ns
#define G(i) ns::g[i]

#if defined(REGION)
void set() {
#pragma acc parallel loop
  for (int i = 0; i < 4; i++)
    G(i) = ns::g[i] + 1;
// REGION: [[@LINE-1]]:5: error: a declared global named with a qualifier in a macro expansion
}
#elif defined(TWO)
double g[4];
#pragma acc declare create(g)
#define PLAIN(i) g[i]
#pragma acc routine seq
double mix(int i) {
  double a = PLAIN(i);
  using ns::g;
  return a + PLAIN(i);
// TWO: [[@LINE-1]]:14: error: two declared globals of one name named in a macro expansion in device code ('ns::g': device code names the device copy by the variable's plain name) is not supported by Acorn yet
}
#else
#pragma acc routine seq
double get(int i) { return G(i) + ns::g[i]; }
// ROUTINE: [[@LINE-1]]:28: error: a declared global named with a qualifier in a macro expansion in device code ('ns::g': device code names the device copy by the variable's plain name) is not supported by Acorn yet
#endif
