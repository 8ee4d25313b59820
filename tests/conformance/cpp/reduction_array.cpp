// 2.5.15 reductions on arrays and array sections in C++: a class method bins particles by cell
// with reduction(+:) on a section of a std::vector's data, a member array of the object is reduced
// with min, and a template reduces a whole array of its parameter type.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <class T, int N> void sum_columns(const T *m, int rows, T (&out)[N]) {
#pragma acc parallel loop copyin(m[0:rows*N]) reduction(+:out)
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < N; c++)
      out[c] += m[r * N + c];
}

struct Binning {
  int cells = 8;
  float low[8];

  void count(const std::vector<float> &x, std::vector<int> &occupancy) {
    const float *px = x.data();
    int *occ = occupancy.data();
    int n = static_cast<int>(x.size());
    for (int c = 0; c < 8; c++)
      low[c] = 1e30f;
#pragma acc parallel loop copyin(px[0:n]) copy(occ[0:8]) reduction(+:occ[0:8]) reduction(min:low)
    for (int i = 0; i < n; i++) {
      int c = static_cast<int>(px[i]) % 8;
      occ[c] += 1;
      low[c] = px[i] < low[c] ? px[i] : low[c];
    }
  }
};

int main() {
  const int n = 50000, rows = 1000;
  std::vector<float> x(n);
  for (int i = 0; i < n; i++)
    x[i] = static_cast<float>((i * 13) % 800) + 0.25f;
  std::vector<int> occupancy(8, 0);
  Binning b;
  b.count(x, occupancy);

  std::vector<double> m(rows * 4);
  for (int i = 0; i < rows * 4; i++)
    m[i] = (i % 4) + 1.0;
  double columns[4] = {0, 0, 0, 0};
  sum_columns(m.data(), rows, columns);

  int errors = 0;
  int expect[8] = {0};
  float expect_low[8];
  for (int c = 0; c < 8; c++)
    expect_low[c] = 1e30f;
  for (int i = 0; i < n; i++) {
    int c = static_cast<int>(x[i]) % 8;
    expect[c]++;
    expect_low[c] = x[i] < expect_low[c] ? x[i] : expect_low[c];
  }
  for (int c = 0; c < 8; c++)
    errors += occupancy[c] != expect[c] || b.low[c] != expect_low[c];
  for (int c = 0; c < 4; c++)
    errors += columns[c] != rows * (c + 1.0);
  if (errors) {
    std::printf("FAIL: %d errors\n", errors);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
