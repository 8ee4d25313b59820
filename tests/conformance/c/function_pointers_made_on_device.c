// Function pointers that device code makes itself hold device addresses, which device code can
// call (pointers the host stored are an error with GPU code: lit host_function_pointer_call.c): a
// routine's local tables, a function passed by name to a routine's parameter, a pointer
// chosen by `?:` in a region, a struct built in the region, a private pointer assigned there, a
// pointer through a pointer to a local table.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

typedef double (*op_t)(double);
typedef struct {
  op_t f;
  double c;
} term;

#pragma acc routine seq
static double add1(double x) { return x + 1; }
#pragma acc routine seq
static double dbl(double x) { return x * 2; }
#pragma acc routine seq
static double sq(double x) { return x * x; }

#pragma acc routine seq
static double apply(op_t g, double x) { return g(x); }

#pragma acc routine seq
static double through(const term *t, double x) { return t->c * t->f(x); }

#pragma acc routine seq
static double tables(int k, double x) {
  op_t local[3] = {add1, dbl, sq};
  const op_t fixed[3] = {sq, dbl, add1};
  op_t *p = local;
  op_t (*q)[3] = &local;
  return local[k](x) + fixed[k](x) + p[(k + 1) % 3](x) + (*q)[k](x);
}

static double expect_tables(int k, double x) {
  op_t local[3] = {add1, dbl, sq}, fixed[3] = {sq, dbl, add1};
  return local[k](x) + fixed[k](x) + local[(k + 1) % 3](x) + local[k](x);
}

int main(void) {
  enum { N = 96 };
  double a[N], b[N], c[N], d[N];
  op_t chosen = add1;
#pragma acc parallel loop copyout(a, b, c) private(chosen)
  for (int i = 0; i < N; i++) {
    op_t g = (i % 3 == 0) ? add1 : (i % 3 == 1) ? dbl : sq;
    term t = {dbl, 0.5};
    term ts[2] = {{add1, 1.0}, {sq, 2.0}};
    chosen = (i & 1) ? sq : dbl;
    a[i] = g(i) + apply(g, 1.0) + apply(sq, i);
    b[i] = tables(i % 3, i);
    c[i] = through(&t, i) + through(&ts[i & 1], 1.0) + ts[i & 1].f(2.0) + chosen(3.0);
  }
#pragma acc parallel loop copyout(d)
  for (int i = 0; i < N; i++) {
    d[i] = (*(i & 1 ? dbl : add1))(i);
  }
  int bad = 0;
  for (int i = 0; i < N; i++) {
    op_t g = (i % 3 == 0) ? add1 : (i % 3 == 1) ? dbl : sq;
    double ea = g(i) + g(1.0) + (double)i * i;
    double eb = expect_tables(i % 3, i);
    double ec = i + 2.0 + (i & 1 ? 4.0 : 3.0) + (i & 1 ? 9.0 : 6.0);
    double ed = i & 1 ? 2.0 * i : i + 1.0;
    if (a[i] != ea || b[i] != eb || c[i] != ec || d[i] != ed) {
      if (bad++ < 5)
        fprintf(stderr, "FAIL: i=%d a=%g (%g) b=%g (%g) c=%g (%g) d=%g (%g)\n", i, a[i], ea, b[i], eb, c[i], ec, d[i], ed);
    }
  }
  if (bad)
    return 1;
  printf("function pointers made on the device: OK\n");
  return 0;
}
