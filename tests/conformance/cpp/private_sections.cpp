// 2.5.14 and 2.9.10 in C++: a member function's loop keeps a private scratch section of a pointer
// per gang (shared by the vector lanes) and a firstprivate section of a template's pointer; a
// private std::array-like struct of a gang is shared by its lanes.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

struct Block {
  double v[16];
};

class Smoother {
public:
  explicit Smoother(int n) : n_(n), scratch_(new double[n]) {}
  ~Smoother() { delete[] scratch_; }

  // Each row is copied to the gang's scratch, then smoothed from it in place.
  void smooth(double *rows, int count) {
    double *s = scratch_;
    int n = n_;
#pragma acc parallel loop gang private(s[0:n]) copy(rows[0:count * n])
    for (int r = 0; r < count; r++) {
#pragma acc loop vector
      for (int j = 0; j < n; j++)
        s[j] = rows[r * n + j];
#pragma acc loop vector
      for (int j = 1; j < n - 1; j++)
        rows[r * n + j] = (s[j - 1] + s[j] + s[j + 1]) / 3;
    }
  }

private:
  int n_;
  double *scratch_;
};

template <class T> int offsets(T *base, int n, int gangs) {
  std::vector<T> got(gangs * n);
  T *out = got.data();
  // Every gang starts from base's values.
#pragma acc parallel loop gang firstprivate(base[0:n]) copyout(out[0:gangs * n])
  for (int g = 0; g < gangs; g++) {
#pragma acc loop vector
    for (int j = 0; j < n; j++)
      base[j] = base[j] * 2 + g;
#pragma acc loop vector
    for (int j = 0; j < n; j++) {
      out[g * n + j] = base[j];
      base[j] = (base[j] - g) / 2;
    }
  }
  int errors = 0;
  for (int g = 0; g < gangs; g++)
    for (int j = 0; j < n; j++)
      if (out[g * n + j] != T(j * 2 + g) && errors++ < 5)
        std::fprintf(stderr, "FAIL: firstprivate gang %d element %d\n", g, j);
  return errors;
}

int main() {
  const int n = 40, count = 50;
  std::vector<double> rows(count * n);
  for (int r = 0; r < count; r++)
    for (int j = 0; j < n; j++)
      rows[r * n + j] = (j % 2) * 3.0 + r;
  Smoother sm(n);
  sm.smooth(rows.data(), count);
  int errors = 0;
  for (int r = 0; r < count; r++)
    for (int j = 1; j < n - 1; j++) {
      double want = ((j - 1) % 2 * 3.0 + (j % 2) * 3.0 + (j + 1) % 2 * 3.0 + 3 * r) / 3;
      if (rows[r * n + j] != want && errors++ < 5)
        std::fprintf(stderr, "FAIL: smooth row %d element %d is %g, expected %g\n", r, j, rows[r * n + j], want);
    }

  std::vector<int> base(32);
  for (int j = 0; j < 32; j++)
    base[j] = j;
  errors += offsets(base.data(), 32, 12);

  Block b;
  double totals[64];
#pragma acc parallel loop gang private(b) copyout(totals[0:64])
  for (int g = 0; g < 64; g++) {
#pragma acc loop vector
    for (int k = 0; k < 16; k++)
      b.v[k] = g + k;
    double t = 0;
#pragma acc loop vector reduction(+:t)
    for (int k = 0; k < 16; k++)
      t += b.v[15 - k] * k;
    totals[g] = t;
  }
  for (int g = 0; g < 64; g++) {
    double want = 0;
    for (int k = 0; k < 16; k++)
      want += (g + 15 - k) * k;
    if (totals[g] != want && errors++ < 5)
      std::fprintf(stderr, "FAIL: private struct of gang %d: %g, expected %g\n", g, totals[g], want);
  }
  if (errors)
    return 1;
  std::printf("private sections (C++): OK\n");
  return 0;
}
