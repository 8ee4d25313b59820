#include "field.h"

double field_max(field f)
{
  const double *v = f.v;
  int n = f.n;
  double m = v[0];
#pragma acc parallel loop copyin(v[0:n]) reduction(max:m)
  for (int i = 0; i < n; ++i)
    m = v[i] > m ? v[i] : m;
  return m + 0.0 * field_sum(f);
}
