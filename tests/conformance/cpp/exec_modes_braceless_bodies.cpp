// 2.2.3 and 2.5.1 execution modes in C++: in a function template, a loop whose body is one statement
// without braces runs it as a braced body does: a sequential loop's body in a gang loop's
// worker-single, vector-single code once per gang (a running sum over the gang's row, atomics
// counting executions); a worker loop's body, and a sequential loop's in it, once per iteration.
// Run by every thread of a GPU gang (4 workers x 32 lanes) the counts would be 32 or 128 times too
// high and the sums race.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

constexpr int NB = 40, M = 96;

template <class T> int run() {
  std::vector<T> xs(NB * M, T(0)), ys(NB * M, T(1));
  std::vector<int> worker_runs(NB, 0), seq_runs(NB, 0), inner_runs(NB, 0);
  T *x = xs.data(), *y = ys.data();
  int *cw = worker_runs.data(), *cs = seq_runs.data(), *ci = inner_runs.data();
#pragma acc parallel loop gang num_workers(4) vector_length(32) copy(x[0:NB*M], y[0:NB*M], cw[0:NB], cs[0:NB], ci[0:NB])
  for (int b = 0; b < NB; b++) {
    T *row = x + b * M;
#pragma acc loop worker
    for (int j = 0; j < M; j++)
#pragma acc atomic update
      cw[b] += 1;
#pragma acc loop worker
    for (int j = 0; j < M; j++) row[j] += T(1);
#pragma acc loop seq
    for (int i = 1; i < M; i++) y[b * M + i] += y[b * M + i - 1];
    for (int k = 0; k < 3; k++)
#pragma acc atomic update
      cs[b]++;
#pragma acc loop worker
    for (int j = 0; j < M; j++) {
      for (int k = 0; k < 2; k++)
#pragma acc atomic update
        ci[b]++;
    }
#pragma acc loop worker vector
    for (int j = 0; j < M; j++) row[j] *= T(2);
  }
  int errors = 0;
  for (int b = 0; b < NB; b++) {
    if (cw[b] != M || cs[b] != 3 || ci[b] != 2 * M) {
      if (errors < 5)
        std::printf("gang %d: worker body ran %d times (want %d), seq body %d (want 3), inner %d (want %d)\n", b,
                    cw[b], M, cs[b], ci[b], 2 * M);
      errors++;
    }
    for (int j = 0; j < M; j++)
      if (x[b * M + j] != T(2) || y[b * M + j] != T(j + 1)) {
        if (errors < 5)
          std::printf("x[%d][%d] = %g (want 2), y = %g (want %d)\n", b, j, (double)x[b * M + j],
                      (double)y[b * M + j], j + 1);
        errors++;
      }
  }
  return errors;
}

int main() {
  int errors = run<double>() + run<float>();
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
