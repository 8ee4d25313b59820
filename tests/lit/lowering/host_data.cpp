// host_data in C++: pointers are redeclared with their device address, other variables become
// references to their device copies; a data member named without this-> is redeclared the same way.
// RUN: %acorncxx --print-lowered %s | FileCheck %s
void gemv(int n, double *x, double *y);
struct M {
  double *a;
  double b[8];
  void f(int n) {
#pragma acc host_data use_device(a, b)
    gemv(n, a, b);
  }
};
template <class T> void g(int n, T *x, T (&y)[4]) {
#pragma acc host_data use_device(x, y)
  gemv(n, x, y);
}
// CHECK: {"{{.*}}host_data.cpp", 9, 1, "host_data", __func__};
// CHECK-SAME: {{[{][{]}}(void *)(this->a), 0, ACORN_MAP_USE_DEVICE, 0, "a", 0, 0}, {(void *)&(this->b), sizeof(this->b), ACORN_MAP_USE_DEVICE, 0, "b", 0, 0}};
// CHECK-SAME: { __typeof__(this->a) a = (__typeof__(this->a))__acorn_map_device(&__acorn_m[0]); __typeof__(this->b) &b = *(__typeof__(this->b) *)__acorn_map_device(&__acorn_m[1]);
// CHECK-NEXT: gemv(n, a, b); } }
// CHECK: {"{{.*}}host_data.cpp", 14, 1, "host_data", __func__};
// CHECK-SAME: { __typeof__(x) x = (__typeof__(x))__acorn_map_device(&__acorn_m[0]); __typeof__(y) &y = *(__typeof__(y) *)__acorn_map_device(&__acorn_m[1]);
// CHECK-NEXT: gemv(n, x, y); } }
// A member named through this (this->a, (*this).b, N::a) is not reached by the redeclaration: it
// becomes an alias of it; a lambda capturing this captures the alias and the redeclaration.
struct N {
  double *a;
  double b[8];
  void f(int n) {
#pragma acc host_data use_device(a, b)
    gemv(n, this->a, (*this).b);
#pragma acc host_data use_device(a)
    gemv(n, N::a, a);
#pragma acc host_data use_device(a)
    [this](int m) { gemv(m, this->a, a); }(n);
  }
};
// CHECK: {"{{.*}}host_data.cpp", 30, 1, "host_data", __func__};
// CHECK-SAME: { __typeof__(this->a) a = (__typeof__(this->a))__acorn_map_device(&__acorn_m[0]); __typeof__(this->a) &__acorn_hd30_1_0 = a; __typeof__(this->b) &b = *(__typeof__(this->b) *)__acorn_map_device(&__acorn_m[1]); __typeof__(this->b) &__acorn_hd30_1_1 = b;
// CHECK-NEXT: gemv(n, __acorn_hd30_1_0, __acorn_hd30_1_1); } }
// CHECK: {"{{.*}}host_data.cpp", 32, 1, "host_data", __func__};
// CHECK-SAME: { __typeof__(this->a) a = (__typeof__(this->a))__acorn_map_device(&__acorn_m[0]); __typeof__(this->a) &__acorn_hd32_1_0 = a;
// CHECK-NEXT: gemv(n, __acorn_hd32_1_0, a); } }
// A lambda without a capture default captures the names it reaches the member by.
// CHECK: { __typeof__(this->a) a = (__typeof__(this->a))__acorn_map_device(&__acorn_m[0]); __typeof__(this->a) &__acorn_hd34_1_0 = a;
// CHECK-NEXT: [this, &a, &__acorn_hd34_1_0] ACORN_HD(int m) { gemv(m, __acorn_hd34_1_0, a); }(n); } }
