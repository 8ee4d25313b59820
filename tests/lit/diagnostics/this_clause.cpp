// 2.7.1: in C++ the object a member function works on is `this[0:1]` in a data clause; `this` and
// `*this` name it too (as NVHPC takes them: the pointer value has no storage of its own), and
// runtime messages call it '*this'. A deviceptr clause takes pointer variables only.
// RUN: %acorncxx -acc=multicore --print-lowered %s 2>&1 | FileCheck %s
// RUN: not %acorncxx -acc=multicore -c -DDEVICEPTR %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR
struct Field {
  double *a;
  int n;
  void clear() {
#pragma acc enter data copyin(this)
// CHECK: {(void *)this, sizeof(*this), ACORN_MAP_COPYIN, 0, "*this", 0, 0}
#pragma acc parallel loop present(*this)
// CHECK: {(void *)this, sizeof(*this), ACORN_MAP_PRESENT, 0, "*this", 0, 0}
    for (int i = 0; i < n; i++)
      a[i] = 0;
#pragma acc exit data delete( *this )
// CHECK: {(void *)this, sizeof(*this), ACORN_MAP_DELETE, 0, "*this", 0, 0}
#ifdef DEVICEPTR
#pragma acc parallel deviceptr(this)
// ERR: this_clause.cpp:[[@LINE-1]]:32: error: a deviceptr clause takes pointer variables (2.7.5), not 'this'
    a[0] = 1;
#endif
  }
};

void use(Field &f) { f.clear(); }
