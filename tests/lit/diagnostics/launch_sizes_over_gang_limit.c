// 2.5.10-2.5.11: a GPU gang runs at most 1024 threads, and at most 15 workers of more than 32 vector
// lanes. Constant sizes asking for more are cut with a warning naming what the gangs run (the
// clauses as written: a kernels loop's worker(n) and vector(n), a default number named as such);
// sizes within the limits say nothing; sizes computed at run time get a remark under -Minfo (the
// launch cuts them alike). Host and multicore only (-acc=multicore): no GPU, no warning.
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %acorncc -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=CPU
// CPU-NOT: warning
void f(int n, float *a, int nw, int vl) {
#pragma acc parallel loop gang worker num_workers(16) vector_length(64) copy(a[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc loop vector
    for (int k = 0; k < 1; k++)
      a[i] += 1;
  }
// CHECK: launch_sizes_over_gang_limit.c:10:51: warning: num_workers(16) x vector_length(64) is more than a GPU gang runs (1024 threads, at most 15 workers of more than 32 vector lanes): its gangs run 15 workers x 64 vector lanes on the GPU (2.5.10, 2.5.11)
#pragma acc parallel loop gang worker num_workers(40) copy(a[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc loop vector
    for (int k = 0; k < 1; k++)
      a[i] += 1;
  }
// CHECK: launch_sizes_over_gang_limit.c:17:51: warning: num_workers(40) x vector_length(32, the default) is more than a GPU gang runs {{.*}}: its gangs run 32 workers x 32 vector lanes on the GPU
#pragma acc parallel loop gang worker num_workers(8) vector_length(128) copy(a[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc loop vector
    for (int k = 0; k < 1; k++)
      a[i] += 1;
  }
#pragma acc parallel loop gang vector vector_length(vl) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
// CHECK: launch_sizes_over_gang_limit.c:30:53: remark: num_workers x vector_length is computed at run time: a GPU gang runs at most 1024 threads, and at most 15 workers of more than 32 vector lanes; the launch uses fewer where more are asked
#pragma acc kernels copy(a[0:n])
  {
#pragma acc loop gang worker(2) vector(1024)
    for (int i = 0; i < n; i++)
      a[i] += 1;
  }
// CHECK: launch_sizes_over_gang_limit.c:36:30: warning: worker(2) x vector(1024) is more than a GPU gang runs {{.*}}: its gangs run 1 worker x 1024 vector lanes on the GPU
}
