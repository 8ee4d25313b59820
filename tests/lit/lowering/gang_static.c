// 2.9.2 gang(static:): how the iterations of a gang loop are dealt to the gangs. The iterations
// are independent, so the argument only changes speed; -Minfo says Acorn deals them its own way.
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double *a) {
#pragma acc parallel loop gang(static:4) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
#pragma acc parallel loop gang(static:*) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK: gang_static.c:5:39: remark: gang(static:) is a hint: the iterations are dealt to the gangs as Acorn deals them
// CHECK: gang_static.c:6:3: remark: loop scheduled as gang
// CHECK: gang_static.c:8:39: remark: gang(static:) is a hint
