// A loop bound written as v.size() of a std::vector whose data the region
// reaches through a pointer: only the size is used, no element.
#include <cstdio>
#include <vector>
int main() {
  std::vector<double> w(500);
  double *pw = w.data();
#pragma acc parallel loop copyout(pw[0:w.size()])
  for (std::size_t i = 0; i < w.size(); ++i) pw[i] = 2.0 * i;
  for (std::size_t i = 0; i < w.size(); ++i)
    if (w[i] != 2.0 * i) { printf("FAIL\n"); return 1; }
  printf("PASS\n");
  return 0;
}
