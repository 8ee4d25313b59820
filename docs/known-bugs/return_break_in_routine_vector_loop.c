#pragma acc routine vector
int f(double *a, int n)
{
#pragma acc loop vector
  for (int i = 0; i < n; i++) { if (a[i] < 0) return i; a[i] = 1; }
  return -1;
}
#pragma acc routine worker
int g(double *a, int n)
{
  int k = -1;
#pragma acc loop worker
  for (int i = 0; i < n; i++) { if (a[i] < 0) { k = i; break; } a[i] = 1; }
  return k;
}
