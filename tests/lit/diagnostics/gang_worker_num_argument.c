// 2.9.2, 2.9.3: gang(num:) and worker(num:) are allowed only on loops of kernels regions, as
// vector(length:) is (vector_length_argument.c): Clang 22 reports them, on orphaned loops and in
// parallel and serial regions.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
#pragma acc routine gang
void orphaned(double *a, int n) {
#pragma acc loop gang(num:4)
  for (int i = 0; i < n; i++)
    a[i] = 1;
#pragma acc loop worker(num:4)
  for (int i = 0; i < n; i++)
    a[i] = 1;
}
// CHECK-DAG: gang_worker_num_argument.c:8:27: error: 'num' argument on 'gang' clause is not permitted on an orphaned 'loop' construct
// CHECK-DAG: gang_worker_num_argument.c:11:29: error: 'num' argument on 'worker' clause is not permitted on an orphaned 'loop' construct

void in_parallel(double *a, int n) {
#pragma acc parallel copy(a[0:n])
  {
#pragma acc loop gang(num:4)
    for (int i = 0; i < n; i++)
      a[i] = 1;
#pragma acc loop worker(2)
    for (int i = 0; i < n; i++)
      a[i] = 1;
  }
#pragma acc parallel loop gang(8) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 2;
#pragma acc serial loop worker(num:2) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 2;
}
// CHECK-DAG: gang_worker_num_argument.c:21:27: error: 'num' argument on 'gang' clause is not permitted on a 'loop' construct associated with a 'parallel' compute construct
// CHECK-DAG: gang_worker_num_argument.c:24:25: error: 'num' argument on 'worker' clause is not permitted on a 'loop' construct associated with a 'parallel' compute construct
// CHECK-DAG: gang_worker_num_argument.c:28:32: error: 'num' argument on 'gang' clause is not permitted on a 'parallel loop' construct
// CHECK-DAG: gang_worker_num_argument.c:31:36: error: 'num' argument on 'worker' clause is not permitted on a 'serial loop' construct
