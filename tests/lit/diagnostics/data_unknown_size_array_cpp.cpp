// C++: a whole array of unknown size (a namespace's `extern double coef[];`, a static member
// declared without its bound) in a data clause is an error at the item; a section maps it.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
namespace grid {
extern double coef[];
}
struct Table {
  static int counts[];
};
void scale(int n, double *x) {
#pragma acc parallel loop copyin(grid::coef) copy(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] *= grid::coef[0];
#pragma acc enter data copyin(Table::counts)
#pragma acc parallel loop copyin(grid::coef[0:n], Table::counts[0:n]) copy(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] *= grid::coef[i] + Table::counts[i];
}
// CHECK: data_unknown_size_array_cpp.cpp:11:34: error: 'coef' is an array of unknown size: give a section with its length (coef[0:n])
// CHECK: data_unknown_size_array_cpp.cpp:14:31: error: 'counts' is an array of unknown size: give a section with its length (counts[0:n])
