// 2.7.1: in C++ the object a member function works on is `this[0:1]` (or `*this`) in a data
// clause; `this` alone is a pointer value, not data, and gets an error saying what to write.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
struct Field {
  double *a;
  int n;
  void clear() {
#pragma acc parallel loop present(this)
    for (int i = 0; i < n; i++)
      a[i] = 0;
  }
};
// CHECK: this_clause.cpp:8:35: error: 'this' is a pointer: name the object it points to as 'this[0:1]' (2.7.1)

void use(Field &f) { f.clear(); }
