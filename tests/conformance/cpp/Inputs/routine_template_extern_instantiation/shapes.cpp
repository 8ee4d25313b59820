// The library: a region that uses the templates before this file instantiates them, at its end.
#include "shapes.h"

double library_sum(int n) {
  double s = 0;
  Poly<float> p{1.0f, 0.0f, 2.0f};
#pragma acc parallel loop reduction(+ : s) copyin(p)
  for (int i = 0; i < n; i++)
    s += sqr(double(i)) + sqr(float(i)) + p.at(float(i));
  return s;
}

template double sqr<double>(double);
template float sqr<float>(float);
template double Scale::apply<double>(double) const;
template struct Poly<double>;
template float Poly<float>::at(float) const;
