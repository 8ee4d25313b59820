// Diagnostics on a directive continued over lines with backslash-newlines (C) point at the
// physical line and column of the clause, as written, though Acorn rewrites such directives on one
// line before Clang reads them (LogicalDirectives.h): Clang's errors, Acorn's warning about
// device_type groups, and an error on a line after one where a rewrite added text.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
double res[4];
int f(int);
int main(void) {
  int r = 1;
  double m[2][2] = {{0, 0}, {0, 0}};
#pragma acc parallel loop copy(res) \
    reduction(+:res[r]) \
    device_type(host) seq device_type(nvidia) gang vector
  for (int i = 0; i < 4; i++) res[r] += i;
#pragma acc parallel loop copy(res) \
    pcreate(r) firstprivate( \
      f) gang \
    seq
  for (int i = 0; i < 4; i++) res[1] += i;
#pragma acc parallel loop reduction(+:res[r]) copyin( \
    f(r))
  for (int i = 0; i < 4; i++) res[1] += i;
#pragma acc serial \
    copy(res) firstprivate(m)
  res[0] = m[1][1];
  return 0;
}
// CHECK: continued_directive_locations.c:17:7: error: OpenACC variable is not a valid variable name
// CHECK: continued_directive_locations.c:18:5: error: OpenACC clause 'seq' may not appear on the same construct as a 'gang' clause
// CHECK: continued_directive_locations.c:17:10: note: previous 'gang' clause is here
// CHECK: continued_directive_locations.c:21:5: error: OpenACC variable is not a valid variable name
// CHECK: continued_directive_locations.c:13:5: warning: device_type: Acorn compiles one loop schedule
