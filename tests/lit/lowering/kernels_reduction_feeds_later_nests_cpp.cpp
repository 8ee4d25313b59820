// C++ (kernels, 2.5.2, 2.6.2): a declaration among a kernels region's nests whose initialiser reads
// a reduction's result (in a function template) stays in place in the host's code, after the
// reduction's launch: the host reads the result back into a temporary first, and the later
// launches take the variable by value; both nests use gangs.
// RUN: %acorncxx -Minfo=accel --print-lowered %s 2>%t.remarks | grep -v "^//" | FileCheck --check-prefix=LOWERED %s
// RUN: FileCheck %s < %t.remarks
double J[4096], c[4096];

template <typename T> T srad(int n) {
  T q0 = 0;
#pragma acc kernels copyin(J[0:n]) copyout(c[0:n], q0)
  {
    T sum = 0;
    for (int i = 0; i < n; i++)
      sum += J[i];
    T mean = sum / n;
    q0 = mean * 2;
    for (int i = 0; i < n; i++)
      c[i] = J[i] * q0 - mean;
  }
  return q0;
}

template double srad<double>(int);
// CHECK: kernels_reduction_feeds_later_nests_cpp.cpp:14:5: remark: loop scheduled as gang, vector, implicit reduction on 'sum'
// CHECK: kernels_reduction_feeds_later_nests_cpp.cpp:18:5: remark: loop scheduled as gang, vector
// CHECK: kernels_reduction_feeds_later_nests_cpp.cpp:16:7: remark: 'mean' is computed on the host and passed to each kernel by value; the host reads 'sum' back from the device first
// LOWERED: acorn_read_back(&__acorn_c, __acorn_rb, 1, __acorn_async, __acorn_if); T mean = __acorn_rv0 / n;
