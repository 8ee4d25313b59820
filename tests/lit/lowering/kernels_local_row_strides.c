// kernels (2.5.2): a row stride or bound held in a local the function never changes (`const int W
// = nx + 2;`, TeaLeaf's halo width; `int W = nx;`; a local set from another such local; one
// declared bare and assigned once in its block, `int W; W = nx + 2;`) stands for its value in the
// dependence analysis, so `u[k*W + j]` is proven apart as `u[k*(nx+2) + j]` is: the nest is one
// kernel, gang k / vector j, not a host loop launching a kernel per row; a loop auto nest of a
// parallel region alike. A local (or a variable of its value) written again, whose address is
// taken or that a clause writes back is not seen through.
// RUN: %acorncc -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
void halo(int nx, int ny, double *restrict u, const double *restrict w) {
  const int W = nx + 2;
#pragma acc kernels copy(u[0:W*(ny+2)]) copyin(w[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      u[k*W + j] = w[k*W + j] + 1;
}
// CHECK: kernels_local_row_strides.c:[[@LINE-4]]:3: remark: loop scheduled as gang
// CHECK: kernels_local_row_strides.c:[[@LINE-4]]:5: remark: loop scheduled as vector
// CHECK: kernels_local_row_strides.c:[[@LINE-6]]:3: remark: loop nest runs as its own kernel

void copied_bound(int nx, int ny, double *restrict u) {
  int W = nx;
  int H = W + 0, Stride = H;
#pragma acc kernels copy(u[0:nx*ny])
  for (int k = 0; k < ny; k++)
    for (int j = 0; j < nx; j++)
      u[k*Stride + j] *= 2;
}
// CHECK: kernels_local_row_strides.c:[[@LINE-4]]:3: remark: loop scheduled as gang
// CHECK: kernels_local_row_strides.c:[[@LINE-4]]:5: remark: loop scheduled as vector

void parallel_auto(int nx, int ny, double *restrict u) {
  const int W = nx + 2;
#pragma acc parallel loop auto copy(u[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
#pragma acc loop auto
    for (int j = 1; j <= nx; j++)
      u[k*W + j] += 1;
}
// CHECK: kernels_local_row_strides.c:[[@LINE-5]]:3: remark: loop scheduled as gang
// CHECK: kernels_local_row_strides.c:[[@LINE-4]]:5: remark: loop scheduled as vector

// Not the initialiser's value at the region: W changed, nx changed after W was set, W's address
// taken, W written back by a clause. The outer loop stays on the host.
void changed_stride(int nx, int ny, double *restrict u) {
  int W = nx + 2;
  W = W + nx;
#pragma acc kernels copy(u[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      u[k*W + j] += 1;
}
// CHECK: kernels_local_row_strides.c:[[@LINE-4]]:3: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: the elements of 'u' one iteration writes (u[k * W + j]) may be written by another: the factor of 'k' there is not known to be nonzero)

void changed_bound(int nx, int ny, double *restrict u) {
  int W = nx + 2;
  nx = nx * 3;
#pragma acc kernels copy(u[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      u[k*W + j] += 1;
}
// CHECK: kernels_local_row_strides.c:[[@LINE-4]]:3: remark: loop runs sequentially on the host

void address_taken(int nx, int ny, double *restrict u, void (*set)(int *)) {
  int W = nx + 2;
  set(&W);
#pragma acc kernels copy(u[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      u[k*W + j] += 1;
}
// CHECK: kernels_local_row_strides.c:[[@LINE-4]]:3: remark: loop runs sequentially on the host

// (The device copy of W may have been changed through acc_deviceptr elsewhere.)
void clause_writes(int nx, int ny, double *restrict u) {
  int W = nx + 2;
#pragma acc enter data copyin(W)
#pragma acc update self(W)
#pragma acc kernels copy(u[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      u[k*W + j] += 1;
}
// CHECK: kernels_local_row_strides.c:[[@LINE-4]]:3: remark: loop runs sequentially on the host

// Declared without an initialiser and assigned once in its block, before the region.
void assigned(int nx, int ny, double *restrict u) {
  int W;
  W = nx + 2;
#pragma acc kernels copy(u[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      u[k*W + j] += 1;
}
// CHECK: kernels_local_row_strides.c:[[@LINE-4]]:3: remark: loop scheduled as gang
// CHECK: kernels_local_row_strides.c:[[@LINE-4]]:5: remark: loop scheduled as vector

// Assigned twice, or in a branch: not seen through.
void assigned_twice(int nx, int ny, int wide, double *restrict u) {
  int W;
  W = nx + 2;
  if (wide)
    W = nx + 4;
#pragma acc kernels copy(u[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      u[k*W + j] += 1;
}
// CHECK: kernels_local_row_strides.c:[[@LINE-4]]:3: remark: loop runs sequentially on the host
