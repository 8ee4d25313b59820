// A non-constant variable template named with a function template's parameters in a region: the
// region is lowered once from the template's text and cannot capture the specialization each
// instantiation names. With GPU code it is an error at the use; on multicore it runs as written.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncxx -acc=multicore %s -o %t && ACC_DEVICE_TYPE=multicore %t
template <class T> T scale_v = T(2);
template <class T> constexpr T half_v = T(0.5);

template <class T> void run(T *o, int n) {
#pragma acc parallel loop copyout(o[0:n])
  for (int i = 0; i < n; ++i)
    o[i] = scale_v<T> * i + half_v<T>;
}
// CHECK: variable_template_dependent.cpp:12:12: error: the variable template 'scale_v' is named with a template's parameters in a compute region, which Acorn does not support with GPU code; copy its value into a local variable before the region, or compile with -acc=multicore
// CHECK: 1 error generated

int main() {
  double o[4];
  run(o, 4);
  return o[3] == 6.5 ? 0 : 1;
}
