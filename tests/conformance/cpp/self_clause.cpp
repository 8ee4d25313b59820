// 2.5.4 (3.3) self on compute constructs in C++: a member function decides per call whether a
// small problem stays on the host (self(condition)); the results are the same either way.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <openacc.h>
#include <cstdio>
#include <vector>

struct Smoother {
  int threshold;
  int ran_on_host = -1;
  void run(std::vector<double> &v) {
    double *p = v.data();
    int n = static_cast<int>(v.size());
    int host = -1;
#pragma acc parallel loop copy(p[0:n]) copy(host) self(n < threshold)
    for (int i = 0; i < n; i++) {
      p[i] = p[i] * 0.5 + 1.0;
      if (i == 0)
        host = acc_on_device(acc_device_host);
    }
    ran_on_host = host;
  }
};

int main() {
  Smoother s{1000};
  std::vector<double> small(10, 4.0), large(5000, 4.0);
  s.run(small);
  int errors = s.ran_on_host != 1;
  s.run(large);
  acc_device_t t = acc_get_device_type();
  if (t != acc_device_host && t != acc_device_multicore)
    errors += s.ran_on_host != 0;
  for (double x : small)
    errors += x != 3.0;
  for (double x : large)
    errors += x != 3.0;
  if (errors) {
    std::printf("FAIL: %d errors\n", errors);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
