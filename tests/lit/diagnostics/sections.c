// Array sections that are not contiguous, or pointer sections without a length, are errors.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double m[10][10], double **pp) {
#pragma acc enter data copyin(m[0:10][2:3])
#pragma acc enter data copyin(pp[0:n][0:n])
}
// CHECK-DAG: sections.c:4:31: error: only the first dimension of a multi-dimensional section may be partial (the section must be contiguous)
// CHECK-DAG: sections.c:5:31: error: a section of a pointer to pointers is not contiguous and is not supported yet
