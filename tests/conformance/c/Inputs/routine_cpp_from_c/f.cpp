// The C++ definitions of f.h's routines, with C linkage.
#include "f.h"

extern "C" double cpp_f(double x) { return x * x + 1.0; }

extern "C" void cpp_add_row(double *row, int n, double k)
{
#pragma acc loop vector
  for (int j = 0; j < n; ++j)
    row[j] += k;
}
