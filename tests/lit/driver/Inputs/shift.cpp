#include <vector>
double shift_sum(std::vector<double> &v, double by) {
  double *p = v.data();
  int n = (int)v.size();
  double s = 0;
#pragma acc parallel loop copy(p[0:n]) reduction(+:s)
  for (int i = 0; i < n; i++) {
    p[i] += by;
    s += p[i];
  }
  return s;
}
