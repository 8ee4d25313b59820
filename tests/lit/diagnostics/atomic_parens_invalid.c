// 2.12: parentheses are looked through in atomic statements (`a = (a + 3);`), but a statement that
// is none of the forms with or without them keeps Clang's error at its directive, with the note
// at the operand.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
int main(void) {
  int a = 0, b = 0, v = 0, w = 1;
#pragma acc parallel copy(a, b, v)
  {
#pragma acc atomic update
    a = (a + 3);
#pragma acc atomic update
    a = (w + w);
// CHECK: atomic_parens_invalid.c:11:1: error: statement associated with OpenACC 'atomic update' directive is invalid
// CHECK: atomic_parens_invalid.c:12:9: note: expected binary operation on right hand side of assignment operator
#pragma acc atomic capture
    { v = b; (a) = (w) + 1; }
// CHECK: atomic_parens_invalid.c:15:1: error: statement associated with OpenACC 'atomic capture' directive is invalid
#pragma acc atomic update
    (b) = (b) * 2 + 1;
// CHECK: atomic_parens_invalid.c:18:1: error: statement associated with OpenACC 'atomic update' directive is invalid
  }
  return a + b + v;
}
// CHECK-NOT: error:
// CHECK: 3 errors generated.
