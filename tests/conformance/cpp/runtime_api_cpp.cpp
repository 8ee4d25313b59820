// Chapter 3 runtime routines from C++ (C linkage through <openacc.h>): acc_malloc/acc_free with
// deviceptr, acc_copyin/acc_is_present/acc_update_self/acc_delete, acc_get_device_type.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>
#include <openacc.h>

int main() {
  int errors = 0;
  const int n = 3000;
  acc_device_t t = acc_get_device_type();
  bool discrete = (t != acc_device_host && t != acc_device_multicore);
  int *d = static_cast<int *>(acc_malloc(n * sizeof(int)));
  std::vector<int> h(n, 0);
  int *ph = h.data();
#pragma acc parallel loop deviceptr(d)
  for (int i = 0; i < n; ++i)
    d[i] = 7 * i;
#pragma acc parallel loop deviceptr(d) copyout(ph[0:n])
  for (int i = 0; i < n; ++i)
    ph[i] = d[i] + 1;
  acc_free(d);
  for (int i = 0; i < n; ++i)
    if (h[i] != 7 * i + 1) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: acc_malloc/deviceptr h[%d] = %d\n", i, h[i]);
      ++errors;
    }
  std::vector<double> v(n, 2.0);
  double *pv = v.data();
  acc_copyin(pv, n * sizeof(double));
  if (!acc_is_present(pv, n * sizeof(double))) {
    std::fprintf(stderr, "FAIL: acc_is_present after acc_copyin\n");
    ++errors;
  }
#pragma acc parallel loop present(pv[0:n])
  for (int i = 0; i < n; ++i)
    pv[i] = pv[i] * i;
  acc_update_self(pv, n * sizeof(double));
  acc_delete(pv, n * sizeof(double));
  if (discrete && acc_is_present(pv, n * sizeof(double))) {
    std::fprintf(stderr, "FAIL: acc_is_present after acc_delete\n");
    ++errors;
  }
  for (int i = 0; i < n; ++i)
    if (v[i] != 2.0 * i) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: acc_update_self v[%d] = %g\n", i, v[i]);
      ++errors;
    }
  return errors != 0;
}
