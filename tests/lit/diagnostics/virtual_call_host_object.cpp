// Virtual calls in device code on objects the host constructed: their device copies point to the
// host's table of virtual functions (NVHPC does not support them either: objects must be
// constructed on the device). With GPU code an error where the object is the host's on some call
// path: in a routine given a host object (by reference or pointer, from a region or through other
// routines), on `*this` of a member function called on a host object, through a reference the
// region binds to a host object; a warning where the object may be the host's (a routine no device
// code of the file calls). Objects constructed in device code (also copies of the host's) and calls
// that do not dispatch (qualified, final) are accepted.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %acorncxx -acc=multicore -c %s -o %t.o
struct Base {
#pragma acc routine seq
  virtual double f(double x) const { return x; }
#pragma acc routine seq
  double twice(double x) const { return 2 * f(x); }
  // CHECK: virtual_call_host_object.cpp:[[@LINE-1]]:45: error: the virtual function 'Base::f' is called in 'Base::twice', which runs on the device, on an object the host made ('arr' is the host's, copied into the compute region): its device copy points to the host's table of virtual functions, which GPU code cannot use; construct the object in device code, call the function non-virtually ('Base::f(...)'), or compile with -acc=multicore
  // CHECK: virtual_call_host_object.cpp:[[@LINE+28]]:71: note: device code reads 'arr', which the host made, here
};
struct Der : Base {
#pragma acc routine seq
  double f(double x) const override { return 2 * x; }
};

#pragma acc routine seq
double callit(const Base &b, double x) { return b.f(x); }
// CHECK: virtual_call_host_object.cpp:[[@LINE-1]]:51: error: the virtual function 'Base::f' is called in 'callit', which runs on the device, on an object the host made ('d' is the host's, copied into the compute region)
// CHECK: virtual_call_host_object.cpp:[[@LINE+18]]:21: note: device code reads 'd', which the host made, here

#pragma acc routine seq
double forward(const Base *p, double x) { return callit(*p, x); }

#pragma acc routine seq
double on_device(const Base &b, double x) { return b.f(x) + b.Base::f(x); }

#pragma acc routine seq
double elsewhere(const Base &b, double x) { return b.f(x); }
// CHECK: virtual_call_host_object.cpp:[[@LINE-1]]:54: warning: the virtual function 'Base::f' is called in 'elsewhere', which runs on the device, on an object that may have been made on the host ('b' is a parameter of 'elsewhere', which no device code of this file calls): if so, its device copy points to the host's table of virtual functions, which GPU code cannot use

void run(double *a) {
  Der d, arr[2];
#pragma acc parallel loop copyin(d, arr) copyout(a[0:64])
  for (int i = 0; i < 64; i++) {
    Der mine, copy = d;
    const Base &b = d;
    a[i] = forward(&d, i) + on_device(mine, i) + on_device(copy, 1) + arr[i & 1].twice(1) + b.f(i);
    // CHECK: virtual_call_host_object.cpp:[[@LINE-1]]:95: error: the virtual function 'Base::f' is called in a compute region on an object the host made ('d' is the host's, copied into the compute region)
    // CHECK: virtual_call_host_object.cpp:[[@LINE-3]]:21: note: device code reads 'd', which the host made, here
    Base *p = &mine;
    a[i] += p->f(1) + mine.twice(2);
  }
}
