// 2.9.4: "When the parent compute construct is a parallel construct, or on an orphaned loop
// construct, ... no argument is allowed" on vector: vector(length:) (or vector(n)) belongs to loops
// of kernels regions; elsewhere the compute construct's vector_length gives the length (GCC: an
// error too). gang(num:) and worker(num:) there are Clang 22's errors: gang_worker_num_argument.c.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
#pragma acc routine vector
void orphaned(double *a, int n) {
#pragma acc loop vector(length:64)
  for (int i = 0; i < n; i++)
    a[i] = 1;
}
// CHECK-DAG: vector_length_argument.c:9:32: error: 'length' argument on 'vector' clause is not permitted on an orphaned 'loop' construct (a loop of a routine): only a loop of a 'kernels' region sets its vector length (2.9.4); the length is that of the compute construct that calls the routine (its 'vector_length' clause)

void in_parallel(double *a, int n) {
#pragma acc parallel copy(a[0:n])
#pragma acc loop gang vector(length:64)
  for (int i = 0; i < n; i++)
    a[i] = 1;
#pragma acc parallel loop gang vector(32) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 2;
}
// CHECK-DAG: vector_length_argument.c:17:37: error: 'length' argument on 'vector' clause is not permitted on a 'loop' construct in a 'parallel' region: only a loop of a 'kernels' region sets its vector length (2.9.4); the length is that of the compute construct (its 'vector_length' clause)
// CHECK-DAG: vector_length_argument.c:20:39: error: 'length' argument on 'vector' clause is not permitted on a 'parallel loop' construct

void in_kernels(double *a, int n) {
#pragma acc kernels copy(a[0:n])
  {
#pragma acc loop gang vector(length:64)
    for (int i = 0; i < n; i++)
      a[i] = 1;
  }
#pragma acc kernels loop gang(num:4) worker(num:2) vector(length:32) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 2;
}
