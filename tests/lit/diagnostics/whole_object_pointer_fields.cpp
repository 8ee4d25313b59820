// A struct or class the region takes whole (an iterator copied into the loop variable, a view
// passed by value) has all its pointer fields attached for the construct, which -Minfo says; one
// the region only reads members of has those members attached. A pointer inside a union of an
// object whose fields are attached is left alone, with a warning naming it. A pointer member of the
// structs a pointer points to (`p[i].v`) is not attached implicitly: -Minfo says so. A class
// template whose instantiations hold no pointer (`Mat<double, 4, 4>`) has nothing attached.
// RUN: %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
#include <cstddef>
#include <iterator>
struct It {
  using iterator_category = std::random_access_iterator_tag;
  using value_type = double;
  using difference_type = std::ptrdiff_t;
  using pointer = double *;
  using reference = double &;
  double *p;
  double &operator*() const { return *p; }
  It &operator++() { ++p; return *this; }
  long operator-(const It &o) const { return p - o.p; }
  bool operator<(const It &o) const { return p < o.p; }
  It &operator+=(long k) { p += k; return *this; }
};
struct View {
  double *p;
  int n;
};
struct Tagged {
  double *p;
  union {
    double *q;
    long bits;
  } u;
};
template <class F> void run(int n, F f) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    f(i);
}
#pragma acc routine seq
double at(View v, int i);
void use(double *a, It from, It to, View v, View named, Tagged t) {
#pragma acc parallel loop copy(a[0:10])
  for (It it = from; it < to; ++it)
    *it = at(v, 0) + named.p[0];
  run(10, [=](int i) { t.p[i] = t.u.bits; });
}
void elements(View *p, int n) {
#pragma acc parallel loop copyin(p[0:n])
  for (int i = 0; i < n; i++)
    p[i].p[0] = 1;
}
template <class T, int R, int C> struct Mat {
  T v[R][C];
  T at(int i, int j) const { return v[i][j]; }
};
template <class T, int R, int C> void firstColumn(Mat<T, R, C> A, T *out) {
#pragma acc parallel loop copyout(out[0:R])
  for (int i = 0; i < R; i++)
    out[i] = A.at(i, 0);
}
template void firstColumn(Mat<double, 4, 4>, double *);
// CHECK: whole_object_pointer_fields.cpp:35:1: warning: the pointer 'f.t.u.q' lies in a union: it is not attached for the construct
// CHECK: whole_object_pointer_fields.cpp:35:1: remark: implicit ATTACH of the pointer fields of 'f' (those of each instantiation's type: 't.p')
// CHECK: whole_object_pointer_fields.cpp:42:1: remark: implicit ATTACH of 'named.p'
// CHECK: whole_object_pointer_fields.cpp:42:1: remark: implicit ATTACH of the pointer fields of 'from' (all of them: 'p')
// CHECK: whole_object_pointer_fields.cpp:42:1: remark: implicit ATTACH of the pointer fields of 'to' (all of them: 'p')
// CHECK: whole_object_pointer_fields.cpp:42:1: remark: implicit ATTACH of the pointer fields of 'v' (all of them: 'p')
// CHECK-NOT: pointer fields of 'named'
// CHECK: whole_object_pointer_fields.cpp:50:5: remark: the pointer 'p[i].p' of the structs 'p' points to is not attached implicitly
// CHECK-NOT: pointer fields of 'A'
