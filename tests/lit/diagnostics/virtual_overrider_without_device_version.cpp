// A virtual function of a family device code may call (a routine, a function a region calls
// virtually, their overriders and the functions they override), declared in its class but defined
// in another file without a routine directive, has no device version: with GPU code an error at its
// declaration (the device's table of virtual functions needs it; the CUDA compile would reject the
// class, naming Acorn's marks). A routine directive before the declaration, an overrider defined in
// the file and a pure virtual function are fine (conformance virtual_overrider_in_other_file.cpp).
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %acorncxx -acc=multicore -c %s -o %t.o
struct Shape {
#pragma acc routine seq
  virtual double area() const { return 0; }
  virtual double perimeter() const = 0;
};
struct Square : Shape {
  double side = 1;
  double area() const override;
  // CHECK: virtual_overrider_without_device_version.cpp:[[@LINE-1]]:10: error: the virtual function 'Square::area' overrides 'Shape::area', which device code may call, but has no device version: it is not defined in this file and no 'acc routine' directive names it, and the device's table of virtual functions needs every function of the family; add '#pragma acc routine seq' before this declaration (the file that defines it then compiles a device version), or compile with -acc=multicore
  double perimeter() const override { return 4 * side; }
};
struct Disc : Shape {
  double r = 1;
#pragma acc routine seq
  double area() const override;
  double perimeter() const override;
  // CHECK: virtual_overrider_without_device_version.cpp:[[@LINE-1]]:10: error: the virtual function 'Disc::perimeter' overrides 'Shape::perimeter', which device code may call
};

struct Model {
  virtual double rate() const;
  // CHECK: virtual_overrider_without_device_version.cpp:[[@LINE-1]]:18: error: the virtual function 'Model::rate' is overridden by 'Fast::rate', which device code may call
};
struct Fast : Model {
  double rate() const override { return 2; }
};

void run(double *a, int n) {
#pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; i++) {
    Disc d;
    Fast f;
    const Shape &s = d;
    const Model &m = f;
    a[i] = s.perimeter() + m.rate();
  }
}
