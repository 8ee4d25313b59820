// The local variables of a routine with loop parallelism are variables of the code that calls its
// loops' threads (2.15.1): in a vector routine one variable for the calling worker's vector lanes,
// in a worker routine one for the gang's workers and lanes. In C++ styles: a function template
// whose scratch array has the template's element type, a member function taking a slot with an
// atomic capture, a struct with default member initialisers one lane changes, and a worker loop's
// private row that its vector loop fills.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

constexpr int Rows = 24, N = 64, Workers = 4;

#pragma acc routine vector
template <class T> int reverse_and_find(T *u, T key) {
  T tmp[N];
  int found = -1;
#pragma acc loop vector
  for (int i = 0; i < N; i++)
    tmp[i] = u[i];
#pragma acc loop vector
  for (int i = 0; i < N; i++) {
    u[i] = tmp[N - 1 - i];
    if (tmp[i] == key)
      found = i;
  }
  return found;
}

struct RowQueue {
  int counter = 0;
  double out[Rows * N];

#pragma acc routine vector
  void append(double value) {
    int slot;
#pragma acc atomic capture
    slot = counter++;
#pragma acc loop vector
    for (int i = 0; i < N; i++)
      out[slot * N + i] = value;
  }
};

struct Window {
  int lo = 0, hi = 0;
  double weight = 0.5;
};

// The lane that finds the key sets the window; every lane then sums over it.
#pragma acc routine vector
double window_at_key(const double *u, double key) {
  Window w;
#pragma acc loop vector
  for (int i = 0; i < N - 8; i++)
    if (u[i] == key) {
      w.lo = i;
      w.hi = i + 8;
    }
  double sum = 0;
#pragma acc loop vector reduction(+ : sum)
  for (int i = w.lo; i < w.hi; i++)
    sum += w.weight * u[i];
  return sum;
}

#pragma acc routine worker
void smooth_rows(double *rows, int nrows) {
  double row[N];
#pragma acc loop worker private(row)
  for (int r = 0; r < nrows; r++) {
#pragma acc loop vector
    for (int i = 0; i < N; i++)
      row[i] = rows[r * N + i];
#pragma acc loop vector
    for (int i = 0; i < N; i++)
      rows[r * N + i] = (row[(i + N - 1) % N] + row[(i + 1) % N]) / 2;
  }
}

int main() {
  std::vector<double> uv(Rows * N), rv(Rows * N);
  double *u = uv.data(), *rows = rv.data();
  static RowQueue queue;
  int found[Rows];
  double sums[Rows];
  for (int i = 0; i < Rows * N; i++)
    u[i] = rows[i] = i;

#pragma acc parallel loop gang vector_length(32) copy(u[0:Rows * N]) copyout(found)
  for (int r = 0; r < Rows / 2; r++)
    found[r] = reverse_and_find(u + r * N, double(r * N + 40));
#pragma acc parallel num_gangs(3) num_workers(Workers) vector_length(32) copy(u[0:Rows * N], found)
  {
#pragma acc loop gang worker
    for (int r = Rows / 2; r < Rows; r++)
      found[r] = reverse_and_find(u + r * N, double(r * N + r % N));
  }
#pragma acc parallel num_gangs(4) vector_length(32) copy(queue)
  {
#pragma acc loop gang
    for (int g = 0; g < 4; g++)
      for (int k = 0; k < Rows / 4; k++)
        queue.append(1.0 + g * (Rows / 4) + k);
  }
#pragma acc parallel loop gang num_workers(2) vector_length(32) copyin(u[0:Rows * N]) copyout(sums)
  for (int r = 0; r < Rows; r++)
    sums[r] = window_at_key(u + r * N, r * N + N - 1 - r % (N - 8));
#pragma acc parallel num_gangs(2) num_workers(Workers) vector_length(32) copy(rows[0:Rows * N])
  {
#pragma acc loop gang
    for (int half = 0; half < 2; half++)
      smooth_rows(rows + half * (Rows / 2) * N, Rows / 2);
  }

  int errors = 0;
  for (int r = 0; r < Rows; r++) {
    int key = r < Rows / 2 ? 40 : r % N;
    if (found[r] != key) {
      std::printf("row %d: found %d, expected %d\n", r, found[r], key);
      errors++;
    }
    for (int i = 0; i < N; i++)
      errors += u[r * N + i] != r * N + N - 1 - i;
  }
  double total = 0;
  for (int k = 0; k < Rows; k++) {
    for (int i = 1; i < N; i++)
      errors += queue.out[k * N + i] != queue.out[k * N];
    total += queue.out[k * N];
  }
  if (queue.counter != Rows || total != Rows * (Rows + 1) / 2.0) {
    std::printf("counter %d, total %g\n", queue.counter, total);
    errors++;
  }
  for (int r = 0; r < Rows; r++) {
    // u was reversed in every row: the key r*N + N-1 - k is at index k = r % (N - 8).
    double expected = 0;
    for (int i = r % (N - 8); i < r % (N - 8) + 8; i++)
      expected += 0.5 * (r * N + N - 1 - i);
    if (sums[r] != expected) {
      std::printf("row %d: sum %g, expected %g\n", r, sums[r], expected);
      errors++;
    }
    for (int i = 0; i < N; i++) {
      double left = r * N + (i + N - 1) % N, right = r * N + (i + 1) % N;
      errors += rows[r * N + i] != (left + right) / 2;
    }
  }
  std::printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
