// 2.7.1 sections reached through an element subscript: a section of a pointer member of an element
// of an array of structs (s[k].v[0:n]) or of a pointer to structs (p[k].v[0:n]), and a section of
// an array member of an element (s[k].w[0:W]). When the structs are present, mapping a member's
// section attaches the element's pointer on the device (2.6.8, 2.7.2), so a region that reaches the
// data through the structs uses the device copies; update moves one element's section only.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

#define NS 4
#define N 300
#define W 8

struct Field {
  int n;
  double *v;
  double w[W];
};

static int discrete_memory(void) {
#ifdef _OPENACC
  acc_device_t t = acc_get_device_type();
  return t != acc_device_host && t != acc_device_multicore;
#else
  return 0;
#endif
}

static int errors = 0;

static void expect(const char *what, int k, int i, double got, double want) {
  if (got != want) {
    if (errors < 10)
      fprintf(stderr, "FAIL: %s: [%d][%d] = %g, expected %g\n", what, k, i, got, want);
    ++errors;
  }
}

static void fill(struct Field *f) {
  for (int k = 0; k < NS; k++) {
    f[k].n = N;
    for (int i = 0; i < N; i++)
      f[k].v[i] = k * 1000 + i;
    for (int j = 0; j < W; j++)
      f[k].w[j] = k + j;
  }
}

int main(void) {
  struct Field s[NS];
  struct Field *p = (struct Field *)malloc(NS * sizeof *p);
  for (int k = 0; k < NS; k++) {
    s[k].v = (double *)malloc(N * sizeof(double));
    p[k].v = (double *)malloc(N * sizeof(double));
  }
  fill(s);
  fill(p);

  // 1. copy(s[1].v[0:N]) on a compute construct: the array of structs is copied implicitly, and its
  // element's pointer is attached to the device section for the region.
#pragma acc parallel loop copy(s[1].v[0:N])
  for (int i = 0; i < N; i++)
    s[1].v[i] = 2.0 * s[1].v[i] + s[1].n;
  for (int i = 0; i < N; i++)
    expect("copy(s[1].v[0:N])", 1, i, s[1].v[i], 2.0 * (1000 + i) + N);

  // 2. An array member of an element: its data is part of s, which the region reaches through it.
#pragma acc parallel loop copy(s[2].w[0:W])
  for (int j = 0; j < W; j++)
    s[2].w[j] *= 10.0;
  for (int j = 0; j < W; j++)
    expect("copy(s[2].w[0:W])", 2, j, s[2].w[j], 10.0 * (2 + j));

  // 3. A structured data construct around two regions: each region copies s (implicitly) and
  // attaches s[3].v to the section the data construct mapped.
#pragma acc data copy(s[3].v[0:N])
  {
#pragma acc parallel loop present(s[3].v[0:N])
    for (int i = 0; i < N; i++)
      s[3].v[i] += 1.0;
#pragma acc parallel loop present(s[3].v[0:N])
    for (int i = 0; i < N; i++)
      s[3].v[i] *= 2.0;
  }
  for (int i = 0; i < N; i++)
    expect("data copy(s[3].v[0:N])", 3, i, s[3].v[i], 2.0 * (3000 + i + 1));

  // 4. A pointer to structs: the structs are present, each element's section is mapped (and its
  // pointer attached) on its own.
#pragma acc enter data copyin(p[0:NS])
  for (int k = 0; k < NS; k++) {
#pragma acc enter data copyin(p[k].v[0:N])
  }
#pragma acc parallel loop gang present(p[0:NS])
  for (int k = 0; k < NS; k++) {
#pragma acc loop vector
    for (int i = 0; i < N; i++)
      p[k].v[i] += 0.5 * k;
  }
  // update self of one element's section: the other sections stay as they were on the host.
#pragma acc update self(p[2].v[0:N])
  expect("update self(p[2].v[0:N])", 2, 7, p[2].v[7], 2007 + 1.0);
  if (discrete_memory())
    expect("p[3].v not updated", 3, 7, p[3].v[7], 3007);
  p[0].v[4] = -1.0;
#pragma acc update device(p[0].v[0:N])
#pragma acc parallel loop present(p[0].v[0:N])
  for (int i = 0; i < N; i++)
    p[0].v[i] -= 1.0;
  double *held[NS];
  for (int k = 0; k < NS; k++) {
    held[k] = p[k].v;
#pragma acc exit data copyout(p[k].v[0:N])
  }
#pragma acc exit data delete(p[0:NS])
  for (int k = 0; k < NS; k++) {
    if (p[k].v != held[k]) {
      fprintf(stderr, "FAIL: p[%d].v changed on the host\n", k);
      ++errors;
    }
    for (int i = 0; i < N; i++)
      expect("p[k].v after exit data", k, i, p[k].v[i],
             k == 0 ? (i == 4 ? -2.0 : i - 1.0) : k * 1000 + i + 0.5 * k);
  }

  for (int k = 0; k < NS; k++) {
    free(s[k].v);
    free(p[k].v);
  }
  free(p);
  if (errors == 0)
    printf("PASS\n");
  return errors != 0;
}
