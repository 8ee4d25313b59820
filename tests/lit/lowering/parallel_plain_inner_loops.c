// In a parallel construct, a loop without directive inside a loop directive is planned as `loop
// auto` restricted to the worker and vector levels: partitioned when its iterations are
// independent, with implicit privates and reductions, else sequential with the reason. It never
// changes the schedule of the loops around it; at the top of the region, and in serial regions,
// loops without directive run as written (no remark).
// RUN: %acorncc -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=remark:
void rows(int n, int m, double *restrict a, const double *restrict b, double *restrict s) {
#pragma acc parallel loop gang copyin(b[0:n*m]) copyout(a[0:n*m], s[0:n])
  for (int i = 0; i < n; i++) {
// CHECK: parallel_plain_inner_loops.c:[[@LINE-1]]:3: remark: loop scheduled as gang
    for (int j = 0; j < m; j++)
      a[i * m + j] = 2 * b[i * m + j];
// CHECK: parallel_plain_inner_loops.c:[[@LINE-2]]:5: remark: loop scheduled as vector
    double sum = 0, t;
    for (int j = 0; j < m; j++) {
      t = b[i * m + j];
      sum += t * t;
    }
// CHECK: parallel_plain_inner_loops.c:[[@LINE-4]]:5: remark: loop scheduled as vector, implicit reduction on 'sum', 't' private to each iteration
    s[i] = sum;
    for (int j = 1; j < m; j++)
      a[i * m + j] += a[i * m + j - 1];
// CHECK: parallel_plain_inner_loops.c:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: {{.*}})
    int k;
    for (k = 0; k < m; k++)
      a[i * m + k] += 1;
  }
}

// The outer loop keeps gang, vector: the inner loop gets no level, and no remark.
void nbody(int n, const float *restrict x, float *restrict f) {
#pragma acc parallel loop copyin(x[0:n]) copyout(f[0:n])
  for (int i = 0; i < n; i++) {
// CHECK: parallel_plain_inner_loops.c:[[@LINE-1]]:3: remark: loop scheduled as gang, vector
    float acc = 0;
    for (int j = 0; j < n; j++)
      acc += x[j] - x[i];
    f[i] = acc;
  }
}

// Outside every loop directive, and in serial regions, plain loops run as written.
void top(int n, double *restrict a) {
#pragma acc parallel copy(a[0:n]) num_gangs(1)
  for (int i = 0; i < n; i++)
    a[i] += 1;
#pragma acc serial loop copy(a[0:n])
  for (int i = 0; i < 4; i++)
// CHECK: parallel_plain_inner_loops.c:[[@LINE-1]]:3: remark: loop scheduled as seq
    for (int j = 0; j < n; j++)
      a[j] += i;
}
