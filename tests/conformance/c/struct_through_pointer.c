// A region reaching a struct through a pointer (`fp->n`, `fp->in[i]`) with only the members'
// sections in data clauses: the struct is copied for the construct when it is not present (its
// pointer members attached to their sections), and written scalar members come back. A pointer
// member whose section an enclosing data construct mapped is attached for the region too, also
// for a struct variable and for each element of an array of structs, and a struct already present
// is used where it is.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 1000

typedef struct {
  int n;
  double scale;
  double total;
  double *in;
  double *out;
} field;

static int errors = 0;

static void expect(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: got %g, want %g\n", what, got, want);
    ++errors;
  }
}

static void clear(double *y) {
  for (int i = 0; i < N; i++)
    y[i] = -1;
}

// Sections of members in the construct's own clauses; the bound and a scalar read through fp.
static void sections_in_clauses(field *fp) {
#pragma acc parallel loop copyin(fp->in[0:fp->n]) copyout(fp->out[0:fp->n])
  for (int i = 0; i < fp->n; i++)
    fp->out[i] = fp->scale * fp->in[i] + 1;
}

// A scalar member written in the region comes back with the struct.
static void scalar_member_written(field *fp) {
#pragma acc serial copyin(fp->in[0:fp->n])
  fp->total = fp->in[0] + fp->in[fp->n - 1];
}

// An optional struct, tested against NULL in the region (a test reads no member).
static void optional_weights(const field *w, double *y, int n) {
#pragma acc parallel loop copyout(y[0:n]) copyin(w->in[0:n])
  for (int i = 0; i < n; i++)
    y[i] = w != NULL ? w->in[i] * w->scale : 0.0;
}

// A constant struct (its storage read-only) tested with `?:`: copied in, not back.
typedef struct {
  double a, b;
} line_t;
static const line_t unit_line = {2.0, 1.0};

static void eval_line(const line_t *l, double *y, int n) {
#pragma acc parallel loop copyout(y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = l ? l->a * i + l->b : 0.0;
}

// The sections mapped by an enclosing data construct, the struct itself nowhere.
static void sections_of_enclosing_data(field *fp, int n) {
#pragma acc data copyin(fp->in[0:n]) copyout(fp->out[0:n])
  {
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      fp->out[i] = fp->in[i] - fp->scale;
  }
}

int main(void) {
  double x[N], y[N];
  for (int i = 0; i < N; i++)
    x[i] = i;
  field f = {N, 2.0, 0.0, x, y};
  field *fp = &f;

  clear(y);
  sections_in_clauses(fp);
  expect("sections in clauses, y[0]", y[0], 1);
  expect("sections in clauses, y[N-1]", y[N - 1], 2.0 * (N - 1) + 1);
  expect("host pointer kept", fp->in == x, 1);

  scalar_member_written(fp);
  expect("scalar member written", f.total, N - 1);

  clear(y);
  optional_weights(fp, y, N);
  expect("optional struct, y[N-1]", y[N - 1], 2.0 * (N - 1));

  clear(y);
  eval_line(&unit_line, y, N);
  expect("constant struct, y[N-1]", y[N - 1], 2.0 * (N - 1) + 1);

  clear(y);
  sections_of_enclosing_data(fp, N);
  expect("enclosing data, y[7]", y[7], 5);
  expect("enclosing data, y[N-1]", y[N - 1], N - 3);

  // A struct variable whose member's section an enclosing data construct mapped.
  clear(y);
#pragma acc data copyin(f.in[0:N]) copy(f.out[0:N])
  {
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      f.out[i] = 3 * f.in[i];
  }
  expect("struct variable, y[N-1]", y[N - 1], 3.0 * (N - 1));

  // An array of structs, each element's member mapped by an enclosing data construct.
  double b0[N], b1[N], b2[N];
  field parts[3] = {{N, 5, 0, x, b0}, {N, 6, 0, x, b1}, {N, 7, 0, x, b2}};
#pragma acc data copyin(x[0:N]) copyout(parts[0].out[0:N], parts[1].out[0:N], parts[2].out[0:N])
  {
#pragma acc parallel loop collapse(2)
    for (int k = 0; k < 3; k++)
      for (int i = 0; i < N; i++)
        parts[k].out[i] = parts[k].scale * x[i];
  }
  expect("array of structs, b2[N-1]", b2[N - 1], 7.0 * (N - 1));
  expect("array of structs, b0[1]", b0[1], 5.0);

  // The struct present first, then its members: the region uses the present copy.
  clear(y);
#pragma acc enter data copyin(fp[0:1])
#pragma acc enter data copyin(fp->in[0:N]) create(fp->out[0:N])
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    fp->out[i] = fp->in[i] * fp->scale;
#pragma acc exit data copyout(fp->out[0:N]) delete(fp->in[0:N])
#pragma acc exit data delete(fp[0:1])
  expect("present struct, y[N-1]", y[N - 1], 2.0 * (N - 1));
  expect("present struct, pointer kept", fp->out == y, 1);

  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
