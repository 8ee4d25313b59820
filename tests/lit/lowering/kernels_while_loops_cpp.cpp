// kernels (2.5.2), C++: a while or do loop around loop nests inside the region (in a function
// template, a member function) runs on the host in place: its condition reads the residual and the
// counter back from the device into temporaries before each test, and each nest is a launch of its
// own with all gangs.
// RUN: %acorncxx -Minfo=accel --print-lowered %s 2>%t.remarks | grep -v "^//" | FileCheck --check-prefix=LOWERED %s
// RUN: FileCheck %s < %t.remarks
#include <algorithm>
#include <cmath>
constexpr int N = 512;
double A[N][N], Anew[N][N];

template <typename T> int solve(T tol, int iter_max) {
  T err = 1;
  int iter = 0;
#pragma acc kernels copy(A) create(Anew)
  while (err > tol && iter < iter_max) {
    err = 0;
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++) {
        Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
        err = std::max(err, T(std::fabs(Anew[j][i] - A[j][i])));
      }
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++)
        A[j][i] = Anew[j][i];
    ++iter;
  }
  return iter;
}
template int solve<double>(double, int);

struct Smoother {
  double tol;
  int run() const {
    double diff;
    int passes = 0;
#pragma acc kernels copy(A)
    do {
      diff = 0.0;
      for (int i = 1; i < N - 1; i++) {
        double next = 0.5 * (A[1][i - 1] + A[1][i + 1]);
        diff = std::fmax(diff, std::fabs(next - A[2][i]));
        A[2][i] = next;
      }
      passes++;
    } while (diff > tol && passes < 100);
    return passes;
  }
};
int smooth(const Smoother &s) { return s.run(); }
// CHECK: kernels_while_loops_cpp.cpp:16:3: remark: 'while' loop runs on the host, launching the loop nests it holds in each iteration; the host reads 'err', 'iter' back from the device before each test of its condition
// CHECK: kernels_while_loops_cpp.cpp:18:5: remark: loop scheduled as gang, implicit reduction on 'err'
// CHECK: kernels_while_loops_cpp.cpp:19:7: remark: loop scheduled as vector, implicit reduction on 'err'
// CHECK: kernels_while_loops_cpp.cpp:23:5: remark: loop scheduled as gang
// CHECK: kernels_while_loops_cpp.cpp:18:5: remark: loop nest runs as its own kernel
// CHECK: kernels_while_loops_cpp.cpp:23:5: remark: loop nest runs as its own kernel
// CHECK: kernels_while_loops_cpp.cpp:38:5: remark: 'do' loop runs on the host, launching the loop nests it holds in each iteration; the host reads 'diff', 'passes' back from the device before each test of its condition
// CHECK: kernels_while_loops_cpp.cpp:40:7: remark: loop scheduled as gang, vector, implicit reduction on 'diff'
// CHECK: kernels_while_loops_cpp.cpp:40:7: remark: loop nest runs as its own kernel
// LOWERED: __typeof__(err) __acorn_rv0; __typeof__(iter) __acorn_rv1; acorn_read_item __acorn_rb[] =
// LOWERED-NEXT: while ((acorn_read_back(&__acorn_c, __acorn_rb, 2, __acorn_async, __acorn_if), __acorn_rv0 > tol && __acorn_rv1 < iter_max)) {
// LOWERED: } while ((acorn_read_back(&__acorn_c, __acorn_rb, 2, __acorn_async, __acorn_if), __acorn_rv0 > tol && __acorn_rv1 < 100)); acorn_data_exit(
