// C++ kernels (2.5.2): a bool a loop only combines with && or || without a reduction clause is an
// implicit reduction, as one combined with & or | is: `ok = ok && c`, `any = any || c`, the bool on
// either side, a chain `ok = ok && a && b`, a call that writes nothing (a lambda's too). Sequential
// evaluation skips the other operand once ok is false (true for ||): one that writes (an
// assignment, a call writing the iteration's local through its reference argument) keeps the loop
// sequential, as do mixed operators and other reads.
// RUN: %acorncxx -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
static bool positive(double v) { return v > 0.0; }
static bool store(double &p, double v) { p = v; return v > 0.0; }

void check(int n, const double *__restrict__ x, double *__restrict__ y, bool *out) {
  bool ok = true, any = false, right = true, chain = true, pure = true, lambda = true, assigns = true, writes = true,
       mixed = true, read = true;
  auto nonnegative = [](double v) { return v >= 0.0; };
#pragma acc kernels copyin(x[0:n]) copy(y[0:n])
  {
    for (int i = 0; i < n; i++)
      ok = ok && x[i] < 5000.0;
// CHECK: kernels_implicit_logical_reductions_cpp.cpp:[[@LINE-2]]:5: remark: loop scheduled as gang, vector, implicit reduction on 'ok'
    for (int i = 0; i < n; i++)
      any = any || x[i] == 999.0;
// CHECK: kernels_implicit_logical_reductions_cpp.cpp:[[@LINE-2]]:5: remark: loop scheduled as gang, vector, implicit reduction on 'any'
    for (int i = 0; i < n; i++)
      right = (x[i] >= 0.0) && right;
// CHECK: kernels_implicit_logical_reductions_cpp.cpp:[[@LINE-2]]:5: remark: loop scheduled as gang, vector, implicit reduction on 'right'
    for (int i = 0; i < n; i++)
      chain = chain && x[i] > -1.0 && x[i] < 1.0;
// CHECK: kernels_implicit_logical_reductions_cpp.cpp:[[@LINE-2]]:5: remark: loop scheduled as gang, vector, implicit reduction on 'chain'
    for (int i = 0; i < n; i++)
      pure = pure && positive(x[i]);
// CHECK: kernels_implicit_logical_reductions_cpp.cpp:[[@LINE-2]]:5: remark: loop scheduled as gang, vector, implicit reduction on 'pure'
    for (int i = 0; i < n; i++)
      lambda = lambda && nonnegative(x[i]);
// CHECK: kernels_implicit_logical_reductions_cpp.cpp:[[@LINE-2]]:5: remark: loop scheduled as gang, vector, implicit reduction on 'lambda'
    for (int i = 0; i < n; i++)
      assigns = assigns && (y[i] = x[i]) > 0.0;
// CHECK: kernels_implicit_logical_reductions_cpp.cpp:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'assigns' is carried from one iteration to the next)
    for (int i = 0; i < n; i++) {
      double t = -1.0;
      writes = writes && store(t, x[i]);
      y[i] = t;
    }
// CHECK: kernels_implicit_logical_reductions_cpp.cpp:[[@LINE-5]]:5: remark: loop scheduled as seq (not parallel: 'writes' is carried from one iteration to the next)
    for (int i = 0; i < n; i++) {
      mixed = mixed && x[i] > 0.0;
      mixed = mixed || x[i] < -5.0;
    }
// CHECK: kernels_implicit_logical_reductions_cpp.cpp:[[@LINE-4]]:5: remark: loop scheduled as seq (not parallel: 'mixed' is carried from one iteration to the next)
    for (int i = 0; i < n; i++) {
      read = read && x[i] > 0.0;
      y[i] = read;
    }
// CHECK: kernels_implicit_logical_reductions_cpp.cpp:[[@LINE-4]]:5: remark: loop scheduled as seq (not parallel: 'read' is carried from one iteration to the next)
  }
  out[0] = ok, out[1] = any, out[2] = right, out[3] = chain, out[4] = pure;
  out[5] = assigns, out[6] = writes, out[7] = mixed, out[8] = read, out[9] = lambda;
}
