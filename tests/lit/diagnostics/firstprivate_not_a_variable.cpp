// C++: a firstprivate item that names no variable (a member function, an enumerator) keeps the
// error at the name, while a data member beside it stays in the clause (FirstPrivateArrays has
// Clang read the clause as `pcreate`: Clang 22 crashes copying an array of arrays).
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
enum { K = 3 };
struct S {
  int base = 1;
  int run() {
    int out[4];
#pragma acc parallel loop firstprivate(base, run) copyout(out)
    for (int i = 0; i < 4; ++i) out[i] = base + i;
#pragma acc parallel loop firstprivate(K, base) copyout(out)
    for (int i = 0; i < 4; ++i) out[i] = base + K;
    return out[0];
  }
};
// CHECK: firstprivate_not_a_variable.cpp:10:46: error: OpenACC variable is not a valid variable name
// CHECK: firstprivate_not_a_variable.cpp:12:40: error: OpenACC variable is not a valid variable name
// CHECK-NOT: error:
