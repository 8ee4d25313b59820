#include "field.h"

void field_smooth(field out, field in)
{
  const double *a = in.v;
  double *b = out.v;
  int n = in.n;
  field_fill(out, 0.0);
#pragma acc parallel loop copyin(a[0:n]) copy(b[0:n])
  for (int i = 1; i < n - 1; ++i)
    b[i] = 0.25 * a[i - 1] + 0.5 * a[i] + 0.25 * a[i + 1];
}
