// Variables of namespaces used in compute regions, named with their qualifier (`cfg::scale`),
// through a using-declaration, and from a nested namespace: the region reads the device copies
// (implicitly copied, in data clauses, and declared) and writes back what a data clause copies.
// RUN: %acorncxx %s -o %t
// RUN: %run-targets %t
#include <cstdio>

namespace cfg {
double scale = 2.0;
int table[4] = {1, 2, 3, 4};
constexpr double coef[4] = {1.0, 0.5, 0.25, 0.125};
namespace inner {
int counter = 0;
}
} // namespace cfg

namespace {
double offset = 0.5; // an anonymous namespace's variable, named alone
}

namespace dev {
float bias[8];
#pragma acc declare create(bias)
}

int main() {
  const int n = 64;
  double out[n];
  int errors = 0;

#pragma acc parallel loop copyout(out)
  for (int i = 0; i < n; ++i)
    out[i] = cfg::scale * cfg::table[i % 4] + cfg::coef[i % 4] + offset;
  for (int i = 0; i < n; ++i)
    if (out[i] != 2.0 * (i % 4 + 1) + 1.0 / (1 << (i % 4)) + 0.5)
      ++errors;

  using cfg::scale;
#pragma acc parallel loop copyout(out) copyin(cfg::table)
  for (int i = 0; i < n; ++i)
    out[i] = scale + cfg::scale * cfg::table[i % 4];
  for (int i = 0; i < n; ++i)
    if (out[i] != 2.0 + 2.0 * (i % 4 + 1))
      ++errors;

  // A scalar in a data clause is copied back.
#pragma acc serial copy(cfg::inner::counter)
  { cfg::inner::counter += 5; }
  if (cfg::inner::counter != 5)
    ++errors;

  for (int i = 0; i < 8; ++i)
    dev::bias[i] = 0.25f * i;
#pragma acc update device(dev::bias)
#pragma acc parallel loop copyout(out[0:8])
  for (int i = 0; i < 8; ++i)
    out[i] = dev::bias[i] * 4;
  for (int i = 0; i < 8; ++i)
    if (out[i] != i)
      ++errors;

  std::printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
