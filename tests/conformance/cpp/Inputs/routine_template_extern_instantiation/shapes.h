// A library header that instantiates its templates once, in shapes.cpp: the `extern template`
// lines keep every other file from instantiating them.
#pragma once

#pragma acc routine seq
template <typename T> T sqr(T x) { return x * x; }
extern template double sqr<double>(double);
extern template float sqr<float>(float);

struct Scale {
  double k;
#pragma acc routine seq
  template <typename T> T apply(T x) const { return T(k) * x; }
};
extern template double Scale::apply<double>(double) const;

template <typename T> struct Poly {
  T a, b, c;
#pragma acc routine seq
  T at(T x) const;
};
template <typename T> T Poly<T>::at(T x) const { return (a * x + b) * x + c; }
extern template struct Poly<double>;
extern template float Poly<float>::at(float) const;

/// Regions of the library's own, in shapes.cpp.
double library_sum(int n);
