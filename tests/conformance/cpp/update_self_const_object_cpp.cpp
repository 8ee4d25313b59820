// update self (host) of a const object in C++ (2.14.4): a constexpr table, a const struct and a
// const member of a const object are not updated (their storage may be read-only); see
// c/update_self_const_object.c.
// RUN: %acorncxx %s -o %t 2>/dev/null && %run-targets %t
#include <cstdio>

struct Table {
  double w[3];
  int n;
};
static constexpr int steps[4] = {1, 2, 3, 4};
static const Table table = {{0.25, 0.5, 0.75}, 3};

int main() {
  int errors = 0;
  double out[4] = {};
#pragma acc data copyin(steps, table) copyout(out)
  {
#pragma acc parallel loop
    for (int i = 0; i < 4; i++)
      out[i] = steps[i] * table.w[i % table.n];
#pragma acc update self(steps, table.w[0:2]) host(table)
  }
  const double expected[4] = {0.25, 1.0, 2.25, 1.0};
  for (int i = 0; i < 4; i++)
    if (out[i] != expected[i] && ++errors)
      std::fprintf(stderr, "FAIL: out[%d] = %g, expected %g\n", i, out[i], expected[i]);
  if ((steps[3] != 4 || table.w[1] != 0.5) && ++errors)
    std::fprintf(stderr, "FAIL: the constants changed\n");
  if (errors == 0)
    std::printf("PASS\n");
  return errors != 0;
}
