// 2.15.1: a vector routine's local that its lanes share lives in GPU shared memory, at most 16 KiB
// a variable: a larger one stays each thread's own, with a warning; a smaller one is shared quietly.
// RUN: %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
// Without GPU code there is nothing to warn of.
// RUN: %acorncc -acc=multicore -c %s -o %t.o 2>&1 | FileCheck --check-prefix=HOST --allow-empty %s
#pragma acc routine vector
double reversed_sum(const double *u, int n) {
  double big[4096], small[64];
#pragma acc loop vector
  for (int i = 0; i < 4096; i++)
    big[i] = u[i];
#pragma acc loop vector
  for (int i = 0; i < 64; i++)
    small[i] = big[4095 - i];
  double sum = 0;
#pragma acc loop vector reduction(+ : sum)
  for (int i = 0; i < 64; i++)
    sum += small[63 - i] * n;
  return sum;
}
// CHECK: routine_shared_local_too_large.c:9:10: warning: 'big' is one variable for the routine's vector lanes (2.15.1), but is larger than the 16 KiB of GPU shared memory a routine's variable may take: on the GPU each thread has its own copy, and no thread sees another's writes
// CHECK-NOT: 'small'
// CHECK-NOT: error:
// HOST-NOT: warning:
