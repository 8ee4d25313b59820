// 2.5.15: a composite variable with array members (a struct with `int v[4]`, a std::array, a
// struct nesting them) is reduced member by member and element by element. Clang 22 rejects it;
// Acorn reduces it, says so with -Minfo, and warns of no unused reduction. An array of structs as
// the variable itself is reduced too (conformance reduction_array_of_structs); a section of one is
// not supported: an error at the clause (an array of arrays of structs: Clang's refusal, put in
// Acorn's words by ComplexReductions).
// RUN: not %acorncxx -Minfo -c %s -o %t.o 2>&1 | FileCheck %s
#include <array>

struct H { int v[4]; };
struct P { double x, y; };
struct Nest { H h; P pts[2]; std::array<long, 3> a; };

void count(int n, H &out, std::array<int, 4> &arr, Nest &nest) {
  H h{};
  std::array<int, 4> a{};
  Nest s{};
#pragma acc parallel loop reduction(+:h, a) reduction(max:s)
  for (int i = 0; i < n; ++i) {
    h.v[i % 4] += 1;
    a[i % 4] += 2;
    s.h.v[i % 4] = i > s.h.v[i % 4] ? i : s.h.v[i % 4];
    s.pts[i % 2].y = i > s.pts[i % 2].y ? i : s.pts[i % 2].y;
  }
  out = h;
  arr = a;
  nest = s;
  P many[3] = {};
#pragma acc parallel loop reduction(+:many)
  for (int i = 0; i < n; ++i)
    many[i % 3].x += 1;
#pragma acc parallel loop reduction(+:many[0:2])
  for (int i = 0; i < n; ++i)
    many[i % 2].x += 1;
}
// CHECK-NOT: has no effect
// CHECK: reduction_struct_array_member.cpp:19:3: remark: loop scheduled as gang, vector, reduction on 'h', reduction on 'a', reduction on 's'
// CHECK: reduction_struct_array_member.cpp:30:3: remark: loop scheduled as gang, vector, reduction on 'many'
// CHECK: reduction_struct_array_member.cpp:32:39: error: a reduction on an array of arrays of structs or on a section of an array of structs is not supported yet
// CHECK-NOT: has no effect
