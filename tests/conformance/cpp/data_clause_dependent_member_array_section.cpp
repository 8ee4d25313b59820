// A section of a member array of an object whose type is a template parameter (`present(v.arr[2:4])`,
// `copy(v.in.arr[0:4])`, `copy(v->arr[1:3])`, a class template's `m_.arr[2:4]`) is of the object's
// own storage in each instantiation, as in a plain function (2.7.1): the region reaches the object
// through the mapped part, and nothing copies the whole object (which would be partially present)
// or attaches the array as a pointer.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
struct In { int k; double arr[6]; };
struct O { int n; double arr[8]; In in; double *q; };
template <typename V> void scaleSection(V &v) {
  #pragma acc data copy(v.arr[2:4])
  {
    #pragma acc parallel loop present(v.arr[2:4])
    for (int i = 2; i < 6; i++) v.arr[i] *= 10;
  }
}
template <typename V> void nestedSection(V &v) {
  #pragma acc parallel loop copy(v.in.arr[0:4])
  for (int i = 0; i < 4; i++) v.in.arr[i] += 100;
}
template <typename V> void throughPointer(V *v) {
  #pragma acc parallel loop copy(v->arr[1:3])
  for (int i = 1; i < 4; i++) v->arr[i] = -v->arr[i];
}
template <typename V> void updateSection(V &v) {
  #pragma acc enter data copyin(v.arr[0:8])
  #pragma acc parallel loop present(v.arr[0:8])
  for (int i = 0; i < 8; i++) v.arr[i] += 1;
  #pragma acc update self(v.arr[0:8])
  #pragma acc exit data delete(v.arr[0:8])
}
template <typename V> struct Holder { // a member of the class template's parameter type
  V m_;
  void scale() {
    #pragma acc data copy(m_.arr[2:4])
    {
      #pragma acc parallel loop present(this->m_.arr[2:4])
      for (int i = 2; i < 6; i++) m_.arr[i] *= 10;
    }
  }
};
int main() {
  O o{8, {0, 1, 2, 3, 4, 5, 6, 7}, {6, {0, 1, 2, 3, 4, 5}}, nullptr};
  scaleSection(o);
  nestedSection(o);
  throughPointer(&o);
  updateSection(o);
  Holder<O> h{{8, {0, 1, 2, 3, 4, 5, 6, 7}, {6, {0}}, nullptr}};
  h.scale();
  int bad = h.m_.arr[5] != 50.0 || h.m_.arr[6] != 6.0;
  if (bad)
    printf("Holder: arr[5]=%g (expect 50) arr[6]=%g (expect 6)\n", h.m_.arr[5], h.m_.arr[6]);
  for (int i = 0; i < 8; i++) {
    double want = i >= 2 && i < 6 ? 10.0 * i : i;
    if (i >= 1 && i < 4)
      want = -want;
    want += 1;
    if (o.arr[i] != want) {
      printf("arr[%d]=%g (expect %g)\n", i, o.arr[i], want);
      bad = 1;
    }
  }
  for (int i = 0; i < 6; i++)
    if (o.in.arr[i] != (i < 4 ? i + 100.0 : i)) {
      printf("in.arr[%d]=%g (expect %g)\n", i, o.in.arr[i], i < 4 ? i + 100.0 : i);
      bad = 1;
    }
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
