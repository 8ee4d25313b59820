// A firstprivate item that names no variable (a function, an enumerator) keeps Clang's error at
// the name, although Acorn has Clang read the clause as `pcreate` (FirstPrivateArrays: Clang 22
// crashes copying an array of arrays) and turns it back into firstprivate.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
int f(int x) { return x; }
enum { K = 3 };
int main(void) {
  int out[4], base = 1;
#pragma acc parallel loop firstprivate(f) copyout(out)
  for (int i = 0; i < 4; ++i) out[i] = f(i);
#pragma acc parallel loop firstprivate(base, K) copyout(out)
  for (int i = 0; i < 4; ++i) out[i] = i + base;
  return out[0];
}
// CHECK: firstprivate_not_a_variable.c:9:40: error: OpenACC variable is not a valid variable name
// CHECK: firstprivate_not_a_variable.c:11:46: error: OpenACC variable is not a valid variable name
// CHECK-NOT: error:
