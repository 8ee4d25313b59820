// Several reduction items of one array join when they are sections of constant bounds with one
// operator that together make one contiguous section (s[0], s[1], s[2]); otherwise an error at the
// item that cannot join (GCC rejects any repetition; Acorn's copies of the array overlapped, and
// results were lost). A section of one row of an array of arrays needs a constant length. (An
// element `s[k]` is patched to `s[k:1]` before Clang reads it: columns after one move, C and C++ alike
// not quite, hence the ranges.)
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
void items(int n, const double *a) {
  double s[4] = {0, 0, 0, 0};
#pragma acc parallel loop reduction(+:s[0], s[2]) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    s[i % 2 * 2] += a[i];
// CHECK: reduction_items_of_one_array.c:[[@LINE-3]]:{{4[5-8]}}: error: 's[2:1]' leaves a gap after another reduction item of 's'; the items of one array must together be one contiguous section, each element listed once
#pragma acc parallel loop reduction(+:s[0:2]) reduction(+:s[1]) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    s[i % 2] += a[i];
// CHECK: reduction_items_of_one_array.c:[[@LINE-3]]:{{59|6[0-2]}}: error: 's[1:1]' shares elements with another reduction item of 's'; the items of one array must together be one contiguous section, each element listed once
#pragma acc parallel loop reduction(+:s[0:3]) reduction(max:s[3:1]) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    s[i % 4] += a[i];
// CHECK: reduction_items_of_one_array.c:[[@LINE-3]]:61: error: 's' appears in more than one reduction item of this construct; several items of one array are reduced only as sections of constant bounds with one operator (s[0], s[1] or s[0:2], s[2:2])
#pragma acc parallel loop reduction(+:s) reduction(+:s[1]) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    s[i % 4] += a[i];
// CHECK: reduction_items_of_one_array.c:[[@LINE-3]]:{{5[4-7]}}: error: 's[1:1]' shares elements with another reduction item of 's'
#pragma acc parallel loop reduction(+:s[1], s[2], s[0]) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    s[i % 3] += a[i];
}

void rows(int n, int m, const double *a) {
  double h[4][100];
#pragma acc parallel loop reduction(+:h[1][0:m]) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    h[1][i % m] += a[i];
// CHECK: reduction_items_of_one_array.c:[[@LINE-3]]:39: error: a reduction on a section of a row of 'h' needs a constant length of 1 to 64 elements (each thread's copy of the elements is its own); reduce the whole array, or a scalar per element
#pragma acc parallel loop reduction(+:h[1][0:100]) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    h[1][i % 100] += a[i];
// CHECK: reduction_items_of_one_array.c:[[@LINE-3]]:39: error: a reduction on a section of a row of 'h' needs a constant length
#pragma acc parallel loop reduction(+:h[1][2:8]) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    h[1][2 + i % 8] += a[i];
}
