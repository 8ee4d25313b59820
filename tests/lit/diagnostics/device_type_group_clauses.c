// 2.4: only some clauses may follow device_type. A group for another device (host, multicore) does
// not apply to Acorn's code, but a clause in it that may not follow device_type is still an error at
// the clause (it would otherwise be dropped without a word: `private(tmp)` here).
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double *out) {
  double tmp[64];
#pragma acc parallel loop copyout(out[0:n]) device_type(host) private(tmp)
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < 64; k++)
      tmp[k] = i + k;
    out[i] = tmp[0];
  }
#pragma acc parallel loop device_type(multicore) num_gangs(1) device_type(nvidia) vector_length(64) copyout(out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = i;
// A valid group for another device is no error.
#pragma acc parallel loop copyout(out[0:n]) device_type(multicore) seq device_type(nvidia) gang vector
  for (int i = 0; i < n; i++)
    out[i] = i;
}
// CHECK: device_type_group_clauses.c:8:63: error: OpenACC clause 'private' may not follow a 'device_type' clause in a 'parallel loop' construct
// CHECK: device_type_group_clauses.c:14:101: error: OpenACC clause 'copyout' may not follow a 'device_type' clause in a 'parallel loop' construct
// CHECK-NOT: error:
