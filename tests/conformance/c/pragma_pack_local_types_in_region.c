/* #pragma pack (a GCC and MSVC extension Clang follows) in force where a struct is defined inside a
   compute region or a routine's body: device code lays it out as the host does (conformance
   pragma_pack_struct_layout covers types at file scope and before the region). */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stddef.h>
#pragma pack(push, 1)
#pragma acc routine seq
static int inner_size(void) { struct t { char c; double d; } x; x.c = 1; return (int)sizeof x + x.c; }
int main(void) {
  int r[3];
#pragma acc parallel loop copyout(r)
  for (int i = 0; i < 3; i++) {
    struct rec { char tag; double v; short s; } q;
    q.tag = (char)i;
    r[i] = i == 0 ? (int)sizeof(struct rec) : i == 1 ? (int)offsetof(struct rec, s) : inner_size();
  }
#pragma pack(pop)
  struct rec2 { char tag; double v; short s; };
  printf("%d %d %d (want 11 9 10), unpacked %d\n", r[0], r[1], r[2], (int)sizeof(struct rec2));
  int ok = r[0] == 11 && r[1] == 9 && r[2] == 10;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
