// 2.5.15 / 2.9.11: an array of arrays named in a reduction on a gang loop and again on the loops
// nested in it (vector, worker, plain `loop`, or no clause: Acorn's implicit one) is reduced
// element by element at every level: a 2-D histogram in a function template over the count type,
// a 3-D array of maxima over gang, worker and vector loops in a member function, and a
// compute-construct reduction over a gang loop.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

constexpr int NK = 4, NB = 8, N = 1000;

template <class Count> int histogram() {
  Count h[NK][NB] = {}, g[NK][NB] = {}, u[NK][NB] = {};
#pragma acc parallel loop gang reduction(+:h)
  for (int k = 0; k < NK; k++) {
#pragma acc loop vector reduction(+:h)
    for (int i = k; i < N; i += NK)
      h[k][i % NB] += 1;
  }
#pragma acc parallel loop gang reduction(+:g)
  for (int k = 0; k < NK; k++) {
#pragma acc loop reduction(+:g)
    for (int i = 0; i < N; i++)
      g[(i + k) % NK][i % NB] += 1;
  }
#pragma acc parallel loop gang reduction(+:u)
  for (int k = 0; k < NK; k++) {
#pragma acc loop vector
    for (int i = 0; i < N; i++)
      u[k][i % NB] += i % 3;
  }
  int errors = 0;
  for (int k = 0; k < NK; k++)
    for (int b = 0; b < NB; b++) {
      Count want_h = 0, want_g = 0, want_u = 0;
      for (int i = k; i < N; i += NK)
        want_h += i % NB == b;
      for (int j = 0; j < NK; j++)
        for (int i = 0; i < N; i++)
          want_g += (i + j) % NK == k && i % NB == b;
      for (int i = 0; i < N; i++)
        want_u += i % NB == b ? i % 3 : 0;
      errors += h[k][b] != want_h || g[k][b] != want_g || u[k][b] != want_u;
    }
  return errors;
}

struct Peaks {
  double peak[2][3][4];
  int run() {
    for (auto &plane : peak)
      for (auto &row : plane)
        for (double &v : row)
          v = -1.0;
    double local[2][3][4];
    for (int a = 0; a < 2; a++)
      for (int b = 0; b < 3; b++)
        for (int c = 0; c < 4; c++)
          local[a][b][c] = peak[a][b][c];
#pragma acc parallel loop gang reduction(max:local)
    for (int a = 0; a < 2; a++) {
#pragma acc loop worker reduction(max:local)
      for (int b = 0; b < 30; b++) {
#pragma acc loop vector reduction(max:local)
        for (int c = 0; c < 40; c++)
          if ((a * 1000 + b * 40 + c) % 97 > local[a][b % 3][c % 4])
            local[a][b % 3][c % 4] = (a * 1000 + b * 40 + c) % 97;
      }
    }
    int errors = 0;
    for (int a = 0; a < 2; a++)
      for (int b = 0; b < 3; b++)
        for (int c = 0; c < 4; c++) {
          double want = -1.0;
          for (int bb = b; bb < 30; bb += 3)
            for (int cc = c; cc < 40; cc += 4)
              if ((a * 1000 + bb * 40 + cc) % 97 > want)
                want = (a * 1000 + bb * 40 + cc) % 97;
          errors += local[a][b][c] != want;
        }
    return errors;
  }
};

int main() {
  int errors = histogram<int>() + histogram<double>();
  Peaks p;
  errors += p.run();
  long tally[2][3];
  for (auto &row : tally)
    for (long &v : row)
      v = 7;
#pragma acc parallel num_gangs(3) reduction(+:tally)
  {
#pragma acc loop gang reduction(+:tally)
    for (int k = 0; k < 6; k++) {
#pragma acc loop vector reduction(+:tally)
      for (int i = 0; i < 60; i++)
        tally[k % 2][i % 3] += 1;
    }
  }
  for (auto &row : tally)
    for (long v : row)
      errors += v != 7 + 3 * 20;
  std::printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
