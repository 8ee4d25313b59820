// C++ twin of kernels_search_loop_break.c: a search loop with `break` in a kernels region leaves
// the index where it stopped for a later loop of the region and for the caller (a member function
// searching its own data).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

class Residuals {
public:
  double r[500], kept[500];
  // The residuals before the first one under tol are kept; returns how many.
  long keep_until(double tol) {
    long k = 0, n = 500;
#pragma acc kernels copyin(r) copy(kept)
    {
      for (k = 0; k < n; k++)
        if (r[k] < tol)
          break;
      for (long i = 0; i < k; i++)
        kept[i] = r[i];
    }
    return k;
  }
};

static Residuals res;

int main() {
  int errors = 0;
  for (int i = 0; i < 500; i++) {
    res.r[i] = 1.0 / (i + 1);
    res.kept[i] = 0.0;
  }
  long k = res.keep_until(0.25);
  if (k != 4)
    errors++;
  for (int i = 0; i < 500; i++)
    errors += res.kept[i] != (i < 4 ? res.r[i] : 0.0);
  std::printf("%s: k %ld, %d errors\n", errors ? "FAIL" : "PASS", k, errors);
  return errors != 0;
}
