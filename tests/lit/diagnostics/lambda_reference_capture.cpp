// A lambda defined outside a compute region that captures by reference holds host addresses: on
// the GPU the region cannot reach them. Acorn says so at the use, naming the lambda and the
// variable; a lambda capturing by value (the object too, [=, *this]), one capturing `this` (the
// region then uses the object's device copy, which the lambda's copy of `this` points to), or one
// defined inside the region, is fine. With -acc=multicore the region runs on the host, where the
// references are valid.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="lambda 'byCopy'" --implicit-check-not="lambda 'byThis'"
// RUN: %acorncxx -acc=multicore -c %s -o %t.o
struct Scale {
  double k = 2.0;
  double run(const double *a, int n) {
    auto byThis = [this](double x) { return k * x; };
    auto byCopy = [=, *this](double x) { return k * x; };
    double s = 0;
#pragma acc parallel loop reduction(+:s) copyin(a[0:n])
    for (int i = 0; i < n; ++i)
      s += byThis(a[i]) + byCopy(a[i]);
    return s;
  }
};

double f(const double *a, int n) {
  int order = 3;
  auto byRef = [&](double t) { return t * order; };
  auto byValue = [=](double t) { return t * order; };
  double s = 0;
#pragma acc parallel loop reduction(+:s) copyin(a[0:n])
  for (int i = 0; i < n; ++i) {
    auto inside = [&](double t) { return t + i; };
    s += byRef(a[i]) + byValue(a[i]) + inside(a[i]);
  }
  return s;
}
// CHECK: lambda_reference_capture.cpp:30:10: error: the lambda 'byRef' captures 'order' by reference, and GPU code cannot reach host variables through it; capture by value ([=]) or define the lambda inside the region
// CHECK-NOT: error:
