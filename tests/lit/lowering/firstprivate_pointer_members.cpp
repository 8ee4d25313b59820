// The pointer fields of a firstprivate struct, class or array of them are translated for the
// region's copy (FirstPrivatePointers.h): ACORN_MAP_POINTER entries at the fields of the original
// (flags 524324: implicit, POINTER_AT, QUIET; private ones by offset, elements of an array each),
// whose values __acorn_translated_copy writes into the copy; no attach of the host's struct; a
// member of `this` too (its original is `this->v`; a pointer member is translated as a pointer
// variable is). In a template, whose types are each instantiation's, and for a lambda, whose
// captures have no names, the lowered code lists the fields at run time
// (__acorn_pointer_translations), also for a data member of a class template.
// RUN: %acorncxx --print-lowered -Minfo=accel %s 2>%t.remarks | FileCheck %s
// RUN: FileCheck --check-prefix=INFO %s < %t.remarks
class Scaled {
public:
  double &at(int i) { return data_[i]; }

private:
  double *data_;
  double factor_;
};
struct View {
  double *p;
  int n;
};

void f(Scaled s, View v[2], int n) {
  View pair[2] = {v[0], v[1]};
#pragma acc parallel loop firstprivate(s, pair)
  for (int i = 0; i < n; ++i)
    s.at(i) += pair[i % 2].p[i];
}

template <class V> void g(V v) {
#pragma acc parallel loop firstprivate(v)
  for (int i = 0; i < v.n; ++i)
    v.p[i] += 1;
}
template void g<View>(View);

struct Holder {
  View v;
  double *raw;
  void run() {
#pragma acc parallel loop firstprivate(v)
    for (int i = 0; i < v.n; ++i)
      v.p[i] += 1;
  }
  void pointer() {
#pragma acc parallel loop firstprivate(raw)
    for (int i = 0; i < v.n; ++i)
      raw[i] += 1;
  }
};
template <class V> struct HolderT {
  V v;
  void run() {
#pragma acc parallel loop firstprivate(v)
    for (int i = 0; i < v.n; ++i)
      v.p[i] += 1;
  }
};
void h(Holder &a, HolderT<View> &b, double *x, int n) {
  a.run();
  a.pointer();
  b.run();
  auto l = [=](int i) { x[i] += 1; };
#pragma acc parallel loop firstprivate(l)
  for (int i = 0; i < n; ++i)
    l(i);
}

// CHECK: {(void *)((char *)__builtin_addressof(s) + 0), 0, ACORN_MAP_POINTER, 524324, "s.data_", 0, 0}
// CHECK-SAME: {(void *)((char *)__builtin_addressof(pair) + 0), 0, ACORN_MAP_POINTER, 524324, "pair.p", 0, 0}
// CHECK-SAME: {(void *)((char *)__builtin_addressof(pair) + 16), 0, ACORN_MAP_POINTER, 524324, "pair.p", 0, 0}
// CHECK-NOT: ACORN_MAP_ATTACH
// CHECK: s = ::__acorn_translated_copy(s, __builtin_addressof(s), __acorn_m, 3)
// CHECK-SAME: pair = ::__acorn_translated_copy(::__acorn_array_copy(pair), __builtin_addressof(pair), __acorn_m, 3)
// CHECK: __acorn_PointerFields __acorn_fpf0; __acorn_pointer_translations(__acorn_fpf0, __builtin_addressof(v), "v");
// CHECK-SAME: __acorn_first_v = ::__acorn_translated_copy(v, __builtin_addressof(v), __acorn_fpf0.__acorn_maps, __acorn_fpf0.__acorn_count)
// CHECK: {(void *)((char *)__builtin_addressof(v) + 0), 0, ACORN_MAP_POINTER, 524324, "v.p", 0, 0}
// CHECK-NOT: ACORN_MAP_ATTACH
// CHECK-SAME: [v = ::__acorn_translated_copy(this->v, __builtin_addressof(this->v), __acorn_m, 1)]
// CHECK: [raw = ::__acorn_pointer_like(this->raw, __acorn_map_device(&__acorn_m[1])),
// CHECK: __acorn_pointer_translations(__acorn_fpf0, __builtin_addressof(this->v), "this->v");
// CHECK-SAME: [v = ::__acorn_translated_copy(this->v, __builtin_addressof(this->v), __acorn_fpf0.__acorn_maps, __acorn_fpf0.__acorn_count)]
// CHECK: __acorn_pointer_translations(__acorn_fpf0, __builtin_addressof(l), "l");
// CHECK-SAME: l = ::__acorn_translated_copy(l, __builtin_addressof(l), __acorn_fpf0.__acorn_maps, __acorn_fpf0.__acorn_count)

// INFO: remark: implicit translation of 's.data_' in the firstprivate copy of 's'
// INFO: remark: implicit translation of 'pair.p' in the firstprivate copy of 'pair'
// INFO: remark: implicit translation of the pointer fields of 'v' in its firstprivate copy (those of each instantiation's type, listed at run time: 'p')
// INFO: remark: implicit translation of 'v.p' in the firstprivate copy of 'v'
// INFO-NOT: ATTACH
// INFO: remark: implicit POINTER of 'raw'
// INFO-NOT: warning
// INFO: remark: implicit translation of the pointer fields of 'v' in its firstprivate copy (those of each instantiation's type, listed at run time: 'p')
// INFO: remark: implicit translation of the pointer fields of 'l' in its firstprivate copy (all of them, listed at run time: 'x')
