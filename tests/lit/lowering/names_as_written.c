// Runtime messages of C programs name sections as written: Acorn lowers C from its preprocessed
// text, where the directive's macros are expanded (`u[0:64]`), but the names it gives libacorn are
// the user's (`u[0:NX]`, `u[0:IDX(1, NX)]`), and a directive keeps its column.
// RUN: %acorncc -acc=multicore --print-lowered %s | FileCheck %s
// RUN: %acorncc -acc=multicore %s -o %t
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 not %t 2>&1 | FileCheck --check-prefix=ERR %s
#define NX 64
#define IDX(i, j) ((i) * NX + (j))
#define WHOLE(v) v[0:NX * NX]
int main(void) {
  double u[NX * NX];
  // CHECK: {{.*}}"u[0:NX]"
  #pragma acc data copyin(u[0:NX])
  {
    // CHECK: {{.*}}"u[0:IDX(1, NX)]"
    #pragma acc parallel loop present(u[0:IDX(1, NX)])
    for (int i = 0; i < NX; i++)
      u[i] = i;
  }
  // CHECK: {{.*}}"WHOLE(u)"
  #pragma acc enter data create(WHOLE(u))
  return 0;
}
// ERR: names_as_written.c:16:5: in 'parallel loop': data for 'u[0:IDX(1, NX)]' {{.*}} is partially present
