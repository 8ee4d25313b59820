// A pointer member of the object that the region uses only to reach members (`aux->v`, `aux->n`)
// names one struct, as a pointer variable does: its map passes the pointer's value with the
// struct's size and ACORN_MAP_FLAG_STRUCT_TARGET (65536), and its pointer members are attached for
// the construct. A pointer member used otherwise (`w[i]`) passes where it is stored
// (ACORN_MAP_FLAG_POINTER_AT, 32).
// RUN: %acorncxx --print-lowered -Minfo=accel %s 2>%t.remarks | grep -v "^//" | FileCheck %s
// RUN: FileCheck --check-prefix=INFO %s < %t.remarks
struct Vec {
  int n;
  double *v;
};
struct Sys {
  Vec *aux;
  double *w;
  void step() {
#pragma acc parallel loop
    for (int i = 0; i < aux->n; i++)
      this->aux->v[i] += w[i];
  }
};
// CHECK: "parallel loop", __func__}; acorn_map __acorn_m[{{[0-9]+}}] =
// CHECK-SAME: {(void *)(this->aux), sizeof(*(this->aux)), ACORN_MAP_POINTER, 65540, "*aux", 0, 0}
// CHECK-SAME: {(void *)&(this->w), 0, ACORN_MAP_POINTER, 36, "w", 0, 0}
// CHECK-SAME: {(void *)&(this->aux->v), sizeof(void *), ACORN_MAP_ATTACH, 4, "this->aux->v", 0, 0}};
// INFO: struct_through_pointer_member.cpp:16:1: remark: implicit COPY of '*aux' where the struct it points to is not present
// INFO: struct_through_pointer_member.cpp:16:1: remark: implicit ATTACH of 'this->aux->v'
