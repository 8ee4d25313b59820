/* field.h: a 1-D field and the operations every part of the solver uses, as static inline
   functions with compute constructs; included by main (the test file), smooth.c and stats.c. */
#ifndef FIELD_H
#define FIELD_H

typedef struct {
  int n;
  double *v;
} field;

static inline void field_fill(field f, double value)
{
  double *v = f.v;
  int n = f.n;
#pragma acc parallel loop copyout(v[0:n])
  for (int i = 0; i < n; ++i)
    v[i] = value + i % 4;
}

static inline double field_sum(field f)
{
  const double *v = f.v;
  int n = f.n;
  double s = 0.0;
#pragma acc parallel loop copyin(v[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += v[i];
  return s;
}

void field_smooth(field out, field in); /* smooth.c */
double field_max(field f);              /* stats.c */

#endif
