// kernels, C++: a call leaves a loop parallel when it can only read what it gets: a captureless
// or by-value lambda, a functor's or object's const member function (the object is read), a
// function taking const references, and a plain struct's implicit operator= (an assignment of
// the element). A call that may write shared data keeps the loop sequential and says why: a
// lambda writing a variable it captured by reference, a non-const member function, a pointer
// argument the callee writes through (it may reach other iterations' elements). One it only
// reads through is a use of the array's elements at unknown places: parallel while the loop
// does not write that array.
// RUN: %acorncxx -acc=multicore -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
struct Vec { double x, y, z; };
struct Scale {
  double k;
  double apply(double v) const { return k * v; }
  void grow() { k *= 2; }
};
struct Square { double operator()(double v) const { return v * v; } };
static double twice(const double &v) { return 2 * v; }
static double first(const double *v) { return v[0]; }
static double take(double *v) { return v[0]--; }

void calls(int n, double *__restrict a, double *__restrict b, Vec *__restrict p, const Vec *__restrict q) {
  auto f = [](double v) { return v + 1; };
  Scale s{3};
  Square sq;
  double total = 0;
  auto add = [&](double v) { total += v; };
#pragma acc kernels copy(a[0:n], b[0:n], p[0:n], q[0:n])
  {
    for (int i = 0; i < n; i++)
      b[i] = f(a[i]) + s.apply(a[i]) + sq(a[i]) + twice(a[i]);
// CHECK: kernels_cpp_calls.cpp:[[@LINE-2]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < n; i++)
      p[i] = q[i];
// CHECK: kernels_cpp_calls.cpp:[[@LINE-2]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < n; i++)
      add(a[i]);
// CHECK: kernels_cpp_calls.cpp:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: the call of 'operator()' writes 'total', which other iterations may use)
    for (int i = 0; i < n; i++) {
      s.grow();
      b[i] = s.k;
    }
// CHECK: kernels_cpp_calls.cpp:[[@LINE-4]]:5: remark: loop scheduled as seq (not parallel: 's' is carried from one iteration to the next)
    for (int i = 0; i < n - 1; i++)
      a[i] = twice(a[i + 1]);
// CHECK: kernels_cpp_calls.cpp:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'a[i]' is written and 'a[i + 1]' is used, which other iterations may write)
    for (int i = 0; i < n; i++)
      b[i] = first(&a[i]);
// CHECK: kernels_cpp_calls.cpp:[[@LINE-2]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < n; i++)
      a[i] = first(&a[n - 1 - i]);
// CHECK: kernels_cpp_calls.cpp:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'a[i]' is written and '&a[n - 1 - i]' is used, which other iterations may write)
    for (int i = 0; i < n; i++)
      b[i] = take(&a[i]);
// CHECK: kernels_cpp_calls.cpp:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: the call of 'take' passes '&a[i]', which it may write)
  }
}
