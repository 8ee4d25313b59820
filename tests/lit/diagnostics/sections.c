// Array sections that are not contiguous in data clauses, or pointer sections without a length, are
// errors. A contiguous section may start with dimensions of length 1 (w3[1:1][2:3][0:7]); update takes
// any section, of any rank. A section of pointers to pointers has three dimensions at most, each a
// level of pointers, and is not taken by declare.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
void f(int n, double m[10][10], double **pp, double ****pppp, double **(*pa)[4]) {
#pragma acc enter data copyin(m[0:10][2:3])
#pragma acc enter data copyin(pppp[0:n][0:n][0:n][0:n])
#pragma acc enter data copyin(pa[0:n][0:4][0:n])
  {
#pragma acc declare copyin(pp[0:n][0:n])
  }
}
double w3[5][6][7], u4[5][6][7][5];
void g(int n) {
#pragma acc enter data copyin(w3[1:1][2:3][0:7], u4[1:1][2:1][0:7][0:5], u4[2:1][3:1][4:1][1:3], w3[n:1][0:n])
#pragma acc update device(u4[1:2][2:3][0:7][0:5], u4[0:5][0:6][1:2][2:3]) self(w3[0:5][1:2][3:1])
#pragma acc exit data copyout(w3[1:2][2:3][0:7], u4[1:1][0:2][1:1])
}
// CHECK-DAG: sections.c:7:31: error: a section in a data clause must be contiguous (2.7.1): only dimensions of length 1 may come before a partial dimension, and only whole dimensions after it (an update directive takes any section)
// CHECK-DAG: sections.c:18:31: error: a section in a data clause must be contiguous (2.7.1)
// CHECK-DAG: sections.c:18:50: error: a section in a data clause must be contiguous (2.7.1)
// CHECK-DAG: sections.c:9:31: error: a section of pointers to pointers may have up to three dimensions, each a level of pointers (ppp[lo:n][lo:m][lo:k]); deeper ones are not supported yet
// CHECK-DAG: sections.c:8:31: error: a section of pointers to pointers may have up to three dimensions, each a level of pointers (ppp[lo:n][lo:m][lo:k]); deeper ones are not supported yet
// CHECK-DAG: sections.c:11:28: error: a section of a pointer to pointers in a 'declare' directive is not supported by Acorn yet
// CHECK-DAG: sections.c:11:28: error: a variable in a 'declare' directive must be declared in the same scope as the directive (2.13)
