// Clauses Acorn does not implement yet on data-moving and compute directives are errors.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double *a) {
#pragma acc enter data copyin(a[0:n]) wait(devnum: 0: 1)
#pragma acc update device(a[0:n]) device_type(nvidia)
#pragma acc parallel loop present(a[0:n]) num_gangs(n, 2)
  for (int i = 0; i < n; i++)
    a[i] = 0;
#pragma acc parallel loop gang(dim:1) present(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
// CHECK-DAG: unsupported_clauses.c:4:39: error: wait(devnum: ...) is not supported by Acorn yet
// CHECK-DAG: unsupported_clauses.c:5:35: error: the 'device_type' clause on 'update' is not supported by Acorn yet
// CHECK-DAG: unsupported_clauses.c:6:43: error: num_gangs with more than one dimension is not supported by Acorn yet
// CHECK-DAG: unsupported_clauses.c:9:36: error: gang(dim:) is not supported by Acorn yet
