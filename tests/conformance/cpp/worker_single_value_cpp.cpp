// 2.2.3 in C++: a member function's gang loop computes a row mean in worker-single code after a
// worker reduction; the workers of the next loop see it.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>
#include <vector>

class Rows {
public:
  Rows(int rows, int cols) : rows_(rows), cols_(cols), a_(rows * cols), out_(rows * cols) {
    for (int k = 0; k < rows * cols; ++k)
      a_[k] = static_cast<double>((k * 13) % 29);
  }

  void center() {
    const double *a = a_.data();
    double *out = out_.data();
    int rows = rows_, cols = cols_, total = rows_ * cols_;
    double mean;
#pragma acc parallel loop gang private(mean) num_workers(4) copyin(a[0:total]) copyout(out[0:total])
    for (int r = 0; r < rows; ++r) {
      mean = 0.0;
#pragma acc loop worker reduction(+:mean)
      for (int c = 0; c < cols; ++c)
        mean += a[r * cols + c];
      mean /= cols;
#pragma acc loop worker
      for (int c = 0; c < cols; ++c)
        out[r * cols + c] = a[r * cols + c] - mean;
    }
  }

  int errors() const {
    int bad = 0;
    for (int r = 0; r < rows_; ++r) {
      double mean = 0.0;
      for (int c = 0; c < cols_; ++c)
        mean += a_[r * cols_ + c];
      mean /= cols_;
      for (int c = 0; c < cols_; ++c)
        if (std::fabs(out_[r * cols_ + c] - (a_[r * cols_ + c] - mean)) > 1e-9)
          ++bad;
    }
    return bad;
  }

private:
  int rows_, cols_;
  std::vector<double> a_, out_;
};

int main() {
  Rows m(48, 700);
  m.center();
  int bad = m.errors();
  if (bad) {
    std::printf("FAILED: %d wrong\n", bad);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
