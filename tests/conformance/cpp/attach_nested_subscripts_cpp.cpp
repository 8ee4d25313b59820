// Pointer members reached through several subscripts the region computes, in C++: a member
// function walking its object's 2-D array of blocks (`blocks[by][bx].cells[i]`), and a function
// template over an array of structs holding arrays of structs (`mesh[m].face[f].flux[i]`). The
// data the pointers point to is mapped by an enclosing data construct; the region attaches each
// element's pointer (2.6.8), so the kernel writes the device copies.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

struct Block {
  int n = 0;
  double *cells = nullptr;
};

struct BlockGrid {
  static constexpr int BY = 2, BX = 2, N = 32;
  Block blocks[BY][BX];

  void relax(double w) {
#pragma acc parallel loop collapse(3)
    for (int by = 0; by < BY; ++by)
      for (int bx = 0; bx < BX; ++bx)
        for (int i = 0; i < N; ++i)
          blocks[by][bx].cells[i] = w * blocks[by][bx].cells[i] + by + bx + 1;
  }
};

struct Face {
  int n;
  double *flux;
};

struct Cell {
  double area;
  Face face[4];
};

template <class Real> void accumulate(Cell (&mesh)[3], Real dt) {
#pragma acc parallel loop gang collapse(2)
  for (int m = 0; m < 3; ++m)
    for (int f = 0; f < 4; ++f) {
#pragma acc loop vector
      for (int i = 0; i < mesh[m].face[f].n; ++i)
        mesh[m].face[f].flux[i] += dt * mesh[m].area;
    }
}

static int errors = 0;

static void expect(const char *what, int a, int b, double got, double want) {
  if (got != want) {
    std::printf("FAIL %s [%d][%d]: got %g, want %g\n", what, a, b, got, want);
    ++errors;
  }
}

int main() {
  constexpr int N = BlockGrid::N;
  std::vector<double> storage(BlockGrid::BY * BlockGrid::BX * N, 1.0);
  BlockGrid g;
  for (int by = 0; by < BlockGrid::BY; ++by)
    for (int bx = 0; bx < BlockGrid::BX; ++bx)
      g.blocks[by][bx] = Block{N, storage.data() + (by * BlockGrid::BX + bx) * N};
#pragma acc data copy(g.blocks[0][0].cells[0:N], g.blocks[0][1].cells[0:N], g.blocks[1][0].cells[0:N], \
                      g.blocks[1][1].cells[0:N])
  {
    g.relax(2.0);
    g.relax(0.5);
  }
  for (int by = 0; by < 2; ++by)
    for (int bx = 0; bx < 2; ++bx) {
      // (2 * 1 + by + bx + 1) * 0.5 + by + bx + 1
      double want = 2.5 + 1.5 * (by + bx);
      expect("blocks, first", by, bx, g.blocks[by][bx].cells[0], want);
      expect("blocks, last", by, bx, g.blocks[by][bx].cells[N - 1], want);
    }

  constexpr int M = 3, F = 8;
  std::vector<double> fluxes(M * 4 * F, 0.0);
  Cell mesh[M];
  for (int m = 0; m < M; ++m) {
    mesh[m].area = m + 1;
    for (int f = 0; f < 4; ++f) {
      mesh[m].face[f] = Face{F, fluxes.data() + (m * 4 + f) * F};
#pragma acc enter data copyin(mesh[m].face[f].flux[0:F])
    }
  }
  accumulate(mesh, 0.25);
  accumulate(mesh, 0.25);
  for (int m = 0; m < M; ++m)
    for (int f = 0; f < 4; ++f) {
#pragma acc exit data copyout(mesh[m].face[f].flux[0:F])
      expect("mesh, flux[0]", m, f, mesh[m].face[f].flux[0], 0.5 * (m + 1));
      expect("mesh, flux[F-1]", m, f, mesh[m].face[f].flux[F - 1], 0.5 * (m + 1));
    }

  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
