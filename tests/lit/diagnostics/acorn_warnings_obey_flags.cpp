// C++: Acorn's own OpenACC warnings (a routine without a level, a named routine after the function's
// definition) are in Clang's group -Wopenacc: -Werror and -Werror=openacc make them errors (exit
// status 1), -Wno-error=openacc keeps them warnings under -Werror, -w and -Wno-openacc silence them. The source line quoted is the
// one written (not the directive as Acorn completes it).
// RUN: not %acorncxx -Wall -Werror -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: sed "s/^#pragma acc routine$/#pragma acc routine seq/" %s > %t.named.cpp
// RUN: not %acorncxx -Wall -Werror -c %t.named.cpp -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR-NAMED
// RUN: %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %acorncxx -w -Werror -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %acorncxx -Wno-openacc -Werror -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %acorncxx -Wall -Werror -Wno-error=openacc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: not %acorncxx -Werror=openacc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR
#pragma acc routine
static double twice(double x) { return 2 * x; }
// ERR: acorn_warnings_obey_flags.cpp:[[#@LINE-2]]:1: error: 'routine' without gang, worker, vector or seq is compiled as 'routine seq' [-Werror,-Wopenacc]
// ERR-NEXT: {{^}} [[#@LINE-3]] | #pragma acc routine{{$}}
// WARN: acorn_warnings_obey_flags.cpp:[[#@LINE-4]]:1: warning: 'routine' without gang, worker, vector or seq is compiled as 'routine seq' [-Wopenacc]
// WARN-NEXT: {{^}} [[#@LINE-5]] | #pragma acc routine{{$}}

static double half(double x) { return x / 2; }
#pragma acc routine(half) seq
// ERR-NAMED: {{.*}}:[[#@LINE-1]]:13: error: this 'routine' directive for 'half' comes after the function's definition{{.*}}[-Werror,-Wopenacc]
// WARN: acorn_warnings_obey_flags.cpp:[[#@LINE-2]]:13: warning: this 'routine' directive for 'half' comes after the function's definition{{.*}}[-Wopenacc]
// QUIET-NOT: warning
// QUIET-NOT: error

int main(void) {
  double a[10];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 10; i++)
    a[i] = twice(i) + half(i);
  return a[4] != 10.0;
}
