// kernels: when a write through one base and a read through another may overlap, -Minfo's advice
// names the pointers that restrict would mend: both plain pointers, or only the pointer beside an
// array member (an array cannot be declared restrict).
// RUN: %acorncxx -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
struct Smoother {
  int n;
  double *u, *v;
  double coef[3];
  void withArray() {
#pragma acc kernels copyin(this[0:1], u[0:n]) copy(v[0:n])
    for (int i = 1; i < n - 1; i++)
      v[i] = coef[0] * u[i - 1] + coef[1] * u[i] + coef[2] * u[i + 1];
// CHECK: kernels_restrict_advice.cpp:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'this->v' and 'this->coef' may point to the same memory (declare 'this->v' restrict or mark the loop independent))
  }
};

void copyPointers(int n, double *a, const double *b) {
#pragma acc kernels copyin(b[0:n]) copyout(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = b[i];
// CHECK: kernels_restrict_advice.cpp:[[@LINE-2]]:3: remark: loop scheduled as seq (not parallel: 'a' and 'b' may point to the same memory (declare them restrict or mark the loop independent))
}
