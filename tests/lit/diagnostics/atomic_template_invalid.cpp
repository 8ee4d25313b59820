// 2.12 in a template: an atomic whose x depends on the template parameter is checked with each
// instantiation's types. An accessor returning a reference to a scalar is an lvalue of scalar type
// (no error); one returning a value, or a reference to a class, is not: the error is at the
// directive, with notes at the operand and where the template was instantiated.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
struct Money {
  long cents;
  explicit Money(long c = 0) : cents(c) {}
  Money &operator+=(Money o) { cents += o.cents; return *this; }
  Money operator+(Money o) const { return Money(cents + o.cents); }
};

template <class T> struct Ref {
  T *p;
  T &operator()(int i) const { return p[i]; }
};
template <class T> struct Copy {
  T *p;
  T operator()(int i) const { return p[i]; }
};

template <class V, class T> void bump(V v, int n) {
#pragma acc parallel loop
  for (int i = 0; i < n; ++i) {
#pragma acc atomic update
    v(i % 4) += T(1);
  }
}

template <class V, class T> T take(V v) {
  T old{};
#pragma acc serial copy(old)
  {
#pragma acc atomic capture
    { old = v(0); v(0) = v(0) + T(1); }
  }
  return old;
}

template <class V, class T> T peek(V v) {
  T seen{};
#pragma acc serial copy(seen)
  {
#pragma acc atomic read
    seen = v(1);
  }
  return seen;
}

void use(int *p, Money *m) {
  bump<Ref<int>, int>(Ref<int>{p}, 8);       // valid
  take<Ref<int>, int>(Ref<int>{p});          // valid
  peek<Ref<int>, int>(Ref<int>{p});          // valid
  bump<Ref<Money>, Money>(Ref<Money>{m}, 8); // a class is not a scalar
  take<Ref<Money>, Money>(Ref<Money>{m});    // nor here
  peek<Copy<int>, int>(Copy<int>{p});        // the accessor's value is not an lvalue
}
// CHECK: atomic_template_invalid.cpp:25:1: error: statement associated with OpenACC 'atomic update' directive is invalid
// CHECK: atomic_template_invalid.cpp:26:5: note: 'v(i % 4)' has type 'Money', not a scalar type: 2.12's x and v are lvalues of scalar type
// CHECK: atomic_template_invalid.cpp:54:3: note: in instantiation of 'bump<Ref<Money>, Money>' requested here
// CHECK: atomic_template_invalid.cpp:44:1: error: statement associated with OpenACC 'atomic read' directive is invalid
// CHECK: atomic_template_invalid.cpp:45:12: note: 'v(1)' has type 'int', and is not an lvalue
// CHECK: atomic_template_invalid.cpp:56:3: note: in instantiation of 'peek<Copy<int>, int>' requested here
// CHECK: atomic_template_invalid.cpp:34:1: error: statement associated with OpenACC 'atomic capture' directive is invalid
// CHECK: atomic_template_invalid.cpp:35:7: note: 'old' has type 'Money', not a scalar type
// CHECK: atomic_template_invalid.cpp:55:3: note: in instantiation of 'take<Ref<Money>, Money>' requested here
// CHECK-NOT: error:
// CHECK: 3 errors generated.
