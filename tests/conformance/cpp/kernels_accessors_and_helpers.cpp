// 2.5.2: a kernels loop runs in parallel when its iterations are independent, also when its
// elements are reached through index helpers and accessor member functions (`g(i, j)` returning
// `d[i*ny + j]`), when one of two pointer members is restrict, or when a routine returns its
// results through references to the iteration's own variables. Each result is the sequential
// one, and so is that of a look-alike that is not independent (rows longer than the accessor's).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#pragma acc routine seq
static inline int idx(int i, int j, int ny) { return i * ny + j; }

struct Grid {
  int nx, ny;
  double *__restrict d;
#pragma acc routine seq
  double &operator()(int i, int j) { return d[i * ny + j]; }
#pragma acc routine seq
  double at(int i, int j) const { return d[idx(i, j, ny)]; }

  void scale(double f) {
#pragma acc kernels present(this[0:1], d[0:nx*ny])
    for (int i = 0; i < nx; i++)
      for (int j = 0; j < ny; j++)
        (*this)(i, j) = f * at(i, j);
  }
};

struct Smoother {
  int n;
  double *u, *__restrict v;
  double coef[3];
  void smooth() {
#pragma acc kernels copyin(this[0:1], u[0:n]) copy(v[0:n])
    for (int i = 1; i < n - 1; i++)
      v[i] = coef[0] * u[i - 1] + coef[1] * u[i] + coef[2] * u[i + 1];
  }
};

#pragma acc routine seq
static void split(double v, double &u, double &p) {
  u = v * 0.5;
  p = v * v;
}

int main() {
  int errors = 0;
  const int nx = 300, ny = 200;
  Grid g{nx, ny, new double[nx * ny]};
  double *gd = g.d;
#pragma acc kernels copyout(gd[0:nx*ny]) copyin(g)
  for (int i = 0; i < g.nx; i++)
    for (int j = 0; j < g.ny; j++)
      g(i, j) = i - j;
#pragma acc data copyin(g) copy(g.d[0:nx*ny])
  g.scale(2.0);
  for (int i = 0; i < nx && !errors; i++)
    for (int j = 0; j < ny && !errors; j++)
      if (gd[i * ny + j] != 2.0 * (i - j)) {
        std::fprintf(stderr, "FAIL: accessor at %d,%d: %g, want %g\n", i, j, gd[i * ny + j], 2.0 * (i - j));
        errors++;
      }

  // Rows one longer than the accessor's: each row's last write is the next row's first element.
  for (int k = 0; k < nx * ny; k++)
    gd[k] = 1;
  int wide = ny + 1;
#pragma acc kernels copy(gd[0:nx*ny]) copyin(g)
  for (int i = 0; i < g.nx - 1; i++)
    for (int j = 0; j < wide; j++)
      g(i, j) = j == wide - 1 ? g(i, 0) + 1 : g(i, j);
  for (int i = 1; i < nx && !errors; i++)
    if (gd[i * ny] != i + 1) {
      std::fprintf(stderr, "FAIL: overlapping rows at %d: %g, want %d\n", i, gd[i * ny], i + 1);
      errors++;
    }

  Smoother s;
  s.n = 1000;
  s.u = new double[s.n];
  s.v = new double[s.n];
  s.coef[0] = s.coef[2] = 0.25;
  s.coef[1] = 0.5;
  for (int i = 0; i < s.n; i++) {
    s.u[i] = i;
    s.v[i] = 0;
  }
  s.smooth();
  for (int i = 1; i < s.n - 1 && !errors; i++)
    if (s.v[i] != i) {
      std::fprintf(stderr, "FAIL: smoother at %d: %g, want %d\n", i, s.v[i], i);
      errors++;
    }

  double *out = new double[nx];
#pragma acc kernels copyout(out[0:nx])
  for (int i = 0; i < nx; i++) {
    double u, p;
    split(i, u, p);
    out[i] = u + p;
  }
  for (int i = 0; i < nx && !errors; i++)
    if (out[i] != 0.5 * i + double(i) * i) {
      std::fprintf(stderr, "FAIL: reference results at %d: %g\n", i, out[i]);
      errors++;
    }
  if (errors)
    return 1;
  std::puts("PASS");
  return 0;
}
