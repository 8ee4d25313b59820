// 2.15.1: a global variable a device function uses needs a device copy (a declare directive).
// With GPU code it is an error at each variable's first use in the function, naming it and the
// function; constants are defined again for the device and need none; the host and multicore
// targets share the host's variables.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncc -acc=multicore %s -o %t && ACC_DEVICE_TYPE=multicore %t
long modulus = 2147483647;
int multiplier = 1103515245;
const int increment = 12345;
double scale = 2.0;
#pragma acc declare copyin(scale)

#pragma acc routine seq
static double next(int *seed, int i) {
  seed[i] = (int)((multiplier * (long)seed[i] + increment) % modulus);
  return scale * seed[i] / modulus;
}
// CHECK: routine_global_without_declare.c:[[@LINE-3]]:20: error: the global variable 'multiplier' is used in 'next', which runs on the device, but has no device copy: add '#pragma acc declare create(multiplier)' (or copyin, to copy its value) after its declaration (2.15.1)
// CHECK: routine_global_without_declare.c:[[@LINE-4]]:62: error: the global variable 'modulus' is used in 'next'
// CHECK-NOT: 'increment'
// CHECK-NOT: 'scale'

// A function without a routine directive that a region calls runs on the device too.
static int counter(void) {
  static int calls;
  return ++calls;
}
// CHECK: routine_global_without_declare.c:[[@LINE-2]]:12: error: the static variable 'calls' of 'counter', which runs on the device, has no device copy: give it one with '#pragma acc declare create(calls)' (2.15.1)

int main(void) {
  int seed[64];
  double y[64];
  for (int i = 0; i < 64; i++)
    seed[i] = i;
#pragma acc parallel loop copy(seed) copyout(y)
  for (int i = 0; i < 64; i++)
    y[i] = next(seed, i) + 0 * counter();
  return y[1] <= 0;
}
