// 2.12: an atomic construct whose x is a bit-field is an error at the bit-field (no atomic operation
// reaches part of a word: the lowered code would take the bit-field's address); read, write,
// update and capture alike. A v that is a bit-field, and a whole member beside bit-fields, are fine.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
struct Flags {
  unsigned int count : 5;
  unsigned int mode : 3;
  int whole;
};

void f(struct Flags *p, int n) {
  struct Flags f = {0, 1, 0};
  int v = 0;
#pragma acc parallel loop copy(f, v)
  for (int i = 0; i < n; i++) {
#pragma acc atomic update
    f.count += 1;
#pragma acc atomic read
    v = f.mode;
#pragma acc atomic write
    f.mode = 2;
#pragma acc atomic capture
    v = f.count++;
#pragma acc atomic update
    f.whole++;
#pragma acc atomic read
    f.mode = f.whole;
  }
  p->count = f.count + v;
}
// CHECK: atomic_bitfield.c:18:5: error: 'f.count' is a bit-field: an atomic construct cannot update a bit-field (2.12's x must be a scalar lvalue with storage of its own, and no atomic operation reaches part of a word); make the member a whole integer, or update it under a lock
// CHECK: atomic_bitfield.c:20:9: error: 'f.mode' is a bit-field
// CHECK: atomic_bitfield.c:22:5: error: 'f.mode' is a bit-field
// CHECK: atomic_bitfield.c:24:9: error: 'f.count' is a bit-field
// CHECK-NOT: error:
