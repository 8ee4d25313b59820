// Array sections that are not contiguous, or pointer sections without a length, are errors. A
// section of pointers to pointers has three dimensions at most, each a level of pointers, and is
// not taken by declare.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double m[10][10], double **pp, double ****pppp, double **(*pa)[4]) {
#pragma acc enter data copyin(m[0:10][2:3])
#pragma acc enter data copyin(pppp[0:n][0:n][0:n][0:n])
#pragma acc enter data copyin(pa[0:n][0:4][0:n])
  {
#pragma acc declare copyin(pp[0:n][0:n])
  }
}
// CHECK-DAG: sections.c:6:31: error: only the first dimension of a multi-dimensional section may be partial (the section must be contiguous)
// CHECK-DAG: sections.c:7:31: error: a section of pointers to pointers may have up to three dimensions, each a level of pointers (ppp[lo:n][lo:m][lo:k]); deeper ones are not supported yet
// CHECK-DAG: sections.c:8:31: error: a section of pointers to pointers may have up to three dimensions, each a level of pointers (ppp[lo:n][lo:m][lo:k]); deeper ones are not supported yet
// CHECK-DAG: sections.c:10:28: error: a section of a pointer to pointers in a 'declare' directive is not supported by Acorn yet
