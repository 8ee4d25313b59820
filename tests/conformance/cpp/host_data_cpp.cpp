// 2.8 host_data use_device in C++: a pointer data member named in a member function, a pointer to
// std::vector storage, a reference to an array, a function template, and a lambda in the body
// that captures the device address. Every address seen inside host_data is the one
// acc_deviceptr gives; device addresses go to a "device library" routine (deviceptr).
// (GCC 12 does not take data members in use_device.)
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <openacc.h>

#include <cstdio>
#include <vector>

static int errors = 0;

static void check(bool ok, const char *what) {
  if (!ok) {
    std::fprintf(stderr, "FAIL: %s\n", what);
    ++errors;
  }
}

// Takes device addresses only.
template <class T> void dev_scale(int n, T f, T *x) {
#pragma acc parallel loop deviceptr(x)
  for (int i = 0; i < n; ++i)
    x[i] *= f;
}

class Vector {
public:
  explicit Vector(int n) : n_(n), v_(new double[n]) {
    for (int i = 0; i < n_; ++i)
      v_[i] = i;
#pragma acc enter data copyin(this[0:1], v_[0:n_])
  }
  ~Vector() {
#pragma acc exit data copyout(v_[0:n_]) delete(this[0:1])
    delete[] v_;
  }
  Vector(const Vector &) = delete;
  Vector &operator=(const Vector &) = delete;

  // The member is named without this->: inside host_data it is the device address.
  void scale(double f) {
    void *expected = acc_deviceptr(v_);
#pragma acc host_data use_device(v_)
    {
      check(static_cast<void *>(v_) == expected, "member pointer inside host_data");
      dev_scale(n_, f, v_);
    }
  }
  void fetch() {
#pragma acc update self(v_[0:n_])
  }
  double at(int i) const { return v_[i]; }

private:
  int n_;
  double *v_;
};

template <class T> T *device_address_of(T *p) {
#pragma acc host_data use_device(p)
  return p;
}

int main() {
  const int n = 2048;
  {
    Vector v(n);
    v.scale(3.0);
    v.fetch();
    for (int i = 0; i < n; ++i)
      if (v.at(i) != 3.0 * i) {
        std::fprintf(stderr, "FAIL: v[%d] = %g (expected %g)\n", i, v.at(i), 3.0 * i);
        ++errors;
        break;
      }
  }
  std::vector<float> w(n, 2.0f);
  float *wp = w.data();
  double table[16];
  double (&tref)[16] = table;
  for (int i = 0; i < 16; ++i)
    table[i] = i;
#pragma acc data copy(wp[0:n], table)
  {
    check(device_address_of(wp) == acc_deviceptr(wp), "template: device_address_of(wp)");
#pragma acc host_data use_device(wp, tref)
    {
      auto scale_all = [=](float f) { dev_scale(n, f, wp); };
      scale_all(0.5f);
      check(static_cast<void *>(tref) == acc_deviceptr(table), "reference to an array inside host_data");
      check(sizeof(tref) == sizeof(table), "sizeof of a reference to an array inside host_data");
      dev_scale(16, 10.0, tref);
    }
  }
  for (int i = 0; i < n; ++i)
    if (w[i] != 1.0f) {
      std::fprintf(stderr, "FAIL: w[%d] = %g (expected 1)\n", i, w[i]);
      ++errors;
      break;
    }
  for (int i = 0; i < 16; ++i)
    if (table[i] != 10.0 * i) {
      std::fprintf(stderr, "FAIL: table[%d] = %g (expected %g)\n", i, table[i], 10.0 * i);
      ++errors;
      break;
    }
  return errors != 0;
}
