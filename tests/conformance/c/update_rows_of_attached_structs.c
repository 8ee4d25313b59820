// 2.14.4, 2.6.8: an update of rows of a 2-D section of structs (s[1:2][0:2], rows that are not
// contiguous) and of a section of a 1-D array of structs, whose pointer members are attached,
// moves the other members and leaves the attached pointers alone on both sides, as an update of
// the whole array does: after update device the device pointers still reach the device copies of
// their targets, after update self the host pointers are still host addresses.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

enum { R = 3, C = 3, N = 8 };

typedef struct {
  double scale;
  double *v;
  int tag;
} cell_t;

static cell_t s[R][C];
static cell_t line[4];
static int errors = 0;

static void check(const char *what, int i, int j, int ok) {
  if (!ok) {
    fprintf(stderr, "FAIL: %s (%d, %d)\n", what, i, j);
    ++errors;
  }
}

int main(void) {
  double *host[R][C], *lhost[4];
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      s[i][j].scale = 1;
      s[i][j].tag = 0;
      s[i][j].v = host[i][j] = (double *)malloc(N * sizeof(double));
      for (int k = 0; k < N; ++k)
        s[i][j].v[k] = k;
    }
  for (int i = 0; i < 4; ++i) {
    line[i].scale = 1;
    line[i].tag = 0;
    line[i].v = lhost[i] = (double *)malloc(N * sizeof(double));
    for (int k = 0; k < N; ++k)
      line[i].v[k] = k;
  }
#pragma acc enter data copyin(s, line)
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
#pragma acc enter data copyin(s[i][j].v[0:N])
    }
  for (int i = 0; i < 4; ++i) {
#pragma acc enter data copyin(line[i].v[0:N])
  }

  // Rows 1..2, columns 0..1: the scales go to the device, the pointers stay attached.
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      s[i][j].scale = 10 * i + j + 2;
  for (int i = 0; i < 4; ++i)
    line[i].scale = i + 2;
#pragma acc update device(s[1:2][0:2], line[1:2])
#pragma acc parallel loop collapse(2) present(s)
  for (int i = 1; i < R; ++i)
    for (int j = 0; j < 2; ++j) {
      for (int k = 0; k < N; ++k)
        s[i][j].v[k] *= s[i][j].scale;
      s[i][j].tag = 100 * i + j;
    }
#pragma acc parallel loop present(line)
  for (int i = 1; i < 3; ++i) {
    for (int k = 0; k < N; ++k)
      line[i].v[k] *= line[i].scale;
    line[i].tag = i + 7;
  }

  // The tags come back; the host pointers stay host addresses (also for rows the update device
  // above did not send: their device pointers hold device addresses).
#pragma acc parallel loop present(s)
  for (int i = 0; i < 2; ++i)
    s[i][2].tag = 100 * i + 2;
#pragma acc update self(s[0:2][2:1])
  for (int i = 0; i < 2; ++i) {
    check("s[i][2].v after update self", i, 2, s[i][2].v == host[i][2]);
    check("s[i][2].tag after update self", i, 2, s[i][2].tag == 100 * i + 2);
  }
#pragma acc update self(s[1:2][0:2], line[1:2])
  for (int i = 1; i < R; ++i)
    for (int j = 0; j < 2; ++j) {
      check("s[i][j].v after update self", i, j, s[i][j].v == host[i][j]);
      check("s[i][j].tag after update self", i, j, s[i][j].tag == 100 * i + j);
    }
  for (int i = 1; i < 3; ++i) {
    check("line[i].v after update self", i, 0, line[i].v == lhost[i]);
    check("line[i].tag after update self", i, 0, line[i].tag == i + 7);
  }

  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      s[i][j].v = host[i][j];
#pragma acc exit data copyout(s[i][j].v[0:N])
    }
  for (int i = 0; i < 4; ++i) {
    line[i].v = lhost[i];
#pragma acc exit data copyout(line[i].v[0:N])
  }
#pragma acc exit data delete(s, line)
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      for (int k = 0; k < N; ++k) {
        double want = i >= 1 && j < 2 ? k * (10.0 * i + j + 2) : k;
        if (host[i][j][k] != want) {
          check("s[i][j].v[k] values", i, j, 0);
          k = N;
        }
      }
  for (int i = 0; i < 4; ++i)
    for (int k = 0; k < N; ++k)
      if (lhost[i][k] != (i >= 1 && i < 3 ? k * (i + 2.0) : k)) {
        check("line[i].v[k] values", i, 0, 0);
        break;
      }
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
