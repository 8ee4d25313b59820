// Seed: BLAS-1 style kernels on unstructured data (enter/exit data, kernels, reduction, atomic,
// serial, routine seq, update).
// fuzz-vars: x:ptr:n y:ptr:n out:ptr:2 n:int a:real sum:real count:int i:idx axpy1:fn
#include <stddef.h>
#include <openacc.h>

#pragma acc routine seq
static inline float axpy1(float a, float x, float y) { return a * x + y; }

void vec_init(int n, float *restrict x, float *restrict y) {
#pragma acc enter data create(x[0:n], y[0:n])
#pragma acc parallel loop present(x[0:n], y[0:n])
  for (int i = 0; i < n; i++) {
    x[i] = 1.0f;
    y[i] = 2.0f;
  }
}

void saxpy(int n, float a, const float *restrict x, float *restrict y) {
#pragma acc kernels loop independent present(x[0:n], y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = axpy1(a, x[i], y[i]);
}

float dot(int n, const float *x, const float *y) {
  float sum = 0.0f;
#pragma acc parallel loop reduction(+:sum) present(x[0:n], y[0:n]) vector_length(128)
  for (int i = 0; i < n; i++)
    sum += x[i] * y[i];
  return sum;
}

int count_positive(int n, const float *x) {
  int count = 0;
#pragma acc parallel loop present(x[0:n]) copy(count)
  for (int i = 0; i < n; i++) {
    if (x[i] > 0.0f) {
#pragma acc atomic update
      count++;
    }
  }
  return count;
}

void first_last(int n, float *x, float *out) {
#pragma acc serial present(x[0:n]) copyout(out[0:2])
  {
    out[0] = x[0];
    out[1] = x[n - 1];
  }
}

void vec_fini(int n, float *x, float *y) {
#pragma acc update self(y[0:n])
#pragma acc exit data delete(x[0:n]) copyout(y[0:n])
}
