// 2.12 (C++): an atomic on a `_Complex` value (a C header's type) is an error at the operand, also
// in a template's instantiation.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
template <class T> void bump(T &z) {
#pragma acc parallel copy(z)
  {
#pragma acc atomic update
    z += 1.0;
  }
}

int main() {
  _Complex double z = 0;
  double d = 0;
  bump(z);
  bump(d);
  return 0;
}
// CHECK: atomic_complex_cpp.cpp:8:5: error: 'z' has type '_Complex double'
// CHECK-NOT: error:
