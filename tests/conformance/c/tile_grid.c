// 2.9.8 tile with gang and vector, each tile run by a gang of its own: every iteration of the
// nest runs exactly once, whatever the tile's shape, for sizes that are not multiples of the tile,
// loops with a lower bound and a step, loops that do not run at all, a `continue` in the body, and
// more rows of tiles than a GPU grid holds along one dimension (65535).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// hits[i][j] counts the visits of iteration (i, j); every visited one must be visited once.
static int check(const char *what, const int *hits, int rows, int cols, int lo, int step) {
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      int want = i >= lo && (i - lo) % step == 0 && j >= lo && (j - lo) % step == 0;
      if (hits[i * cols + j] != want) {
        fprintf(stderr, "FAIL: %s: (%d, %d) visited %d times, expected %d\n", what, i, j, hits[i * cols + j], want);
        return 1;
      }
    }
  return 0;
}

#define DO_PRAGMA(x) _Pragma(#x)
#define VISIT(TILE, NAME, LO, STEP)                                                                      \
  do {                                                                                                   \
    memset(hits, 0, sizeof(int) * rows * cols);                                                          \
    DO_PRAGMA(acc parallel loop tile TILE copy(hits[0:rows * cols]))                                     \
    for (int i = LO; i < rows; i += STEP)                                                                \
      for (int j = LO; j < cols; j += STEP)                                                              \
        hits[i * cols + j] += 1;                                                                         \
    errors += check(NAME, hits, rows, cols, LO, STEP);                                                   \
  } while (0)

int main(void) {
  int rows = 203, cols = 77, errors = 0;
  int *hits = malloc(sizeof(int) * 70000 * 32);

  VISIT((8, 8), "tile(8,8)", 0, 1);       // 64 elements: one per lane
  VISIT((3, 5), "tile(3,5)", 0, 1);       // 15 elements: not whole warps
  VISIT((64, 64), "tile(64,64)", 0, 1);   // 4096 elements: 16 per lane
  VISIT((*, *), "tile(*,*)", 0, 1);
  VISIT((16, 4), "tile(16,4) from 1 by 2", 1, 2);

  // Sizes smaller than one tile, and loops that do not run.
  rows = 5, cols = 3;
  VISIT((32, 32), "5 x 3 in tile(32,32)", 0, 1);
  rows = 0;
  VISIT((32, 32), "no rows", 0, 1);
  rows = 9, cols = 0;
  VISIT((32, 32), "no columns", 0, 1);

  // 70000 rows of tiles, more than a grid dimension's 65535.
  rows = 70000, cols = 32;
  VISIT((1, 32), "tile(1,32) over 70000 rows", 0, 1);

  // A continue skips the rest of one iteration only.
  rows = 100, cols = 100;
  memset(hits, 0, sizeof(int) * rows * cols);
#pragma acc parallel loop tile(16, 16) copy(hits[0:rows * cols])
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      if ((i + j) % 2)
        continue;
      hits[i * cols + j] += 1;
    }
  for (int i = 0; i < rows && !errors; i++)
    for (int j = 0; j < cols; j++)
      if (hits[i * cols + j] != ((i + j) % 2 == 0)) {
        fprintf(stderr, "FAIL: continue: (%d, %d) visited %d times\n", i, j, hits[i * cols + j]);
        errors++;
        break;
      }

  free(hits);
  if (errors)
    return 1;
  printf("tile grid: OK\n");
  return 0;
}
