// 2.8 host_data use_device of a data member, the member then named through `this` in the body:
// `this->p`, `(*this).p`, the qualified `Field::p`, and `this->p` and `p` in a lambda
// capturing `this` are the same member as the plain name `p`, so each is the device address there, as acc_deviceptr gives it.
// The device addresses go to a "device library" routine (deviceptr). After the construct the
// member is the host address again. (GCC 12 does not take data members in use_device.)
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <openacc.h>

#include <cstdio>

static int errors = 0;

static void check(bool ok, const char *what) {
  if (!ok) {
    std::fprintf(stderr, "FAIL: %s\n", what);
    ++errors;
  }
}

// Takes device addresses only.
static void dev_axpy(int n, double a, const double *x, double *y) {
#pragma acc parallel loop deviceptr(x, y)
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}

class Field {
public:
  explicit Field(int n) : n_(n), data_(new double[n]) {
    for (int i = 0; i < n_; ++i) {
      data_[i] = i;
      halo_[i % 4] = 1.0;
    }
#pragma acc enter data copyin(data_[0:n_], halo_)
  }
  ~Field() {
#pragma acc exit data delete(data_[0:n_], halo_)
    delete[] data_;
  }
  Field(const Field &) = delete;
  Field &operator=(const Field &) = delete;

  // data_ += 2 * data_, written with this-> as some codes spell every member.
  void triple() {
    double *host = data_;
    void *expected = acc_deviceptr(data_);
#pragma acc host_data use_device(data_)
    {
      check(static_cast<void *>(this->data_) == expected, "this->data_ inside host_data");
      check(static_cast<void *>((*this).data_) == expected, "(*this).data_ inside host_data");
      dev_axpy(this->n_, 2.0, this->data_, (*this).data_);
    }
    check(this->data_ == host, "this->data_ after host_data");
  }

  // A member array: data_[i] += 4 * halo_[i % 4] for the first 4 elements.
  void add_halo() {
    void *expected = acc_deviceptr(halo_);
#pragma acc host_data use_device(data_, halo_)
    {
      check(static_cast<void *>(this->halo_) == expected, "this->halo_ inside host_data");
      auto apply = [this](double a) { dev_axpy(4, a, this->halo_, data_); };
      apply(4.0);
    }
  }

  // The member qualified by its class: data_ -= data_.
  void clear() {
#pragma acc host_data use_device(data_)
    dev_axpy(n_, -1.0, Field::data_, this->Field::data_);
  }

  void fetch() {
#pragma acc update self(data_[0:n_])
  }
  double at(int i) const { return data_[i]; }

private:
  int n_;
  double *data_;
  double halo_[4];
};

int main() {
  const int n = 1000;
  {
    Field f(n);
    f.triple();
    f.add_halo();
    f.fetch();
    for (int i = 0; i < n; ++i) {
      double want = 3.0 * i + (i < 4 ? 4.0 : 0.0);
      if (f.at(i) != want) {
        std::fprintf(stderr, "FAIL: data[%d] = %g (expected %g)\n", i, f.at(i), want);
        ++errors;
        break;
      }
    }
  }
  {
    Field s(n);
    s.clear();
    s.fetch();
    for (int i = 0; i < n; ++i)
      if (s.at(i) != 0.0) {
        std::fprintf(stderr, "FAIL: smoothed[%d] = %g (expected 0)\n", i, s.at(i));
        ++errors;
        break;
      }
  }
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
