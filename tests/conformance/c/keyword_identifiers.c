// C identifiers that are C++ keywords (class, new, this, template, namespace, private, delete,
// public, operator, virtual, friend, typename, using, export) as parameters, locals, loop
// variables and struct members, used in compute regions (2.5.1 parallel loop, data clauses and a
// reduction on such names). Valid C; the region must compile as written.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

struct particle {
  double new;
  double class;
  int virtual;
};

static void blend(int n, double *new, const double *class, const double *this, double template)
{
#pragma acc parallel loop copyin(class[0:n], this[0:n]) copyout(new[0:n])
  for (int i = 0; i < n; ++i)
    new[i] = template * class[i] + this[i];
}

static double weighted_total(int n, const double *namespace, int private)
{
  double delete = 0.0;
#pragma acc parallel loop copyin(namespace[0:n]) reduction(+:delete)
  for (int public = 0; public < n; ++public)
    delete += namespace[public] * private;
  return delete;
}

static void advance(int n, struct particle *friend, double operator)
{
  int typename = 3;
#pragma acc parallel loop copy(friend[0:n])
  for (int using = 0; using < n; ++using) {
    double export = friend[using].class * operator;
    friend[using].new = export + typename;
    friend[using].virtual = using % 7;
  }
}

int main(void)
{
  const int n = 5000;
  int errors = 0;
  double *class = malloc(n * sizeof(double));
  double *this = malloc(n * sizeof(double));
  double *new = malloc(n * sizeof(double));
  struct particle *p = malloc(n * sizeof(struct particle));
  for (int i = 0; i < n; ++i) {
    class[i] = i % 13;
    this[i] = 0.5 * (i % 5);
    p[i].class = i % 11;
    p[i].new = -1.0;
    p[i].virtual = -1;
  }
  blend(n, new, class, this, 2.0);
  double total = weighted_total(n, class, 3);
  advance(n, p, 0.25);

  double expect_total = 0.0;
  for (int i = 0; i < n; ++i) {
    double e = 2.0 * (i % 13) + 0.5 * (i % 5);
    double ep = 0.25 * (i % 11) + 3;
    expect_total += (i % 13) * 3.0;
    if (new[i] != e || p[i].new != ep || p[i].virtual != i % 7) {
      if (errors < 10)
        fprintf(stderr, "FAIL: i=%d new=%g (expected %g) p.new=%g (expected %g) p.virtual=%d\n", i,
                new[i], e, p[i].new, ep, p[i].virtual);
      ++errors;
    }
  }
  if (fabs(total - expect_total) > 1e-9 * expect_total) {
    fprintf(stderr, "FAIL: reduction total = %g, expected %g\n", total, expect_total);
    ++errors;
  }
  free(class);
  free(this);
  free(new);
  free(p);
  return errors != 0;
}
