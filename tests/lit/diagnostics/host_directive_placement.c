// Host directives (data, host_data, enter data, exit data, update, wait) cannot appear in a compute
// region (GCC and NVHPC reject them too); executable directives cannot be the statement of an if,
// a loop, a case or a label (2.14, 2.16.3), where they would silently change what the if guards.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
void in_region(int n, double *a) {
#pragma acc parallel copy(a[0:n])
  {
#pragma acc update self(a[0:n])
#pragma acc enter data copyin(a[0:n])
#pragma acc wait
#pragma acc data copy(a[0:n])
    a[0] = 1;
  }
}
// CHECK: host_directive_placement.c:8:1: error: the 'update' directive cannot appear in a compute region
// CHECK: host_directive_placement.c:9:1: error: the 'enter data' directive cannot appear in a compute region
// CHECK: host_directive_placement.c:10:1: error: the 'wait' directive cannot appear in a compute region
// CHECK: host_directive_placement.c:11:1: error: the 'data' directive cannot appear in a compute region

void as_statement(int n, double *a, int on) {
  if (on)
#pragma acc enter data copyin(a[0:n])
  n++;
  for (int i = 0; i < 2; i++)
#pragma acc wait
  switch (n) {
  case 1:
#pragma acc exit data delete(a[0:n])
    break;
  }
}
// CHECK: host_directive_placement.c:22:1: error: the 'enter data' directive cannot be the statement of an if, loop, case or label: put it in braces
// CHECK: host_directive_placement.c:25:1: error: the 'wait' directive cannot be the statement of an if, loop, case or label
// CHECK: host_directive_placement.c:28:1: error: the 'exit data' directive cannot be the statement of an if, loop, case or label
