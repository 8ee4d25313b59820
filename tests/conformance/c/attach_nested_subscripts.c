// Pointer members reached through several subscripts the region computes (`tiles[ty][tx].data[i]`,
// `levels[l].patch[p].u[i]`) with the data they point to mapped apart (enter data per block, as a
// domain decomposition does): the region attaches each element's pointer (2.6.8), so the kernel
// writes the device copies and the updates come back. A subscript the host evaluates (a level
// passed in) stays as written.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define TY 2
#define TX 3
#define TN 16

typedef struct {
  int n;
  double *data;
} tile_t;

typedef struct {
  int n;
  double *u;
} patch_t;

typedef struct {
  int npatch;
  double scale;
  patch_t patch[3];
} level_t;

static level_t levels[2];
static int errors = 0;

static void expect(const char *what, int a, int b, double got, double want) {
  if (got != want) {
    printf("FAIL %s [%d][%d]: got %g, want %g\n", what, a, b, got, want);
    ++errors;
  }
}

// Tiles of a 2-D decomposition: one subscript per dimension, both loop variables.
static void tiles_2d(void) {
  tile_t tiles[TY][TX];
  for (int ty = 0; ty < TY; ty++)
    for (int tx = 0; tx < TX; tx++) {
      tiles[ty][tx].n = TN;
      tiles[ty][tx].data = calloc(TN, sizeof(double));
#pragma acc enter data copyin(tiles[ty][tx].data[0:TN])
    }

#pragma acc parallel loop collapse(3)
  for (int ty = 0; ty < TY; ty++)
    for (int tx = 0; tx < TX; tx++)
      for (int i = 0; i < TN; i++)
        tiles[ty][tx].data[i] += 10 * ty + tx + 1;

  for (int ty = 0; ty < TY; ty++)
    for (int tx = 0; tx < TX; tx++) {
#pragma acc exit data copyout(tiles[ty][tx].data[0:TN])
      expect("tiles, first", ty, tx, tiles[ty][tx].data[0], 10 * ty + tx + 1);
      expect("tiles, last", ty, tx, tiles[ty][tx].data[TN - 1], 10 * ty + tx + 1);
      free(tiles[ty][tx].data);
    }
}

// Patches of refinement levels: an array of structs whose members are arrays of structs.
static void scale_all_levels(void) {
#pragma acc parallel loop gang collapse(2)
  for (int l = 0; l < 2; l++)
    for (int p = 0; p < 3; p++) {
#pragma acc loop vector
      for (int i = 0; i < levels[l].patch[p].n; i++)
        levels[l].patch[p].u[i] *= levels[l].scale;
    }
}

// One level, chosen by the caller: its subscript is a host value, the patch's the loop's.
static void shift_level(int lvl, double by) {
#pragma acc parallel loop collapse(2)
  for (int p = 0; p < 3; p++)
    for (int i = 0; i < TN; i++)
      levels[lvl].patch[p].u[i] += by;
}

int main(void) {
  tiles_2d();

  for (int l = 0; l < 2; l++) {
    levels[l].npatch = 3;
    levels[l].scale = l + 2;
    for (int p = 0; p < 3; p++) {
      levels[l].patch[p].n = TN;
      levels[l].patch[p].u = malloc(TN * sizeof(double));
      for (int i = 0; i < TN; i++)
        levels[l].patch[p].u[i] = p + 1;
#pragma acc enter data copyin(levels[l].patch[p].u[0:TN])
    }
  }
  scale_all_levels();
  shift_level(1, 0.5);
  for (int l = 0; l < 2; l++)
    for (int p = 0; p < 3; p++) {
#pragma acc exit data copyout(levels[l].patch[p].u[0:TN])
      double want = (p + 1) * (l + 2) + (l == 1 ? 0.5 : 0.0);
      expect("levels, u[0]", l, p, levels[l].patch[p].u[0], want);
      expect("levels, u[TN-1]", l, p, levels[l].patch[p].u[TN - 1], want);
      free(levels[l].patch[p].u);
    }

  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
