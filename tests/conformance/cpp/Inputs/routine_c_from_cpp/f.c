/* The C definitions of f.h's routines. */
#include "f.h"

double c_f(double x) { return 2.0 * x; }

void c_add_row(double *row, int n, double k)
{
#pragma acc loop worker vector
  for (int j = 0; j < n; ++j)
    row[j] += k;
}

void c_count_odd(int x, int *hits)
{
  if (x % 2) {
#pragma acc atomic update
    ++*hits;
  }
}
