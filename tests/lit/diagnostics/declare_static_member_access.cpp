// declare of a static data member (2.13) that the code Acorn generates outside the class cannot
// name: a private or protected one (also a public member of a private nested class), and one of a
// class template specialization (`Holder<float>::v`): an error at the directive, never errors in
// generated code. A public one is accepted (conformance/cpp/declare_cpp.cpp, and here `Pub::ok`).
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
class F {
  static double w[4];
#pragma acc declare create(w)
// CHECK: [[@LINE-1]]:28: error: a declared private or protected static data member ('F::w') is not supported by Acorn yet
protected:
  static int p;
#pragma acc declare copyin(p)
// CHECK: [[@LINE-1]]:28: error: a declared private or protected static data member ('F::p') is not supported by Acorn yet
  struct In {
    static int q;
#pragma acc declare create(q)
// CHECK: [[@LINE-1]]:28: error: a declared private or protected static data member ('F::In::q') is not supported by Acorn yet
  };
};
double F::w[4];
int F::p, F::In::q;

struct Pub {
  static int ok;
#pragma acc declare create(ok)
};
int Pub::ok;

template <class T> struct Holder { static T v[3]; };
template <class T> T Holder<T>::v[3];
template struct Holder<float>;
#pragma acc declare create(Holder<float>::v)
// CHECK: [[@LINE-1]]:28: error: a declared static data member of a class template specialization ('Holder<float>::v') is not supported by Acorn yet
// CHECK-NOT: error:
// CHECK: 4 errors generated
