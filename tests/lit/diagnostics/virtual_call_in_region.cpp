// A virtual call in a region on an object the host made (*this, a variable from outside): with GPU
// code an error at the call (the device copy points to the host's virtual function table). A
// qualified call, a final class and an object made in the region are fine; -acc=multicore runs all.
// (Objects the host made reaching routines: virtual_call_host_object.cpp.)
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %acorncxx -acc=multicore -c %s -o %t.o
struct Model {
  double k = 2;
  virtual double rate(double x) const { return k * x; }
  void run(double *a, int n) {
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
      a[i] = rate(a[i]) + Model::rate(1.0);
  }
};
struct Fixed final : Model {
  double rate(double x) const override { return x; }
};
void use(Model &m, Fixed &f, double *a, int n) {
#pragma acc parallel loop copy(a[0:n]) copyin(m, f)
  for (int i = 0; i < n; i++) {
    Model local;
    a[i] = m.rate(a[i]) + f.rate(1.0) + local.rate(2.0);
  }
}
// CHECK: virtual_call_in_region.cpp:13:14: error: the virtual function 'Model::rate' is called in a compute region on an object the host made ('*this' is the host's object): its device copy points to the host's table of virtual functions, which GPU code cannot use; construct the object in device code, call the function non-virtually ('Model::rate(...)'), or compile with -acc=multicore
// CHECK: virtual_call_in_region.cpp:23:14: error: the virtual function 'Model::rate' is called in a compute region on an object the host made ('m' is the host's, copied into the compute region)
