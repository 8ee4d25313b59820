// A scalar that only its construct's reduction uses is mapped with ACORN_MAP_FLAG_REDUCTION and
// its operator and type (ACORN_MAP_REDUCTION(op, type)), so that the runtime may give its result
// a zeroed device slot instead of copying the value in. Other reductions and variables used
// outside the reduction keep the plain implicit copy (flags 4).
// RUN: %acorncc --print-lowered %s | grep -v "^//" | FileCheck %s
double dot(const double *a, const double *b, int n) {
  double s = 0;
  // 41284 = REDUCTION(64) | IMPLICIT(4) | ADD(1) << 8 | F64(10) << 12
  // CHECK: {(void *)&(s), sizeof(s), ACORN_MAP_COPY, 41284, "s", 0, 0}
#pragma acc parallel loop copyin(a[0:n], b[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += a[i] * b[i];
  return s;
}

unsigned top(const unsigned *a, int n) {
  unsigned m = 0;
  // 30020 = REDUCTION | IMPLICIT | MAX(5) << 8 | U32(7) << 12
  // CHECK: {(void *)&(m), sizeof(m), ACORN_MAP_COPY, 30020, "m", 0, 0}
#pragma acc parallel loop copyin(a[0:n]) reduction(max:m)
  for (int i = 0; i < n; ++i)
    m = a[i] > m ? a[i] : m;
  return m;
}

// The identity of * and of min is not zero bytes; a signed max's is not either.
double product(const double *a, int n) {
  double p = 1;
  int lo = 0;
  // CHECK: {(void *)&(p), sizeof(p), ACORN_MAP_COPY, 4, "p", 0, 0}, {(void *)&(lo), sizeof(lo), ACORN_MAP_COPY, 4, "lo", 0, 0}
#pragma acc parallel loop copyin(a[0:n]) reduction(*:p) reduction(max:lo)
  for (int i = 0; i < n; ++i) {
    p *= a[i];
    lo = i > lo ? i : lo;
  }
  return p + lo;
}

// A loop reduction inside a parallel region whose code reads the variable after the loop.
double after(const double *a, int n, double *out) {
  double s = 0;
  // CHECK: {(void *)&(s), sizeof(s), ACORN_MAP_COPY, 4, "s", 0, 0}
#pragma acc parallel copyin(a[0:n]) copyout(out[0:1])
  {
#pragma acc loop gang vector reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += a[i];
    out[0] = s;
  }
  return s;
}
