// 2.2.3 worker-single, vector-partitioned mode in C++: a vector loop in a gang loop's body, when the
// gang has several workers (another loop uses them), is run by one worker whose lanes share the
// iterations; braced or not, each iteration runs once. A routine vector (a function template) called
// there runs once per gang (a statement of its own, or a value every worker reads), a vector
// reduction there gives its value to every worker (the worker loop after it reads it), and a gang
// vector loop beside a gang worker loop writes every element once.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

#pragma acc routine vector
template <class T> void add_one(T *r, int m) {
#pragma acc loop vector
  for (int i = 0; i < m; i++) {
    r[i] += T(1);
  }
}

#pragma acc routine vector
template <class T> T add_one_sum(T *r, int m) {
  T t = 0;
#pragma acc loop vector reduction(+:t)
  for (int i = 0; i < m; i++) {
    r[i] += T(1);
    t += r[i];
  }
  return t;
}

constexpr int NB = 64, M = 200, N = 10007;

template <class F> static int check(const char *what, const std::vector<double> &v, F want) {
  for (size_t i = 0; i < v.size(); i++)
    if (v[i] != want(int(i))) {
      std::printf("%s[%zu] = %g, want %g\n", what, i, v[i], want(int(i)));
      return 1;
    }
  return 0;
}

int main() {
  std::vector<double> xs(NB * M), ys(NB * M, 0.0), zs(NB * M, 0.0), ws(NB * M, -1.0), ps(N), qs(N), vs(NB * M, 0.0),
      v2s(NB * M, -1.0);
  std::vector<int> counts(NB, 0);
  for (int i = 0; i < NB * M; i++)
    xs[i] = i % 8;
  for (int i = 0; i < N; i++) {
    ps[i] = i;
    qs[i] = -i;
  }
  double *x = xs.data(), *y = ys.data(), *z = zs.data(), *w = ws.data(), *p = ps.data(), *q = qs.data(), *v = vs.data(), *v2 = v2s.data();
  int *cnt = counts.data();
#pragma acc parallel loop gang num_workers(4) vector_length(32) copy(x[0:NB*M], y[0:NB*M], z[0:NB*M], w[0:NB*M], v[0:NB*M], v2[0:NB*M], cnt[0:NB])
  for (int b = 0; b < NB; b++) {
    int c = 0;
#pragma acc loop vector
    for (int i = 0; i < M; i++) {
      x[b * M + i] += 1.0;
    }
#pragma acc loop vector
    for (int i = 0; i < M; i++) y[b * M + i] += 1.0;
    add_one(&z[b * M], M);
    double t = add_one_sum(&v[b * M], M);
#pragma acc loop worker
    for (int j = 0; j < M; j++) v2[b * M + j] = t - M;
    double s = 0.0;
#pragma acc loop vector reduction(+:s)
    for (int i = 0; i < M; i++) s += y[b * M + i];
#pragma acc loop vector reduction(+:c)
    for (int i = 0; i < M; i++) c += 1;
#pragma acc loop worker
    for (int j = 0; j < M; j++) w[b * M + j] = s - M;
#pragma acc loop worker vector
    for (int i = 0; i < M; i++) x[b * M + i] *= 2.0;
    cnt[b] = c;
  }
#pragma acc parallel num_workers(4) vector_length(32) copy(p[0:N], q[0:N])
  {
#pragma acc loop gang vector
    for (int i = 0; i < N; i++) {
      p[i] += 1.0;
    }
#pragma acc loop gang worker
    for (int i = 0; i < N; i++) {
      q[i] -= 1.0;
    }
  }
  int errors = check("x", xs, [](int i) { return 2.0 * (i % 8 + 1.0); }) + check("y", ys, [](int) { return 1.0; }) +
               check("z", zs, [](int) { return 1.0; }) + check("w", ws, [](int) { return 0.0; }) +
               check("v", vs, [](int) { return 1.0; }) + check("v2", v2s, [](int) { return 0.0; }) +
               check("p", ps, [](int i) { return i + 1.0; }) + check("q", qs, [](int i) { return -i - 1.0; });
  for (int b = 0; b < NB; b++)
    if (counts[b] != M) {
      std::printf("counts[%d] = %d, want %d\n", b, counts[b], M);
      errors++;
      break;
    }
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
