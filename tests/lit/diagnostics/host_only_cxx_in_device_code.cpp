// C++ that GPU code cannot run, reported at the use when GPU code is generated (not by the CUDA
// compile of Acorn's generated code): exceptions in a routine, a std::string or a std::function
// in a region, a virtual call on objects the host made reached through a pointer array. Multicore
// runs them all.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncxx -acc=multicore -c %s -o %t.o
#include <functional>
#include <string>

#pragma acc routine seq
double checked(double x) {
  if (x < 0)
    throw 1;
  return x;
}

struct Shape {
  virtual double area() const = 0;
  virtual ~Shape() {}
};

double total(Shape **s, double *a, int n, std::function<double(double)> op) {
  double t = 0;
#pragma acc parallel loop reduction(+ : t) copyin(s[0:n]) copy(a[0:n])
  for (int i = 0; i < n; i++) {
    t += s[i]->area();
    a[i] = op(checked(a[i]));
    std::string name = "cell";
    a[i] += name.size();
  }
  return t;
}
// CHECK: host_only_cxx_in_device_code.cpp:27:12: error: a std::function is used in a compute region but GPU code cannot use one: the function it holds is a host function; take the callable as a template parameter (a lambda or a functor), or compile with -acc=multicore
// CHECK: host_only_cxx_in_device_code.cpp:28:24: error: a std::string is used in a compute region but GPU code cannot use one: its characters are on the host's heap and its functions are host functions; use a char array, or compile with -acc=multicore
// CHECK: host_only_cxx_in_device_code.cpp:13:5: error: 'throw' is used in 'checked', which runs on the device, but GPU code has no exceptions; report the error through a value, or compile with -acc=multicore
// (Calls on objects the host made are reported once all device code is walked: DeviceCalls::checkHostMadeData.)
// CHECK: host_only_cxx_in_device_code.cpp:26:16: error: the virtual function 'Shape::area' is called in a compute region on an object the host made
