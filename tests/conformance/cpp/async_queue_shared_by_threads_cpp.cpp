// 2.16 async queues belong to the device, not to a host thread (C++): OpenMP threads each own a
// Field whose methods map, update and unmap its samples on one shared queue; after waiting for
// that queue each thread finds its own results.
// RUN: %acorncxx -fopenmp %s -o %t && %run-targets %t
#include <omp.h>
#include <cstdio>
#include <vector>

class Field {
public:
  explicit Field(int n) : v_(n) {}
  void scaleOn(int queue, double by, double base) {
    double *v = v_.data();
    int n = static_cast<int>(v_.size());
    for (int i = 0; i < n; i++)
      v[i] = base + i;
#pragma acc enter data copyin(v[0:n]) async(queue)
#pragma acc parallel loop present(v[0:n]) async(queue)
    for (int i = 0; i < n; i++)
      v[i] *= by;
#pragma acc exit data copyout(v[0:n]) async(queue)
  }
  double at(int i) const { return v_[i]; }

private:
  std::vector<double> v_;
};

int main() {
  const int threads = 4, sweeps = 100, n = 256;
  int stale = 0;
#pragma omp parallel num_threads(threads) reduction(+ : stale)
  {
    Field f(n);
    for (int sweep = 0; sweep < sweeps; sweep++) {
      f.scaleOn(5, 3.0, sweep);
#pragma acc wait(5)
      if (f.at(n - 1) != 3.0 * (sweep + n - 1) || f.at(0) != 3.0 * sweep)
        stale++;
    }
  }
  if (stale) {
    std::printf("FAIL: %d sweeps read a field before its queue finished\n", stale);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
