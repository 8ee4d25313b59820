// 2.4: Acorn compiles one loop schedule, the clauses chosen for nvidia, which host and multicore run
// too; where their device_type groups (or a `*` group, or the clauses before any device_type
// beside an nvidia group) choose a clause nvidia's do not, a warning at the first device_type says
// which are used. Launch sizes are chosen per device type: no warning for them; nor for the
// clauses host and multicore leave to Acorn (nvidia's choice stands), nor for radeon's groups.
// RUN: %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double *a) {
#pragma acc parallel loop copy(a[0:n]) device_type(multicore) seq device_type(nvidia) gang vector
  for (int i = 0; i < n; i++)
    a[i] += 1;
#pragma acc parallel loop copy(a[0:n]) device_type(nvidia) gang vector device_type(*) seq
  for (int i = 0; i < n; i++)
    a[i] += 1;
#pragma acc parallel loop copy(a[0:n]) async(1) device_type(nvidia) async(2)
  for (int i = 0; i < n; i++)
    a[i] += 1;
#pragma acc parallel loop copy(a[0:n]) device_type(host) async(1) device_type(nvidia) num_gangs(8)
  for (int i = 0; i < n; i++)
    a[i] += 1;
#pragma acc wait
// No warning:
#pragma acc parallel loop copy(a[0:n]) gang device_type(nvidia) vector
  for (int i = 0; i < n; i++)
    a[i] += 1;
#pragma acc parallel loop copy(a[0:n]) device_type(nvidia) num_gangs(128) device_type(multicore) num_gangs(2)
  for (int i = 0; i < n; i++)
    a[i] += 1;
#pragma acc parallel loop copy(a[0:n]) device_type(nvidia) gang vector
  for (int i = 0; i < n; i++)
    a[i] += 1;
#pragma acc parallel loop copy(a[0:n]) device_type(radeon) seq device_type(*) gang
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK: device_type_schedule.c:9:40: warning: device_type: Acorn compiles one loop schedule for every device type, from the clauses for nvidia ('gang vector'); multicore runs it instead of its own ('seq') (only num_gangs, num_workers and vector_length are chosen per device type)
// CHECK: device_type_schedule.c:12:40: warning: device_type: {{.*}} from the clauses for nvidia ('gang vector'); multicore and host run it instead of their own ('seq') (only
// CHECK: device_type_schedule.c:15:49: warning: device_type: {{.*}} from the clauses for nvidia ('async(2)'); multicore and host run it instead of their own ('async(1)') (only
// CHECK: device_type_schedule.c:18:40: warning: device_type: {{.*}} from the clauses for nvidia ('none'); host runs it instead of its own ('async(1)') (only
// CHECK-NOT: warning:
