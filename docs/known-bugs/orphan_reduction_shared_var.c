double total;
#pragma acc declare create(total)
#pragma acc routine vector
void f(const double *a, int n)
{
#pragma acc loop vector reduction(+:total)
  for (int i = 0; i < n; i++) total += a[i];
}
