// 2.13 declare of a static data member of a class of a namespace, defined in a block of that
// namespace opened again (the class in a header, the definition and the directive in its .cpp):
// the directive is in the member's scope, named through its class (`Table::coeffs`), its
// namespace (`ns::Table::coeffs`) or a nested class (`Table::Inner::k`). Regions read the values.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

namespace ns {
struct Table {
  static double coeffs[4];
  static int n;
  struct Inner { static int k; };
};
} // namespace ns

namespace ns {
double Table::coeffs[4] = {1.0, 2.0, 3.0, 4.0};
#pragma acc declare copyin(Table::coeffs)
int Table::n = 4;
#pragma acc declare copyin(ns::Table::n)
int Table::Inner::k = 2;
#pragma acc declare copyin(Table::Inner::k)
} // namespace ns

int main() {
  double s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < ns::Table::n; i++)
    s += ns::Table::coeffs[i] * ns::Table::Inner::k;
  std::printf("%s\n", s == 20.0 ? "PASS" : "FAIL");
  return s != 20.0;
}
