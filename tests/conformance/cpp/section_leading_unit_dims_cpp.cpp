// A section whose first dimensions have length 1 is one contiguous block (2.7.1), so data clauses
// take it, in C++ too: rows of one plane of a class's array (w_[k:1][j:n][0:NX]) in copyin and copy,
// and one row of an NPB-style u[NZ][NY][NX][5] in enter data, update device and exit data copyout.
// On a device with memory of its own only the block moves.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <openacc.h>

constexpr int NZ = 5, NY = 6, NX = 7;

static double value(int k, int j, int i, int m) { return k * 1000 + j * 100 + i * 10 + m; }

template <int Z, int Y, int X> struct Planes {
  double w_[Z][Y][X];
  // The sum of rows [j, j+n) of plane k, mapped alone.
  double rowSum(int k, int j, int n) {
    double s = 0;
#pragma acc parallel loop collapse(2) reduction(+:s) copyin(w_[k:1][j:n][0:X])
    for (int r = j; r < j + n; r++)
      for (int i = 0; i < X; i++)
        s += w_[k][r][i];
    return s;
  }
  void negateRow(int k, int j) {
#pragma acc parallel loop copy(w_[k:1][j:1][0:X])
    for (int i = 0; i < X; i++)
      w_[k][j][i] = -w_[k][j][i];
  }
};

double u[NZ][NY][NX][5];

int main() {
  int errors = 0;
  static Planes<NZ, NY, NX> p;
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++) {
        p.w_[k][j][i] = value(k, j, i, 0);
        for (int m = 0; m < 5; m++)
          u[k][j][i][m] = value(k, j, i, m);
      }
  double want = 0;
  for (int j = 2; j < 5; j++)
    for (int i = 0; i < NX; i++)
      want += value(1, j, i, 0);
  if (double s = p.rowSum(1, 2, 3); s != want) {
    std::printf("FAIL: sum of w_[1:1][2:3][0:NX] %g, want %g\n", s, want);
    errors++;
  }
  p.negateRow(4, 5);
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++) {
        double want = k == 4 && j == 5 ? -value(k, j, i, 0) : value(k, j, i, 0);
        if (p.w_[k][j][i] != want && errors++ < 5)
          std::printf("FAIL: w_[%d][%d][%d] = %g, want %g\n", k, j, i, p.w_[k][j][i], want);
      }
#pragma acc enter data copyin(u[2:1][3:1][0:NX][0:5])
  for (int i = 0; i < NX; i++)
    u[2][3][i][4] = 1;
#pragma acc update device(u[2:1][3:1][0:NX][0:5])
#pragma acc parallel loop present(u[2:1][3:1][0:NX][0:5])
  for (int i = 0; i < NX; i++)
    for (int m = 0; m < 5; m++)
      u[2][3][i][m] += 1;
  u[2][4][0][0] = -7; // outside the row: a copy out must not touch it
#pragma acc exit data copyout(u[2:1][3:1][0:NX][0:5])
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++)
        for (int m = 0; m < 5; m++) {
          double want = value(k, j, i, m);
          if (k == 2 && j == 3)
            want = m == 4 ? 2 : want + 1;
          if (k == 2 && j == 4 && i == 0 && m == 0)
            want = -7;
          if (u[k][j][i][m] != want && errors++ < 5)
            std::printf("FAIL: u[%d][%d][%d][%d] = %g, want %g\n", k, j, i, m, u[k][j][i][m], want);
        }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
