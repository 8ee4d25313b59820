// Pointer members a region reaches only through functions called on an object from outside are
// attached for the construct as those it names are (ACORN_MAP_ATTACH, implicit: 4): the item names
// the object and the member's offset in it (the member may be private), and -Minfo names the
// member. One the region also names (`t.p`) is attached once.
// RUN: %acorncxx --print-lowered -Minfo=accel %s 2>%t.remarks | grep -v "^//" | FileCheck %s
// RUN: FileCheck --check-prefix=INFO %s < %t.remarks
class Vec {
  int n_;
  double *p_;

public:
  double &operator[](int i) const { return p_[i]; }
  double *data() const { return p_; }
};
struct Pair {
  long tag;
  Vec a, b;
  double &at(int i) { return a[i]; }
};
struct S {
  int n;
  double *p;
  double get(int i) const { return p[i]; }
};

void f(Vec v, Pair &q, Pair *r, S t, int n) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    q.at(i) = v[i] + r->b.data()[i] + t.get(i) + t.p[i];
}
// CHECK: "parallel loop", __func__}; acorn_map __acorn_m[{{[0-9]+}}] =
// CHECK-SAME: {(void *)((char *)__builtin_addressof(q) + 16), sizeof(void *), ACORN_MAP_ATTACH, 4, "q.a.p_", 0, 0}
// CHECK-SAME: {(void *)((char *)__builtin_addressof(v) + 8), sizeof(void *), ACORN_MAP_ATTACH, 4, "v.p_", 0, 0}
// CHECK-SAME: {(void *)((char *)__builtin_addressof(r->b) + 8), sizeof(void *), ACORN_MAP_ATTACH, 4, "r->b.p_", 0, 0}
// CHECK-SAME: {(void *)((char *)__builtin_addressof(t) + 8), sizeof(void *), ACORN_MAP_ATTACH, 4, "t.p", 0, 0}};
// INFO: remark: implicit ATTACH of 'q.a.p_'
// INFO: remark: implicit ATTACH of 'v.p_'
// INFO: remark: implicit ATTACH of 'r->b.p_'
// INFO: remark: implicit ATTACH of 't.p'
// INFO-NOT: ATTACH of 't.p'
