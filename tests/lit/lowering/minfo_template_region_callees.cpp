// -Minfo=accel lists the functions a region in a function template calls through the template's
// parameters (a function template, a class template's member, a functor's operator()), with
// each compiled for the device, as it lists those of a region in a plain function.
// RUN: %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
inline double sq(double x) { return x * x; }
// CHECK-DAG: minfo_template_region_callees.cpp:[[#@LINE-1]]:15: remark: function 'sq' is compiled for the device
template <typename T> struct W {
  T v;
  T twice() const { return 2 * v; }
  // CHECK-DAG: minfo_template_region_callees.cpp:[[#@LINE-1]]:5: remark: function 'twice' is compiled for the device
};
template <typename T> T cube(T x) { return x * x * x; }
// CHECK-DAG: minfo_template_region_callees.cpp:[[#@LINE-1]]:25: remark: function 'cube' is compiled for the device
template <typename T> W<T> make(T v) { return W<T>{v}; }
// CHECK-DAG: minfo_template_region_callees.cpp:[[#@LINE-1]]:28: remark: function 'make' is compiled for the device
struct Half {
  double operator()(double x) const { return 0.5 * x; }
  // CHECK-DAG: minfo_template_region_callees.cpp:[[#@LINE-1]]:10: remark: function 'operator()' is compiled for the device
};
template <typename T, typename F> void fill(T *a, int n, F f) {
#pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = sq(i) + cube(T(i)) + make(T(i)).twice() + f(T(i));
}
void run(double *a, float *b, int n) {
  fill(a, n, Half());
  fill(b, n, Half());
}
