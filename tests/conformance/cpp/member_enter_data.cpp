// 2.6.6 enter data / exit data on a data member: the constructor makes data[0:n] present, member
// functions compute with present(data[0:n]) and update self, the destructor deletes it.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <typename T>
class DeviceArray {
public:
  explicit DeviceArray(int size) : n(size), data(new T[size]) {
    for (int i = 0; i < n; ++i)
      data[i] = T(i);
#pragma acc enter data copyin(data[0:n])
  }
  ~DeviceArray() {
#pragma acc exit data delete(data[0:n])
    delete[] data;
  }
  DeviceArray(const DeviceArray &) = delete;
  DeviceArray &operator=(const DeviceArray &) = delete;

  void add(T v) {
#pragma acc parallel loop present(data[0:n])
    for (int i = 0; i < n; ++i)
      data[i] += v;
  }
  void square() {
#pragma acc parallel loop present(data[0:n])
    for (int i = 0; i < n; ++i)
      data[i] = data[i] * data[i];
  }
  void to_host() {
#pragma acc update self(data[0:n])
  }
  T operator[](int i) const { return data[i]; }
  int size() const { return n; }

private:
  int n;
  T *data;
};

int main() {
  int errors = 0;
  {
    DeviceArray<long> a(3000);
    a.add(3);
    a.square();
    a.to_host();
    for (int i = 0; i < a.size(); ++i) {
      long e = (long)(i + 3) * (i + 3);
      if (a[i] != e) {
        if (errors < 10)
          std::fprintf(stderr, "FAIL: member enter data a[%d] = %ld, expected %ld\n", i, a[i], e);
        ++errors;
      }
    }
  }
  {
    DeviceArray<float> f(1000);
    f.add(0.5f);
    f.to_host();
    for (int i = 0; i < f.size(); ++i)
      if (f[i] != i + 0.5f) {
        if (errors < 10)
          std::fprintf(stderr, "FAIL: member enter data f[%d] = %g, expected %g\n", i, f[i], i + 0.5f);
        ++errors;
      }
  }
  return errors != 0;
}
