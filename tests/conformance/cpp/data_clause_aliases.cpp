// 2.7.4-2.7.8: pcopy, pcopyin, pcopyout, pcreate and the present_or_ spellings are other names of
// copy, copyin, copyout and create on every construct that takes them, in C++ too (a member
// function's object, a template): the region uses the present data. (This file names no
// private-copy clause: data_clause_aliases_private.cpp has them too.)
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

constexpr int N = 32;

struct Field {
  double v[N];
  double w[N];
  void fill(double s) {
#pragma acc parallel loop pcreate(v) present_or_copyin(s)
    for (int i = 0; i < N; i++) v[i] = s * i;
#pragma acc kernels present_or_create(w)
    for (int i = 0; i < N; i++) w[i] = -s * i;
  }
};

template <typename T> void scale(T *p, T s) {
#pragma acc serial loop pcreate(p[0:N]) pcopyin(s)
  for (int i = 0; i < N; i++) p[i] *= s;
}

static int check(const char *what, const double *v, double scale) {
  for (int i = 0; i < N; i++)
    if (v[i] != scale * i) {
      std::printf("FAILED %s: [%d] = %g, expected %g\n", what, i, v[i], scale * i);
      return 1;
    }
  return 0;
}

int main() {
  Field f;
  double a[N], b[N];
  for (int i = 0; i < N; i++)
    f.v[i] = f.w[i] = -1, a[i] = i, b[i] = -1;
#pragma acc data copy(f) copy(a)
  {
    f.fill(2);
    scale(a, 3.0);
#pragma acc kernels loop pcopy(a) pcopyout(b)
    for (int i = 0; i < N; i++) b[i] = a[i] + i;
  }
  int errors = check("member parallel loop pcreate", f.v, 2) + check("member kernels present_or_create", f.w, -2);
  errors += check("template serial loop pcreate", a, 3) + check("kernels loop pcopyout", b, 4);
  double m[N];
#pragma acc enter data pcreate(m)
#pragma acc parallel loop present(m)
  for (int i = 0; i < N; i++) m[i] = 5.0 * i;
#pragma acc exit data copyout(m)
  errors += check("enter data pcreate", m, 5);
  if (errors)
    return 1;
  std::printf("PASSED\n");
  return 0;
}
