// host_data: what Acorn cannot lower is reported at the item, never ignored.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
struct S {
  double *p;
} s;
void gemv(int n, double *x);
void f(int n, double *a, double *b) {
#pragma acc host_data use_device(s.p)
  gemv(n, s.p);
#pragma acc host_data use_device(a)
  {
#pragma acc update self(a[0:n])
#pragma acc host_data use_device(a, b)
    gemv(n, b);
  }
}
// CHECK-DAG: host_data.c:8:34: error: this use_device item (only variables and, in C++, data members of the class named without 'this->' are) is not supported by Acorn yet
// CHECK-DAG: host_data.c:12:25: error: using 'a', a use_device variable of the enclosing host_data construct, in an OpenACC directive inside it is not supported by Acorn yet
// CHECK-DAG: host_data.c:13:34: error: 'a' already refers to its device address here: it is in the use_device clause of the enclosing host_data construct
