// 2.9.2-2.9.4: the region of a gang loop may not contain another gang loop, nor a worker loop a
// gang or worker loop (Clang 22 checks some of these, Acorn the rest); a loop whose schedule is
// left to Acorn leaves the levels that loops inside it name to them.
// RUN: not %acorncc -c -DGANG %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncc -c -DWORKER %s -o %t.o 2>&1 | FileCheck --check-prefix=WORKER %s
// RUN: %acorncc -c -DVALID -Minfo=accel %s -o %t.o 2>&1 | FileCheck --check-prefix=VALID %s
#if defined(GANG)
void gang_in_gang(int n, double *a) {
#pragma acc parallel loop gang copy(a[0:n*n])
  for (int i = 0; i < n; i++) {
#pragma acc loop gang
    for (int j = 0; j < n; j++)
      a[i * n + j] += 1;
  }
}
// CHECK: loop_nesting.c:11:1: error: a 'gang' loop inside a 'gang' loop: an inner loop must use a lower level of parallelism than the loops around it (gang, then worker, then vector)
// CHECK: loop_nesting.c:9:1: note: the enclosing 'gang' loop

#elif defined(WORKER)
void worker_in_worker(int n, double *a) {
#pragma acc parallel copy(a[0:n*n])
#pragma acc loop worker
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < 2; k++) {
#pragma acc loop worker vector
      for (int j = 0; j < n; j++)
        a[i * n + j] += k;
    }
  }
}
// WORKER: loop_nesting.c:25:18: error: loop with a 'worker' clause may not exist in the region of a 'worker' clause
#else
void auto_outer(int n, double *a) {
#pragma acc parallel loop copy(a[0:n*n])
  for (int i = 0; i < n; i++) {
#pragma acc loop gang
    for (int j = 0; j < n; j++)
      a[i * n + j] += 1;
  }
}
// VALID: loop_nesting.c:35:3: remark: loop scheduled as seq
// VALID: loop_nesting.c:37:5: remark: loop scheduled as gang
#endif
