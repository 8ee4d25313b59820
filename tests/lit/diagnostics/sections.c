// Array sections that are not contiguous, or pointer sections without a length, are errors. A
// section of a pointer to pointers has two dimensions at most, and is not taken by declare.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double m[10][10], double **pp, double ***ppp) {
#pragma acc enter data copyin(m[0:10][2:3])
#pragma acc enter data copyin(ppp[0:n][0:n][0:n])
  {
#pragma acc declare copyin(pp[0:n][0:n])
  }
}
// CHECK-DAG: sections.c:5:31: error: only the first dimension of a multi-dimensional section may be partial (the section must be contiguous)
// CHECK-DAG: sections.c:6:31: error: a section of a pointer to pointers may have two dimensions (pp[lo:n][lo:m]); deeper ones are not supported yet
// CHECK-DAG: sections.c:8:28: error: a section of a pointer to pointers in a 'declare' directive is not supported by Acorn yet
