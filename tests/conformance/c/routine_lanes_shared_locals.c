/* The local variables of a routine with loop parallelism are variables of the code that calls its
   loops' threads (2.15.1): in a vector routine one variable for the calling worker's vector lanes,
   in a worker routine one for the gang's workers and lanes. A scratch array one vector loop fills
   and the next reads at other indices, the index one lane finds, a slot taken once per call by an
   atomic capture in vector-single code, a struct with an initialiser that one lane changes, and a worker loop's private
   row that its vector loop fills: as the same code inline in a gang loop. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

enum { ROWS = 24, N = 64, WORKERS = 4 };

#pragma acc routine vector
static int reverse_and_find(double *u, double key) {
  double tmp[N];
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

#pragma acc routine vector
static void append_row(int *counter, double *out, double value) {
  int slot;
#pragma acc atomic capture
  slot = counter[0]++;
#pragma acc loop vector
  for (int i = 0; i < N; i++)
    out[slot * N + i] = value;
}

struct window {
  int lo, hi;
  double weight;
};

// The lane that finds the key sets the window; every lane then sums over it.
#pragma acc routine vector
static double window_at_key(const double *u, double key) {
  struct window w = {0, 0, 0.5};
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
static void smooth_rows(double *rows, int nrows) {
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

int main(void) {
  static double u[ROWS * N], out[ROWS * N], rows[ROWS * N], sums[ROWS];
  int found[ROWS], counter = 0;
  for (int i = 0; i < ROWS * N; i++)
    u[i] = rows[i] = i;

  // Called from a gang loop (one worker), then from a worker loop (each worker its own copies).
#pragma acc parallel loop gang vector_length(32) copy(u) copyout(found)
  for (int r = 0; r < ROWS / 2; r++)
    found[r] = reverse_and_find(u + r * N, r * N + 40);
#pragma acc parallel num_gangs(3) num_workers(WORKERS) vector_length(32) copy(u, found)
  {
#pragma acc loop gang worker
    for (int r = ROWS / 2; r < ROWS; r++)
      found[r] = reverse_and_find(u + r * N, r * N + r % N);
  }
  // Several calls in each gang, one after another: each call's slot is its own.
#pragma acc parallel num_gangs(4) vector_length(32) copy(out, counter)
  {
#pragma acc loop gang
    for (int g = 0; g < 4; g++)
      for (int k = 0; k < ROWS / 4; k++)
        append_row(&counter, out, 1.0 + g * (ROWS / 4) + k);
  }
#pragma acc parallel loop gang num_workers(2) vector_length(32) copyin(u) copyout(sums)
  for (int r = 0; r < ROWS; r++)
    sums[r] = window_at_key(u + r * N, r * N + N - 1 - r % (N - 8));
#pragma acc parallel num_gangs(2) num_workers(WORKERS) vector_length(32) copy(rows)
  {
#pragma acc loop gang
    for (int half = 0; half < 2; half++)
      smooth_rows(rows + half * (ROWS / 2) * N, ROWS / 2);
  }

  int errors = 0;
  for (int r = 0; r < ROWS; r++) {
    int key = r < ROWS / 2 ? 40 : r % N;
    if (found[r] != key) {
      printf("row %d: found %d, expected %d\n", r, found[r], key);
      errors++;
    }
    for (int i = 0; i < N; i++)
      errors += u[r * N + i] != r * N + N - 1 - i;
  }
  double total = 0;
  for (int k = 0; k < ROWS; k++) {
    for (int i = 1; i < N; i++)
      errors += out[k * N + i] != out[k * N];
    total += out[k * N];
  }
  if (counter != ROWS || total != ROWS * (ROWS + 1) / 2.0) {
    printf("counter %d, total %g\n", counter, total);
    errors++;
  }
  for (int r = 0; r < ROWS; r++) {
    // u was reversed in every row: the key r*N + N-1 - k is at index k = r % (N - 8).
    double expected = 0;
    for (int i = r % (N - 8); i < r % (N - 8) + 8; i++)
      expected += 0.5 * (r * N + N - 1 - i);
    if (sums[r] != expected) {
      printf("row %d: sum %g, expected %g\n", r, sums[r], expected);
      errors++;
    }
    for (int i = 0; i < N; i++) {
      double left = r * N + (i + N - 1) % N, right = r * N + (i + 1) % N;
      errors += rows[r * N + i] != (left + right) / 2;
    }
  }
  printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
