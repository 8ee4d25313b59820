#include "physics.h"

#pragma acc routine seq
double minmod(double a, double b)
{
  if (a * b <= 0.0)
    return 0.0;
  return (a > 0.0) ? (a < b ? a : b) : (a > b ? a : b);
}

#pragma acc routine seq
double limited_slope(double left, double mid, double right)
{
  return minmod(mid - left, right - mid);
}
