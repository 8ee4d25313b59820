// kernels: a scalar written in every iteration stays shared (the loop sequential) when its last
// value may be read by code that does not name it after the loop: a global, a static local, a
// local whose address escaped; a local nothing reads afterwards is private. A subscript whose
// factor of the loop variable is known only at run time may reach one element in every iteration
// (a factor of 0): sequential, saying so; a loop bound (j < n) still shows n >= 1. A sum of several
// terms into the variable (s = s + a[i] + b[i]) is a reduction; an accumulation into a member of a
// struct from outside the loop says that every iteration writes it.
#include <math.h>
// RUN: %acorncc -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
double g;
struct stats {
  double sum;
  int inc;
};

double use(const double *p);

void temporaries(int n, const double *restrict x, double *restrict y) {
  static double last;
  double t, u, *pt = &t;
#pragma acc kernels copyin(x[0:n]) copyout(y[0:n])
  {
    for (int i = 0; i < n; i++) {
      g = x[i];
      y[i] = g;
    }
// CHECK: kernels_outliving_and_strides.c:[[@LINE-4]]:5: remark: loop scheduled as seq (not parallel: 'g' is written by every iteration and outlives the function (other code may use its last value))
    for (int i = 0; i < n; i++) {
      last = x[i];
      y[i] += last;
    }
// CHECK: kernels_outliving_and_strides.c:[[@LINE-4]]:5: remark: loop scheduled as seq (not parallel: 'last' is written by every iteration and outlives the function (other code may use its last value))
    for (int i = 0; i < n; i++) {
      t = x[i];
      y[i] += t;
    }
// CHECK: kernels_outliving_and_strides.c:[[@LINE-4]]:5: remark: loop scheduled as seq (not parallel: 't' is written by every iteration and used after the loop)
    for (int i = 0; i < n; i++) {
      u = x[i];
      y[i] += u;
    }
// CHECK: kernels_outliving_and_strides.c:[[@LINE-4]]:5: remark: loop scheduled as gang, vector, 'u' private to each iteration
  }
  use(pt);
}

void strides(int n, int m, int inc, struct stats s, double *restrict a, const double *restrict b) {
  const int k = 0;
#pragma acc kernels copy(a[0:n*m+n*inc]) copyin(b[0:n*m])
  {
    for (int i = 0; i < n; i++)
      a[inc * i] += 1.0;
// CHECK: kernels_outliving_and_strides.c:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: the elements of 'a' one iteration writes (a[inc * i]) may be written by another: the factor of 'i' there is not known to be nonzero)
    for (int i = 0; i < n; i++)
      a[i * s.inc] += 1.0;
// CHECK: kernels_outliving_and_strides.c:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: the elements of 'a' one iteration writes (a[i * s.inc]) may be written by another: the factor of 'i' there is not known to be nonzero)
    for (int i = 0; i < n; i++)
      a[k * i] += 1.0;
// CHECK: kernels_outliving_and_strides.c:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: every iteration writes a[k * i])
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        a[i + inc * j] += 1.0;
// CHECK: kernels_outliving_and_strides.c:[[@LINE-3]]:5: remark: loop
// CHECK: kernels_outliving_and_strides.c:[[@LINE-3]]:7: remark: loop scheduled as seq (not parallel: the elements of 'a' one iteration writes (a[i + inc * j]) may be written by another: the factor of 'j' there is not known to be nonzero)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        a[i * m + j] = b[i * m + j];
// CHECK: kernels_outliving_and_strides.c:[[@LINE-3]]:5: remark: loop scheduled as gang
// CHECK: kernels_outliving_and_strides.c:[[@LINE-3]]:7: remark: loop scheduled as vector
    for (int i = 0; i < n; i++)
      a[m * i] = b[i];
// CHECK: kernels_outliving_and_strides.c:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: the elements of 'a' one iteration writes (a[m * i]) may be written by another: the factor of 'i' there is not known to be nonzero)
    for (int i = 0; i < n; i++)
      a[n * i] = b[i];
// CHECK: kernels_outliving_and_strides.c:[[@LINE-2]]:5: remark: loop scheduled as gang, vector
  }
}

double sums(int n, const double *restrict a, const double *restrict b, struct stats st) {
  double s = 0, p = 0;
#pragma acc kernels copyin(a[0:n], b[0:n]) copy(st)
  {
    for (int i = 0; i < n; i++)
      s = s + a[i] + b[i];
// CHECK: kernels_outliving_and_strides.c:[[@LINE-2]]:5: remark: loop scheduled as gang, vector, implicit reduction on 's'
    for (int i = 0; i < n; i++)
      p = p + a[i] - b[i];
// CHECK: kernels_outliving_and_strides.c:[[@LINE-2]]:5: remark: loop scheduled as gang, vector, implicit reduction on 'p'
    for (int i = 0; i < n; i++)
      st.sum += a[i];
// CHECK: kernels_outliving_and_strides.c:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: every iteration writes st.sum)
  }
  return s + p + st.sum;
}

// Nested extrema of one operator keep the variable against each operand: a max reduction; mixed
// operators are no reduction.
double extremes(int n, const double *restrict a, const double *restrict b) {
  double m = -1e300, q = 0;
#pragma acc kernels copyin(a[0:n], b[0:n])
  {
    for (int i = 0; i < n; i++)
      m = fmax(fmax(m, a[i]), b[i]);
// CHECK: kernels_outliving_and_strides.c:[[@LINE-2]]:5: remark: loop scheduled as gang, vector, implicit reduction on 'm'
    for (int i = 0; i < n; i++)
      q = fmax(fmin(q, a[i]), b[i]);
// CHECK: kernels_outliving_and_strides.c:[[@LINE-2]]:5: remark: loop scheduled as seq
  }
  return m + q;
}
