// C++ version of bare_pointer_clause_attached.c: a pointer variable named bare in a compute
// construct's data clause (copy(p), copyin(p), copyout(q), create(q), firstprivate(p); in a function
// template, and a member pointer of a class) names the pointer only (2.7.2); where the data it
// points to is present, the device copy of the pointer points to that data's device copy, and the
// host's pointer keeps its value.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <class T> void scale(T *p, int n, T f) {
#pragma acc parallel loop copy(p)
  for (int i = 0; i < n; i++)
    p[i] *= f;
}

struct Field {
  double *v;
  int n;
  void shift(double d) {
#pragma acc parallel loop copyin(v)
    for (int i = 0; i < n; i++)
      v[i] += d;
  }
};

int main() {
  const int n = 1000;
  std::vector<double> pv(n), qv(n, -1.0);
  double *p = pv.data(), *q = qv.data();
  double *const p0 = p, *const q0 = q;
  int errors = 0;
  for (int i = 0; i < n; i++)
    p[i] = i;
#pragma acc enter data copyin(p[0:n]) create(q[0:n])
  scale(p, n, 2.0); // 2i
#pragma acc parallel loop copyin(p) copyout(q)
  for (int i = 0; i < n; i++)
    q[i] = p[i] + 1; // 2i + 1
#pragma acc parallel loop firstprivate(p)
  for (int i = 0; i < n; i++)
    p[i] += q[i]; // 4i + 1
#pragma acc parallel loop create(q) copyin(p)
  for (int i = 0; i < n; i++)
    q[i] = p[i] - 1; // 4i
  Field f{q, n};
  f.shift(1.0); // 4i + 1
  if (p != p0 || q != q0 || f.v != q0) {
    std::fprintf(stderr, "FAIL: the host pointers changed\n");
    return 1;
  }
#pragma acc exit data copyout(p[0:n], q[0:n])
  for (int i = 0; i < n; i++)
    if (p[i] != 4.0 * i + 1 || q[i] != 4.0 * i + 1) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: p[%d] = %g, q[%d] = %g, expected %g\n", i, p[i], i, q[i], 4.0 * i + 1);
      ++errors;
    }
  if (!errors)
    std::printf("PASS\n");
  return errors != 0;
}
