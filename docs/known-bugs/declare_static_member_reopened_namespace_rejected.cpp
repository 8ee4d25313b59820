// A static data member of a class in a namespace, defined in a block of that namespace opened
// again (the usual layout: the class in a header, `namespace ns { double Table::coeffs[4] = ...;
// #pragma acc declare copyin(Table::coeffs) }` in its .cpp) is rejected: "variable appearing in
// 'copyin' clause of OpenACC 'declare' directive must be in the same scope as the directive".
// The same code with the class and the definition in one namespace block compiles and runs
// (PASS), as do namespace variables in a block opened again (test
// declare_qualified_name_in_namespace). The user guide says declare after the out-of-class
// definition of a static data member gives it a device copy. Expected: compiles, prints PASS.
// Targets: compile error (all). Commands:
//   acorn++ -O2 declare_static_member_reopened_namespace_rejected.cpp -o t &&
//   ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./t
#include <cstdio>
namespace ns {
struct Table { static double coeffs[4]; };
}
namespace ns {
double Table::coeffs[4] = {1.0, 2.0, 3.0, 4.0};
#pragma acc declare copyin(Table::coeffs)
}
int main() {
  double s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 4; i++) s += ns::Table::coeffs[i];
  std::printf("%s\n", s == 10.0 ? "PASS" : "FAIL");
  return s != 10.0;
}
