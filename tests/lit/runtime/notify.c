// ACORN_NOTIFY (alias NV_ACC_NOTIFY): regions, launches and waits as they happen, with the
// construct's file and line. On host and multicore devices data is shared: nothing moves and
// nothing is allocated, so bits 2 and 16 print nothing there (tests/unit/observe_test.cpp checks
// those lines on a device with memory of its own).
// RUN: %acorncc %s -o %t
// RUN: env ACORN_NOTIFY=7 ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s --check-prefixes=CHECK,HOST
// RUN: env NV_ACC_NOTIFY=31 ACC_DEVICE_TYPE=multicore %t 2>&1 | FileCheck %s --check-prefixes=CHECK,MC,WAIT
// RUN: env ACORN_NOTIFY=1 ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s --check-prefix=LAUNCH
// RUN: env ACORN_NOTIFY=abc ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: env ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s --check-prefix=OFF
#include <stdio.h>

int main(void) {
  static double a[1000];
  double s = 0;
#pragma acc data copy(a)
  {
#pragma acc parallel loop num_gangs(2)
    for (int i = 0; i < 1000; i++)
      a[i] = i;
#pragma acc parallel loop reduction(+ : s) async(1)
    for (int i = 0; i < 1000; i++)
      s += a[i];
#pragma acc wait(1)
  }
  printf("sum %g\n", s);
  return s != 499500.0;
}
// CHECK-NOT: upload
// CHECK-NOT: alloc
// CHECK: Enter data region file={{.*}}notify.c line=16 device=0 threadid=1{{$}}
// CHECK-NEXT: Enter compute region file={{.*}}notify.c line=18 device=0 threadid=1{{$}}
// HOST-NEXT: launch host region file={{.*}}notify.c line=18 device=0 threadid=1 num_gangs=1{{$}}
// MC-NEXT: launch multicore region file={{.*}}notify.c line=18 device=0 threadid=1 num_gangs=2{{$}}
// CHECK-NEXT: Leave compute region file={{.*}}notify.c line=18 device=0 threadid=1{{$}}
// CHECK-NEXT: Enter compute region file={{.*}}notify.c line=21 device=0 threadid=1 queue=1{{$}}
// HOST-NEXT: launch host region file={{.*}}notify.c line=21 device=0 threadid=1 num_gangs=1{{$}}
// MC-NEXT: launch multicore region file={{.*}}notify.c line=21 device=0 threadid=1 num_gangs={{[1-9][0-9]*$}}
// CHECK-NEXT: Leave compute region file={{.*}}notify.c line=21 device=0 threadid=1 queue=1{{$}}
// WAIT-NEXT: wait file={{.*}}notify.c line=24 device=0 threadid=1{{$}}
// CHECK-NEXT: Leave data region file={{.*}}notify.c line=16 device=0 threadid=1{{$}}
// CHECK-NEXT: sum 499500
// CHECK-NOT: {{.}}

// Bit 1 alone: the launches only.
// LAUNCH-NOT: region file
// LAUNCH: launch host region file={{.*}}notify.c line=18
// LAUNCH-NEXT: launch host region file={{.*}}notify.c line=21
// LAUNCH-NEXT: sum 499500

// BAD: ACORN WARNING: ACORN_NOTIFY='abc' is not a number (a bitmask: 1 launches, 2 transfers, 4 regions, 8 waits, 16 allocations); ignored
// BAD-NEXT: sum 499500
// BAD-NOT: {{.}}

// OFF-NOT: {{.}}
// OFF: sum 499500
// OFF-NOT: {{.}}
