// 2.15.2: a routine that uses data a declare directive makes device_resident must have the nohost
// clause (the data has no host copy for a host version to use). A warning at the use, once per
// variable, with a note at the declare; none with nohost.
// RUN: %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="warning:"
// RUN: %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="warning:"
// RUN: %acorncc -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="warning:"
float table[16];
#pragma acc declare device_resident(table)
float scratch[16];
#pragma acc declare device_resident(scratch)

#pragma acc routine seq
float lookup(int i) { return table[i] + table[i + 1]; }
// CHECK: device_resident_routine_nohost.c:[[@LINE-1]]:30: warning: 'table' is device_resident, so the routine directive of 'lookup', which uses it, must have the nohost clause (2.15.2)
// CHECK: device_resident_routine_nohost.c:8:37: note: 'table' is made device_resident here

#pragma acc routine seq nohost
float store(int i, float v) { return scratch[i] = v; }

void run(float *out) {
#pragma acc parallel loop copyout(out[0:15])
  for (int i = 0; i < 15; ++i)
    out[i] = store(i, lookup(i));
}
