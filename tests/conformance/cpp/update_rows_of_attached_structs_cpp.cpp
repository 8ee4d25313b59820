// 2.14.4, 2.6.8 in C++: rows of a 2-D section of objects (p[1:2][0:2] of a `Cell (*)[C]`) whose
// pointer members are attached, updated both ways: the other members move, the attached
// pointers keep their values on both sides, as an update of the whole array leaves them.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <openacc.h>

#include <cstdio>

namespace {

constexpr int R = 4, C = 3, N = 16;

struct Cell {
  float weight = 1;
  float *samples = nullptr;
  long visits = 0;
};

int errors = 0;

void check(const char *what, int i, int j, bool ok) {
  if (!ok) {
    std::fprintf(stderr, "FAIL: %s (%d, %d)\n", what, i, j);
    ++errors;
  }
}

} // namespace

int main() {
  Cell(*grid)[C] = new Cell[R][C];
  float *host[R][C];
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      grid[i][j].samples = host[i][j] = new float[N];
      for (int k = 0; k < N; ++k)
        grid[i][j].samples[k] = k;
    }
#pragma acc enter data copyin(grid[0:R][0:C])
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
#pragma acc enter data copyin(grid[i][j].samples[0:N])
    }

  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      grid[i][j].weight = i + j + 0.5f;
#pragma acc update device(grid[1:2][0:2])
#pragma acc parallel loop collapse(2) present(grid[0:R][0:C])
  for (int i = 1; i < 3; ++i)
    for (int j = 0; j < 2; ++j) {
      for (int k = 0; k < N; ++k)
        grid[i][j].samples[k] *= grid[i][j].weight;
      grid[i][j].visits = 10 * i + j;
    }
#pragma acc parallel loop present(grid[0:R][0:C])
  for (int i = 0; i < R; ++i)
    grid[i][2].visits = 10 * i + 2;

#pragma acc update self(grid[1:2][0:2], grid[0:R][2:1])
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      check("samples pointer after update self", i, j, grid[i][j].samples == host[i][j]);
      if (j == 2 || (i >= 1 && i < 3))
        check("visits after update self", i, j, grid[i][j].visits == 10 * i + j);
    }

  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      grid[i][j].samples = host[i][j];
#pragma acc exit data copyout(grid[i][j].samples[0:N])
    }
#pragma acc exit data delete(grid[0:R][0:C])
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      float want = i >= 1 && i < 3 && j < 2 ? i + j + 0.5f : 1.0f;
      for (int k = 0; k < N; ++k)
        if (host[i][j][k] != k * want) {
          check("samples values", i, j, false);
          break;
        }
      delete[] host[i][j];
    }
  delete[] grid;
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
