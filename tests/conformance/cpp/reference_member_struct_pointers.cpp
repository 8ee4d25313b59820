// A reference data member is, for data, the object it refers to (as a reference variable is): a
// region of a member function reaching `mesh.y[i]` through `Mesh &mesh;` uses the device copies of
// the arrays, whether the clause names the member's sections (present, copyin/copyout), no clause
// names them (implicit attach inside a data construct), or the Mesh was deep-copied by enter data.
// Also a reference member of a base class and a reference-to-pointer member (`Mesh *&pm`).
// The object's own device copy holds the host address the reference was bound to: reading through it
// would reach the host arrays (the device copy of y, left at -1, is then copied back over them).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct Mesh { int n; double *x, *y; };

struct Smoother {
  Mesh &mesh;
  void with_present(int n) {
#pragma acc parallel loop present(mesh.x[0:n], mesh.y[0:n])
    for (int i = 0; i < n; i++) mesh.y[i] = 2 * mesh.x[i];
  }
  void with_copy(int n) {
#pragma acc parallel loop copyin(mesh.x[0:n]) copyout(mesh.y[0:n])
    for (int i = 0; i < n; i++) mesh.y[i] = 2 * mesh.x[i];
  }
  void implicit(int n) {
#pragma acc parallel loop
    for (int i = 0; i < n; i++) mesh.y[i] = 2 * mesh.x[i];
  }
};

struct Base { Mesh &mesh; };
struct Derived : Base {
  void run(int n) {
#pragma acc parallel loop present(mesh.x[0:n], mesh.y[0:n])
    for (int i = 0; i < n; i++) mesh.y[i] = 2 * mesh.x[i];
  }
};

struct ByPointerRef {
  Mesh *&pm;
  void run(int n) {
#pragma acc parallel loop present(pm->x[0:n], pm->y[0:n])
    for (int i = 0; i < n; i++) pm->y[i] = 2 * pm->x[i];
  }
};

static int check(const char *what, const Mesh &m) {
  int bad = 0;
  for (int i = 0; i < m.n; i++) bad += m.y[i] != 2 * i;
  if (bad) printf("%s: y[3] = %g, expected 6\n", what, m.y[3]);
  return bad != 0;
}

static void reset(Mesh &m) {
  for (int i = 0; i < m.n; i++) { m.x[i] = i; m.y[i] = -1; }
}

int main() {
  Mesh m; m.n = 8; m.x = new double[8]; m.y = new double[8];
  Smoother s{m};
  int fails = 0;
  reset(m);
#pragma acc data copyin(m.x[0:m.n]) copy(m.y[0:m.n])
  s.with_present(m.n);
  fails += check("present", m);
  reset(m);
  s.with_copy(m.n);
  fails += check("copyin/copyout", m);
  reset(m);
#pragma acc data copyin(m.x[0:m.n]) copy(m.y[0:m.n])
  s.implicit(m.n);
  fails += check("implicit", m);
  reset(m);
  {
    Mesh *mp = &m;
#pragma acc enter data copyin(mp[0:1])
#pragma acc enter data copyin(mp->x[0:mp->n], mp->y[0:mp->n])
    s.implicit(m.n);
#pragma acc exit data copyout(mp->y[0:mp->n]) delete(mp->x[0:mp->n])
#pragma acc exit data delete(mp[0:1])
  }
  fails += check("implicit, mesh entered", m);
  reset(m);
  Derived d{{m}};
#pragma acc data copyin(m.x[0:m.n]) copy(m.y[0:m.n])
  d.run(m.n);
  fails += check("base class member", m);
  reset(m);
  Mesh *p = &m;
  ByPointerRef r{p};
#pragma acc data copyin(m.x[0:m.n]) copy(m.y[0:m.n])
  r.run(m.n);
  fails += check("reference to pointer", m);
  delete[] m.x; delete[] m.y;
  printf(fails ? "FAIL\n" : "PASS\n");
  return fails != 0;
}
