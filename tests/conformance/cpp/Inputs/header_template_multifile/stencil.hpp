// stencil.hpp: a function template and an inline function with compute constructs, included by
// every .cpp file of the program (main, blur.cpp, energy.cpp); the same instantiations appear in
// several objects and the linker keeps one of each.
#pragma once

template <typename T>
void smooth3(const T *in, T *out, int n) {
#pragma acc parallel loop copyin(in[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; ++i) {
    T left = i > 0 ? in[i - 1] : in[i];
    T right = i < n - 1 ? in[i + 1] : in[i];
    out[i] = (left + T(2) * in[i] + right) / T(4);
  }
}

inline double sum_squares(const double *x, int n) {
  double s = 0.0;
#pragma acc parallel loop copyin(x[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += x[i] * x[i];
  return s;
}

// defined in blur.cpp and energy.cpp
void blur_twice(double *data, int n);
double smoothed_energy(const float *data, int n);
