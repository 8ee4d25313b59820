// 2.12: the capture `{v = x; x = expr;}` stores expr, which may be a binary expression
// (`x = depth + 1`), but expr may not access x nor v: such a block is an error at the access.
// A block whose two statements name different locations is none of 2.12's forms.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
void f(int *lev, int n, int depth) {
  int v = 0, y = 0;
#pragma acc parallel loop copy(lev[0:n], y)
  for (int i = 0; i < n; i++) {
#pragma acc atomic capture
    { v = lev[i]; lev[i] = lev[i] * 2 + depth; }
#pragma acc atomic capture
    { v = lev[i]; lev[i] = v + 1; }
#pragma acc atomic capture
    { v = lev[i]; lev[i] = (depth + 1) * lev[i / 2]; }
#pragma acc atomic capture
    { v = lev[i]; y = depth + 1; }
#pragma acc atomic capture
    { v = lev[i]; lev[i] = depth + 1; }
  }
}
// (Clang's error comes first.)
// CHECK: atomic_capture_exchange_invalid.c:16:1: error: statement associated with OpenACC 'atomic capture' directive is invalid
// CHECK: atomic_capture_exchange_invalid.c:11:28: error: 'lev[i]' is the x of this atomic construct and its expression reads it
// CHECK: atomic_capture_exchange_invalid.c:13:28: error: the atomic capture writes 'v' (its v) and its update reads it
// CHECK-NOT: error:
