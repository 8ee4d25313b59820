// kernels (2.5.2, 2.6.2): a declaration among a kernels region's nests whose initialiser reads a
// reduction's result (srad's `mean = sum / n`) is run by the host in place after that launch,
// reading the result back first, and passed to the later launches by value: the reduction and the
// nest after it use gangs. The same inside a time loop the host runs. Where the host cannot run a
// declaration so, -Minfo says why: a time loop whose body declares the scalar a nest reduces into
// stays sequential, and a region whose block declares a scalar the region writes after the nests
// began is one kernel whose loops use no gang.
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

void written_after(int n) {
#pragma acc kernels copyin(J[0:n]) copyout(c[0:n])
  {
    double sum = 0;
    for (int i = 0; i < n; i++)
      sum += J[i];
    double v = sum;
    for (int i = 0; i < n; i++)
      v += J[i];
    for (int i = 0; i < n; i++)
      c[i] = v;
  }
}
// CHECK: kernels_reduction_feeds_later_nests.c:17:5: remark: loop scheduled as gang, vector, implicit reduction on 'sum', implicit reduction on 'sum2'
// CHECK: kernels_reduction_feeds_later_nests.c:23:5: remark: loop scheduled as gang, vector
// CHECK: kernels_reduction_feeds_later_nests.c:21:12: remark: 'mean' is computed on the host and passed to each kernel by value; the host reads 'sum' back from the device first
// CHECK: kernels_reduction_feeds_later_nests.c:17:5: remark: loop nest runs as its own kernel
// CHECK: kernels_reduction_feeds_later_nests.c:22:5: remark: statements run as a serial kernel
// CHECK: kernels_reduction_feeds_later_nests.c:23:5: remark: loop nest runs as its own kernel
// CHECK: kernels_reduction_feeds_later_nests.c:33:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration
// CHECK: kernels_reduction_feeds_later_nests.c:35:7: remark: loop scheduled as gang, implicit reduction on 's'
// CHECK: kernels_reduction_feeds_later_nests.c:39:7: remark: loop scheduled as gang
// CHECK: kernels_reduction_feeds_later_nests.c:38:14: remark: 'mean' is computed on the host and passed to each kernel by value; the host reads 's' back from the device first
// CHECK: kernels_reduction_feeds_later_nests.c:42:7: remark: statements run as a serial kernel
// CHECK: kernels_reduction_feeds_later_nests.c:49:3: remark: loop scheduled as seq (not parallel: the elements of 'B' one iteration writes (B[i][j]) may be written by another); the 'for' loop at line 49 cannot run on the host around launches: its body declares 's', which the region writes (the host passes it to each launch by value; declared at the region's start, it would have a device copy that the launches share)
// CHECK: kernels_reduction_feeds_later_nests.c:50:5: remark: loop scheduled as worker
// CHECK: kernels_reduction_feeds_later_nests.c:67:5: remark: loop scheduled as vector, implicit reduction on 'sum'
// CHECK: kernels_reduction_feeds_later_nests.c:65:3: remark: the region runs as one kernel whose loops use no gang: its block declares 'v', which the region writes (the host passes it to each launch by value; declared at the region's start, it would have a device copy that the launches share)
// The host reads the reduction's result back after its launch, before the declaration reading it.
// LOWERED: (&__acorn_c, __acorn_m, 0, 0, 0, __acorn_async, __acorn_if, &sum, &sum2, &n, J, acorn_host_trip_lt(0, n, 1LL)); acorn_read_back(&__acorn_c, __acorn_rb, 1, __acorn_async, __acorn_if); double mean = __acorn_rv0 / n; __acorn_region_{{.*}}, &q0, &sum2, &n, mean);
// LOWERED: for (int t = 0; t < ts; t++) { {{.*}}acorn_read_back(&__acorn_c, __acorn_rb, 1, __acorn_async, __acorn_if); double mean = __acorn_rv0 / (62 * 62); {{.*}} hist, t, mean); }
