// 2.7 data clauses on std::vector storage through v.data(): copyin/copyout of the element
// buffers and a data region around several compute constructs.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

int main() {
  const int n = 20000;
  std::vector<int> in(n), out(n, 0);
  for (int i = 0; i < n; ++i)
    in[i] = i;
  int *pin = in.data();
  int *pout = out.data();
#pragma acc parallel loop copyin(pin[0:n]) copyout(pout[0:n])
  for (int i = 0; i < n; ++i)
    pout[i] = pin[i] * 3;
  std::vector<double> v(n, 1.0);
  double *pv = v.data();
  const int len = static_cast<int>(v.size());
#pragma acc data copy(pv[0:len])
  {
#pragma acc parallel loop present(pv[0:len])
    for (int i = 0; i < len; ++i)
      pv[i] += i;
#pragma acc parallel loop present(pv[0:len])
    for (int i = 0; i < len; ++i)
      pv[i] *= 2.0;
  }
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    if (out[i] != 3 * i) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: vector copyout out[%d] = %d, expected %d\n", i, out[i], 3 * i);
      ++errors;
    }
    if (v[i] != 2.0 * (1.0 + i)) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: vector data region v[%d] = %g, expected %g\n", i, v[i], 2.0 * (1.0 + i));
      ++errors;
    }
  }
  return errors != 0;
}
