// The implicit map of `*this` (2.6.2): copy, or copyin in a const member function of a class without
// mutable members (the object is const there; nothing is copied back into it).
// RUN: %acorncxx --print-lowered %s | FileCheck %s
struct Grid {
  double h;
  double *u;
  void scale(int n) {
#pragma acc parallel loop present(u[0:n])
    for (int i = 0; i < n; ++i)
      u[i] *= h;
  }
  // CHECK: {(void *)this, sizeof(*this), ACORN_MAP_COPY, 4, "*this", 0, 0}
  void read(double *out, int n) const {
#pragma acc parallel loop present(u[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; ++i)
      out[i] = u[i] * h;
  }
  // CHECK: {(void *)this, sizeof(*this), ACORN_MAP_COPYIN, 4, "*this", 0, 0}
};
struct Cached {
  double h;
  mutable double last;
  void read(double *out, int n) const {
#pragma acc serial copyout(out[0:n])
    for (int i = 0; i < n; ++i)
      out[i] = last = h * i;
  }
  // CHECK: {(void *)this, sizeof(*this), ACORN_MAP_COPY, 4, "*this", 0, 0}
};
void use(Grid &g, Cached &c, double *out) {
  g.scale(4);
  g.read(out, 4);
  c.read(out, 4);
}
