// kernels (2.5.2): a loop nest none of whose loops can run in parallel is one sequential launch,
// not a loop the host runs around one-thread launches of its inner loop and statements (a scalar
// the inner loop leaves for the statement after it is no private of the inner loop: it is read
// after it).
// RUN: %acorncc -Minfo=accel %s -o %t 2>&1 | FileCheck %s
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck --check-prefix=TIME %s
#include <stdio.h>
#define N 1000
double a[N], d[N];
int len[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i;
    len[i] = i % 4;
  }
  double q = -3;
#pragma acc kernels copyin(a, len) copyout(d)
  for (int i = 0; i < N; i++) {
    for (int k = 0; k < len[i]; k++)
      q = a[i] + k;
    d[i] = q;
  }
// CHECK-NOT: runs sequentially on the host
// CHECK: kernels_sequential_nest_one_launch.c:[[@LINE-6]]:3: remark: loop scheduled as seq (not parallel: 'q' is carried from one iteration to the next)
// CHECK: kernels_sequential_nest_one_launch.c:[[@LINE-6]]:5: remark: loop scheduled as seq (not parallel: 'q' is written by every iteration and used after the loop)
// CHECK: kernels_sequential_nest_one_launch.c:[[@LINE-8]]:3: remark: loop nest runs sequentially on the device: no loop in it can run in parallel
// CHECK-NOT: serial kernel
  double r = -3;
  int bad = 0;
  for (int i = 0; i < N; i++) {
    for (int k = 0; k < len[i]; k++)
      r = a[i] + k;
    bad |= d[i] != r;
  }
  puts(bad ? "FAIL" : "PASS");
  return bad;
}
// TIME: PASS
// TIME: {{^}}    18: compute region reached 1 time{{$}}
// TIME-NEXT: {{^}}        18: kernel launched 1 time{{$}}
