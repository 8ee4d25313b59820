// A const object in an explicit copy or copyout clause: the device may not modify it and its storage
// may be read-only, so nothing is copied back. copy is a copyin (as the implicit copy of a constant
// is); copyout, also on exit data, copies nothing back and says so, naming the object.
// RUN: %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %acorncc --print-lowered %s 2>/dev/null | FileCheck %s --check-prefix=LOWERED
static const double coef[4] = {0.1, 0.2, 0.3, 0.4};
double sum(int n, const double *w, double *out) {
  double s = 0;
#pragma acc parallel loop copy(coef) reduction(+:s)
  for (int i = 0; i < 4; i++)
    s += coef[i];
#pragma acc parallel loop copyout(coef, w[0:n]) copy(out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = coef[i % 4] * w[i];
#pragma acc enter data copyin(coef)
#pragma acc exit data copyout(coef)
  return s;
}
// CHECK: data_const_copyout.c:12:35: warning: copyout of 'coef', which is const: the device cannot modify it, so nothing is copied back
// CHECK: data_const_copyout.c:12:41: warning: copyout of 'w', which is const: the device cannot modify it, so nothing is copied back
// CHECK: data_const_copyout.c:16:31: warning: copyout of 'coef', which is const: the device cannot modify it, so nothing is copied back
// LOWERED: {(void *)&(coef), sizeof(coef), ACORN_MAP_COPYIN, 0, "coef"
// LOWERED: {(void *)&(coef), sizeof(coef), ACORN_MAP_CREATE, 0, "coef"
// LOWERED-SAME: ACORN_MAP_CREATE, 0, "w[0:n]"
// LOWERED-SAME: ACORN_MAP_COPY, 0, "out[0:n]"
// LOWERED: "exit data"
// LOWERED-SAME: ACORN_MAP_CREATE, 0, "coef"
