// In a member function, `this` and `*this` in a data clause name the object, as `this[0:1]` does
// (2.7.1; codes written for NVHPC map classes this way): a class that copies itself in with
// `enter data copyin(this)` and then creates its array member (attached to the device copy of the
// object), computes under `present(this)`, updates the array back and deletes both in its
// destructor; a second class does the same with `*this`, `present(*this)` and `update device(*this)`.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <openacc.h>

class Vector {
public:
  explicit Vector(int n) : len(n), arr(new double[n]) {
#pragma acc enter data copyin(this)
#pragma acc enter data create(arr[0:len])
  }
  ~Vector() {
#pragma acc exit data delete(arr[0:len])
#pragma acc exit data delete(this)
    delete[] arr;
  }
  void fill(double v) {
#pragma acc parallel loop present(this)
    for (int i = 0; i < len; ++i)
      arr[i] = v + i;
  }
  void toHost() {
#pragma acc update self(arr[0:len])
  }
  bool mapped() const { return acc_is_present(const_cast<Vector *>(this), sizeof *this); }
  double at(int i) const { return arr[i]; }

private:
  int len;
  double *arr;
};

struct Counter {
  int calls = 0;
  long total = 0;
  Counter() {
#pragma acc enter data copyin(*this)
  }
  ~Counter() {
#pragma acc exit data delete( * this )
  }
  void add(const int *v, int n) {
    ++calls; // on the host: sent with the update below
#pragma acc update device(*this)
#pragma acc serial present(*this) copyin(v[0:n])
    {
      for (int i = 0; i < n; ++i)
        total += v[i];
    }
#pragma acc update self(*this)
  }
};

int main() {
  int errors = 0;
  {
    Vector x(1000);
    if (!x.mapped()) {
      std::printf("FAIL: enter data copyin(this) did not map the object\n");
      ++errors;
    }
    x.fill(0.5);
    x.toHost();
    for (int i = 0; i < 1000; ++i)
      if (x.at(i) != 0.5 + i) {
        std::printf("FAIL: arr[%d] = %g\n", i, x.at(i));
        ++errors;
        break;
      }
  }
  Counter c;
  int v[10];
  for (int i = 0; i < 10; ++i)
    v[i] = i + 1;
  c.add(v, 10);
  c.add(v, 5);
  if (c.total != 55 + 15 || c.calls != 2) {
    std::printf("FAIL: Counter total %ld calls %d\n", c.total, c.calls);
    ++errors;
  }
  if (acc_is_present(&c, sizeof c) == 0) {
    std::printf("FAIL: Counter not present\n");
    ++errors;
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
