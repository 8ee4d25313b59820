// C device unit: a function of external linkage whose name is a C++ keyword is renamed in the
// unit (CAsCxx) but keeps C's name as its symbol, so other files' device code calls it.
// RUN: %acorncc --print-lowered %s | FileCheck %s
#pragma acc routine seq
double template(double x) { return x * 3; }
#pragma acc routine seq
double this(double x);
void run(double *a, int n) {
#pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = template(i) + this(i);
}
// CHECK: ---- kernel unit ----
// CHECK-DAG: {{^}}ACORN_HD double __acorn_kw_template(double x) {{ *}}__asm__("template");
// CHECK-DAG: {{^}}ACORN_HD double __acorn_kw_this(double x) __asm__("this");
