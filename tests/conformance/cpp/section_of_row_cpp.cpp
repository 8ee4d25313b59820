// 2.7.1 a section of one row in C++: m[r][lo:n] of a member 2-D array (part of the object's storage,
// which the region reaches through it), and pp[i][lo:n] of a T ** in a function template (the row's
// data; with the pointers pp[0:R] present, mapping a row attaches pp[i] to it, 2.6.8, 2.7.2).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>
#ifdef _OPENACC
#include <openacc.h>
#endif

constexpr int R = 5, C = 128;

static bool discrete_memory() {
#ifdef _OPENACC
  acc_device_t t = acc_get_device_type();
  return t != acc_device_host && t != acc_device_multicore;
#else
  return false;
#endif
}

static int errors = 0;

static void expect(const char *what, int i, int j, double got, double want) {
  if (got != want) {
    if (errors < 10)
      std::fprintf(stderr, "FAIL: %s: [%d][%d] = %g, expected %g\n", what, i, j, got, want);
    ++errors;
  }
}

struct Table {
  double m[R][C];
  void negate_row(int r) {
#pragma acc parallel loop copy(m[r][0:C])
    for (int j = 0; j < C; j++) {
      m[r][j] = -m[r][j];
    }
  }
};

// Each row on the device on its own, attached to the pointers, then updated back one by one.
template <class T> void add_row_index(T **pp, int rows, int cols) {
#pragma acc enter data copyin(pp[0:rows])
  for (int i = 0; i < rows; i++) {
#pragma acc enter data copyin(pp[i][0:cols])
  }
#pragma acc parallel loop collapse(2) present(pp[0:rows])
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      pp[i][j] += T(i);
#pragma acc update self(pp[rows - 1][0:cols])
  if (discrete_memory() && pp[1][1] != T(1)) {
    std::fprintf(stderr, "FAIL: row 1 changed by the update of the last row only: %g\n", double(pp[1][1]));
    ++errors;
  }
  for (int i = 0; i < rows; i++) {
#pragma acc exit data copyout(pp[i][0:cols])
  }
#pragma acc exit data delete(pp[0:rows])
}

int main() {
  Table t;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      t.m[i][j] = i * 1000 + j;
  t.negate_row(3);
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      expect("negate_row(3)", i, j, t.m[i][j], i == 3 ? -(3000.0 + j) : i * 1000.0 + j);

  std::vector<std::vector<float>> rows(R, std::vector<float>(C));
  std::vector<float *> pointers(R);
  for (int i = 0; i < R; i++) {
    pointers[i] = rows[i].data();
    for (int j = 0; j < C; j++)
      rows[i][j] = float(j);
  }
  add_row_index(pointers.data(), R, C);
  for (int i = 0; i < R; i++) {
    if (pointers[i] != rows[i].data()) {
      std::fprintf(stderr, "FAIL: pointer %d changed on the host\n", i);
      ++errors;
    }
    for (int j = 0; j < C; j++)
      expect("add_row_index", i, j, rows[i][j], float(j + i));
  }
  if (errors == 0)
    std::printf("PASS\n");
  return errors != 0;
}
