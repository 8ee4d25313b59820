// C++ forms of function pointers device code loads from data the host made (see
// host_function_pointer_call.c): a functor's pointer member called through `this` from an object
// the host made, a member function pointer in a struct copied in, a pointer a lambda of the region
// reads from a struct copied in, a reference bound to a host pointer. With GPU code an error at the
// call, naming the pointer as written. A constexpr table (the device compile's own), a lambda
// choosing a function by name and an object built in the region are accepted.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %acorncxx -acc=multicore -c %s -o %t.o
using op_t = double (*)(double);

#pragma acc routine seq
static double f1(double x) { return x + 1; }
#pragma acc routine seq
static double f2(double x) { return x * 2; }

struct Op {
  op_t f;
  double operator()(double x) const { return f(x); }
  // CHECK: host_function_pointer_call.cpp:[[@LINE-1]]:46: error: the function pointer 'f' is called in 'Op::operator()', which runs on the device, but holds the address of a host function, which the host stored in data it made ('op' is the host's, copied into the compute region)
  // CHECK: host_function_pointer_call.cpp:[[@LINE+18]]:12: note: device code reads 'op', which the host made, here
};

struct Calc {
  double k;
  double twice(double x) const { return k * x; }
  double thrice(double x) const { return 3 * x; }
};
struct Pick {
  double (Calc::*pm)(double) const;
};

constexpr op_t fixed[2] = {f1, f2};

void run(double *a, Op op, Pick pick, op_t *table) {
  Calc c{2};
#pragma acc parallel loop copyin(c, pick, table[0:2]) copyout(a[0:64])
  for (int i = 0; i < 64; i++) {
    a[i] = op(i) + (c.*(pick.pm))(i);
    // CHECK: host_function_pointer_call.cpp:[[@LINE-1]]:20: error: the member function pointer 'pick.pm' is called in a compute region but holds the address of a host function
    auto via = [=](double x) { return table[1](x); };
    // CHECK: host_function_pointer_call.cpp:[[@LINE-1]]:39: error: the function pointer 'table[1]' is called in
    a[i] += via(i);
    const op_t &r = table[0];
    a[i] += r(i);
    // CHECK: host_function_pointer_call.cpp:[[@LINE-1]]:13: error: the function pointer 'r' is called in a compute region
    // CHECK: host_function_pointer_call.cpp:[[@LINE-3]]:21: note: device code reads 'table', which the host made, here
    Op mine{f2};
    auto pickf = [](int k) { return k ? f1 : f2; };
    Pick here{&Calc::thrice};
    a[i] += mine(i) + fixed[i & 1](i) + pickf(i & 1)(i) + (c.*(here.pm))(i);
  }
}
