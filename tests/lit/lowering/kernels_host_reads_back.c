// kernels (2.5.2, 2.6.2): the bounds and conditions the host evaluates between a kernels region's
// launches read the values earlier launches left in the device copies (a bound a serial launch
// computed, a count a reduction made): the host reads them back into temporaries first, and the
// loops they bound are host loops around launches with all gangs, not one sequential nest. So does
// the header the host runs after a launch to give a pointer its final value. A scalar of a data
// construct around the region (a bound, a start, a step) is read back once, when the region starts.
// RUN: %acorncc -Minfo=accel --print-lowered %s 2>%t.remarks | grep -v "^//" | FileCheck --check-prefix=LOWERED %s
// RUN: FileCheck %s < %t.remarks
#define N 4096
double a[N], b[N];

void bound(int n) {
  int m, count;
#pragma acc kernels copy(a, b)
  {
    m = n / 64;
    for (int k = 0; k < m; k++)
      for (int i = 1; i < n; i++)
        a[i] = 0.5 * (a[i] + k);
    count = 0;
    for (int i = 0; i < n; i++)
      if (a[i] > 1.0)
        count++;
    if (count > n / 2) {
      for (int i = 0; i < n; i++)
        b[i] = count;
    }
  }
}

double *final_pointer(int n) {
  int m;
  double *p;
#pragma acc kernels copy(a)
  {
    m = n / 3;
    for (p = a; p < a + m; p++)
      *p = 1.0;
  }
  return p;
}

void data_bound(int steps, int lo) {
#pragma acc data copyin(steps, lo) copy(a)
  {
#pragma acc kernels
    for (int k = lo; k < steps; k += lo)
      for (int i = 0; i < N; i++)
        a[i] += 1.0;
  }
}
// CHECK: kernels_host_reads_back.c:17:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: the elements of 'a' one iteration writes (a[i]) may be written by another); the host reads 'm' back from the device before each test of its condition
// CHECK: kernels_host_reads_back.c:18:7: remark: loop scheduled as gang, vector
// CHECK: kernels_host_reads_back.c:21:5: remark: loop scheduled as gang, vector, implicit reduction on 'count'
// CHECK: kernels_host_reads_back.c:25:7: remark: loop scheduled as gang, vector
// CHECK: kernels_host_reads_back.c:24:5: remark: for the condition of this 'if', the host reads 'count' back from the device each time
// CHECK: kernels_host_reads_back.c:18:7: remark: loop nest runs as its own kernel
// LOWERED: for (int k = 0; (acorn_read_back(&__acorn_c, __acorn_rb, 2, __acorn_async, __acorn_if), k < __acorn_rv0); k++) {
// LOWERED-SAME: if ((acorn_read_back(&__acorn_c, __acorn_rb, 2, __acorn_async, __acorn_if), __acorn_rv1 > n / 2)) {

// LOWERED: acorn_read_back(&__acorn_c, __acorn_rb, 1, __acorn_async, __acorn_if); for (p = a; p < a + __acorn_rv0; p++) ;

// CHECK: kernels_host_reads_back.c:47:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: the elements of 'a' one iteration writes (a[i]) may be written by another); the host reads 'steps', 'lo' from the device once, when the region starts
// CHECK: kernels_host_reads_back.c:48:7: remark: loop scheduled as gang, vector
// LOWERED: acorn_read_item __acorn_rb_once[] = {{[{][{]}}&__acorn_m[{{[0-9]+}}], &__acorn_rv0}, {&__acorn_m[{{[0-9]+}}], &__acorn_rv1}};
// LOWERED-SAME: acorn_read_back(&__acorn_c, __acorn_rb_once, 2, __acorn_async, __acorn_if);
// LOWERED-SAME: for (int k = __acorn_rv1; k < __acorn_rv0; k += __acorn_rv1) {
