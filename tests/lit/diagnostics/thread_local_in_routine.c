// A thread-local global used in a routine: device code has no host thread's variables (a region
// reading one directly gets the value as firstprivate: conformance thread_local_global_in_region).
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
static _Thread_local int depth = 3;
#pragma acc routine seq
static int deeper(int x) { return x + depth; }
// CHECK: thread_local_in_routine.c:[[@LINE-1]]:39: error: the thread-local variable 'depth' is used in 'deeper', which runs on the device, where host threads' variables do not exist: pass its value as an argument
int total(void) {
  int r = 0;
#pragma acc parallel loop reduction(+:r)
  for (int i = 0; i < 10; i++)
    r += deeper(i);
  return r;
}
