// 2.5.1 worker-single and vector-single modes, 2.15.1 routine vector and worker: in a gang loop
// a statement writing shared memory runs on one thread, while the routines with loop parallelism
// it calls run on every thread first. The calls keep C's evaluation order and conditions: only the
// selected operand of ?: is evaluated, the right operand of && and || only when the left one does
// not decide (6.5.13-15), and the left operand of a comma runs before a call on its right (6.5.17).
// GNU `a ?: f()` evaluates a once and calls f only when a is zero.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define G 8
#define C 64

#pragma acc routine vector
static double scale_sum(double *r, int n, double s) {
  double t = 0;
#pragma acc loop vector reduction(+:t)
  for (int i = 0; i < n; i++) {
    r[i] *= s;
    t += r[i];
  }
  return t;
}

#pragma acc routine worker
static double wscale(double *r, int n, double s) {
  double t = 0;
#pragma acc loop worker vector reduction(+:t)
  for (int i = 0; i < n; i++) {
    r[i] *= s;
    t += r[i];
  }
  return t;
}

#pragma acc routine vector
static void vscale(double *r, int n, double s) {
#pragma acc loop vector
  for (int i = 0; i < n; i++)
    r[i] *= s;
}

#pragma acc routine vector
static double *scaled_row(double *r, int n, double s) {
  vscale(r, n, s);
  return r;
}

static double u[G * C], v[G * C], w[G * C], x[G * C], y[(G + 2) * C], e2[G * C], e3[G * C];

int main(void) {
  double t[G], q[G], tw[G], e[G], ep[G];
  int ok[G], any[G], bad = 0;
  double *z = y + C; /* a guard row before z */
  for (int i = 0; i < G * C; i++)
    u[i] = v[i] = w[i] = x[i] = e2[i] = e3[i] = 1.0;
  for (int i = 0; i < (G + 2) * C; i++)
    y[i] = 1.0;
#pragma acc parallel loop gang copy(u, v, w, x, y, e2, e3) copyout(t, q, tw, ok, any, e, ep)
  for (int g = 0; g < G; g++) {
    int j = -1;
    t[g] = (g % 2) ? scale_sum(u + g * C, C, 2.0) : scale_sum(u + g * C, C, 3.0);
    ok[g] = (g > 3) && scale_sum(v + g * C, C, 5.0) > 0;
    any[g] = (g < 2) || (vscale(x + g * C, C, 7.0), 1);
    q[g] = (j = g, scale_sum(z + j * C, C, 3.0));
    tw[g] = (g % 3 == 0) ? wscale(w + g * C, C, 2.0) + 1.0 : -1.0;
    e[g] = (g % 2 ? 0.0 : 1.5 * g) ?: scale_sum(e2 + g * C, C, 4.0);
    ep[g] = *((g % 4 == 1 ? e3 + g * C : (double *)0) ?: scaled_row(e3 + g * C, C, 2.0));
  }
  for (int g = 0; g < G; g++) {
    double f = (g % 2) ? 2.0 : 3.0, fv = g > 3 ? 5.0 : 1.0, fx = g < 2 ? 1.0 : 7.0;
    double fw = g % 3 == 0 ? 2.0 : 1.0, ew = g % 3 == 0 ? 2.0 * C + 1.0 : -1.0;
    if (t[g] != f * C || u[g * C] != f || u[g * C + C - 1] != f) {
      fprintf(stderr, "FAIL: ?: g=%d t=%g u=%g (expected %g)\n", g, t[g], u[g * C], f);
      bad++;
    }
    if (ok[g] != (g > 3) || v[g * C] != fv) {
      fprintf(stderr, "FAIL: && g=%d ok=%d v=%g\n", g, ok[g], v[g * C]);
      bad++;
    }
    if (any[g] != 1 || x[g * C] != fx) {
      fprintf(stderr, "FAIL: || g=%d any=%d x=%g\n", g, any[g], x[g * C]);
      bad++;
    }
    if (q[g] != 3.0 * C || z[g * C] != 3.0) {
      fprintf(stderr, "FAIL: comma g=%d q=%g z=%g\n", g, q[g], z[g * C]);
      bad++;
    }
    if (tw[g] != ew || w[g * C] != fw) {
      fprintf(stderr, "FAIL: worker ?: g=%d tw=%g w=%g\n", g, tw[g], w[g * C]);
      bad++;
    }
  }
  for (int g = 0; g < G; g++) {
    int zero = g % 2 || g == 0;
    double ee = zero ? 4.0 * C : 1.5 * g, fe = zero ? 4.0 : 1.0, fp = g % 4 == 1 ? 1.0 : 2.0;
    if (e[g] != ee || e2[g * C] != fe || e2[g * C + C - 1] != fe || ep[g] != fp || e3[g * C + C - 1] != fp) {
      fprintf(stderr, "FAIL: ?: without middle operand g=%d e=%g (expected %g) e2=%g ep=%g e3=%g\n", g, e[g], ee,
              e2[g * C], ep[g], e3[g * C + C - 1]);
      bad++;
    }
  }
  for (int i = 0; i < C; i++)
    if (y[i] != 1.0 || y[(G + 1) * C + i] != 1.0) {
      fprintf(stderr, "FAIL: guard rows written at %d\n", i);
      bad++;
      break;
    }
  if (!bad)
    printf("PASS\n");
  return bad != 0;
}
