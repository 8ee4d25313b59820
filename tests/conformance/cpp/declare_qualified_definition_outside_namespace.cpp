// 2.13 declare of variables of a namespace defined outside it with a qualified name, the directive
// after the definition (a .cpp implementing a header's namespace without opening it): a namespace
// variable (`double ns::gv[4] = ...;`), one of a nested and an inline namespace, and a static data
// member (`double ns::Table::coeffs[4] = ...;`). The device copies belong to the namespaces (the
// program links with GPU code); regions and a routine read their values.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

namespace ns {
extern double gv[4];
struct Table { static double coeffs[4]; };
namespace inner { extern int scale; }
inline namespace v1 { extern int bias; }
} // namespace ns

double ns::gv[4] = {1.0, 2.0, 3.0, 4.0};
#pragma acc declare copyin(ns::gv)
double ns::Table::coeffs[4] = {10.0, 20.0, 30.0, 40.0};
#pragma acc declare copyin(ns::Table::coeffs)
int ns::inner::scale = 3;
#pragma acc declare copyin(ns::inner::scale)
int ns::bias = 5;
#pragma acc declare copyin(ns::bias)

#pragma acc routine seq
double term(int i) { return ns::gv[i] * ns::inner::scale + ns::Table::coeffs[i]; }

int main() {
  double s = 0, t = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < 4; i++)
    s += term(i);
#pragma acc parallel loop reduction(+ : t)
  for (int i = 0; i < 4; i++)
    t += ns::gv[i] + ns::bias;
  // s = 3 * 10 + 100, t = 10 + 4 * 5
  bool ok = s == 130.0 && t == 30.0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
