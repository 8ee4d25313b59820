// 2.5.15 in kernels: a loop's reduction of a pointer's section (`reduction(+:nrm[0:5])` of a
// parameter) makes the section each thread's own: the pointer is no dependence of the loop and
// cannot point into the arrays it reads, so the loop keeps its collapse(2) and runs gang, vector,
// as with a local array, restrict or not; its few-iteration inner loop stays in each thread.
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
#define N 64
double u[N][N][5];

void norms(double nrm[5]) {
#pragma acc kernels copyin(u) copy(nrm[0:5])
  {
#pragma acc loop collapse(2) reduction(+:nrm[0:5])
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as gang, vector, collapse(2), reduction on 'nrm[0:5]'
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        // CHECK: [[@LINE+1]]:9: remark: loop scheduled as seq (not parallel: its few iterations run whole in each thread of the enclosing parallel loop)
        for (int m = 0; m < 5; m++)
          nrm[m] += u[j][i][m] * u[j][i][m];
  }
}

void norms_restrict(double *restrict nrm, const double *restrict v, int n) {
#pragma acc kernels loop collapse(2) reduction(+:nrm[0:5]) copyin(v[0:n * n * 5]) copy(nrm[0:5])
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as gang, vector, collapse(2), reduction on 'nrm[0:5]'
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      // CHECK: [[@LINE+1]]:7: remark: loop scheduled as seq (not parallel: its few iterations run whole in each thread of the enclosing parallel loop)
      for (int m = 0; m < 5; m++)
        nrm[m] += v[(j * n + i) * 5 + m];
}
