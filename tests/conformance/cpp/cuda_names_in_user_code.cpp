/* A C++ program's own names that the CUDA toolkit also declares (vector types such as float3,
   double2 and int4, min and max, warpSize, blockDim, uint3), as geometry, CFD and particle codes
   define them for themselves: valid C++ that GCC and NVHPC compile, used in regions and in
   routines. The GPU compile must not see the toolkit's declarations of them (Clang's CUDA wrapper
   would make each a redefinition, an ambiguity or "cannot overload __device__ function"). */
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>

struct float3 {
  float x, y, z;
};
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

// Each of these, marked or not, is compiled for the device: the region calls it.
#pragma acc routine seq
static int min(int a, int b) { return a < b ? a : b; }
#pragma acc routine seq
inline double max(double a, double b) { return a > b ? a : b; }
static inline float max(float a, float b) { return a > b ? a : b; }
long min(long a, long b) { return a < b ? a : b; }

static float3 scaled(float3 v, float f) { return {v.x * f, v.y * f, v.z * f}; }

int main() {
  enum { N = 256 };
  float3 v[N];
  double2 d[N];
  int4 q[N];
  for (int i = 0; i < N; i++) {
    v[i] = {1.0f * i, 2.0f, 0.5f};
    d[i] = {0.25 * i, 1.0};
    q[i] = {i, 1, 2, 3};
  }
  uint3 u = {1, 2, 3};
  double s = 0;
  long m = 0;
#pragma acc parallel loop copyin(v, d, q) reduction(+ : s, m)
  for (int i = 0; i < N; i++) {
    float3 w = scaled(v[i], 2.0f);
    s += max((double)w.x, d[i].x) + max(w.y, w.z) + std::sqrt((double)q[i].a) * warpSize;
    m += min(q[i].a, 100) + min((long)i, 7L) + blockDim + u.k;
  }
  double es = 0;
  long em = 0;
  for (int i = 0; i < N; i++) {
    float3 w = scaled(v[i], 2.0f);
    es += max((double)w.x, d[i].x) + max(w.y, w.z) + std::sqrt((double)q[i].a) * warpSize;
    em += min(q[i].a, 100) + min((long)i, 7L) + blockDim + u.k;
  }
  int failed = 0;
  if (std::fabs(s - es) > 1e-9 * es) {
    std::fprintf(stderr, "FAIL: sum %.17g, expected %.17g\n", s, es);
    failed = 1;
  }
  if (m != em) {
    std::fprintf(stderr, "FAIL: integer sum %ld, expected %ld\n", m, em);
    failed = 1;
  }
  if (!failed)
    std::printf("PASS\n");
  return failed;
}
