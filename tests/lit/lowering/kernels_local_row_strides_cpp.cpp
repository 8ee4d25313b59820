// kernels (2.5.2), C++: a row stride held in a local the function never changes stands for its
// initialiser in the dependence analysis (`const std::size_t W = nx + 2;`, `const auto W = nx;`, in
// a function template too), so `u[k*W + j]` is proven apart as `u[k*(nx+2) + j]` is: one kernel,
// gang k / vector j. One bound to a non-const reference is not seen through.
// RUN: %acorncxx -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
#include <cstddef>

void halo(int nx, int ny, double *__restrict__ u, const double *__restrict__ w) {
  const std::size_t W = nx + 2;
#pragma acc kernels copy(u[0:W*(ny+2)]) copyin(w[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      u[k*W + j] = w[k*W + j] + 1;
}
// CHECK: kernels_local_row_strides_cpp.cpp:11:3: remark: loop scheduled as gang
// CHECK: kernels_local_row_strides_cpp.cpp:12:5: remark: loop scheduled as vector
// CHECK: kernels_local_row_strides_cpp.cpp:11:3: remark: loop nest runs as its own kernel

template <typename T>
void scale(int nx, int ny, T *__restrict__ u, T f) {
  const auto W = nx;
#pragma acc kernels copy(u[0:nx*ny])
  for (int k = 0; k < ny; k++)
    for (int j = 0; j < nx; j++)
      u[k*W + j] *= f;
}
template void scale<float>(int, int, float *, float);
// CHECK: kernels_local_row_strides_cpp.cpp:23:3: remark: loop scheduled as gang
// CHECK: kernels_local_row_strides_cpp.cpp:24:5: remark: loop scheduled as vector

void bump(int &);
void referenced(int nx, int ny, double *__restrict__ u) {
  int W = nx + 2;
  int &alias = W;
  bump(alias);
#pragma acc kernels copy(u[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      u[k*W + j] += 1;
}
// CHECK: kernels_local_row_strides_cpp.cpp:37:3: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: the elements of 'u' one iteration writes (u[k * W + j]) may be written by another: the factor of 'k' there is not known to be nonzero)
