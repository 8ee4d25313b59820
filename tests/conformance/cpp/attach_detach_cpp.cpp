// 2.7.13 attach and 2.7.14 detach clauses in C++: a mesh object with pointer members is copied to
// the device whole, its arrays on their own (the sections m->x[0:n] attach the members, 2.7.2);
// after exit data detach(m->y), enter data attach(m->y) attaches it again, so a region with only
// present(m[0:1]) follows m->x and m->y in device memory; exit data detach(m->x, m->y) puts the
// host pointers back before the object is copied out. A pointer variable whose own storage is
// present (copyin(p)) attached by a data construct: a region with copyin(p) reads p's device copy.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct Mesh {
  int n;
  double *x, *y;
};

static void axpy(Mesh *m, double a) {
#pragma acc parallel loop present(m[0:1])
  for (int i = 0; i < m->n; ++i)
    m->y[i] += a * m->x[i];
}

int main() {
  int errors = 0;
  Mesh *m = new Mesh{1000, new double[1000], new double[1000]};
  double *hx = m->x, *hy = m->y;
  for (int i = 0; i < m->n; ++i) {
    m->x[i] = i;
    m->y[i] = 1.0;
  }
#pragma acc enter data copyin(m[0:1])
#pragma acc enter data copyin(m->x[0:m->n]) create(m->y[0:m->n])
#pragma acc exit data detach(m->y)
#pragma acc update device(m->y[0:m->n])
#pragma acc enter data attach(m->y)
  axpy(m, 2.0);
  axpy(m, 1.0);
#pragma acc exit data detach(m->x, m->y)
#pragma acc exit data copyout(m[0:1])
  if (m->x != hx || m->y != hy) {
    std::fprintf(stderr, "FAIL: the object came back with device pointers\n");
    return 1;
  }
#pragma acc exit data copyout(m->y[0:m->n]) delete(m->x[0:m->n])
  for (int i = 0; i < m->n; ++i)
    if (m->y[i] != 1.0 + 3.0 * i) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: y[%d] = %g, expected %g\n", i, m->y[i], 1.0 + 3.0 * i);
      ++errors;
    }

  // A pointer variable whose own storage is on the device.
  double *p = new double[256];
  for (int i = 0; i < 256; ++i)
    p[i] = i;
#pragma acc enter data copyin(p) copyin(p[0:256])
#pragma acc data attach(p)
  {
#pragma acc serial copyin(p)
    for (int i = 0; i < 256; ++i)
      p[i] *= 4.0;
  }
#pragma acc exit data copyout(p[0:256]) delete(p)
  for (int i = 0; i < 256; ++i)
    if (p[i] != 4.0 * i) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: p[%d] = %g, expected %g\n", i, p[i], 4.0 * i);
      ++errors;
    }
  delete[] p;
  delete[] m->x;
  delete[] m->y;
  delete m;
  return errors != 0;
}
