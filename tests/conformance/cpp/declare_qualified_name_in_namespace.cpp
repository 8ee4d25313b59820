// 2.13 declare in a namespace block opened again, the variables named with their namespace
// (`phys::gamma_`, `::phys::table`, `outer::inner::scale` in a nested block, `inner::bias` from
// inside it) as NVHPC and GCC take them: a namespace is one scope, however its blocks are opened
// and its variables named. Regions and a routine read the device copies; update keeps them in step.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

namespace phys {
extern double gamma_;
extern int table[4];
} // namespace phys

namespace phys {
double gamma_ = 1.5;
int table[4] = {1, 2, 3, 4};
#pragma acc declare copyin(phys::gamma_)
#pragma acc declare copyin(::phys::table)

#pragma acc routine seq
inline double scaled(int i) { return gamma_ * table[i % 4]; }
} // namespace phys

namespace outer {
namespace inner {
float scale = 2.0f;
int bias = 7;
} // namespace inner
} // namespace outer

namespace outer::inner {
#pragma acc declare copyin(outer::inner::scale, inner::bias)
} // namespace outer::inner

int main() {
  const int n = 64;
  double p[n];
  int errors = 0;
#pragma acc parallel loop copyout(p)
  for (int i = 0; i < n; ++i)
    p[i] = phys::scaled(i) * outer::inner::scale + outer::inner::bias;
  for (int i = 0; i < n; ++i)
    if (p[i] != 1.5 * (i % 4 + 1) * 2.0 + 7) {
      std::fprintf(stderr, "FAIL: p[%d] = %g\n", i, p[i]);
      ++errors;
      break;
    }

  phys::gamma_ = 3.0;
  outer::inner::bias = -1;
#pragma acc update device(phys::gamma_, outer::inner::bias)
  double r = 0;
#pragma acc serial copy(r)
  r = phys::scaled(1) + outer::inner::bias;
  if (r != 3.0 * 2 - 1) {
    std::fprintf(stderr, "FAIL: r = %g (expected 5)\n", r);
    ++errors;
  }
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
