// -Minfo names the pointer fields a region attaches in the objects it copies whole, found by the
// walk of each instantiation's type: a lambda's captures, those of a lambda it captured
// (`inner.a`), the members of an object a `[=, *this]` capture copied (`(*this).data`), the
// elements of arrays of structs and of pointers (`v[].p`, `comp[]`). Such a lambda is copied in,
// not firstprivate; taken firstprivate, its copy's fields are translated, -Minfo names the same.
// RUN: %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncxx -c -Minfo=accel -DFIRSTPRIVATE %s -o %t.o 2>&1 | FileCheck %s --check-prefix=FP
template <class F> void run(int n, F f) {
#ifdef FIRSTPRIVATE
#pragma acc parallel loop firstprivate(f)
#else
#pragma acc parallel loop
#endif
  for (int i = 0; i < n; i++)
    f(i);
}
struct View {
  double *p;
  int n;
};
struct Two {
  View v[2];
  double *comp[3];
  void operator()(int i) const { v[1].p[i] = comp[0][i]; }
};
struct Grid {
  int n;
  double *data;
  void fill() {
    run(n, [=, *this](int i) { data[i] = i; });
  }
};
void use(double *a, double *b) {
  auto inner = [=](int i) { a[i] = 1; };
  run(10, [=](int i) { inner(i); });
  run(10, Two{{{a, 1}, {b, 1}}, {a, b, a}});
  Grid{10, a}.fill();
}
// CHECK: closure_pointer_field_names.cpp:12:1: remark: implicit COPYIN of 'f'
// CHECK: closure_pointer_field_names.cpp:12:1: remark: implicit ATTACH of the pointer fields of 'f' (those of each instantiation's type: '(*this).data', 'inner.a', 'v[].p', 'comp[]')
// FP-NOT: warning
// FP: closure_pointer_field_names.cpp:10:1: remark: implicit translation of the pointer fields of 'f' in its firstprivate copy (those of each instantiation's type, listed at run time: '(*this).data', 'inner.a', 'v[].p', 'comp[]')
// FP-NOT: warning
