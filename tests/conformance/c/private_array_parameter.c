// A function parameter declared as an array (`double sum[NP]`) is a pointer in C; a program that
// names it in `private` means the array it is declared as (a private pointer would point nowhere):
// each iteration, or each gang with its lanes, works in its own array of NP elements.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define NR 6
#define NQ 5
#define NP 8

static double A[NR][NQ][NP], C[NP][NP];

// Each (r, q) iteration multiplies its row by C through a private scratch row.
static void multiply_rows(int nr, int nq, double a[NR][NQ][NP], double c[NP][NP], double sum[NP]) {
  int p, s;
#pragma acc parallel loop collapse(2) copy(a[0:NR]) copyin(c[0:NP]) private(sum, p, s)
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (p = 0; p < NP; p++) {
        sum[p] = 0;
        for (s = 0; s < NP; s++)
          sum[p] += a[r][q][s] * c[s][p];
      }
      for (p = 0; p < NP; p++)
        a[r][q][p] = sum[p];
    }
}

// A gang's private array, written by its vector lanes and read back reversed.
static void reverse_rows(int n, double rows[][NP], double buf[NP]) {
#pragma acc parallel loop gang vector_length(32) private(buf) copy(rows[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc loop vector
    for (int p = 0; p < NP; p++)
      buf[p] = rows[i][p];
#pragma acc loop vector
    for (int p = 0; p < NP; p++)
      rows[i][p] = buf[NP - 1 - p];
  }
}

int main(void) {
  double scratch[NP] = {0}, want[NR][NQ][NP], rows[100][NP];
  int errors = 0;
  for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++)
      for (int p = 0; p < NP; p++)
        A[r][q][p] = (r * q + p) % NP;
  for (int p = 0; p < NP; p++)
    for (int s = 0; s < NP; s++)
      C[p][s] = (p * s) % NP;
  for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++)
      for (int p = 0; p < NP; p++) {
        want[r][q][p] = 0;
        for (int s = 0; s < NP; s++)
          want[r][q][p] += A[r][q][s] * C[s][p];
      }
  for (int i = 0; i < 100; i++)
    for (int p = 0; p < NP; p++)
      rows[i][p] = i * NP + p;

  multiply_rows(NR, NQ, A, C, scratch);
  reverse_rows(100, rows, scratch);

  for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++)
      for (int p = 0; p < NP; p++)
        if (A[r][q][p] != want[r][q][p] && errors++ < 5)
          fprintf(stderr, "FAIL: a[%d][%d][%d] = %g, expected %g\n", r, q, p, A[r][q][p], want[r][q][p]);
  for (int i = 0; i < 100; i++)
    for (int p = 0; p < NP; p++)
      if (rows[i][p] != i * NP + (NP - 1 - p) && errors++ < 5)
        fprintf(stderr, "FAIL: rows[%d][%d] = %g\n", i, p, rows[i][p]);
  if (errors)
    return 1;
  printf("private array parameters: OK\n");
  return 0;
}
