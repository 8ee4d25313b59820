// 2.8 host_data use_device of a data member, the member reached through another name of the
// object in the body: a reference bound to `*this` (`Buf &self = *this; self.p`), a pointer set
// to `this` (`me->p`, `(*me).p`), a reference to that reference, and `self.p` in a lambda
// capturing `self`: each is the member itself, so each is its device address there, as
// acc_deviceptr gives it. After the construct the member is the host address again.
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

// Takes device addresses only: y += a * x.
static void dev_axpy(int n, double a, const double *x, double *y) {
#pragma acc parallel loop deviceptr(x, y)
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}

struct Buf {
  int n;
  double *p;

  explicit Buf(int n) : n(n), p(new double[n]) {
    for (int i = 0; i < n; ++i)
      p[i] = i;
#pragma acc enter data copyin(p[0:n])
  }
  ~Buf() {
#pragma acc exit data delete(p[0:n])
    delete[] p;
  }

  // p += p through a reference: p is 2i.
  void twice() {
    Buf &self = *this;
    double *host = p;
    void *expected = acc_deviceptr(p);
#pragma acc host_data use_device(p)
    {
      check(static_cast<void *>(self.p) == expected, "self.p inside host_data");
      dev_axpy(self.n, 1.0, self.p, self.p);
    }
    check(self.p == host, "self.p after host_data");
  }

  // p += 2p through pointers and a reference to the reference: p is 6i.
  void thrice() {
    Buf *me = this;
    Buf *const fixed = this;
    const Buf &view = *me;
    void *expected = acc_deviceptr(p);
#pragma acc host_data use_device(p)
    {
      check(static_cast<void *>(me->p) == expected, "me->p inside host_data");
      check(static_cast<void *>((*fixed).p) == expected, "(*fixed).p inside host_data");
      check(static_cast<void *>(view.p) == expected, "view.p inside host_data");
      dev_axpy(me->n, 2.0, view.p, fixed->p);
    }
  }

  // p += p in a lambda capturing the reference: p is 12i.
  void again() {
    Buf &self = *this;
    void *expected = acc_deviceptr(p);
#pragma acc host_data use_device(p)
    {
      auto apply = [&self, expected] {
        check(static_cast<void *>(self.p) == expected, "self.p in a lambda inside host_data");
        dev_axpy(self.n, 1.0, self.p, self.p);
      };
      apply();
    }
  }
};

int main() {
  const int n = 100;
  Buf b(n);
  b.twice();
  b.thrice();
  b.again();
#pragma acc update self(b.p[0:n])
  for (int i = 0; i < n; ++i)
    if (b.p[i] != 12.0 * i) {
      std::fprintf(stderr, "FAIL: p[%d] = %g (expected %g)\n", i, b.p[i], 12.0 * i);
      ++errors;
      break;
    }
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
