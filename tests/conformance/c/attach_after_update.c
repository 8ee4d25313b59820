// 2.14.4, 2.6.8: an update of a struct whose pointer members are attached moves the other
// members and leaves the attached pointers alone on both sides. After update device(s) the
// device s.a still points to the device copy of its target, so a region's implicit attach,
// enter data attach(s.a) and acc_attach all find it attached (refreshing the scalar members of
// a deep-copied struct is common); after update self(s) the host s.a is still a host address.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double scale;
  double *a;
  double *b;
} vec_t;

static int errors = 0;

static void check(const char *what, int ok) {
  if (!ok) {
    fprintf(stderr, "FAIL: %s\n", what);
    ++errors;
  }
}

int main(void) {
  enum { N = 100, K = 3 };
  vec_t s;
  s.n = N;
  s.scale = 1;
  s.a = (double *)malloc(N * sizeof(double));
  s.b = (double *)malloc(N * sizeof(double));
  double *ha = s.a, *hb = s.b;
  for (int i = 0; i < N; i++) {
    s.a[i] = i;
    s.b[i] = 2 * i;
  }
  #pragma acc enter data copyin(s)
  #pragma acc enter data copyin(s.a[0:N], s.b[0:N])

  // The region attaches s.a implicitly.
  s.scale = 3;
  #pragma acc update device(s)
  #pragma acc parallel loop present(s)
  for (int i = 0; i < s.n; i++)
    s.a[i] *= s.scale;

  // The explicit repair of the report: enter data attach after the update.
  s.scale = 2;
  #pragma acc update device(s)
  #pragma acc enter data attach(s.a)
  #pragma acc parallel loop present(s)
  for (int i = 0; i < s.n; i++) {
    s.a[i] += s.scale;
    s.b[i] += 1;
  }
  #pragma acc exit data detach(s.a)

  // The API routines.
  s.scale = 10;
  acc_update_device(&s, sizeof s);
  acc_attach((void **)&s.a);
  #pragma acc parallel loop present(s)
  for (int i = 0; i < s.n; i++)
    s.a[i] -= s.scale;
  acc_detach((void **)&s.a);

  // An update on an async queue, then a region on the same queue.
  s.scale = 5;
  #pragma acc update device(s) async(1)
  #pragma acc parallel loop present(s) async(1)
  for (int i = 0; i < s.n; i++)
    s.b[i] *= s.scale;
  #pragma acc wait(1)

  // update self of the struct: the scalars come back, the pointers stay host pointers.
  #pragma acc serial present(s)
  { s.n = N - 1; }
  #pragma acc update self(s)
  check("update self(s) brought s.n back", s.n == N - 1);
  check("update self(s) left s.a a host pointer", s.a == ha);
  check("update self(s) left s.b a host pointer", s.b == hb);
  s.n = N;
  #pragma acc update device(s)

  // An array of structs, each with an attached member, updated whole.
  vec_t v[K];
  for (int k = 0; k < K; k++) {
    v[k].n = N;
    v[k].scale = 0;
    v[k].a = (double *)calloc(N, sizeof(double));
    v[k].b = NULL;
  }
  #pragma acc enter data copyin(v)
  for (int k = 0; k < K; k++) {
    #pragma acc enter data copyin(v[k].a[0:N])
  }
  for (int k = 0; k < K; k++)
    v[k].scale = k + 1;
  #pragma acc update device(v)
  #pragma acc parallel loop collapse(2) present(v)
  for (int k = 0; k < K; k++)
    for (int i = 0; i < N; i++)
      v[k].a[i] = v[k].scale * i;
  for (int k = 0; k < K; k++) {
    double *host = v[k].a;
    #pragma acc exit data copyout(v[k].a[0:N])
    check("v[k].a is its host array after the copyout", v[k].a == host);
  }
  #pragma acc exit data delete(v)
  for (int k = 0; k < K; k++)
    for (int i = 0; i < N; i++)
      if (v[k].a[i] != (k + 1.0) * i) {
        fprintf(stderr, "FAIL: v[%d].a[%d] = %g, expected %g\n", k, i, v[k].a[i], (k + 1.0) * i);
        ++errors;
        break;
      }

  #pragma acc exit data copyout(s.a[0:N], s.b[0:N])
  #pragma acc exit data delete(s)
  check("s.a is its host array", s.a == ha);
  for (int i = 0; i < N; i++) {
    double wa = 3.0 * i + 2 - 10, wb = (2.0 * i + 1) * 5;
    if (s.a[i] != wa || s.b[i] != wb) {
      fprintf(stderr, "FAIL: a[%d] = %g (expected %g), b[%d] = %g (expected %g)\n", i, s.a[i], wa,
              i, s.b[i], wb);
      ++errors;
      break;
    }
  }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
