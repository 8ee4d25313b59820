// gang(num:), worker(num:) and vector(length:) on kernels loops size the launch of their loop nest
// (2.9.2-2.9.4); a loop's argument wins over nothing, and -Minfo shows the sizes.
// RUN: %acorncc --print-lowered -Minfo=accel %s 2>%t.remarks | FileCheck %s
// RUN: FileCheck --check-prefix=INFO %s < %t.remarks
void f(int n, double *a) {
#pragma acc kernels copy(a[0:n])
  {
#pragma acc loop gang(num:16) vector(length:64)
    for (int i = 0; i < n; i++)
      a[i] += 1;
#pragma acc loop gang(8) worker(num:4)
    for (int i = 0; i < n; i++) {
#pragma acc loop vector(32)
      for (int j = 0; j < 4; j++)
        a[i] += j;
    }
  }
}
// CHECK: _6_1_0(&__acorn_c, __acorn_m, (int)(16), 0, (int)(64),
// CHECK: _6_1_1(&__acorn_c, __acorn_m, (int)(8), (int)(4), (int)(32),
// INFO: loop_launch_arguments.c:8:1: remark: loop nest runs as its own kernel (16 gangs, 64 vector lanes)
// INFO: loop_launch_arguments.c:11:1: remark: loop nest runs as its own kernel (8 gangs, 4 workers, 32 vector lanes)
