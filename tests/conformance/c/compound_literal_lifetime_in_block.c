// Compound literals live to the end of their block in C (C11 6.5.2.5p5), temporaries of their
// full-expression in C++: array literals chosen by ?:, assigned to a pointer, held by a struct's
// pointer member, in a for loop's declaration, in a loop body without braces, and the address of
// a scalar literal, each read by later statements, in a region and in a routine. Only the chosen
// operand of ?: is evaluated (a literal with a side effect counts). (-O2 read garbage before.)
// RUN: %acorncc -O2 %s -o %t && %run-targets %t
#include <stdio.h>

typedef struct {
  int n;
  const double *w;
} stencil;

#pragma acc routine seq
static double pick(int i, double a) {
  const double *c = (i & 1) ? (const double[]){a, 1.0} : (const double[]){2.0, a};
  double t = c[0] * 10;
  return t + c[1];
}

int main(void) {
  enum { N = 16 };
  double a[N], out[N], rout[N];
  int count[N];
  for (int i = 0; i < N; i++)
    a[i] = i * i;
#pragma acc parallel loop copyin(a) copyout(out, rout, count)
  for (int i = 0; i < N; i++) {
    int evaluated = 0;
    const double *c = (i & 1) ? (const double[]){a[i], 1.0 + 0 * ++evaluated}
                              : (const double[]){2.0, a[i] + 0 * ++evaluated};
    double t = c[0] * 10 + c[1];
    const double *w;
    w = (const double[]){a[i], 2 * a[i]};
    t += w[0] + w[1];
    stencil s = {2, (const double[]){a[i], 1.0}};
    t += s.w[0] + s.w[1];
    for (const double *p = (const double[]){1.0, 2.0, 3.0}, *e = p + 3; p < e; p++)
      t += *p;
    const int *q = &(int){i};
    t += *q;
    double sum = 0;
    for (int k = 0; k < 2; k++)
      w = (const double[]){k, a[i]}, sum += w[0] + w[1];
    t += sum;
    out[i] = t;
    rout[i] = pick(i, a[i]);
    count[i] = evaluated;
  }
  int bad = 0;
  for (int i = 0; i < N; i++) {
    double e = ((i & 1) ? a[i] * 10 + 1 : 20 + a[i]) + 3 * a[i] + a[i] + 1 + 6 + i + 1 + 2 * a[i];
    double er = (i & 1) ? a[i] * 10 + 1 : 20 + a[i];
    if (out[i] != e || rout[i] != er || count[i] != 1) {
      if (bad < 4)
        printf("i=%d: %g %g %d, expected %g %g 1\n", i, out[i], rout[i], count[i], e, er);
      bad++;
    }
  }
  puts(bad ? "FAIL" : "PASS");
  return bad != 0;
}
