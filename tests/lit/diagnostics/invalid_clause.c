// An invalid directive is reported by Clang at its file:line:col and the compile fails.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double *a) {
#pragma acc parallel loop copy(a[0:n]) num_gangs(n) bogus
  for (int i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop gang
  for (int i = 0; i < n; i++)
    a[i] = 1;
}
// CHECK: invalid_clause.c:4:53: {{(error|warning)}}: invalid OpenACC clause 'bogus'
