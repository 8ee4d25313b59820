// A whole array of unknown size (`extern double coef[];`, as a header declares it) cannot be mapped:
// its size is not known. The error is at the item, in every data clause and directive that maps or
// updates it (a section with its length maps it); a region using it without a clause reaches it as a
// pointer would.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
extern double coef[];
struct Flex { int n; double v[]; };
void scale(int n, double *x, struct Flex *f) {
#pragma acc parallel loop copyin(coef) copy(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] *= coef[0];
#pragma acc data copy(coef)
  {
  }
#pragma acc enter data copyin(coef)
#pragma acc update self(coef)
#pragma acc parallel loop present(f->v)
  for (int i = 0; i < n; i++)
    x[i] = f->v[i];
#pragma acc parallel loop copyin(coef[0:n]) copy(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] *= coef[i];
}
// CHECK: data_unknown_size_array.c:9:34: error: 'coef' is an array of unknown size: give a section with its length (coef[0:n])
// CHECK: data_unknown_size_array.c:12:23: error: 'coef' is an array of unknown size: give a section with its length (coef[0:n])
// CHECK: data_unknown_size_array.c:15:31: error: 'coef' is an array of unknown size: give a section with its length (coef[0:n])
// CHECK: data_unknown_size_array.c:16:25: error: 'coef' is an array of unknown size: give a section with its length (coef[0:n])
// CHECK: data_unknown_size_array.c:17:35: error: 'v' is an array of unknown size: give a section with its length (v[0:n])
