// 2.9: iterators of std containers as the variables of partitioned loops where the containers'
// elements are in memory the region reaches (-acc=multicore: host and multicore; a GPU build says
// the std::vector is host memory, lit diagnostics/iterator_loop_variable): vector<double>::iterator
// with != and ++, auto with < and +=, a const_iterator with it = it + 2, a reduction, collapse(2).
// UNSUPPORTED: nvidia
// RUN: %acorncxx -acc=multicore %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

int main() {
  const int n = 1000, rows = 20, cols = 30;
  std::vector<double> v(n), w(n), x(rows), y(cols), m(rows * cols);
  for (int i = 0; i < n; ++i)
    v[i] = i;
  for (int i = 0; i < rows; ++i)
    x[i] = i;
  for (int j = 0; j < cols; ++j)
    y[j] = 3 * j;
  double s = 0;
#pragma acc parallel loop reduction(+:s)
  for (std::vector<double>::iterator it = v.begin(); it != v.end(); ++it) {
    *it *= 2;
    s += *it;
  }
#pragma acc parallel loop
  for (auto it = v.begin(); it < v.end(); it += 2)
    w[it - v.begin()] = *it + 1;
#pragma acc kernels loop independent
  for (std::vector<double>::const_iterator it = v.cbegin() + 1; it != v.cend(); it = it + 2)
    w[it - v.cbegin()] = *it + 1;
#pragma acc parallel loop collapse(2)
  for (auto r = x.begin(); r != x.end(); ++r)
    for (auto c = y.begin(); c != y.end(); ++c)
      m[(r - x.begin()) * cols + (c - y.begin())] = *r + *c;
  int bad = s != 999.0 * n;
  for (int i = 0; i < n; ++i)
    bad += v[i] != 2.0 * i || w[i] != 2.0 * i + 1;
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      bad += m[i * cols + j] != i + 3.0 * j;
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
