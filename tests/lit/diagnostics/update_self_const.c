// update self (host) of a const object (2.14.4) is not updated, with a warning naming it; a section
// seen through a pointer to const (writable data, maybe) and update device are left as they are.
// RUN: %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %acorncc --print-lowered %s 2>/dev/null | FileCheck %s --check-prefix=LOWERED
static const double coef[4] = {0.1, 0.2, 0.3, 0.4};
struct limits {
  int lo, hi;
};
static const struct limits bounds = {2, 5};
void refresh(int n, const double *w) {
#pragma acc update self(coef, w[0:n]) host(bounds.hi, coef[1:2]) device(coef)
}
// CHECK: update_self_const.c:11:25: warning: update self of 'coef', which is const: the device cannot modify it, so it is not updated
// CHECK: update_self_const.c:11:44: warning: update host of 'bounds', which is const: the device cannot modify it, so it is not updated
// CHECK: update_self_const.c:11:55: warning: update host of 'coef', which is const: the device cannot modify it, so it is not updated
// LOWERED: acorn_map __acorn_m[2] =
// LOWERED-SAME: ACORN_MAP_UPDATE_SELF, 0, "w[0:n]"
// LOWERED-SAME: ACORN_MAP_UPDATE_DEVICE, 0, "coef"
