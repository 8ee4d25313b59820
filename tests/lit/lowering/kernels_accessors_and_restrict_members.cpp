// kernels dependence analysis in C++: index helpers and accessor member functions are read as the
// subscripts they return; one restrict pointer member keeps two members apart; a routine writing
// through references to the iteration's own variables.
// RUN: %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
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
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as gang
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
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as gang, vector
    for (int i = 1; i < n - 1; i++)
      v[i] = coef[0] * u[i - 1] + coef[1] * u[i] + coef[2] * u[i + 1];
  }
};

#pragma acc routine seq
static void split(double v, double &u, double &p) { u = v * 0.5; p = v * v; }

void fill(Grid g, Grid h, Grid *pg, double *out, int n) {
  double *gd = g.d;
#pragma acc kernels copyout(gd[0:g.nx*g.ny]) copyin(g)
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as gang
  for (int i = 0; i < g.nx; i++)
    for (int j = 0; j < g.ny; j++)
      g(i, j) = i - j;
  // Rows of another length than the accessor's may overlap.
#pragma acc kernels copy(gd[0:g.nx*g.ny]) copyin(g)
  // CHECK: [[@LINE+1]]:3: remark: loop runs sequentially on the host, {{.*}}(not parallel: the elements of 'd' one iteration writes (g(i, j)) may be written by another: the factor of 'i' there is not known to be nonzero)
  for (int i = 0; i < g.nx; i++)
    for (int j = 0; j < n; j++)
      g(i, j) += 1;
  // Two objects may share their memory.
#pragma acc kernels copyin(g, h)
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as seq (not parallel: 'g.d' and 'h.d' may point to the same memory (mark the loop independent))
  for (int i = 0; i < g.nx; i++)
    for (int j = 0; j < g.ny; j++)
      g(i, j) = h(i, j) + 1;
  // An object reached through a pointer.
#pragma acc kernels
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as seq (not parallel: it writes '(*pg)(i, 0)', whose address Acorn cannot follow)
  for (int i = 0; i < g.nx; i++)
    (*pg)(i, 0) = i;
#pragma acc kernels copyout(out[0:n])
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as gang, vector
  for (int i = 0; i < n; i++) {
    double u, p;
    split(i, u, p);
    out[i] = u + p;
  }
  double shared = 0, other = 0;
#pragma acc kernels copyout(out[0:n])
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as seq (not parallel: 'shared' is carried from one iteration to the next)
  for (int i = 0; i < n; i++) {
    split(i, shared, other);
    out[i] = shared + other;
  }
}
