// 2.6.8, 2.7.2: a class that maps itself and then only the interior of its array
// (`enter data copyin(this[0:1])`, `copyin(u_[1:n_-2])`): the member pointer is attached with the
// section's offset, so member functions index it with the host's subscripts on the device.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

class Rod {
public:
  explicit Rod(int n) : n_(n), u_(new double[n]) {
    for (int i = 0; i < n_; ++i)
      u_[i] = i;
#pragma acc enter data copyin(this[0:1])
#pragma acc enter data copyin(u_[1:n_ - 2])
  }
  ~Rod() { delete[] u_; }
  void unmap() {
#pragma acc exit data copyout(u_[1:n_ - 2])
#pragma acc exit data delete(this[0:1])
  }
  Rod(const Rod &) = delete;
  Rod &operator=(const Rod &) = delete;

  void scaleInterior(double f) {
#pragma acc parallel loop present(this[0:1])
    for (int i = 1; i < n_ - 1; ++i)
      u_[i] *= f;
  }
  template <class Op> void applyInterior(Op op) {
#pragma acc parallel loop present(this[0:1])
    for (int i = 1; i < n_ - 1; ++i)
      u_[i] = op(u_[i]);
  }
  bool check(double f, double g) const {
    for (int i = 0; i < n_; ++i) {
      double want = (i == 0 || i == n_ - 1) ? i : i * f + g;
      if (u_[i] != want) {
        std::fprintf(stderr, "FAIL: u[%d] = %g, expected %g\n", i, u_[i], want);
        return false;
      }
    }
    return true;
  }

private:
  int n_;
  double *u_;
};

struct AddOne {
  double operator()(double x) const { return x + 1.0; }
};

int main() {
  Rod r(5000);
  r.scaleInterior(3.0);
  r.applyInterior(AddOne());
  r.unmap();
  if (!r.check(3.0, 1.0))
    return 1;
  std::printf("attach_section_offset_cpp: OK\n");
  return 0;
}
