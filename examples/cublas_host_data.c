/* cuBLAS on data mapped by OpenACC: the arrays live on the GPU inside a data region; OpenACC loops
 * initialise and check them there, and host_data use_device hands their device addresses to
 * cublasDaxpy (y = alpha*x + y) and cublasDgemm (C = alpha*A*B + beta*C), as in the OpenACC
 * interoperability guides.
 *
 *   acorncc -O2 cublas_host_data.c -o cublas_host_data -lcublas
 *   ./cublas_host_data                              # on the GPU: cuBLAS does the BLAS calls
 *   ACC_DEVICE_TYPE=multicore ./cublas_host_data    # no GPU: the same BLAS calls as OpenACC loops
 *
 * cuBLAS is column-major: element (i, j) of an m x n matrix with leading dimension m is at
 * [i + j*m]. Prints the device and both checks; exits non-zero on a wrong answer. */
#include <cublas_v2.h>
#include <math.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

/* y = alpha*x + y: cuBLAS on the GPU, an OpenACC loop elsewhere. */
static void daxpy(cublasHandle_t handle, int n, double alpha, double *x, double *y) {
  if (acc_get_device_type() == acc_device_nvidia) {
#pragma acc host_data use_device(x, y)
    {
      if (cublasDaxpy(handle, n, &alpha, x, 1, y, 1) != CUBLAS_STATUS_SUCCESS) {
        fprintf(stderr, "cublasDaxpy failed\n");
        exit(1);
      }
    }
    return;
  }
#pragma acc parallel loop present(x[0:n], y[0:n])
  for (int i = 0; i < n; i++)
    y[i] += alpha * x[i];
}

/* C = alpha*A*B + beta*C for m x k A, k x n B, m x n C, all column-major. */
static void dgemm(cublasHandle_t handle, int m, int n, int k, double alpha, double *a, double *b, double beta,
                  double *c) {
  if (acc_get_device_type() == acc_device_nvidia) {
#pragma acc host_data use_device(a, b, c)
    {
      if (cublasDgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, a, m, b, k, &beta, c, m) !=
          CUBLAS_STATUS_SUCCESS) {
        fprintf(stderr, "cublasDgemm failed\n");
        exit(1);
      }
    }
    return;
  }
#pragma acc parallel loop collapse(2) present(a[0:m*k], b[0:k*n], c[0:m*n])
  for (int j = 0; j < n; j++)
    for (int i = 0; i < m; i++) {
      double sum = 0.0;
      for (int l = 0; l < k; l++)
        sum += a[i + l * m] * b[l + j * k];
      c[i + j * m] = alpha * sum + beta * c[i + j * m];
    }
}

int main(void) {
  const int n = 1 << 20;             /* axpy length */
  const int m = 300, p = 200, q = 250; /* C (m x q) = A (m x p) * B (p x q) */
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  double *a = malloc((size_t)m * p * sizeof *a), *b = malloc((size_t)p * q * sizeof *b);
  double *c = malloc((size_t)m * q * sizeof *c);
  int on_gpu = acc_get_device_type() == acc_device_nvidia;
  cublasHandle_t handle = NULL;
  if (on_gpu && cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) {
    fprintf(stderr, "cublasCreate failed\n");
    return 1;
  }
  /* cuBLAS runs on the stream of OpenACC's synchronous queue, so its work is ordered with the
   * OpenACC loops around it. */
  if (on_gpu)
    cublasSetStream(handle, (cudaStream_t)acc_get_cuda_stream(acc_async_sync));
  printf("cublas_host_data: %s\n", on_gpu ? "cuBLAS on the GPU through host_data use_device"
                                          : "no GPU: OpenACC loops stand in for cuBLAS");

  double axpy_err = 0.0, gemm_err = 0.0;
#pragma acc data create(x[0:n], y[0:n], a[0:m*p], b[0:p*q], c[0:m*q])
  {
#pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++) {
      x[i] = (double)(i % 1000);
      y[i] = 1.0;
    }
    daxpy(handle, n, 2.0, x, y);
    daxpy(handle, n, -0.5, x, y); /* y = 1 + 1.5 x */
#pragma acc parallel loop reduction(max : axpy_err) present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++)
      axpy_err = fmax(axpy_err, fabs(y[i] - (1.0 + 1.5 * x[i])));

    /* A(i,l) = i + l, B(l,j) = 1 when l == j else 0 (a p x q "identity"), C = 1:
     * C = 2*A*B + 3*C gives 2*(i + j) + 3 for j < p. */
#pragma acc parallel loop collapse(2) present(a[0:m*p])
    for (int l = 0; l < p; l++)
      for (int i = 0; i < m; i++)
        a[i + l * m] = (double)(i + l);
#pragma acc parallel loop collapse(2) present(b[0:p*q])
    for (int j = 0; j < q; j++)
      for (int l = 0; l < p; l++)
        b[l + j * p] = l == j ? 1.0 : 0.0;
#pragma acc parallel loop present(c[0:m*q])
    for (int i = 0; i < m * q; i++)
      c[i] = 1.0;
    dgemm(handle, m, q, p, 2.0, a, b, 3.0, c);
#pragma acc parallel loop collapse(2) reduction(max : gemm_err) present(c[0:m*q])
    for (int j = 0; j < q; j++)
      for (int i = 0; i < m; i++) {
        double want = j < p ? 2.0 * (i + j) + 3.0 : 3.0;
        gemm_err = fmax(gemm_err, fabs(c[i + j * m] - want));
      }
  }
  if (on_gpu)
    cublasDestroy(handle);
  printf("daxpy: n = %d, max error %g\n", n, axpy_err);
  printf("dgemm: %d x %d x %d, max error %g\n", m, q, p, gemm_err);
  free(x);
  free(y);
  free(a);
  free(b);
  free(c);
  if (axpy_err > 1e-12 || gemm_err > 1e-9) {
    printf("FAILED\n");
    return 1;
  }
  printf("OK\n");
  return 0;
}
