// update takes non-contiguous subarrays (2.14.4) of any rank, in C++: a class template holding an
// NPB-style field u[nz][NY][NX][5] through a pointer updates a block of planes' rows, part of each
// point's values and a face, both ways. Only what an update names reaches the host from a device
// with memory of its own.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <openacc.h>

static double value(int k, int j, int i, int m) { return k * 1000 + j * 100 + i * 10 + m; }

template <int NY, int NX> class Field {
public:
  explicit Field(int nz) : nz_(nz), u_(new double[nz][NY][NX][5]) {
    for (int k = 0; k < nz_; ++k)
      for (int j = 0; j < NY; ++j)
        for (int i = 0; i < NX; ++i)
          for (int m = 0; m < 5; ++m)
            u_[k][j][i][m] = -1;
#pragma acc enter data create(u_[0:nz_])
  }
  ~Field() {
#pragma acc exit data delete(u_[0:nz_])
    delete[] u_;
  }
  void fill() {
#pragma acc parallel loop collapse(3) present(u_[0:nz_])
    for (int k = 0; k < nz_; ++k)
      for (int j = 0; j < NY; ++j)
        for (int i = 0; i < NX; ++i)
          for (int m = 0; m < 5; ++m)
            u_[k][j][i][m] = value(k, j, i, m);
  }
  void fetch() {
#pragma acc update self(u_[1:2][2:3][0:NX][0:5], u_[0:nz_][0:NY][1:2][2:3], u_[0:nz_][NY - 1:1][0:NX][4:1])
  }
  double deviceSum(int m) {
    double s = 0;
#pragma acc parallel loop collapse(3) present(u_[0:nz_]) reduction(+:s)
    for (int k = 0; k < nz_; ++k)
      for (int j = 0; j < NY; ++j)
        for (int i = 0; i < NX; ++i)
          s += u_[k][j][i][m];
    return s;
  }
  void send(int j, int n, int m) {
#pragma acc update device(u_[0:nz_][j:n][0:NX][m:1])
  }
  double (&at(int k, int j, int i))[5] { return u_[k][j][i]; }

private:
  int nz_;
  double (*u_)[NY][NX][5];
};

int main() {
  constexpr int NZ = 5, NY = 6, NX = 7;
  int errors = 0;
  Field<NY, NX> f(NZ);
  int discrete = acc_deviceptr(&f.at(0, 0, 0)[0]) != (void *)&f.at(0, 0, 0)[0];
  f.fill();
  f.fetch();
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++)
        for (int m = 0; m < 5; m++) {
          bool in = (k >= 1 && k < 3 && j >= 2 && j < 5) || (i >= 1 && i < 3 && m >= 2) || (j == NY - 1 && m == 4);
          double want = in || !discrete ? value(k, j, i, m) : -1;
          if (f.at(k, j, i)[m] != want && errors++ < 5)
            std::printf("FAIL at [%d][%d][%d][%d]: %g, want %g\n", k, j, i, m, f.at(k, j, i)[m], want);
        }
  for (int k = 0; k < NZ; k++)
    for (int j = 1; j < 3; j++)
      for (int i = 0; i < NX; i++)
        f.at(k, j, i)[3] = -value(k, j, i, 3);
  f.send(1, 2, 3);
  double want = 0;
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++)
        want += j >= 1 && j < 3 ? -value(k, j, i, 3) : value(k, j, i, 3);
  if (double s = f.deviceSum(3); s != want) {
    std::printf("FAIL: device sum %g, want %g\n", s, want);
    errors++;
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
