// Declared globals that hold pointers to data mapped by data clauses (2.13, 2.6.8): a struct
// under `declare create` whose member section is mapped (`enter data copyin(gs.a[0:n])`), a
// declared pointer to a struct whose member is mapped in turn (`copyin(gp[0:1])`, then
// `copyin(gp->a[0:n])`), a declared pointer mapped from an offset section (`copyin(u[1:n-1])`,
// as halo codes map interiors), and the rows of a declared pointer to pointers. Routines read the data through the globals; regions write it; the
// host's pointers never change (on the emulated device the sections are their own device copies).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *a;
} state_t;

state_t gs;
state_t *gp;
double *u;
double **pp;
#pragma acc declare create(gs, gp, u, pp)

#pragma acc routine seq
static double from_gs(int i) { return gs.a[i]; }
#pragma acc routine seq
static double from_gp(int i) { return gp->a[i]; }
#pragma acc routine seq
static double from_u(int i) { return u[i]; }
#pragma acc routine seq
static double from_pp(int i, int j) { return pp[i][j]; }

static int errors = 0;

static void check(const char *what, int ok) {
  if (!ok) {
    fprintf(stderr, "FAIL: %s\n", what);
    ++errors;
  }
}

int main(void) {
  enum { N = 100 };
  double out[N];

  // A member section of a declared struct.
  double *ha = malloc(N * sizeof(double));
  gs.n = N;
  gs.a = ha;
  for (int i = 0; i < N; i++)
    ha[i] = 1;
  #pragma acc update device(gs.n)
  #pragma acc enter data copyin(gs.a[0:N])
  check("gs.a is the host array after enter data", gs.a == ha);
  #pragma acc parallel loop
  for (int i = 0; i < N; i++)
    gs.a[i] = 2 + i;
  #pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; i++)
    out[i] = from_gs(i);
  #pragma acc exit data copyout(gs.a[0:N])
  check("gs.a is the host array after exit data", gs.a == ha);
  for (int i = 0; i < N; i++)
    if (ha[i] != 2 + i || out[i] != 2 + i) {
      fprintf(stderr, "FAIL: gs.a[%d] = %g, routine read %g, expected %d\n", i, ha[i], out[i], 2 + i);
      ++errors;
      break;
    }

  // A declared pointer to a struct, then its member.
  gp = malloc(sizeof *gp);
  double *hb = malloc(N * sizeof(double));
  gp->n = N;
  gp->a = hb;
  for (int i = 0; i < N; i++)
    hb[i] = i;
  #pragma acc enter data copyin(gp[0:1])
  #pragma acc enter data copyin(gp->a[0:N])
  check("gp->a is the host array after enter data", gp->a == hb);
  #pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; i++)
    out[i] = from_gp(i) + 1;
  #pragma acc exit data delete(gp->a[0:N])
  #pragma acc exit data delete(gp[0:1])
  check("gp->a is the host array after exit data", gp->a == hb);
  for (int i = 0; i < N; i++)
    if (out[i] != i + 1) {
      fprintf(stderr, "FAIL: routine read gp->a[%d] + 1 = %g, expected %d\n", i, out[i], i + 1);
      ++errors;
      break;
    }

  // A declared pointer mapped from an offset section.
  u = malloc(N * sizeof(double));
  double *hu = u;
  for (int i = 0; i < N; i++)
    u[i] = 3 * i;
  #pragma acc enter data copyin(u[1:N-1])
  check("u is the host array after enter data", u == hu);
  #pragma acc parallel loop copyout(out[1:N-1])
  for (int i = 1; i < N; i++)
    out[i] = from_u(i);
  #pragma acc exit data delete(u[1:N-1])
  check("u is the host array after exit data", u == hu);
  for (int i = 1; i < N; i++)
    if (out[i] != 3 * i) {
      fprintf(stderr, "FAIL: routine read u[%d] = %g, expected %d\n", i, out[i], 3 * i);
      ++errors;
      break;
    }

  // The rows of a declared pointer to pointers.
  enum { R = 4, C = 25 };
  double *rows[R];
  pp = malloc(R * sizeof *pp);
  for (int i = 0; i < R; i++) {
    rows[i] = pp[i] = malloc(C * sizeof(double));
    for (int j = 0; j < C; j++)
      pp[i][j] = 100 * i + j;
  }
  #pragma acc enter data copyin(pp[0:R][0:C])
  #pragma acc parallel loop copyout(out)
  for (int k = 0; k < R * C; k++)
    out[k] = from_pp(k / C, k % C);
  #pragma acc exit data delete(pp[0:R][0:C])
  for (int i = 0; i < R; i++) {
    check("pp[i] is its host row after exit data", pp[i] == rows[i]);
    free(rows[i]);
  }
  for (int k = 0; k < R * C; k++)
    if (out[k] != 100 * (k / C) + k % C) {
      fprintf(stderr, "FAIL: routine read pp[%d][%d] = %g\n", k / C, k % C, out[k]);
      ++errors;
      break;
    }
  free(pp);

  free(ha);
  free(hb);
  free(gp);
  free(hu);
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
