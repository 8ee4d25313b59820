// 2.5.2, C++: a kernels region around a time-step loop of a class's solver (members through
// this, the step count a member): the steps run one after the other, each seeing the previous
// one's values, while the loop nests of a step run in parallel and the statements between them as
// serial launches; and a template's loop over rows
// whose variables have a template parameter's type.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <algorithm>
#include <cstdio>
#include <vector>

class Rod {
public:
  explicit Rod(int n) : n_(n), u_(n), v_(n) {
    for (int i = 0; i < n; i++)
      u_[i] = i % 64 == 0 ? 64.0 : 0.0;
  }
  // Each step's largest change, reset by a statement between the nests (a serial launch).
  void run(int steps) {
    double *__restrict u = u_.data();
    double *__restrict v = v_.data();
    trace_.assign(steps, -1.0);
    double *trace = trace_.data();
    const int n = n_;
    double change = 0;
#pragma acc kernels copy(u[0:n]) create(v[0:n]) copyout(trace[0:steps])
    for (int s = 0; s < steps; s++) {
      change = 0;
      for (int i = 1; i < n - 1; i++)
        v[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
      for (int i = 1; i < n - 1; i++) {
        change = std::max(change, v[i] - u[i]);
        u[i] = v[i];
      }
      trace[s] = change;
    }
  }
  double at(int i) const { return u_[i]; }
  double change(int s) const { return trace_[s]; }

private:
  int n_;
  std::vector<double> u_, v_, trace_;
};

// In a template, with loop variables of a parameter's type: the outer loop carries a dependence
// (row k adds into the rows before it), the inner one does not.
template <class T, class I> void fold(T *x, I n) {
#pragma acc kernels copy(x[0:n])
  for (I k = 1; k < n; k++)
    for (I i = 0; i < k; i++)
      x[i] += x[k];
}

int main() {
  const int n = 4096, steps = 30;
  Rod rod(n);
  rod.run(steps);
  std::vector<double> u(n), v(n);
  for (int i = 0; i < n; i++)
    u[i] = i % 64 == 0 ? 64.0 : 0.0;
  std::vector<double> trace(steps);
  for (int s = 0; s < steps; s++) {
    for (int i = 1; i < n - 1; i++)
      v[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
    trace[s] = 0;
    for (int i = 1; i < n - 1; i++) {
      trace[s] = std::max(trace[s], v[i] - u[i]);
      u[i] = v[i];
    }
  }
  int errors = 0;
  for (int s = 0; s < steps && errors < 5; s++)
    if (rod.change(s) != trace[s]) {
      std::fprintf(stderr, "FAIL: change of step %d is %.17g, want %.17g\n", s, rod.change(s), trace[s]);
      errors++;
    }
  for (int i = 0; i < n && errors < 5; i++)
    if (rod.at(i) != u[i]) {
      std::fprintf(stderr, "FAIL: u[%d] is %.17g, want %.17g\n", i, rod.at(i), u[i]);
      errors++;
    }
  const long m = 3000;
  std::vector<long> x(m), want(m);
  for (long i = 0; i < m; i++)
    x[i] = want[i] = i % 5;
  for (long k = 1; k < m; k++)
    for (long i = 0; i < k; i++)
      want[i] += want[k];
  fold(x.data(), m);
  for (long i = 0; i < m && errors < 5; i++)
    if (x[i] != want[i]) {
      std::fprintf(stderr, "FAIL: template fold x[%ld] is %ld, want %ld\n", i, x[i], want[i]);
      errors++;
    }
  if (!errors)
    std::printf("PASS\n");
  return errors != 0;
}
