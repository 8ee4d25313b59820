// An explicit instantiation must be marked for the device when its template is compiled for host
// and device (2.15.1). When a host-only overload of the same name (one that holds a compute
// construct) takes as many parameters, and the instantiation comes after both were used, Acorn
// cannot tell which one it names: an error says so, where the GPU compile would stop on Clang's
// "does not refer to a function template".
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:" --implicit-check-not="warning:"
#pragma acc routine seq
template <typename T> T step(T x) { return x + 1; }

template <typename T> void step(T *a) {
#pragma acc parallel loop copy(a[0 : 4])
  for (int i = 0; i < 4; i++)
    a[i] = step(a[i]);
}

template float step<float>(float); // before any use: the instantiation tells which one
template void step<float>(float *);

int main() {
  double a[4] = {0, 1, 2, 3};
  step(a);
  float b[4] = {0, 1, 2, 3};
  step(b);
  return a[3] != 4.0 || b[3] != 4.0f;
}

template void step<double>(double *);
// CHECK: routine_template_instantiation_unclear.cpp:[[@LINE-1]]:15: error: Acorn cannot tell whether this explicit instantiation names a function compiled for the device or a host-only 'step' (one with OpenACC directives): give them different names
