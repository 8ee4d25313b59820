// The pointer fields of a firstprivate struct, class or array of them are translated for the
// region's copy (FirstPrivatePointers.h): ACORN_MAP_POINTER entries at the fields of the original
// (flags 524324: implicit, POINTER_AT, QUIET; private ones by offset, elements of an array each),
// whose values __acorn_translated_copy writes into the copy; no attach of the host's struct. In a
// template the members the region names are translated (flags 36: implicit, POINTER_AT).
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

// CHECK: {(void *)((char *)__builtin_addressof(s) + 0), 0, ACORN_MAP_POINTER, 524324, "s.data_", 0, 0}
// CHECK-SAME: {(void *)((char *)__builtin_addressof(pair) + 0), 0, ACORN_MAP_POINTER, 524324, "pair.p", 0, 0}
// CHECK-SAME: {(void *)((char *)__builtin_addressof(pair) + 16), 0, ACORN_MAP_POINTER, 524324, "pair.p", 0, 0}
// CHECK-NOT: ACORN_MAP_ATTACH
// CHECK: s = ::__acorn_translated_copy(s, __builtin_addressof(s), __acorn_m, 3)
// CHECK-SAME: pair = ::__acorn_translated_copy(::__acorn_array_copy(pair), __builtin_addressof(pair), __acorn_m, 3)
// CHECK: {(void *)&(v.p), 0, ACORN_MAP_POINTER, 36, "v.p", 0, 0}
// CHECK: v = ::__acorn_translated_copy(v, __builtin_addressof(v), __acorn_m, 1)

// INFO: remark: implicit translation of 's.data_' in the firstprivate copy of 's'
// INFO: remark: implicit translation of 'pair.p' in the firstprivate copy of 'pair'
// INFO: remark: implicit translation of 'v.p' in the firstprivate copy of 'v'
