// 2.9.2 gang(dim:): a gang loop may hold a gang loop of a lower dimension only. 2.9.11: no reduction
// on a gang loop of dimension 2 or 3 (Clang diagnoses the reduction clause; Acorn a scalar it
// would make an implicit reduction).
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double *a) {
  double s = 0;
#pragma acc parallel num_gangs(2, 2) copy(a[0:n * n])
  {
#pragma acc loop gang(dim:1)
    for (int i = 0; i < n; i++)
#pragma acc loop gang(dim:2)
      for (int j = 0; j < n; j++)
        a[i * n + j] = 0;
  }
// CHECK: gang_dim.c:11:1: error: a 'gang' loop inside a 'gang' loop: an inner loop must use a lower level of parallelism than the loops around it (gang, then worker, then vector)
// CHECK: gang_dim.c:9:1: note: the enclosing 'gang' loop
#pragma acc parallel loop gang(dim:2) copy(s) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    s += a[i];
// CHECK: gang_dim.c:18:3: error: 's' is accumulated in a gang(dim:2) loop: the gangs of the other dimensions would combine it again (2.9.11)
}
