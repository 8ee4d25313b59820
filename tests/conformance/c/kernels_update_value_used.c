// 2.5.2, 2.9.6: in a kernels region an increment or compound assignment whose value the loop uses
// (`v[i] = k++`, `--k`, `x = (s += a[i])`, `f(k++)`, `p *= 1.5` as a value, a packing subscript
// `out[c++]`, a condition `if (k++ ...)`) hands each iteration what the one before left: the loop
// runs in order and gives the serial program's results. An update standing alone (`c++;`, a for
// loop's increment, the left side of a comma) is still a reduction. `loop auto` in a parallel
// construct decides the same way.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 2000
static double a[N], v[N], w[N], rv[N], rw[N];

#pragma acc routine seq
static double twice(int x) { return 2.0 * x; }

static int compare(const char *what, const double *got, const double *want) {
  for (int i = 0; i < N; i++)
    if (got[i] != want[i]) {
      fprintf(stderr, "FAIL: %s: [%d] is %.17g, want %.17g\n", what, i, got[i], want[i]);
      return 1;
    }
  return 0;
}

static int check_int(const char *what, long got, long want) {
  if (got == want)
    return 0;
  fprintf(stderr, "FAIL: %s is %ld, want %ld\n", what, got, want);
  return 1;
}

static void clear(void) {
  for (int i = 0; i < N; i++)
    v[i] = w[i] = rv[i] = rw[i] = 0.0;
}

int main(void) {
  int errors = 0;
  for (int i = 0; i < N; i++)
    a[i] = (i % 5 == 0) ? -1.0 : (i % 7) * 0.5;

  // Postfix and prefix increments and decrements as values.
  clear();
  int k = 3, rk = 3;
#pragma acc kernels copy(v, w)
  {
    for (int i = 0; i < N; i++)
      v[i] = k++;
    for (int i = 0; i < N; i++)
      w[i] = --k;
  }
  for (int i = 0; i < N; i++)
    rv[i] = rk++;
  for (int i = 0; i < N; i++)
    rw[i] = --rk;
  errors += compare("v[i] = k++", v, rv) + compare("w[i] = --k", w, rw) + check_int("k", k, rk);

  // A running sum, a running product and a call's argument.
  clear();
  double s = 0.0, p = 1.0, rs = 0.0, rp = 1.0;
  k = rk = 7;
#pragma acc kernels copyin(a) copy(v, w)
  {
    for (int i = 0; i < N; i++)
      v[i] = (s += a[i]);
    for (int i = 0; i < N; i++)
      w[i] = twice(k++) + (p *= 1.0009765625);
  }
  for (int i = 0; i < N; i++)
    rv[i] = (rs += a[i]);
  for (int i = 0; i < N; i++)
    rw[i] = twice(rk++) + (rp *= 1.0009765625);
  errors += compare("v[i] = (s += a[i])", v, rv) + compare("w[i] = twice(k++) + (p *= x)", w, rw);
  errors += check_int("k after twice(k++)", k, rk);
  if (s != rs || p != rp) {
    fprintf(stderr, "FAIL: s is %.17g, p %.17g, want %.17g, %.17g\n", s, p, rs, rp);
    errors++;
  }

  // Packing (a subscript out[c++]), a condition's increment, an assignment's value.
  clear();
  int c = 0, rc = 0;
  k = rk = 0;
#pragma acc kernels copyin(a) copy(v, w)
  {
    for (int i = 0; i < N; i++)
      if (a[i] > 0.0)
        v[c++] = a[i];
    for (int i = 0; i < N; i++) {
      if ((k++ & 3) == 0)
        w[i] = 1.0;
      double t = (k += 2);
      w[i] += t;
    }
  }
  for (int i = 0; i < N; i++)
    if (a[i] > 0.0)
      rv[rc++] = a[i];
  for (int i = 0; i < N; i++) {
    if ((rk++ & 3) == 0)
      rw[i] = 1.0;
    double t = (rk += 2);
    rw[i] += t;
  }
  errors += compare("v[c++] = a[i]", v, rv) + compare("if (k++ ...), t = (k += 2)", w, rw);
  errors += check_int("c", c, rc) + check_int("k after the condition", k, rk);

  // Updates standing alone stay reductions: a count, a for loop's increment, a comma's operands.
  int count = 0, steps = 0, ticks = 0;
  double sum = 0.0, rsum = 0.0;
#pragma acc kernels copyin(a) copy(w)
  {
    for (int i = 0; i < N; i++)
      if (a[i] > 0.0)
        count++;
    for (int i = 0; i < N; i++, steps++)
      w[i] = a[i];
    for (int i = 0; i < N; i++)
      (void)(ticks++), sum += a[i];
  }
  for (int i = 0; i < N; i++)
    rsum += a[i];
  errors += check_int("count", count, rc) + check_int("steps", steps, N) + check_int("ticks", ticks, N);
  if (sum != rsum) { // the halves of 0.5 add exactly
    fprintf(stderr, "FAIL: sum is %.17g, want %.17g\n", sum, rsum);
    errors++;
  }

  // loop auto in a parallel construct: Acorn decides, as in kernels.
  clear();
  int j = 1, rj = 1;
#pragma acc parallel copy(v, j)
#pragma acc loop auto
  for (int i = 0; i < N; i++)
    v[i] = j++;
  for (int i = 0; i < N; i++)
    rv[i] = rj++;
  errors += compare("loop auto v[i] = j++", v, rv) + check_int("j", j, rj);

  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
