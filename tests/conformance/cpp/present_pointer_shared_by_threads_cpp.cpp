// present(data_) of a member pointer in a member function, run by OpenMP threads on one object
// (C++): each construct gets a device copy of the pointer of its own, so the threads' constructs
// beginning and ending at once never see the data as absent or a copy another thread freed.
// RUN: %acorncxx -fopenmp %s -o %t && %run-targets %t
#include <omp.h>
#include <cstdio>
#include <vector>

class Field {
public:
  explicit Field(int n) : host_(n, 0.0), data_(host_.data()), n_(n) {
#pragma acc enter data copyin(data_[0:n_])
  }
  ~Field() {
#pragma acc exit data delete(data_[0:n_])
  }
  void bump(int lo, int len, int q) {
#pragma acc parallel loop present(data_) async(q)
    for (int i = lo; i < lo + len; i++)
      data_[i] += 1;
  }
  void fetch() {
#pragma acc update self(data_[0:n_])
  }
  double at(int i) const { return host_[i]; }

private:
  std::vector<double> host_;
  double *data_;
  int n_;
};

int main() {
  const int chunks = 16, len = 1000, reps = 1500;
  Field f(chunks * len);
  for (int rep = 0; rep < reps; rep++) {
#pragma omp parallel num_threads(4)
    {
      int q = omp_get_thread_num() + 1;
#pragma omp for
      for (int c = 0; c < chunks; c++)
        f.bump(c * len, len, q);
#pragma acc wait(q)
    }
  }
  f.fetch();
  int bad = 0;
  for (int i = 0; i < chunks * len; i++)
    bad += f.at(i) != reps;
  if (bad) {
    std::printf("FAIL: %d elements missed an increment\n", bad);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
