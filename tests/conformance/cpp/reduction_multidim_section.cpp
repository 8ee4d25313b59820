// 2.5.15 / 2.7.1: a reduction on a section of a C array of arrays that covers the whole array
// reduces every element: a member function's local tally (`tally[0:R][0:C]`), and a function
// template whose extents are template parameters (`grid[:][:]` with `T grid[R][C]`).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct Histogram {
  static const int R = 3, C = 5;
  long tally[R][C];
  void fill(const int *keys, int n) {
    long local[R][C] = {};
#pragma acc parallel loop reduction(+:local[0:R][0:C]) copyin(keys[0:n])
    for (int i = 0; i < n; i++)
      local[keys[i] % R][(keys[i] / R) % C] += 2;
    for (int r = 0; r < R; r++)
      for (int c = 0; c < C; c++)
        tally[r][c] = local[r][c];
  }
};

template <class T, int R, int C> void smallest(const T *v, int n, T (&grid)[R][C]) {
#pragma acc parallel loop reduction(min:grid[:][:]) copyin(v[0:n])
  for (int i = 0; i < n; i++)
    if (v[i] < grid[i % R][i % C])
      grid[i % R][i % C] = v[i];
}

int main() {
  const int n = 4000;
  int *keys = new int[n];
  short *v = new short[n];
  for (int i = 0; i < n; i++) {
    keys[i] = (i * 29) % 97;
    v[i] = short((i * 7919) % 1000 - 500);
  }
  Histogram h;
  h.fill(keys, n);
  short grid[2][6];
  for (auto &row : grid)
    for (short &g : row)
      g = 1000;
  smallest(v, n, grid);

  int errors = 0;
  for (int r = 0; r < Histogram::R; r++)
    for (int c = 0; c < Histogram::C; c++) {
      long want = 0;
      for (int i = 0; i < n; i++)
        want += (keys[i] % Histogram::R == r && (keys[i] / Histogram::R) % Histogram::C == c) ? 2 : 0;
      if (h.tally[r][c] != want && errors++ < 5)
        std::printf("tally[%d][%d] = %ld, want %ld\n", r, c, h.tally[r][c], want);
    }
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < 6; c++) {
      short want = 1000;
      for (int i = 0; i < n; i++)
        if (i % 2 == r && i % 6 == c && v[i] < want)
          want = v[i];
      if (grid[r][c] != want && errors++ < 5)
        std::printf("grid[%d][%d] = %d, want %d\n", r, c, grid[r][c], want);
    }
  delete[] keys;
  delete[] v;
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
