// ACORN_TIME (alias NV_ACC_TIME): at exit, the constructs that ran, per file and device, with
// how often each was reached and the time it took (wall time on the host, in microseconds).
// RUN: %acorncc %s -o %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s --check-prefixes=CHECK,HOST
// RUN: env NV_ACC_TIME=1 ACC_DEVICE_TYPE=multicore %t 2>&1 | FileCheck %s --check-prefixes=CHECK,MC
// RUN: env ACORN_TIME=0 ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: env ACORN_TIME=yes ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s --check-prefix=BAD
#include <stdio.h>

static void step(double *a, int n) {
#pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
}

int main(void) {
  static double a[1000];
#pragma acc enter data copyin(a)
  for (int k = 0; k < 10; k++)
    step(a, 1000);
#pragma acc exit data copyout(a)
  printf("a[0] %g\n", a[0]);
  return a[0] != 10;
}
// CHECK: a[0] 10
// CHECK-EMPTY:
// CHECK-NEXT: Accelerator Kernel Timing data
// CHECK-NEXT: {{.*}}time.c
// HOST-NEXT: {{^}}  host  devicenum=0{{$}}
// MC-NEXT: {{^}}  multicore  devicenum=0{{$}}
// CHECK-NEXT: {{^}}    time(us): {{[0-9,]+$}}
// CHECK-NEXT: {{^}}    11: compute region reached 10 times{{$}}
// CHECK-NEXT: {{^}}        11: kernel launched 10 times{{$}}
// HOST-NEXT: {{^}}            num_gangs: 1{{$}}
// MC-NEXT: {{^}}            num_gangs: {{[0-9]+$}}
// CHECK-NEXT: {{^}}            elapsed time(us): total={{[0-9,]+}} max={{[0-9,]+}} min={{[0-9,]+}} avg={{[0-9,]+$}}
// CHECK-NEXT: {{^}}        elapsed time(us): total={{[0-9,]+}} max={{[0-9,]+}} min={{[0-9,]+}} avg={{[0-9,]+$}}
// CHECK-NEXT: {{^}}    18: enter data reached 1 time{{$}}
// CHECK-NEXT: {{^}}        elapsed time(us): total={{[0-9,]+}} max={{[0-9,]+}} min={{[0-9,]+}} avg={{[0-9,]+$}}
// CHECK-NEXT: {{^}}    21: exit data reached 1 time{{$}}
// CHECK-NEXT: {{^}}        elapsed time(us): total={{[0-9,]+}} max={{[0-9,]+}} min={{[0-9,]+}} avg={{[0-9,]+$}}
// CHECK-NOT: {{.}}

// OFF-NOT: Accelerator
// OFF: a[0] 10
// OFF-NOT: {{.}}

// BAD: ACORN WARNING: ACORN_TIME='yes' is not a number (1 prints the time per construct at exit); ignored
// BAD-NEXT: a[0] 10
// BAD-NOT: {{.}}
