// Every explicit instantiation of a function compiled for host and device (2.15.1) is marked as its
// template is, wherever it is written: after an `extern template` one, after a use of the template
// in a region (the template's own head stays as written), for a class template's member, in a
// macro's expansion (the invocation is replaced by it); the
// instantiation of a host-only overload of the same name (it holds a compute construct) is not.
// RUN: %acorncxx --print-lowered %s | FileCheck %s
#pragma acc routine seq
template <typename T> T sqr(T x) { return x * x; }
// CHECK: template <typename T> ACORN_HD T sqr(T x)
extern template double sqr<double>(double);
// CHECK: extern template ACORN_HD double sqr<double>(double);

template <typename T> struct Box {
  T v;
#pragma acc routine seq
  T get() const { return v; }
};

template <typename T> void sqr(T *a, int n) {
#pragma acc parallel loop copy(a[0 : n])
  for (int i = 0; i < n; i++)
    a[i] = sqr(a[i]) + Box<T>{a[i]}.get();
}

int main() {
  double a[4] = {0, 1, 2, 3};
  sqr(a, 4);
  return a[3] != 12.0;
}

template double sqr<double>(double);
// CHECK: template ACORN_HD double sqr<double>(double);
template void sqr<double>(double *, int);
// CHECK: template void sqr<double>(double *, int);
template double Box<double>::get() const;
// CHECK: template ACORN_HD double Box<double>::get() const;
template struct Box<float>;
// CHECK: template struct Box<float>;
#define INSTANTIATE(T) template T sqr<T>(T);
INSTANTIATE(float)
// CHECK: template ACORN_HD {{ *}}float sqr < float > ( float ) ;
