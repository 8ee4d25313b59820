// A compute construct mapping one member of a struct (copyin(cfg.coef), copyin(p->coef), a section
// of an array member p->fix[2:4]) whose region reads other members too: the struct is mapped
// whole as well (as without the clause), the member inside it, so every member the region reads
// is the struct's own.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double scale;
  double coef[4];
} cfg_t;

typedef struct {
  int n;
  double *v;
  double fix[6];
} rec_t;

static int errors = 0;

static void expect(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: got %g, want %g\n", what, got, want);
    ++errors;
  }
}

static void scaled(const cfg_t *p, double *out) {
#pragma acc parallel loop copyin(p->coef) copyout(out[0:4])
  for (int i = 0; i < 4; i++)
    out[i] = p->scale * p->coef[i] + 1;
}

int main(void) {
  cfg_t cfg = {3.0, {7, 8, 9, 10}};
  double out[4];
#pragma acc parallel loop copyin(cfg.coef) copyout(out)
  for (int i = 0; i < 4; i++)
    out[i] = cfg.scale * cfg.coef[i];
  expect("struct variable, out[2]", out[2], 27);

  scaled(&cfg, out);
  expect("through a pointer, out[3]", out[3], 31);

  rec_t r;
  r.n = 8;
  r.v = calloc(8, sizeof(double));
  for (int i = 0; i < 6; i++)
    r.fix[i] = 10 + i;
  rec_t *p = &r;
#pragma acc parallel loop copy(p->v[0:p->n]) copyin(p->fix[2:4])
  for (int i = 0; i < 4; i++)
    p->v[i] = p->fix[i + 2] * p->n;
  expect("section of an array member, v[1]", r.v[1], 13 * 8);
  expect("section of an array member, v[5]", r.v[5], 0);
  free(r.v);
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
