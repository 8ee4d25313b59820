/* C twin of cpp/cuda_names_in_user_code.cpp: a C program's own names that the CUDA toolkit also
   declares (float3, double2, int4, uint3, min, max, warpSize, blockDim), used in a region and in
   routines. The device code of C files is compiled as CUDA C++: these must stay the program's. */
// RUN: %acorncc %s -o %t -lm && %run-targets %t
#include <math.h>
#include <stdio.h>

typedef struct float3 {
  float x, y, z;
} float3;
typedef struct {
  double x, y;
} double2;
struct int4 {
  int a, b, c, d;
};
typedef struct {
  unsigned i, j, k;
} uint3;
const int warpSize = 17;
int blockDim = 3;

#pragma acc routine seq
static int min(int a, int b) { return a < b ? a : b; }
#pragma acc routine seq
double max(double a, double b) { return a > b ? a : b; }

static float3 scaled(float3 v, float f) {
  float3 r = {v.x * f, v.y * f, v.z * f};
  return r;
}

int main(void) {
  enum { N = 256 };
  float3 v[N];
  double2 d[N];
  struct int4 q[N];
  for (int i = 0; i < N; i++) {
    v[i] = (float3){1.0f * i, 2.0f, 0.5f};
    d[i] = (double2){0.25 * i, 1.0};
    q[i] = (struct int4){i, 1, 2, 3};
  }
  uint3 u = {1, 2, 3};
  double s = 0;
  long m = 0;
#pragma acc parallel loop copyin(v, d, q) reduction(+ : s, m)
  for (int i = 0; i < N; i++) {
    float3 w = scaled(v[i], 2.0f);
    s += max(w.x, d[i].x) + max(w.y, w.z) + sqrt((double)q[i].a) * warpSize;
    m += min(q[i].a, 100) + blockDim + u.k;
  }
  double es = 0;
  long em = 0;
  for (int i = 0; i < N; i++) {
    float3 w = scaled(v[i], 2.0f);
    es += max(w.x, d[i].x) + max(w.y, w.z) + sqrt((double)q[i].a) * warpSize;
    em += min(q[i].a, 100) + blockDim + u.k;
  }
  int failed = 0;
  if (fabs(s - es) > 1e-9 * es) {
    fprintf(stderr, "FAIL: sum %.17g, expected %.17g\n", s, es);
    failed = 1;
  }
  if (m != em) {
    fprintf(stderr, "FAIL: integer sum %ld, expected %ld\n", m, em);
    failed = 1;
  }
  if (!failed)
    printf("PASS\n");
  return failed;
}
