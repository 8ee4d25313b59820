// 3.3 2.5.10 and 2.9.2 in C++: num_gangs with run-time sizes in two dimensions; a gang(dim:2)
// loop over the planes of a grid class holds a gang(dim:1) worker loop and a vector loop, with a
// private row per gang of both dimensions.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <class T> struct Grid {
  int planes, rows, cols;
  std::vector<T> data;
  Grid(int p, int r, int c) : planes(p), rows(r), cols(c), data(std::size_t(p) * r * c) {}
};

template <class T> void fill(Grid<T> &g, int gangs1, int gangs2) {
  T *d = g.data.data();
  int P = g.planes, R = g.rows, C = g.cols;
  T row[32];
#pragma acc parallel num_gangs(gangs1, gangs2) num_workers(2) vector_length(32) copyout(d[0:P * R * C])
  {
#pragma acc loop gang(dim:2)
    for (int p = 0; p < P; p++)
#pragma acc loop gang worker private(row)
      for (int r = 0; r < R; r++) {
#pragma acc loop vector
        for (int c = 0; c < C; c++)
          row[c] = T(p * 1000 + r * 10);
#pragma acc loop vector
        for (int c = 0; c < C; c++)
          d[(std::size_t(p) * R + r) * C + c] = row[C - 1 - c] + T(c);
      }
  }
}

int main() {
  Grid<double> g(7, 9, 32);
  fill(g, 3, 4);
  int errors = 0;
  for (int p = 0; p < g.planes; p++)
    for (int r = 0; r < g.rows; r++)
      for (int c = 0; c < g.cols; c++) {
        double got = g.data[(std::size_t(p) * g.rows + r) * g.cols + c];
        if (got != p * 1000 + r * 10 + c && errors++ < 5)
          std::fprintf(stderr, "FAIL: (%d, %d, %d) = %g\n", p, r, c, got);
      }
  if (errors)
    return 1;
  std::printf("gang dimensions (C++): OK\n");
  return 0;
}
