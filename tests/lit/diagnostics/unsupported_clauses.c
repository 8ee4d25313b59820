// Clauses Acorn does not implement yet on data-moving and compute directives are errors.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double *a) {
#pragma acc enter data copyin(a[0:n]) wait(devnum: 0: 1)
#pragma acc update device(a[0:n]) device_type(nvidia)
}
// CHECK-DAG: unsupported_clauses.c:4:39: error: wait(devnum: ...) is not supported by Acorn yet
// CHECK-DAG: unsupported_clauses.c:5:35: error: the 'device_type' clause on 'update' is not supported by Acorn yet
