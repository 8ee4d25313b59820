// Manual deep copy of a class template whose pointer member comes from a dependent base
// (`this->p` of `Base<T>`): `enter data create(this->p[0:this->n])` after the object is present
// attaches the device object's pointer to the device array (2.7.2), as for a member of the class
// itself, so member functions that read the pointer through the object reach device data; and
// `attach(this->p)` / `detach(this->p)` take it (2.7.13-14).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <cstdlib>

template <class T> struct Storage {
  int n;
  T *p;
};

// The object first, then its array: the create attaches.
template <class T> struct Field : Storage<T> {
  explicit Field(int m) {
    this->n = m;
    this->p = static_cast<T *>(std::malloc(m * sizeof(T)));
#pragma acc enter data copyin(this[0:1])
#pragma acc enter data create(this->p[0:this->n])
  }
  ~Field() {
#pragma acc exit data delete(this->p[0:this->n])
#pragma acc exit data delete(this[0:1])
    std::free(this->p);
  }
  T &at(int i) { return this->p[i]; }
  void fill(T scale) {
#pragma acc parallel loop present(this[0:1])
    for (int i = 0; i < this->n; i++)
      at(i) = scale * T(i);
#pragma acc update self(this->p[0:this->n])
  }
};

// The array first, then the object, then an explicit attach.
template <class T> struct Buffer : Storage<T> {
  explicit Buffer(int m) {
    this->n = m;
    this->p = static_cast<T *>(std::malloc(m * sizeof(T)));
#pragma acc enter data create(this->p[0:this->n])
#pragma acc enter data copyin(this[0:1])
#pragma acc enter data attach(this->p)
  }
  ~Buffer() {
#pragma acc exit data detach(this->p)
#pragma acc exit data delete(this[0:1], this->p[0:this->n])
    std::free(this->p);
  }
  T &at(int i) { return this->p[i]; }
  void iota() {
#pragma acc parallel loop present(this[0:1])
    for (int i = 0; i < this->n; i++)
      at(i) = T(i + 1);
#pragma acc update self(this->p[0:this->n])
  }
};

int main() {
  int errors = 0;
  {
    Field<double> f(64);
    f.fill(0.5);
    Buffer<long> b(100);
    b.iota();
    for (int i = 0; i < 64; i++)
      if (f.p[i] != 0.5 * i && errors++ < 5)
        std::printf("f[%d] = %g\n", i, f.p[i]);
    for (int i = 0; i < 100; i++)
      if (b.p[i] != i + 1 && errors++ < 5)
        std::printf("b[%d] = %ld\n", i, b.p[i]);
  }
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
