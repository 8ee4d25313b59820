// Finding 16 (IGNORED): `wait(devnum: d: q)` on a compute construct builds and drops the device
// number: the lowered code is acorn_wait(&__acorn_c, __acorn_q, 1, ...) with queue 2 of the current
// device. The `wait` directive with devnum gets "wait(devnum: ...) is not supported by Acorn yet";
// the clause should get the same error.
//   $ acorncc -c -acc=host 16-wait-devnum-clause-ignored.c    # exit 0, no message
// Fuzz class IGNORED: "built although it uses wait(devnum:) on 'parallel loop'".
void init(int n, double *a) {
#pragma acc parallel loop copy(a[0:n]) wait(devnum: 1: 2)
  for (int i = 0; i < n; i++)
    a[i] = 1;
}
