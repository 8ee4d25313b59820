// A const object in an explicit copy or copyout clause: the device may not modify it and its storage
// may be read-only, so nothing is copied back. copy is a copyin (as the implicit copy of a constant
// is); copyout, also on exit data, copies nothing back and says so, naming the object.
// RUN: %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %acorncc --print-lowered %s 2>/dev/null | FileCheck %s --check-prefix=LOWERED
// RUN: %acorncc --print-lowered %s 2>/dev/null | FileCheck %s --check-prefix=DECLARED
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
const double limits[2] = {-1, 1};
#pragma acc declare copyin(limits)
void refresh(void) {
#pragma acc update self(coef, limits[0:1]) device(coef)
}
// CHECK: data_const_copyout.c:13:35: warning: copyout of 'coef', which is const: the device cannot modify it, so nothing is copied back
// CHECK: data_const_copyout.c:13:41: warning: copyout of 'w', which is const: the device cannot modify it, so nothing is copied back
// CHECK: data_const_copyout.c:17:31: warning: copyout of 'coef', which is const: the device cannot modify it, so nothing is copied back
// LOWERED: {(void *)&(coef), sizeof(coef), ACORN_MAP_COPYIN, 0, "coef"
// LOWERED: {(void *)&(coef), sizeof(coef), ACORN_MAP_CREATE, 0, "coef"
// LOWERED-SAME: ACORN_MAP_CREATE, 0, "w[0:n]"
// LOWERED-SAME: ACORN_MAP_COPY, 0, "out[0:n]"
// LOWERED: "exit data"
// LOWERED-SAME: ACORN_MAP_CREATE, 0, "coef"
// CHECK: data_const_copyout.c:23:25: warning: update self of 'coef', which is const: the device cannot modify it, so it is not updated
// CHECK: data_const_copyout.c:23:31: warning: update self of 'limits', which is const: the device cannot modify it, so it is not updated
// LOWERED: "update"
// LOWERED-SAME: acorn_map __acorn_m[1] = {{[{][^}]*}}ACORN_MAP_UPDATE_DEVICE, 0, "coef"
// DECLARED: {(void *)&limits, sizeof(limits), ACORN_MAP_COPYIN, "limits", ACORN_MAP_FLAG_READONLY}
