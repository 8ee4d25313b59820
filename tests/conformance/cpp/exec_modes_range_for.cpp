// 2.2.3 / 2.5.1: a range-based for in a gang loop's body (vector-single code: the construct has
// vector lanes for the loop after it) runs once per gang, as any statement of that code: its
// writes to shared data are not repeated by every lane, and a sum it makes is what the vector
// loop after it reads. On a GPU, a range-for whose body every lane ran counted 32 times.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

int main() {
  const int ng = 64, nv = 32;
  int weights[4] = {1, 2, 3, 4};
  int cnt[ng] = {0};
  double out[ng * nv];
#pragma acc parallel loop gang vector_length(nv) copy(cnt) copyin(weights) copyout(out)
  for (int g = 0; g < ng; ++g) {
    int total = 0;
    for (int w : weights)
      cnt[g] += w;
    for (const int &w : weights) {
      total += w * g;
    }
#pragma acc loop vector
    for (int v = 0; v < nv; ++v)
      out[g * nv + v] = total + v;
  }
  int bad = 0;
  for (int g = 0; g < ng; ++g) {
    bad += cnt[g] != 10;
    for (int v = 0; v < nv; ++v)
      bad += out[g * nv + v] != 10 * g + v;
  }
  std::printf("%d wrong: %s\n", bad, bad ? "FAIL" : "PASS");
  return bad != 0;
}
