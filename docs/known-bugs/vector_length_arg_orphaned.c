#pragma acc routine vector
void h(double *a, int n)
{
#pragma acc loop vector(length:64)
  for (int i = 0; i < n; i++) a[i] = 1;
}
void k(double *a, int n)
{
#pragma acc parallel copy(a[0:n])
#pragma acc loop gang vector(length:64)
  for (int i = 0; i < n; i++) a[i] = 1;
}
