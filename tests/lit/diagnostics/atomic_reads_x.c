// 2.12: neither v nor expr may access the storage location x designates. An expression that reads
// x (a write `x = 2.0 * x`, an update `y += y` or `y = y * y`, a capture's update) or a v that is x
// (`x = x` as a read) is an error at the access; x itself in an update's `x op expr` is not one,
// nor are other elements of x's array.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
void f(double *a, int n) {
  double x = 1.0, y = 2.0, v = 0.0;
#pragma acc parallel loop copy(x, y, v, a[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc atomic write
    x = 2.0 * x;
#pragma acc atomic update
    y += y;
#pragma acc atomic update
    y = y * y;
#pragma acc atomic read
    x = x;
#pragma acc atomic capture
    v = a[i] += a[i];
#pragma acc atomic capture
    { v = x; x = x * 2.0 + x; }
#pragma acc atomic update
    a[i] += a[0] * 2.0;
#pragma acc atomic update
    x = 2.0 * x;
#pragma acc atomic capture
    { v = y; y = 3.0; }
  }
}
// CHECK: atomic_reads_x.c:12:15: error: 'x' is the x of this atomic construct and its expression reads it, which 2.12 does not allow (expr may not access the storage x designates: it would be read outside the atomic operation)
// CHECK: atomic_reads_x.c:14:10: error: 'y' is the x of this atomic construct and its expression reads it
// CHECK: atomic_reads_x.c:16:13: error: 'y' is the x of this atomic construct and its expression reads it
// CHECK: atomic_reads_x.c:18:5: error: 'x' is the x of this atomic construct and its v accesses it, which 2.12 does not allow (v may not access the storage x designates)
// CHECK: atomic_reads_x.c:20:17: error: 'a[i]' is the x of this atomic construct and its expression reads it
// CHECK: atomic_reads_x.c:22:18: error: 'x' is the x of this atomic construct and its expression reads it
// CHECK-NOT: error:
