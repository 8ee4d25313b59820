// 2.14.4, 2.6.8: a class that deep-copies itself (`enter data copyin(this[0:1])` and its array)
// and refreshes its scalar members with `update device(this[0:1])`: the update leaves the
// attached member pointer alone, so the device copy keeps pointing to the device array (member
// functions with present(this[0:1]) attach it implicitly, and an explicit attach or acc_attach
// only counts); `update self(this[0:1])` leaves the host pointer a host address.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <openacc.h>

#include <cstdio>
#include <vector>

static int errors = 0;

static void check(const char *what, bool ok) {
  if (!ok) {
    std::fprintf(stderr, "FAIL: %s\n", what);
    ++errors;
  }
}

class Field {
public:
  explicit Field(int n) : n_(n), scale_(1), u_(new double[n]) {
    for (int i = 0; i < n_; ++i)
      u_[i] = i;
#pragma acc enter data copyin(this[0:1])
#pragma acc enter data copyin(u_[0:n_])
  }
  ~Field() {
#pragma acc exit data delete(u_[0:n_])
#pragma acc exit data delete(this[0:1])
    delete[] u_;
  }

  void setScale(double s) {
    scale_ = s;
#pragma acc update device(this[0:1])
  }
  void scale() {
#pragma acc parallel loop present(this[0:1])
    for (int i = 0; i < n_; ++i)
      u_[i] *= scale_;
  }
  void shiftWithAttach(double by) {
    scale_ = by;
    acc_update_device(this, sizeof *this);
    acc_attach(reinterpret_cast<void **>(&u_));
#pragma acc parallel loop present(this[0:1])
    for (int i = 0; i < n_; ++i)
      u_[i] += scale_;
    acc_detach(reinterpret_cast<void **>(&u_));
  }
  void countOnDevice() {
#pragma acc serial present(this[0:1])
    { n_ = n_ - 1; }
    double *host = u_;
#pragma acc update self(this[0:1])
    check("update self kept the host pointer", u_ == host);
    check("update self brought n_ back", n_ == 99);
    n_ = 100;
#pragma acc update device(this[0:1])
  }
  void download() {
#pragma acc update self(u_[0:n_])
  }
  double at(int i) const { return u_[i]; }

private:
  int n_;
  double scale_;
  double *u_;
};

int main() {
  Field f(100);
  f.setScale(3);
  f.scale();
  f.setScale(2);
  f.scale();
  f.shiftWithAttach(1);
  f.countOnDevice();
  f.download();
  for (int i = 0; i < 100; ++i)
    if (f.at(i) != 6.0 * i + 1) {
      std::fprintf(stderr, "FAIL: u[%d] = %g, expected %g\n", i, f.at(i), 6.0 * i + 1);
      ++errors;
      break;
    }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
