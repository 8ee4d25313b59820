// 2.15.1 and 2.9: the orphaned loops of routines with loop parallelism, as -Minfo reports them; a
// loop Acorn schedules leaves to the routines it calls the levels they use.
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
#pragma acc routine vector
double row_sum(const double *row, int m) {
  double sum = 0;
#pragma acc loop reduction(+:sum)
  for (int j = 0; j < m; j++)
    sum += row[j];
  return sum;
}
// CHECK: routine_loops.c:8:3: remark: loop scheduled as vector, reduction on 'sum'

#pragma acc routine worker
void row_sums(const double *a, double *sums, int n, int m) {
#pragma acc loop
  for (int i = 0; i < n; i++)
    sums[i] = row_sum(a + i * m, m);
}
// CHECK: routine_loops.c:17:3: remark: loop scheduled as worker

void all_sums(const double *a, double *sums, int n, int m) {
#pragma acc parallel loop copyin(a[0:n*m]) copyout(sums[0:n])
  for (int i = 0; i < n; i++)
    sums[i] = row_sum(a + i * m, m);
}
// CHECK: routine_loops.c:24:3: remark: loop scheduled as gang
