// std::min, std::max and std::abs from <algorithm>/<cstdlib>/<cmath> in compute regions on int, long,
// float and double (a clamp and a distance in a parallel loop, a max reduction combined with
// std::max, 2.5.1, 2.9.11).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

int main() {
  const int n = 6000;
  std::vector<int> iv(n), iclamped(n);
  std::vector<long> ldist(n);
  std::vector<float> fv(n), fout(n);
  std::vector<double> dv(n), dout(n);
  for (int i = 0; i < n; ++i) {
    iv[i] = (i * 7919) % 2001 - 1000;
    fv[i] = 0.5f * float(i % 41) - 10.0f;
    dv[i] = 0.125 * (i % 97) - 6.0;
  }
  int *pi = iv.data(), *pc = iclamped.data();
  long *pl = ldist.data();
  float *pf = fv.data(), *pfo = fout.data();
  double *pd = dv.data(), *pdo = dout.data();
  double biggest = 0.0;

#pragma acc parallel loop copyin(pi[0:n], pf[0:n], pd[0:n]) copyout(pc[0:n], pl[0:n], pfo[0:n], pdo[0:n]) reduction(max:biggest)
  for (int i = 0; i < n; ++i) {
    pc[i] = std::min(std::max(pi[i], -500), 500);
    pl[i] = std::abs(long(pi[i]) - 250L);
    pfo[i] = std::max(std::abs(pf[i]), 1.5f) - std::min(pf[i], 0.0f);
    pdo[i] = std::min(std::abs(pd[i]), std::max(pd[i], 2.0));
    biggest = std::max(biggest, std::abs(pd[i]));
  }

  int errors = 0;
  double ebig = 0.0;
  for (int i = 0; i < n; ++i) {
    int ec = iv[i] < -500 ? -500 : (iv[i] > 500 ? 500 : iv[i]);
    long el = std::labs(long(iv[i]) - 250L);
    float af = std::fabs(fv[i]);
    float ef = (af > 1.5f ? af : 1.5f) - (fv[i] < 0.0f ? fv[i] : 0.0f);
    double ad = std::fabs(dv[i]), mx = dv[i] > 2.0 ? dv[i] : 2.0;
    double ed = ad < mx ? ad : mx;
    ebig = ad > ebig ? ad : ebig;
    if (iclamped[i] != ec || ldist[i] != el || fout[i] != ef || dout[i] != ed) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: i=%d got %d %ld %g %g, expected %d %ld %g %g\n", i, iclamped[i],
                     ldist[i], double(fout[i]), dout[i], ec, el, double(ef), ed);
      ++errors;
    }
  }
  if (biggest != ebig) {
    std::fprintf(stderr, "FAIL: max |d| = %g, expected %g\n", biggest, ebig);
    ++errors;
  }
  return errors != 0;
}
