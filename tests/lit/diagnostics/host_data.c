// host_data: what Acorn cannot lower is reported at the item, never ignored. A use_device item that
// is not a variable (a struct member) is rejected by Clang itself (2.8.1: a var-list of variables
// and array names), before Acorn sees the construct.
// RUN: not %acorncc -c %s -o %t.o -DMEMBER 2>&1 | FileCheck %s --check-prefix=MEMBER
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
struct S {
  double *p;
} s;
void gemv(int n, double *x);
void f(int n, double *a, double *b) {
#ifdef MEMBER
#pragma acc host_data use_device(s.p)
  gemv(n, s.p);
#else
#pragma acc host_data use_device(a)
  {
#pragma acc update self(a[0:n])
#pragma acc host_data use_device(a, b)
    gemv(n, b);
  }
#endif
}
// MEMBER: host_data.c:12:36: error: OpenACC variable in 'use_device' clause is not a valid variable name or array name
// CHECK-DAG: host_data.c:17:25: error: using 'a', a use_device variable of the enclosing host_data construct, in an OpenACC directive inside it is not supported by Acorn yet
// CHECK-DAG: host_data.c:18:34: error: 'a' already refers to its device address here: it is in the use_device clause of the enclosing host_data construct
