// Functions called in a region are compiled for the device (2.15.1, implicit routine seq), also
// members of class templates defined outside the class (`template <class T> T Scaler<T>::apply`),
// explicit specializations of function templates (`template <> double weight<double>`), and a
// member declared with `routine seq` in the class and defined outside it.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class T> struct Scaler {
  T factor = T(2);
  T apply(T x) const;
#pragma acc routine seq
  T offset(T x) const;
};

template <class T> T Scaler<T>::apply(T x) const { return factor * x; }
template <class T> T Scaler<T>::offset(T x) const { return x + factor; }

template <class T> T weight(T x) { return x; }
template <> double weight<double>(double x) { return 10 * x; }

int main() {
  Scaler<double> s;
  Scaler<float> sf;
  double out[8];
  float outf[8];
#pragma acc parallel loop copyout(out, outf) copyin(s, sf)
  for (int i = 0; i < 8; ++i) {
    out[i] = s.apply(i) + weight(1.0 * i) + s.offset(0.0);
    outf[i] = sf.apply(float(i)) + weight(float(i));
  }
  int errors = 0;
  for (int i = 0; i < 8; ++i) {
    if (out[i] != 12.0 * i + 2.0 && errors++ < 5)
      std::fprintf(stderr, "FAIL: out[%d] = %g, expected %g\n", i, out[i], 12.0 * i + 2.0);
    if (outf[i] != 3.0f * i && errors++ < 5)
      std::fprintf(stderr, "FAIL: outf[%d] = %g, expected %g\n", i, outf[i], 3.0 * i);
  }
  if (errors)
    return 1;
  std::printf("template members defined out of line, in a region: OK\n");
  return 0;
}
