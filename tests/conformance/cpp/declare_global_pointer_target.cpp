// A namespace-scope pointer and a static member pointer under `declare create` hold arrays of
// run-time size that routines use (2.13, 2.6.8): `enter data` of the target attaches the pointer's
// device copy to the target's device copy, so a `routine seq` reading it reaches device data; a
// `data` construct does the same for its block, and `exit data` detaches it again.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

namespace table {
double *values;
int size;
#pragma acc declare create(values, size)

#pragma acc routine seq
inline double lookup(int i) { return values[i % size]; }
} // namespace table

struct Histogram {
  static int *bins;
#pragma acc routine seq
  static void add(int b);
};
int *Histogram::bins;
#pragma acc declare create(Histogram::bins)

void Histogram::add(int b) {
#pragma acc atomic update
  bins[b] += 1;
}

int main() {
  const int n = 2000, nbins = 8;
  std::vector<double> v(16), out(n);
  for (int i = 0; i < 16; ++i)
    v[i] = i * i;
  table::values = v.data();
  table::size = 16;
#pragma acc update device(table::size)
#pragma acc enter data copyin(table::values[0:table::size])
  double *o = out.data();
#pragma acc parallel loop copyout(o[0:n])
  for (int i = 0; i < n; ++i)
    o[i] = table::lookup(i) + 1;
#pragma acc exit data delete(table::values[0:table::size])
  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (out[i] != (i % 16) * (i % 16) + 1) {
      std::printf("FAIL: out[%d] = %g\n", i, out[i]);
      ++errors;
      break;
    }

  std::vector<int> counts(nbins, 0);
  Histogram::bins = counts.data();
#pragma acc data copy(Histogram::bins[0:nbins])
  {
#pragma acc parallel loop
    for (int i = 0; i < n; ++i)
      Histogram::add(i % nbins);
  }
  for (int b = 0; b < nbins; ++b)
    if (counts[b] != n / nbins) {
      std::printf("FAIL: bin %d holds %d, want %d\n", b, counts[b], n / nbins);
      ++errors;
      break;
    }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
