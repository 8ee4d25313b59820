// kernels (2.5.2, 2.6.2): a declaration among a kernels region's nests whose initialiser reads a
// reduction's result (srad's `mean = sum / n`) is run by the host in place after that launch,
// reading the result back first, and passed to the later launches by value: the reduction and the
// nest after it use gangs. The same inside a time loop the host runs. A scalar the region writes
// declared in a time loop's body (the sum a nest reduces into) is declared by the host at the
// region's start, a serial kernel assigning its initialiser in each iteration, so that loop runs on
// the host too. A region whose block declares an array among its nests is one kernel whose loops
// use no gang, and -Minfo says why.
// RUN: %acorncc -Minfo=accel --print-lowered %s 2>%t.remarks | grep -v "^//" | FileCheck --check-prefix=LOWERED %s
// RUN: FileCheck %s < %t.remarks
double J[4096], c[4096], A[64][64], B[64][64], hist[16];

double srad(int n) {
  double q0 = 0;
#pragma acc kernels copyin(J[0:n]) copyout(c[0:n], q0)
  {
    double sum = 0, sum2 = 0;
    for (int i = 0; i < n; i++) {
      sum += J[i];
      sum2 += J[i] * J[i];
    }
    double mean = sum / n;
    q0 = (sum2 / n - mean * mean) / (mean * mean);
    for (int i = 0; i < n; i++)
      c[i] = J[i] * q0 - mean;
  }
  return q0;
}

void steps(int ts) {
#pragma acc kernels copy(A, B, hist)
  {
    double s;
    for (int t = 0; t < ts; t++) {
      s = 0;
      for (int i = 1; i < 63; i++)
        for (int j = 1; j < 63; j++)
          s += A[i][j];
      double mean = s / (62 * 62);
      for (int i = 1; i < 63; i++)
        for (int j = 1; j < 63; j++)
          A[i][j] = A[i][j] - 0.5 * mean;
      hist[t] = mean;
    }
  }
}

void declared_sum(int ts) {
#pragma acc kernels copy(A, B, hist)
  for (int t = 0; t < ts; t++) {
    for (int i = 1; i < 63; i++)
      for (int j = 1; j < 63; j++)
        B[i][j] = 0.25 * (A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
    double s = 0.0;
    for (int i = 1; i < 63; i++)
      for (int j = 1; j < 63; j++) {
        A[i][j] = B[i][j];
        s += A[i][j];
      }
    hist[t] = s;
  }
}

void array_after(int n) {
#pragma acc kernels copyin(J[0:n]) copyout(c[0:n])
  {
    double sum = 0;
    for (int i = 0; i < n; i++)
      sum += J[i];
    double w[2] = {sum, 1.0};
    for (int i = 0; i < n; i++)
      c[i] = w[i % 2];
  }
}
// CHECK: kernels_reduction_feeds_later_nests.c:18:5: remark: loop scheduled as gang, vector, implicit reduction on 'sum', implicit reduction on 'sum2'
// CHECK: kernels_reduction_feeds_later_nests.c:24:5: remark: loop scheduled as gang, vector
// CHECK: kernels_reduction_feeds_later_nests.c:22:12: remark: 'mean' is computed on the host and passed to each kernel by value; the host reads 'sum' back from the device first
// CHECK: kernels_reduction_feeds_later_nests.c:18:5: remark: loop nest runs as its own kernel
// CHECK: kernels_reduction_feeds_later_nests.c:23:5: remark: statements run as a serial kernel
// CHECK: kernels_reduction_feeds_later_nests.c:24:5: remark: loop nest runs as its own kernel
// CHECK: kernels_reduction_feeds_later_nests.c:34:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration
// CHECK: kernels_reduction_feeds_later_nests.c:36:7: remark: loop scheduled as gang, implicit reduction on 's'
// CHECK: kernels_reduction_feeds_later_nests.c:40:7: remark: loop scheduled as gang
// CHECK: kernels_reduction_feeds_later_nests.c:39:14: remark: 'mean' is computed on the host and passed to each kernel by value; the host reads 's' back from the device first
// CHECK: kernels_reduction_feeds_later_nests.c:43:7: remark: statements run as a serial kernel
// CHECK: kernels_reduction_feeds_later_nests.c:50:3: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration
// CHECK: kernels_reduction_feeds_later_nests.c:51:5: remark: loop scheduled as gang
// CHECK: kernels_reduction_feeds_later_nests.c:55:5: remark: loop scheduled as gang, implicit reduction on 's'
// CHECK: kernels_reduction_feeds_later_nests.c:54:12: remark: 's' is declared at the region's start, its device copy shared by the kernels; a serial kernel assigns its initialiser here
// CHECK: kernels_reduction_feeds_later_nests.c:54:5: remark: statements run as a serial kernel
// CHECK: kernels_reduction_feeds_later_nests.c:60:5: remark: statements run as a serial kernel
// CHECK: kernels_reduction_feeds_later_nests.c:68:5: remark: loop scheduled as vector, implicit reduction on 'sum'
// CHECK: kernels_reduction_feeds_later_nests.c:66:3: remark: the region runs as one kernel whose loops use no gang: its block declares the array 'w'
// The host reads the reduction's result back after its launch, before the declaration reading it;
// the declaration of the time loop's sum is declared at the region's start and assigned by a launch.
// LOWERED: (&__acorn_c, __acorn_m, 0, 0, 0, __acorn_async, __acorn_if, &sum, &sum2, &n, J, acorn_host_trip_lt(0, n, 1LL)); acorn_read_back(&__acorn_c, __acorn_rb, 1, __acorn_async, __acorn_if); double mean = __acorn_rv0 / n; __acorn_region_{{.*}}, &q0, &sum2, &n, mean);
// LOWERED: for (int t = 0; t < ts; t++) { {{.*}}acorn_read_back(&__acorn_c, __acorn_rb, 1, __acorn_async, __acorn_if); double mean = __acorn_rv0 / (62 * 62); {{.*}} hist, t, mean); }
// LOWERED: { double s; static const acorn_construct __acorn_c = {{.*}}, 49, 1, "kernels", __func__};
// LOWERED: s = 0.0;
