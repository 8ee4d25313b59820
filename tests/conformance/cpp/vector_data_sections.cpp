// Pointers from std::vector<T>::data() mapped with array sections in a function template,
// instantiated for float, double and a user struct: a partial section p[from:n-from], a const
// source section and a section starting at an offset pointer (2.6.5 copy/copyin, 2.5.1).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

struct Sample {
  float value;
  int count;
  Sample operator*(float s) const { return {value * s, count + 1}; }
};

template <typename T, typename S>
void scale_tail(std::vector<T> &v, int from, S s) {
  T *p = v.data();
  int n = static_cast<int>(v.size());
#pragma acc parallel loop copy(p[from:n-from])
  for (int i = from; i < n; ++i)
    p[i] = p[i] * s;
}

template <typename T>
void add_window(std::vector<T> &dst, const std::vector<T> &src, int offset, int len) {
  const T *s = src.data() + offset;
  T *d = dst.data();
#pragma acc parallel loop copyin(s[0:len]) copy(d[0:len])
  for (int i = 0; i < len; ++i)
    d[i] += s[i];
}

int main() {
  const int n = 5000, from = 1234, off = 100, len = 3000;
  int errors = 0;
  std::vector<float> f(n, 2.0f);
  std::vector<double> a(n), b(n);
  std::vector<Sample> smp(n, Sample{1.5f, 0});
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 0.5 * i;
  }
  scale_tail(f, from, 3.0f);
  scale_tail(a, from, -1.0);
  scale_tail(smp, from, 2.0f);
  add_window(b, a, off, len);

  for (int i = 0; i < n; ++i) {
    bool tail = i >= from;
    float ef = tail ? 6.0f : 2.0f;
    double ea = tail ? -1.0 * i : i;
    double eb = 0.5 * i + (i < len ? ((i + off) >= from ? -1.0 * (i + off) : (i + off)) : 0.0);
    float esv = tail ? 3.0f : 1.5f;
    int esc = tail ? 1 : 0;
    if (f[i] != ef || a[i] != ea || b[i] != eb || smp[i].value != esv || smp[i].count != esc) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: i=%d f=%g a=%g b=%g sample=(%g,%d), expected %g %g %g (%g,%d)\n", i,
                     double(f[i]), a[i], b[i], double(smp[i].value), smp[i].count, double(ef), ea, eb,
                     double(esv), esc);
      ++errors;
    }
  }
  return errors != 0;
}
