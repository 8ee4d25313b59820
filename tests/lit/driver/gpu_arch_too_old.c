// -gpu=ccNN (and -ta=tesla:ccNN) older than the CUDA toolkit supports: a clear error naming the
// toolkit and the oldest architecture it supports, not ptxas's "Value 'sm_70' is not defined".
// REQUIRES: cuda13
// RUN: not %acorncc -acc -gpu=cc70 -c %s -o %t.o 2>&1 | FileCheck --check-prefix=CC70 %s
// CC70: acorncc: error: -gpu=cc70: the CUDA 13.{{[0-9.]+}} toolkit Acorn uses cannot generate code for compute capability 7.0; the oldest it supports is 7.5
// CC70-NOT: ptxas
// RUN: not %acorncc -acc -ta=tesla:cc60 -c %s -o %t.o 2>&1 | FileCheck --check-prefix=CC60 %s
// CC60: error: -gpu=cc60: {{.*}}compute capability 6.0; the oldest it supports is 7.5
// RUN: %acorncc -acc -gpu=cc80 -c %s -o %t.o
int main(void) { return 0; }
