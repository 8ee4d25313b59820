// A loop bound in a member function written as a macro naming a member (`#define NCELLS
// (this->n)`, `#define NROWS (rows)`): the region's copy of the bound reaches the member through
// the object's device copy, as the bound written out does.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define NCELLS (this->n)
#define NROWS (rows)

struct Box {
  int n, rows;
  double *v;
  void scale(double a) {
#pragma acc parallel loop copy(v[0:n])
    for (int i = 0; i < NCELLS; i++)
      v[i] *= a;
  }
  void shift_rows(double d) {
#pragma acc parallel loop copy(v[0:n])
    for (int r = 0; r < NROWS; r++)
      v[r] += d;
  }
};

int main() {
  double v[64];
  for (int i = 0; i < 64; i++)
    v[i] = i;
  Box b{64, 8, v};
  b.scale(2.0);
  b.shift_rows(1.0);
  int errors = 0;
  for (int i = 0; i < 64; i++)
    errors += v[i] != 2.0 * i + (i < 8);
  std::printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
