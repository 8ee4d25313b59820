// Seed: a templated field class with unstructured data in its constructor/destructor, update,
// async/wait, atomic capture and a routine seq function template.
// fuzz-vars: p:ptr:n px:ptr:n py:ptr:n n:int n_:int q:int a:real b:real s:real changed:int old:int v:real sweeps:int i:idx clamp_val:fn T:tparam
#include <cmath>
#include <openacc.h>
#include <vector>

#pragma acc routine seq
template <typename T>
T clamp_val(T v, T lo, T hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

template <typename T>
class Field {
public:
  explicit Field(int n) : n_(n), v_(n) {
    T *p = v_.data();
#pragma acc enter data create(p[0:n])
  }
  ~Field() {
    T *p = v_.data();
    int n = n_;
#pragma acc exit data delete(p[0:n])
  }
  T *data() { return v_.data(); }
  int size() const { return n_; }
  void to_host() {
    T *p = v_.data();
    int n = n_;
#pragma acc update self(p[0:n])
  }

private:
  int n_;
  std::vector<T> v_;
};

template <typename T>
T norm2(Field<T> &f) {
  T *p = f.data();
  int n = f.size();
  T s = T(0);
#pragma acc parallel loop present(p[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += p[i] * p[i];
  return std::sqrt(s);
}

template <typename T>
void axpby(T a, Field<T> &x, T b, Field<T> &y, int q) {
  T *px = x.data(), *py = y.data();
  int n = x.size();
#pragma acc parallel loop present(px[0:n], py[0:n]) async(q)
  for (int i = 0; i < n; ++i)
    py[i] = a * px[i] + b * py[i];
#pragma acc wait(q)
}

template <typename T>
int smooth(Field<T> &f, int sweeps) {
  T *p = f.data();
  int n = f.size();
  int changed = 0;
  for (int s = 0; s < sweeps; ++s) {
#pragma acc parallel loop present(p[0:n]) copy(changed)
    for (int i = 1; i < n - 1; ++i) {
      T v = clamp_val(p[i], T(-1), T(1));
      if (v != p[i]) {
        int old;
#pragma acc atomic capture
        old = changed++;
        (void)old;
      }
      p[i] = v;
    }
  }
  return changed;
}

double solve(int n) {
  Field<double> x(n), r(n);
  Field<float> g(n);
  axpby(1.0, x, 0.5, r, 1);
  int c = smooth(g, 3);
  r.to_host();
  return norm2(r) + c;
}
