// C++: a pointer a compute region uses without a clause (2.6.2) whose present data is a block of
// the array it points to, not starting at its first element: a pointer variable, a pointer member
// used in a member function (this->v) or of an object the region copies (r.v), and OpenMP host
// threads each mapping their own block.
// RUN: %acorncxx -fopenmp %s -o %t && %run-targets %t
#include <cstdio>
#include <omp.h>
#include <vector>

struct Rows {
  double *v;
  int n;
  // The rows [lo, hi) of v, present in a block that starts at v[lo].
  void scale(int lo, int hi, double by) {
#pragma acc parallel loop
    for (int i = lo; i < hi; i++)
      v[i] *= by;
  }
};

int main() {
  const int n = 1200, lo = 300, hi = 700;
  std::vector<double> store(n);
  double *a = store.data();
  int bad = 0;
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma acc data copy(a[lo:hi - lo])
  {
#pragma acc parallel loop
    for (int i = lo; i < hi; i++)
      a[i] = a[i] * 2;
  }
  for (int i = 0; i < n; i++)
    bad += a[i] != ((i >= lo && i < hi) ? 2.0 * i : double(i));

  Rows r{a, n};
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma acc data copy(a[lo:hi - lo])
  r.scale(lo, hi, 3);
  for (int i = 0; i < n; i++)
    bad += a[i] != ((i >= lo && i < hi) ? 3.0 * i : double(i));

  // A pointer member of an object the region copies (its implicit attach).
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma acc data copy(r.v[lo:hi - lo])
  {
#pragma acc parallel loop
    for (int i = lo; i < hi; i++)
      r.v[i] *= 5;
  }
  for (int i = 0; i < n; i++)
    bad += a[i] != ((i >= lo && i < hi) ? 5.0 * i : double(i));

  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma omp parallel num_threads(3)
  {
    int t = omp_get_thread_num(), count = omp_get_num_threads();
    int first = n * t / count, last = n * (t + 1) / count;
#pragma acc data copy(a[first:last - first])
    {
#pragma acc parallel loop
      for (int i = first; i < last; i++)
        a[i] += 1;
    }
  }
  for (int i = 0; i < n; i++)
    bad += a[i] != i + 1;
  std::puts(bad ? "FAIL" : "PASS");
  return bad != 0;
}
