// 2.5.10 num_workers up to the gang's 1024 threads, in C++: num_workers(32) vector_length(32) and
// num_workers(16) vector_length(64) as members of a solver object, with a routine vector member
// called from a worker loop whose two vector loops must not overlap (the second reads what other
// lanes wrote), and a vector reduction per worker. Each worker waits for its own lanes only (the
// implementation may run fewer workers than asked, 2.5.10).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

constexpr int G = 4, W = 32, N = 128;

#pragma acc routine vector
template <class T> void reverse_doubled(T *v, T *tmp, int n) {
#pragma acc loop vector
  for (int i = 0; i < n; i++)
    tmp[i] = v[i] * 2;
#pragma acc loop vector
  for (int i = 0; i < n; i++)
    v[i] = tmp[n - 1 - i];
}

struct Rows {
  std::vector<double> data = std::vector<double>(G * W * N), scratch = std::vector<double>(G * W * N),
                      sums = std::vector<double>(G * W);

  void reset() {
    for (int i = 0; i < G * W * N; i++)
      data[i] = i;
  }

  void reverse(int workers, int vector) {
    double *u = data.data(), *t = scratch.data(), *s = sums.data();
#pragma acc parallel loop gang num_workers(workers) vector_length(vector) copy(u[0:G * W * N], s[0:G * W]) \
    create(t[0:G * W * N])
    for (int g = 0; g < G; g++) {
#pragma acc loop worker
      for (int w = 0; w < W; w++) {
        double *row = u + (g * W + w) * N;
        reverse_doubled(row, t + (g * W + w) * N, N);
        double sum = 0;
#pragma acc loop vector reduction(+ : sum)
        for (int i = 0; i < N; i++)
          sum += row[i];
        s[g * W + w] = sum;
      }
    }
  }

  int check(int workers, int vector) const {
    int errors = 0;
    for (int r = 0; r < G * W; r++) {
      double want = 0;
      for (int i = 0; i < N; i++) {
        double x = 2.0 * (r * N + N - 1 - i);
        errors += data[r * N + i] != x;
        want += x;
      }
      errors += sums[r] != want;
    }
    if (errors)
      std::printf("num_workers(%d) vector_length(%d): %d wrong values\n", workers, vector, errors);
    return errors != 0;
  }
};

int main() {
  Rows rows;
  int failed = 0;
  for (auto [workers, vector] : {std::pair{32, 32}, std::pair{16, 64}}) {
    rows.reset();
    rows.reverse(workers, vector);
    failed += rows.check(workers, vector);
  }
  std::printf("%s\n", failed ? "FAIL" : "PASS");
  return failed;
}
