// 2.2.3 and 2.15.1 in C++: a routine's code runs in the modes its callers' threads give it. The body
// of a routine gang's gang loop (a member function) runs once per iteration though the calling
// region's gangs have 4 workers x 32 lanes (another loop uses them); a routine worker's worker loop
// body of one statement (a function template) runs once per iteration on gangs of 64 lanes; a routine
// worker's vector loop in its worker-single code is run by one worker. An atomic counts executions.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

struct Counter {
  double *x;
  int *runs;
#pragma acc routine gang
  void inc_all(int n) {
#pragma acc loop gang
    for (int i = 0; i < n; i++) {
      x[i] += 1.0;
#pragma acc atomic update
      runs[0]++;
    }
  }
};

#pragma acc routine worker
template <class T> void inc_row(T *x, int m) {
#pragma acc loop worker
  for (int i = 0; i < m; i++) x[i] += T(1);
}

#pragma acc routine worker
template <class T> void inc_row_lanes(T *x, int m) {
#pragma acc loop vector
  for (int i = 0; i < m; i++) {
    x[i] += T(1);
  }
#pragma acc loop worker
  for (int i = 0; i < m; i++) x[i] *= T(2);
}

constexpr int N = 5000, NB = 48, M = 100;

int main() {
  std::vector<double> xs(N), ys(N), us(NB * M), vs(NB * M);
  for (int i = 0; i < N; i++)
    xs[i] = ys[i] = i;
  for (int i = 0; i < NB * M; i++)
    us[i] = vs[i] = i % 5;
  int runs = 0, errors = 0;
  double *x = xs.data(), *y = ys.data(), *u = us.data(), *v = vs.data();
#pragma acc parallel num_workers(4) vector_length(32) copy(x[0:N], y[0:N], runs)
  {
    Counter c{x, &runs};
    c.inc_all(N);
#pragma acc loop gang worker vector
    for (int i = 0; i < N; i++) y[i] = 2.0 * y[i];
  }
#pragma acc parallel loop gang num_workers(4) vector_length(64) copy(u[0:NB*M], v[0:NB*M])
  for (int b = 0; b < NB; b++) {
    inc_row(&u[b * M], M);
    inc_row_lanes(&v[b * M], M);
  }
  if (runs != N) {
    std::printf("the gang loop's body ran %d times, want %d\n", runs, N);
    errors++;
  }
  for (int i = 0; i < N && errors < 5; i++)
    if (xs[i] != i + 1.0 || ys[i] != 2.0 * i) {
      std::printf("x[%d] = %g (want %d), y = %g (want %d)\n", i, xs[i], i + 1, ys[i], 2 * i);
      errors++;
    }
  for (int i = 0; i < NB * M && errors < 5; i++)
    if (us[i] != i % 5 + 1.0 || vs[i] != 2.0 * (i % 5 + 1.0)) {
      std::printf("u[%d] = %g (want %d), v = %g (want %d)\n", i, us[i], i % 5 + 1, vs[i], 2 * (i % 5 + 1));
      errors++;
    }
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
