// A pointer a compute region uses without a clause (2.6.2), whose subscripts the compiler knows,
// must have all the data the region reaches through it in one present mapping: the runtime
// translates the pointer by that mapping's device copy. Data split over two mappings (two enter
// data of halves) is reported as partially present, and data absent where the pointer's own
// value is present (the region would run past that mapping's copy) as not present, naming the
// pointer and the construct, as present(a[0:n]) would: never a crash.
// RUN: %acorncc -Minfo=accel %s -o %t 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 not %t split 2>&1 | FileCheck %s --check-prefix=SPLIT
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t split 2>&1 | FileCheck %s --check-prefix=SPLIT
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 not %t past 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: env ACC_DEVICE_TYPE=multicore %t split | FileCheck %s --check-prefix=SHARED
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  int n = 1000, h = 500, bad = 0;
  double *a = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    a[i] = i;
  if (argc > 1 && !strcmp(argv[1], "split")) {
#pragma acc enter data copyin(a[0:h])
#pragma acc enter data copyin(a[h:n - h])
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      a[i] += 1;
// INFO: implicit_pointer_reach_not_in_one_mapping.c:[[@LINE-3]]:{{[0-9]+}}: remark: implicit POINTER of 'a', translated by the present data its subscripts reach
// SPLIT: ACORN RUNTIME ERROR: {{.*}}implicit_pointer_reach_not_in_one_mapping.c:[[@LINE-4]]:{{[0-9]+}}: in 'parallel loop': 'a' is used without a data clause, and the data the region reaches through it ({{.*}}8000 bytes{{.*}}) is partially present on
// SPLIT-SAME: it must be entirely present in one mapping
#pragma acc exit data copyout(a[0:h], a[h:n - h])
    for (int i = 0; i < n; i++)
      bad += a[i] != i + 1;
  } else {
#pragma acc data copy(a[0:h])
    {
#pragma acc parallel loop
      for (int i = h; i < n; i++)
        a[i] += 1;
// PAST: ACORN RUNTIME ERROR: {{.*}}implicit_pointer_reach_not_in_one_mapping.c:[[@LINE-3]]:{{[0-9]+}}: in 'parallel loop': 'a' is used without a data clause, and the data the region reaches through it ({{.*}}) is not present on
    }
  }
  puts(bad ? "FAIL" : "PASS");
// SHARED: PASS
  return bad != 0;
}
